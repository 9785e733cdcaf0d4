import ConfigState
import Testing

// Outlines: sections applied as section snapshots show their visible items, indented by level;
// an outline disclosure expands and collapses through the data source's section snapshot
// handlers, as UIKit's does; expansion follows the items when other data changes.
@MainActor
@Suite("Outlines")
struct CollectionViewOutlineTests {
    typealias List = ListHarness<String, String>

    /// A list whose cells show the item and an outline disclosure; the handler also sets an
    /// indentation level of its own, which outline sections override.
    static func makeList(rows: Int = 10) -> List {
        List(rows: rows) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
            cell.indentationLevel = 3
        }
    }

    /// Mail > (Inbox > Work, Sent), Notes.
    static var mailOutline: DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mail", "Notes"])
        outline.append(["Inbox", "Sent"], to: "Mail")
        outline.append(["Work"], to: "Inbox")
        return outline
    }

    @Test func childrenAreIndentedByTheirLevelAndFlatSectionsKeepTheHandlers() {
        let list = Self.makeList()
        var outline = Self.mailOutline
        outline.expand(["Mail", "Inbox"])
        list.dataSource.apply(outline, to: "Tree")
        var snapshot = list.dataSource.snapshot()
        snapshot.appendSections(["Flat"])
        snapshot.appendItems(["Loose"], toSection: "Flat")
        list.dataSource.apply(snapshot)
        #expect(list.visibleItems == ["Mail", "Inbox", "Work", "Sent", "Notes", "Loose"])
        let indentation = list.collectionView.render().rows.map(\.render.indentation)
        #expect(indentation == [0, 10, 20, 10, 0, 30], "levels in the outline, 3 outside it")
        let work = list.cell(for: "Work") as? CollectionViewListCell
        #expect(work?.indentationLevel == 2)
        #expect(list.dataSource.snapshot(for: "Tree").level(of: "Work") == 2)
    }

    @Test func disclosureTapsExpandAndCollapseThroughTheHandlers() {
        let list = Self.makeList()
        list.dataSource.apply(Self.mailOutline, to: "Tree")
        var calls: [String] = []
        final class Answers {
            var expanding = false
            var collapsing = true
        }
        let answers = Answers()
        list.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
            calls.append("shouldExpand \(item)")
            return answers.expanding
        }
        list.dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned list] item in
            let expanded = list.dataSource.snapshot(for: "Tree").isExpanded(item)
            calls.append("willExpand \(item) \(expanded ? "expanded" : "collapsed")")
        }
        list.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in
            calls.append("shouldCollapse \(item)")
            return answers.collapsing
        }
        list.dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned list] item in
            let expanded = list.dataSource.snapshot(for: "Tree").isExpanded(item)
            calls.append("willCollapse \(item) \(expanded ? "expanded" : "collapsed")")
        }

        #expect(list.tapAccessory(.outlineDisclosure, of: "Mail"), "the accessory was there")
        #expect(calls == ["shouldExpand Mail"], "refused: nothing more is asked or told")
        #expect(list.visibleItems == ["Mail", "Notes"])
        #expect(!list.dataSource.snapshot(for: "Tree").isExpanded("Mail"))

        answers.expanding = true
        calls = []
        list.tapAccessory(.outlineDisclosure, of: "Mail")
        #expect(calls == ["shouldExpand Mail", "willExpand Mail collapsed"])
        #expect(list.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(list.cell(for: "Mail")?.isExpanded == true)

        answers.collapsing = false
        calls = []
        list.tapAccessory(.outlineDisclosure, of: "Mail")
        #expect(calls == ["shouldCollapse Mail"])
        #expect(list.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])

        answers.collapsing = true
        calls = []
        list.tapAccessory(.outlineDisclosure, of: "Mail")
        #expect(calls == ["shouldCollapse Mail", "willCollapse Mail expanded"])
        #expect(list.visibleItems == ["Mail", "Notes"])
        #expect(list.cell(for: "Mail")?.isExpanded == false)
    }

    @Test func snapshotForExpandingParentSuppliesChildrenLazily() {
        let list = Self.makeList()
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Folder", "File"])
        list.dataSource.apply(outline, to: "Tree")
        var asked: [(parent: String, children: [String])] = []
        var loads = 0
        list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            asked.append((parent, children.items))
            loads += 1
            var loaded = DiffableDataSourceSectionSnapshot<String>()
            loaded.append(["\(parent) \(loads)a", "\(parent) \(loads)b"])
            return loaded
        }
        list.tapAccessory(.outlineDisclosure, of: "Folder")
        #expect(asked.count == 1)
        #expect(asked.first?.parent == "Folder" && asked.first?.children == [])
        #expect(list.visibleItems == ["Folder", "Folder 1a", "Folder 1b", "File"])
        #expect(list.dataSource.snapshot(for: "Tree").parent(of: "Folder 1b") == "Folder")
        #expect(list.collectionView.render().rows.map(\.render.indentation) == [0, 10, 10, 0])

        list.tapAccessory(.outlineDisclosure, of: "Folder")
        #expect(asked.count == 1, "collapsing loads nothing")
        #expect(list.visibleItems == ["Folder", "File"])

        list.tapAccessory(.outlineDisclosure, of: "Folder")
        #expect(asked.count == 2)
        #expect(asked.last?.children == ["Folder 1a", "Folder 1b"], "it sees what it gave before")
        #expect(
            list.visibleItems == ["Folder", "Folder 2a", "Folder 2b", "File"],
            "its answer replaces the children")
    }

    @Test func whatTheExpandingParentHandlerGetsWrongIsReported() {
        let list = Self.makeList()
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Folder", "File"])
        list.dataSource.apply(outline, to: "Tree")
        list.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            var loaded = children
            // A common slip: the parent is not in its children's snapshot.
            loaded.append(["\(parent) 1"], to: parent)
            return loaded
        }
        list.tapAccessory(.outlineDisclosure, of: "Folder")
        #expect(list.visibleItems == ["Folder", "File"], "nothing was added")
        let reported = list.collectionView.diagnostics.diagnostics(of: .invalidDataOperation)
        #expect(
            reported.contains { $0.source == "append(_:to:)" && $0.properties.contains("Folder") },
            "the refused append names the operation and the parent: \(reported)")
    }

    @Test func expansionFollowsTheItemsWhenOtherDataChanges() {
        let list = Self.makeList()
        list.apply(["Flat": ["a", "b"]])
        var outline = Self.mailOutline
        outline.expand(["Mail"])
        list.dataSource.apply(outline, to: "Tree")
        #expect(list.visibleItems == ["a", "b", "Mail", "Inbox", "Sent", "Notes"])
        // The flat section changes and the sections trade places; the outline's items stay.
        var snapshot = list.dataSource.snapshot()
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["c"], toSection: "Flat")
        snapshot.moveSection("Tree", beforeSection: "Flat")
        list.dataSource.apply(snapshot)
        #expect(list.visibleItems == ["Mail", "Inbox", "Sent", "Notes", "b", "c"])
        #expect(list.dataSource.snapshot(for: "Tree").isExpanded("Mail"))
        #expect(list.cell(for: "Mail")?.isExpanded == true)
        #expect(list.cell(for: "Notes")?.isExpanded == false)
        #expect(
            list.collectionView.render().rows.map(\.render.indentation) == [0, 10, 10, 0, 30, 30])
        // Collapsing by applying a section snapshot, as UIKit apps do.
        var collapsed = list.dataSource.snapshot(for: "Tree")
        collapsed.collapse(["Mail"])
        list.dataSource.apply(collapsed, to: "Tree")
        #expect(list.visibleItems == ["Mail", "Notes", "b", "c"])
        #expect(list.cell(for: "Mail")?.isExpanded == false)
        #expect(list.collectionView.lastUpdate?.deletedItems.count == 2)
    }

    @Test func aSectionSnapshotReplacesTheSectionsItemsAndAppendsNewSections() {
        let list = Self.makeList()
        list.apply(["Flat": ["a"], "Tree": ["old"]])
        list.dataSource.apply(Self.mailOutline, to: "Tree")
        #expect(list.dataSource.snapshot().sectionIdentifiers == ["Flat", "Tree"])
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: "Tree") == ["Mail", "Notes"])
        #expect(
            list.dataSource.snapshot().itemIdentifiers.count == 3,
            "only the visible items are the section's items")
        var more = DiffableDataSourceSectionSnapshot<String>()
        more.append(["x"])
        list.dataSource.apply(more, to: "More")
        #expect(list.dataSource.snapshot().sectionIdentifiers == ["Flat", "Tree", "More"])
        #expect(list.visibleItems == ["a", "Mail", "Notes", "x"])
    }
}
