import ConfigState
import Testing

/// A list of integers whose cells show "Row n", with a star image on multiples of 5.
@MainActor
func makeNumberList(
    items: Int = 100, visibleRowCount: Int = 20,
    traits: TraitCollection = TraitCollection(listEnvironment: .plain)
) -> ListView<Int> {
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        content.image = item % 5 == 0 ? Image(systemName: "star") : nil
        cell.contentConfiguration = content
        cell.accessories = item % 2 == 0 ? [.disclosureIndicator()] : []
    }
    let list = ListView<Int>(traitCollection: traits, visibleRowCount: visibleRowCount) {
        list, indexPath, item in
        list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    list.apply([ListSection(Array(0..<items))])
    return list
}

@MainActor
func text(of cell: CollectionViewCell?) -> String? {
    (cell?.contentConfiguration as? ListContentConfiguration)?.text
}

@MainActor
@Suite("ListView")
struct ListViewTests {
    @Test func scrollingOneHundredThousandItemsCreatesViewportManyContentViews() {
        let list = makeNumberList(items: 100_000, visibleRowCount: 20)
        list.layoutIfNeeded()
        var row = 0
        while row < list.numberOfRows {
            row += 7  // an irregular step, so rows enter one at a time and in groups
            list.scroll(toRow: row)
            list.layoutIfNeeded()
        }
        let statistics = list.statistics
        #expect(list.firstVisibleRow == 100_000 - 20)
        #expect(statistics.cellsDequeued >= 100_000, "every row was configured: \(statistics)")
        #expect(
            statistics.cellsCreated <= 20 + 7,
            "bounded by the viewport and one scroll step: \(statistics)")
        #expect(
            statistics.contentViewsCreated == statistics.cellsCreated,
            "one content view per cell, never more")
        #expect(statistics.contentViewsReplaced == 0)
        #expect(list.diagnostics.diagnostics(of: .contentViewReplaced).isEmpty)
        #expect(list.visibleItems == Array(99_980..<100_000))
        #expect(text(of: list.cell(for: 99_999)) == "Row 99999")
    }

    @Test func oneRegistrationWithTwoConfigurationTypesReplacesContentViews() {
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            if item.isMultiple(of: 2) {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            } else {
                cell.contentConfiguration = BadgeConfiguration(count: item)
            }
        }
        // An odd viewport, so that the row leaving the top and the row entering the bottom have
        // different parity: the reused cell always meets the other configuration type.
        let list = ListView<Int>(visibleRowCount: 3) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([ListSection(Array(0..<40))])
        for row in 0..<36 {
            list.scroll(toRow: row)
            list.layoutIfNeeded()
        }
        let replacements = list.diagnostics.diagnostics(of: .contentViewReplaced)
        #expect(!replacements.isEmpty)
        #expect(list.statistics.contentViewsReplaced == replacements.count)
        #expect(
            replacements.first?.message.contains("Use separate registrations or reuse identifiers")
                == true)
    }

    @Test func separateRegistrationsKeepSeparatePoolsAndNeverReplace() {
        let rows = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let badges = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            cell.contentConfiguration = BadgeConfiguration(count: item)
        }
        let list = ListView<Int>(visibleRowCount: 4) { list, indexPath, item in
            item.isMultiple(of: 2)
                ? list.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
                : list.dequeueConfiguredReusableCell(using: badges, for: indexPath, item: item)
        }
        list.apply([ListSection(Array(0..<400))])
        for row in stride(from: 0, to: 400, by: 3) {
            list.scroll(toRow: row)
            list.layoutIfNeeded()
        }
        #expect(list.statistics.contentViewsReplaced == 0)
        #expect(
            list.statistics.cellsCreated <= 2 * (4 + 3),
            "bounded by viewport and registrations: \(list.statistics)")
    }

    @Test func selectionFollowsTheItemAcrossReuse() {
        let list = makeNumberList(items: 200, visibleRowCount: 10)
        list.selectItem(3)
        #expect(list.cell(for: 3)?.isSelected == true)
        let firstCell = list.cell(for: 3)
        list.scroll(toRow: 100)
        list.layoutIfNeeded()
        #expect(list.cell(for: 3) == nil)
        let reusedForAnother = list.visibleCells.contains { $0.cell === firstCell }
        #expect(reusedForAnother, "the cell was reused for another item")
        #expect(
            list.visibleCells.allSatisfy { !$0.cell.isSelected }, "no other item looks selected")
        list.scroll(toRow: 0)
        list.layoutIfNeeded()
        let cell = list.cell(for: 3)
        #expect(cell?.isSelected == true)
        #expect(
            cell?.render().background?.color
                == SystemColor.systemGray4.resolve(in: ColorEnvironment()))
    }

    @Test func singleAndMultipleSelection() {
        let list = makeNumberList()
        list.selectItem(1)
        list.selectItem(2)
        #expect(list.selectedItems == [2])
        list.allowsMultipleSelection = true
        list.selectItem(4)
        #expect(list.selectedItems == [2, 4])
        list.deselectItem(2)
        #expect(list.selectedItems == [4])
        list.selectItem(9_999)
        #expect(list.selectedItems == [4], "an item not in the list is ignored")
        list.deselectAllItems()
        list.allowsSelection = false
        list.selectItem(1)
        #expect(list.selectedItems.isEmpty)
    }

    @Test func transientStatesReachTheRightCells() {
        let list = makeNumberList(items: 30, visibleRowCount: 10)
        list.highlightItem(1)
        list.focusItem(2)
        list.swipeItem(3)
        list.beginReordering(4)
        list.beginDrag([5])
        list.setDropTarget(6)
        list.layoutIfNeeded()
        #expect(list.cell(for: 1)?.configurationState.isHighlighted == true)
        #expect(list.cell(for: 2)?.configurationState.isFocused == true)
        #expect(list.cell(for: 3)?.configurationState.isSwiped == true)
        #expect(list.cell(for: 4)?.configurationState.isReordering == true)
        #expect(list.cell(for: 5)?.configurationState.cellDragState == .lifting)
        #expect(list.cell(for: 6)?.configurationState.cellDropState == .targeted)
        #expect(list.cell(for: 7)?.configurationState.cellDropState == .notTargeted)
        list.continueDrag()
        #expect(list.cell(for: 5)?.configurationState.cellDragState == .dragging)
        list.endDrag()
        list.highlightItem(nil)
        list.focusItem(nil)
        list.swipeItem(nil)
        list.endReordering()
        for item in 0..<10 {
            let state = list.cell(for: item)?.configurationState
            #expect(
                state == CellConfigurationState(traitCollection: list.traitCollection),
                "item \(item) back to normal")
        }
    }

    @Test func editingModeShowsEditingAccessories() {
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
            ]
        }
        let list = ListView<Int>(visibleRowCount: 3) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([ListSection([1, 2, 3])])
        #expect(
            list.render().rows[0].render.trailingAccessories.map(\.accessoryType) == [
                .disclosureIndicator
            ])
        list.isEditing = true
        let row = list.render().rows[0].render
        #expect(row.leadingAccessories.map(\.accessoryType) == [.delete])
        #expect(row.trailingAccessories.map(\.accessoryType) == [.reorder])
    }

    @Test func reorderingMovesTheItem() {
        let list = makeNumberList(items: 5, visibleRowCount: 5)
        list.beginReordering(0)
        list.moveReorderingItem(to: 3)
        list.endReordering()
        #expect(list.sections[0].items == [1, 2, 3, 0, 4])
        #expect(list.visibleItems == [1, 2, 3, 0, 4])
        #expect(text(of: list.cell(for: 0)) == "Row 0")
    }

    @Test func expandingShowsIndentedChildren() {
        let registration = CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let list = ListView<String>(visibleRowCount: 10) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([
            ListSection(
                ["Mail", "Notes"], children: ["Mail": ["Inbox", "Sent"], "Inbox": ["Work"]])
        ])
        #expect(list.visibleItems == ["Mail", "Notes"])
        list.expandItem("Mail")
        #expect(list.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        list.expandItem("Inbox")
        #expect(list.visibleItems == ["Mail", "Inbox", "Work", "Sent", "Notes"])
        let render = list.render()
        #expect(render.rows.map(\.render.indentation) == [0, 10, 20, 10, 0])
        #expect(render.rows[0].render.trailingAccessories.first?.isExpanded == true)
        #expect(list.cell(for: "Mail")?.configurationState.isExpanded == true)
        list.collapseItem("Mail")
        #expect(list.visibleItems == ["Mail", "Notes"])
        #expect(
            list.expandedItems == ["Inbox"], "a collapsed parent's expanded children remember it")
    }

    /// Regression (found by the property suite, seed 0xA83531116CCAB5A4): an outline child that
    /// stays visible when new data makes it a flat row must lose its indentation.
    @Test func outlineIndentationDoesNotOutliveTheOutline() {
        let list = makeNumberList(items: 0, visibleRowCount: 5)
        list.apply([ListSection([8], children: [8: [1, 2]])])
        list.expandItem(8)
        #expect(list.render().rows.map(\.render.indentation) == [0, 10, 10])
        list.apply([ListSection([0, 1, 2])])
        #expect(list.render().rows.map(\.render.indentation) == [0, 0, 0])
    }

    @Test func traitChangesReachEveryVisibleCell() {
        let list = makeNumberList(items: 10, visibleRowCount: 5)
        list.layoutIfNeeded()
        list.traitCollection = TraitCollection(
            userInterfaceStyle: .dark, listEnvironment: .insetGrouped)
        let render = list.render()
        #expect(render.rows.count == 5)
        for row in render.rows {
            #expect(
                row.render.background?.color
                    == SystemColor.secondarySystemGroupedBackground.resolve(
                        in: ColorEnvironment(colorScheme: .dark)))
            #expect(row.render.background?.cornerRadius == 10)
        }
    }

    @Test func reconfigureReusesTheCellAndReloadDequeuesAnother() {
        var suffix = ""
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)\(suffix)"
            cell.contentConfiguration = content
        }
        let list = ListView<Int>(visibleRowCount: 3) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.apply([ListSection([1, 2, 3])])
        let cell = list.cell(for: 2)
        suffix = "!"
        list.reconfigureItems([2])
        #expect(list.cell(for: 2) === cell)
        #expect(text(of: list.cell(for: 2)) == "Row 2!")
        let reusedBefore = list.statistics.cellsReused
        let dequeuedBefore = list.statistics.cellsDequeued
        list.reloadItems([2])
        #expect(text(of: list.cell(for: 2)) == "Row 2!")
        #expect(list.statistics.cellsDequeued == dequeuedBefore + 1, "reload dequeues again")
        #expect(
            list.statistics.cellsReused == reusedBefore + 1,
            "through the pool, after prepareForReuse")
    }

    @Test func applyingNewDataDropsStateOfRemovedItems() {
        let list = makeNumberList(items: 10, visibleRowCount: 10)
        list.allowsMultipleSelection = true
        list.selectItem(2)
        list.selectItem(8)
        list.apply([ListSection([8, 9, 10])])
        #expect(list.selectedItems == [8])
        #expect(list.cell(for: 8)?.isSelected == true)
        #expect(list.numberOfRows == 3)
        #expect(list.indexPath(for: 10) == IndexPath(item: 2, section: 0))
    }

    @Test func sectionsAndScrollingAreClamped() {
        let list = makeNumberList(items: 0)
        list.apply([ListSection([1, 2]), ListSection([]), ListSection([3, 4, 5])])
        #expect(list.numberOfRows == 5 && list.numberOfSections == 3)
        #expect(list.numberOfItems(inSection: 1) == 0)
        #expect(list.indexPath(for: 3) == IndexPath(item: 0, section: 2))
        #expect(list.item(at: IndexPath(item: 2, section: 2)) == 5)
        #expect(list.item(at: IndexPath(item: 9, section: 2)) == nil)
        #expect(list.item(at: IndexPath(item: 0, section: 9)) == nil)
        list.scroll(by: .max)
        #expect(list.firstVisibleRow == 0, "everything fits")
        list.visibleRowCount = 0
        #expect(list.visibleRowCount == 1)
        list.scroll(by: .max)
        #expect(list.firstVisibleRow == 4)
        list.scroll(by: .min)
        #expect(list.firstVisibleRow == 0)
        #expect(list.render().rows.map(\.item) == ["1"])
    }

    /// A handler that sets the image only for some items — the classic stale-state bug — is
    /// caught by the reuse audit, which names the property.
    @Test func reuseAuditCatchesALeakyHandler() throws {
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            // Bug: starts from the cell's previous configuration instead of a fresh one.
            var content =
                (cell.contentConfiguration as? ListContentConfiguration)
                ?? cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            if item == 0 { content.image = Image(systemName: "star") }
            cell.contentConfiguration = content
        }
        let list = ListView<Int>(visibleRowCount: 3) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        list.isReuseAuditEnabled = true
        list.apply([ListSection(Array(0..<20))])
        list.layoutIfNeeded()
        #expect(list.diagnostics.diagnostics(of: .staleState).isEmpty, "fresh cells are clean")
        for row in 1..<17 {
            list.scroll(toRow: row)
            list.layoutIfNeeded()
        }
        let stale = try #require(list.diagnostics.diagnostics(of: .staleState).first)
        #expect(stale.properties.contains("content.image.image"))
        #expect(stale.message.contains("content.image.image: absent → symbol(star)"))
        #expect(list.statistics.staleCells >= 1)
        #expect(list.statistics.cellsAudited >= 17)
    }

    @Test func reuseAuditIsQuietForCorrectHandlers() {
        let list = makeNumberList(items: 500, visibleRowCount: 20)
        list.isReuseAuditEnabled = true
        list.allowsMultipleSelection = true
        for step in 0..<60 {
            list.scroll(by: 9)
            if step % 3 == 0 { list.selectItem(step * 7) }
            if step % 5 == 0 { list.isEditing.toggle() }
            if step % 7 == 0 {
                list.traitCollection.userInterfaceStyle = step % 2 == 0 ? .dark : .light
            }
            list.layoutIfNeeded()
        }
        #expect(list.diagnostics.diagnostics(of: .staleState).isEmpty)
        #expect(list.statistics.cellsAudited > 100)
    }
}
