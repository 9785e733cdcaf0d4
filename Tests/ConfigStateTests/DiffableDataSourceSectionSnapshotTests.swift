import ConfigState
import Testing

/// Fruit [Apple, Citrus [Lemon, Lime]], Vegetables [Leek]; nothing expanded.
func sampleOutline() -> DiffableDataSourceSectionSnapshot<String> {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Citrus"], to: "Fruit")
    outline.append(["Lemon", "Lime"], to: "Citrus")
    outline.append(["Leek"], to: "Vegetables")
    return outline
}

@Suite("DiffableDataSourceSectionSnapshot")
struct DiffableDataSourceSectionSnapshotTests {
    @Test func itemsAreDepthFirstAndRootsAreTheTopLevel() {
        let outline = sampleOutline()
        #expect(
            outline.items == ["Fruit", "Apple", "Citrus", "Lemon", "Lime", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.level(of: "Lime") == 2)
        #expect(outline.level(of: "Mango") == -1)
        #expect(outline.parent(of: "Lime") == "Citrus")
        #expect(outline.parent(of: "Fruit") == nil)
        #expect(outline.index(of: "Vegetables") == 5)
        #expect(outline.contains("Leek"))
        #expect(!outline.contains("Mango"))
    }

    @Test func visibleItemsWalkOnlyThroughExpandedParents() {
        var outline = sampleOutline()
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Citrus", "Vegetables"])
        outline.expand(["Citrus"])
        #expect(outline.isVisible("Lime"))
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(!outline.isVisible("Lime"))
        #expect(outline.isExpanded("Citrus"), "collapsing a parent keeps its children's state")
    }

    @Test func insertingBesideAnItemMakesSiblings() {
        var outline = sampleOutline()
        outline.insert(["Banana"], before: "Citrus")
        outline.insert(["Grain"], after: "Fruit")
        #expect(outline.parent(of: "Banana") == "Fruit")
        #expect(outline.level(of: "Grain") == 0)
        #expect(
            outline.items == [
                "Fruit", "Apple", "Banana", "Citrus", "Lemon", "Lime", "Grain", "Vegetables",
                "Leek",
            ])
    }

    @Test func deletingAnItemDeletesItsDescendantsAndTheirExpansion() {
        var outline = sampleOutline()
        outline.expand(["Citrus"])
        outline.delete(["Citrus", "Lemon"])
        #expect(outline.items == ["Fruit", "Apple", "Vegetables", "Leek"])
        outline.append(["Citrus"], to: "Fruit")
        #expect(!outline.isExpanded("Citrus"))
    }

    @Test func aChildSnapshotRoundTripsThroughReplace() {
        var outline = sampleOutline()
        outline.expand(["Citrus"])
        let children = outline.snapshot(of: "Fruit")
        #expect(children.items == ["Apple", "Citrus", "Lemon", "Lime"])
        #expect(children.rootItems == ["Apple", "Citrus"])
        #expect(children.isExpanded("Citrus"))
        let withParent = outline.snapshot(of: "Fruit", includingParent: true)
        #expect(withParent.rootItems == ["Fruit"])
        #expect(withParent.level(of: "Lime") == 2)
        var copy = outline
        copy.replace(childrenOf: "Fruit", using: children)
        #expect(copy == outline)
    }

    @Test func replacingChildrenPutsTheNewOutlineUnderTheParent() {
        var outline = sampleOutline()
        var citrus = DiffableDataSourceSectionSnapshot<String>()
        citrus.append(["Orange"])
        citrus.append(["Blood orange"], to: "Orange")
        outline.replace(childrenOf: "Citrus", using: citrus)
        #expect(outline.parent(of: "Orange") == "Citrus")
        #expect(outline.level(of: "Blood orange") == 3)
        #expect(!outline.contains("Lemon"))
    }

    @Test func aWholeSnapshotInsertsAsSiblingsWithItsHierarchy() {
        var outline = sampleOutline()
        var nuts = DiffableDataSourceSectionSnapshot<String>()
        nuts.append(["Nuts"])
        nuts.append(["Walnut"], to: "Nuts")
        nuts.expand(["Nuts"])
        outline.insert(nuts, after: "Fruit")
        #expect(outline.rootItems == ["Fruit", "Nuts", "Vegetables"])
        #expect(outline.parent(of: "Walnut") == "Nuts")
        #expect(outline.isExpanded("Nuts"))
    }

    @Test func visualDescriptionMarksVisibleExpandedAndCollapsedItems() {
        var outline = sampleOutline()
        outline.expand(["Fruit"])
        #expect(
            outline.visualDescription() == """
                *+ Fruit
                *    Apple
                *-   Citrus
                       Lemon
                       Lime
                *- Vegetables
                     Leek

                """)
    }

    @Test func misuseLeavesTheOutlineAsItWasAndIsNamed() {
        var outline = sampleOutline()
        outline.append(["Apple"], to: "Vegetables")
        outline.append(["Pea"], to: "Mango")
        outline.insert(["Pea", "Pea"], before: "Leek")
        outline.delete(["Mango"])
        outline.expand(["Mango"])
        outline.replace(childrenOf: "Citrus", using: sampleOutline().snapshot(of: "Vegetables"))
        #expect(outline == sampleOutline())
        #expect(
            outline.diagnostics.map(\.kind) == [
                .duplicateItems, .unknownItems, .duplicateItems, .unknownItems, .unknownItems,
                .duplicateItems,
            ])
        #expect(outline.diagnostics.last?.identifiers == ["Leek"])
        let missing = outline.snapshot(of: "Mango")
        #expect(missing.items.isEmpty)
        #expect(missing.diagnostics.map(\.kind) == [.unknownItems])
    }
}
