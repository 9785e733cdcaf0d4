import ConfigState
import Testing

// The collection view as a list: viewport, reuse pools, registrations, item state, editing,
// reordering, outlines, traits, reconfigure and reload, and the reuse audit. (Ported from the
// removed `ListView`'s tests: rows are 44 points, so the frame's height sets the rows shown.)
@MainActor
@Suite("CollectionView")
struct CollectionViewTests {
    @Test func scrollingOneHundredThousandItemsCreatesViewportManyContentViews() {
        let list = makeNumberList(items: 100_000, rows: 20)
        let collectionView = list.collectionView
        collectionView.layoutIfNeeded()
        var row = 0
        while row < 100_000 {
            row += 7  // an irregular step, so rows enter one at a time and in groups
            collectionView.scrollToItem(
                at: IndexPath(item: min(row, 99_999), section: 0), at: .top, animated: false)
            collectionView.layoutIfNeeded()
        }
        let statistics = collectionView.statistics
        #expect(
            collectionView.contentOffset == offset(ofRow: 100_000 - 20),
            "scrolling to the last rows stops at the end of the content")
        #expect(statistics.cellsDequeued >= 100_000, "every row was configured: \(statistics)")
        #expect(
            statistics.cellsCreated <= 20 + 7,
            "bounded by the viewport and one scroll step: \(statistics)")
        #expect(
            statistics.contentViewsCreated == statistics.cellsCreated,
            "one content view per cell, never more")
        #expect(statistics.contentViewsReplaced == 0)
        #expect(collectionView.diagnostics.diagnostics(of: .contentViewReplaced).isEmpty)
        #expect(list.visibleItems == Array(99_980..<100_000))
        #expect(text(of: list.cell(for: 99_999)) == "Row 99999")
    }

    @Test func oneRegistrationWithTwoConfigurationTypesReplacesContentViews() {
        // An odd viewport, so that the row leaving the top and the row entering the bottom have
        // different parity: the reused cell always meets the other configuration type.
        let list = ListHarness<Int, Int>(rows: 3) { cell, _, item in
            if item.isMultiple(of: 2) {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            } else {
                cell.contentConfiguration = BadgeConfiguration(count: item)
            }
        }
        list.apply([0: Array(0..<40)])
        for row in 0..<36 {
            list.collectionView.contentOffset = offset(ofRow: row)
            list.collectionView.layoutIfNeeded()
        }
        let replacements = list.collectionView.diagnostics.diagnostics(of: .contentViewReplaced)
        #expect(!replacements.isEmpty)
        #expect(list.collectionView.statistics.contentViewsReplaced == replacements.count)
        #expect(
            replacements.first?.message.contains("Use separate registrations or reuse identifiers")
                == true)
    }

    @Test func separateRegistrationsKeepSeparatePoolsAndNeverReplace() {
        let rows = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let badges = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            cell.contentConfiguration = BadgeConfiguration(count: item)
        }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44 * 4),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            item.isMultiple(of: 2)
                ? collectionView.dequeueConfiguredReusableCell(
                    using: rows, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(
                    using: badges, for: indexPath, item: item)
        }
        dataSource.apply(ListHarness<Int, Int>.snapshot([0: Array(0..<400)]))
        for row in stride(from: 0, to: 400 - 4, by: 3) {
            collectionView.contentOffset = offset(ofRow: row)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.statistics.contentViewsReplaced == 0)
        #expect(
            collectionView.statistics.cellsCreated <= 2 * (4 + 3),
            "bounded by viewport and registrations: \(collectionView.statistics)")
        #expect(collectionView.statistics.cellsReused > 100, "the pools were used")
    }

    @Test func selectionFollowsTheItemAcrossReuse() {
        let list = makeNumberList(items: 200, rows: 10)
        let collectionView = list.collectionView
        list.select(3)
        #expect(list.cell(for: 3)?.isSelected == true)
        let firstCell = list.cell(for: 3)
        collectionView.contentOffset = offset(ofRow: 100)
        collectionView.layoutIfNeeded()
        #expect(list.cell(for: 3) == nil)
        let reusedForAnother = collectionView.visibleCells.contains { $0 === firstCell }
        #expect(reusedForAnother, "the cell was reused for another item")
        #expect(
            collectionView.visibleCells.allSatisfy { !$0.isSelected },
            "no other item looks selected")
        #expect(list.selectedItems == [3], "the selection is kept for the item off screen")
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        let cell = list.cell(for: 3)
        #expect(cell?.isSelected == true)
        #expect(
            cell?.render().background?.color
                == SystemColor.systemGray4.resolve(in: ColorEnvironment()))
    }

    @Test func singleAndMultipleSelection() {
        let list = makeNumberList()
        let collectionView = list.collectionView
        #expect(collectionView.indexPathsForSelectedItems == nil, "none selected is nil, as UIKit")
        list.select(1)
        list.select(2)
        #expect(list.selectedItems == [2])
        collectionView.allowsMultipleSelection = true
        list.select(4)
        #expect(list.selectedItems == [2, 4])
        collectionView.deselectItem(at: IndexPath(item: 2, section: 0), animated: false)
        #expect(list.selectedItems == [4])
        collectionView.selectItem(
            at: IndexPath(item: 9_999, section: 0), animated: false, scrollPosition: [])
        collectionView.selectItem(
            at: IndexPath(item: 0, section: 5), animated: false, scrollPosition: [])
        #expect(list.selectedItems == [4], "an item not in the collection view is ignored")
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == nil, "nil deselects everything")
        collectionView.allowsSelection = false
        list.select(1)
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func selectingWithAScrollPositionScrollsTheItemIntoView() {
        let list = makeNumberList(items: 100, rows: 10)
        list.collectionView.selectItem(
            at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: .top)
        #expect(list.visibleItems == Array(50..<60))
        #expect(list.cell(for: 50)?.isSelected == true)
    }

    /// Swipe is not there yet (issue 16): the swiped state is left out of this port.
    @Test func transientStatesReachTheRightCells() {
        let list = makeNumberList(items: 30, rows: 10)
        let collectionView = list.collectionView
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        func at(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
        collectionView.highlightItem(at: at(1))
        collectionView.focusItem(at: at(2))
        #expect(collectionView.beginInteractiveMovementForItem(at: at(4)))
        collectionView.beginDrag(at: [at(5)])
        collectionView.setDropTarget(at(6))
        collectionView.layoutIfNeeded()
        #expect(list.cell(for: 1)?.configurationState.isHighlighted == true)
        #expect(list.cell(for: 2)?.configurationState.isFocused == true)
        #expect(list.cell(for: 4)?.configurationState.isReordering == true)
        #expect(list.cell(for: 5)?.configurationState.cellDragState == .lifting)
        #expect(list.cell(for: 6)?.configurationState.cellDropState == .targeted)
        #expect(list.cell(for: 7)?.configurationState.cellDropState == .notTargeted)
        #expect(collectionView.indexPathForHighlightedItem == at(1))
        #expect(collectionView.indexPathForFocusedItem == at(2))
        #expect(collectionView.indexPathsForDraggedItems == [at(5)])
        #expect(collectionView.indexPathForDropTarget == at(6))
        collectionView.continueDrag()
        #expect(list.cell(for: 5)?.configurationState.cellDragState == .dragging)
        collectionView.endDrag()
        collectionView.highlightItem(at: nil)
        collectionView.focusItem(at: nil)
        collectionView.cancelInteractiveMovement()
        #expect(list.visibleItems == Array(0..<10), "a cancelled movement moves nothing")
        for item in 0..<10 {
            let state = list.cell(for: item)?.configurationState
            #expect(
                state == CellConfigurationState(traitCollection: collectionView.traitCollection),
                "item \(item) back to normal")
        }
    }

    @Test func editingModeShowsEditingAccessories() {
        let list = ListHarness<Int, Int>(rows: 3) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
            cell.accessories = [
                .delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing),
            ]
        }
        list.apply([0: [1, 2, 3]])
        #expect(
            list.collectionView.render().rows[0].render.trailingAccessories.map(\.accessoryType)
                == [.disclosureIndicator])
        list.collectionView.isEditing = true
        let row = list.collectionView.render().rows[0].render
        #expect(row.leadingAccessories.map(\.accessoryType) == [.delete])
        #expect(row.trailingAccessories.map(\.accessoryType) == [.reorder])
        #expect(list.cell(for: 1)?.isEditing == true)
    }

    @Test func reorderingMovesTheItem() {
        let list = makeNumberList(items: 5, rows: 5)
        let collectionView = list.collectionView
        list.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        let cell = list.cell(for: 0)
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        // Over the middle of the fourth row.
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 44 * 3 + 22))
        collectionView.endInteractiveMovement()
        #expect(list.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 0, 4])
        #expect(list.visibleItems == [1, 2, 3, 0, 4])
        #expect(text(of: list.cell(for: 0)) == "Row 0")
        #expect(list.cell(for: 0) === cell, "the moved item keeps its cell")
        #expect(list.cell(for: 0)?.isReordering == false, "the movement ended")
    }

    @Test func expandingShowsIndentedChildren() throws {
        let list = ListHarness<Int, String>(rows: 10) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mail", "Notes"])
        outline.append(["Inbox", "Sent"], to: "Mail")
        outline.append(["Work"], to: "Inbox")
        list.dataSource.apply(outline, to: 0)
        #expect(list.visibleItems == ["Mail", "Notes"])
        #expect(list.tapAccessory(.outlineDisclosure, of: "Mail"))
        #expect(list.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        #expect(list.tapAccessory(.outlineDisclosure, of: "Inbox"))
        #expect(list.visibleItems == ["Mail", "Inbox", "Work", "Sent", "Notes"])
        let render = list.collectionView.render()
        #expect(render.rows.map(\.render.indentation) == [0, 10, 20, 10, 0])
        #expect(render.rows[0].render.trailingAccessories.first?.isExpanded == true)
        #expect(list.cell(for: "Mail")?.configurationState.isExpanded == true)
        #expect(list.cell(for: "Notes")?.configurationState.isExpanded == false)
        #expect(list.tapAccessory(.outlineDisclosure, of: "Mail"))
        #expect(list.visibleItems == ["Mail", "Notes"])
        let collapsed = list.dataSource.snapshot(for: 0)
        #expect(!collapsed.isExpanded("Mail"))
        #expect(collapsed.isExpanded("Inbox"), "a collapsed parent's expanded children remember it")
        #expect(list.tapAccessory(.outlineDisclosure, of: "Mail"))
        #expect(list.visibleItems == ["Mail", "Inbox", "Work", "Sent", "Notes"])
        #expect(!list.tapAccessory(.checkmark, of: "Mail"), "no checkmark to tap")
    }

    /// Regression (found by the property suite, seed 0xA83531116CCAB5A4): an outline child that
    /// stays visible when new data makes it a flat row must lose its indentation.
    @Test func outlineIndentationDoesNotOutliveTheOutline() {
        let list = makeNumberList(items: 0, rows: 5)
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([8])
        outline.append([1, 2], to: 8)
        outline.expand([8])
        list.dataSource.apply(outline, to: 0)
        #expect(list.collectionView.render().rows.map(\.render.indentation) == [0, 10, 10])
        list.apply([0: [0, 1, 2]])
        #expect(list.collectionView.render().rows.map(\.render.indentation) == [0, 0, 0])
    }

    @Test func traitChangesReachEveryVisibleCell() {
        let list = makeNumberList(items: 10, rows: 5, appearance: .insetGrouped)
        list.collectionView.layoutIfNeeded()
        list.collectionView.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        let render = list.collectionView.render()
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
        final class Suffix { var value = "" }
        let suffix = Suffix()
        let list = ListHarness<Int, Int>(rows: 3) { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)\(suffix.value)"
            cell.contentConfiguration = content
        }
        let collectionView = list.collectionView
        list.apply([0: [1, 2, 3]])
        let cell = list.cell(for: 2)
        suffix.value = "!"
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(list.cell(for: 2) === cell)
        #expect(text(of: list.cell(for: 2)) == "Row 2!")
        #expect(text(of: list.cell(for: 1)) == "Row 1", "only the item asked for")
        let reusedBefore = collectionView.statistics.cellsReused
        let dequeuedBefore = collectionView.statistics.cellsDequeued
        suffix.value = "?"
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(text(of: list.cell(for: 2)) == "Row 2?")
        #expect(collectionView.statistics.cellsDequeued == dequeuedBefore + 1, "reload dequeues")
        #expect(list.cell(for: 2) !== cell, "another cell: the old one was still showing")
        #expect(collectionView.pooledCellCount == 1, "the old cell waits in the pool")
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(list.cell(for: 2) === cell, "a second reload takes it from the pool")
        #expect(
            collectionView.statistics.cellsReused == reusedBefore + 1,
            "through the pool, after prepareForReuse")
    }

    @Test func applyingNewDataDropsStateOfRemovedItems() {
        let list = makeNumberList(items: 10, rows: 10)
        list.collectionView.allowsMultipleSelection = true
        list.select(2)
        list.select(8)
        list.apply([0: [8, 9, 10]])
        #expect(list.selectedItems == [8])
        #expect(list.cell(for: 8)?.isSelected == true)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(list.indexPath(of: 10) == IndexPath(item: 2, section: 0))
    }

    @Test func sectionsAndScrollingAreClamped() {
        let list = makeNumberList(items: 0)
        let collectionView = list.collectionView
        list.apply([0: [1, 2], 1: [], 2: [3, 4, 5]])
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(collectionView.numberOfItems(inSection: 9) == 0, "UIKit raises; here 0")
        #expect(list.indexPath(of: 3) == IndexPath(item: 0, section: 2))
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 2)) == 5)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 9, section: 2)) == nil)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 9)) == nil)
        #expect(collectionView.contentSize.height == offset(ofRow: 5).y)
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 2), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 0, "everything fits")
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 9), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 0, "an item that does not exist is ignored")
        collectionView.frame.size.height = 44
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 2), at: .top, animated: false)
        #expect(collectionView.contentOffset == offset(ofRow: 4))
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 2, section: 2)])
        collectionView.scrollToItem(
            at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 0)
        #expect(collectionView.render().rows.map(\.item) == ["1"])
        collectionView.frame.size.height = 0
        #expect(collectionView.visibleCells.isEmpty, "a zero-height viewport shows no row")
    }

    /// A handler that sets the image only for some items — the classic stale-state bug — is
    /// caught by the reuse audit, which names the property.
    @Test func reuseAuditCatchesALeakyHandler() throws {
        let list = ListHarness<Int, Int>(rows: 3) { cell, _, item in
            // Bug: starts from the cell's previous configuration instead of a fresh one.
            var content =
                (cell.contentConfiguration as? ListContentConfiguration)
                ?? cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            if item == 0 { content.image = Image(systemName: "star") }
            cell.contentConfiguration = content
        }
        let collectionView = list.collectionView
        collectionView.isReuseAuditEnabled = true
        list.apply([0: Array(0..<20)])
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.diagnostics.diagnostics(of: .staleState).isEmpty, "fresh cells are clean"
        )
        for row in 1..<17 {
            collectionView.contentOffset = offset(ofRow: row)
            collectionView.layoutIfNeeded()
        }
        let stale = try #require(collectionView.diagnostics.diagnostics(of: .staleState).first)
        #expect(stale.properties.contains("content.image.image"))
        #expect(stale.message.contains("content.image.image: absent → symbol(star)"))
        #expect(collectionView.statistics.staleCells >= 1)
        #expect(collectionView.statistics.cellsAudited >= 17)
    }

    @Test func reuseAuditIsQuietForCorrectHandlers() {
        let list = makeNumberList(items: 500, rows: 20)
        let collectionView = list.collectionView
        collectionView.isReuseAuditEnabled = true
        collectionView.allowsMultipleSelection = true
        let lastOffset = collectionView.contentSize.height - collectionView.bounds.height
        for step in 0..<60 {
            let offset = min(collectionView.contentOffset.y + 44 * 9, lastOffset)
            collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            if step % 3 == 0 { list.select(step * 7) }
            if step % 5 == 0 { collectionView.isEditing.toggle() }
            if step % 7 == 0 {
                collectionView.traitCollection.userInterfaceStyle = step % 2 == 0 ? .dark : .light
            }
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.diagnostics.diagnostics(of: .staleState).isEmpty)
        #expect(collectionView.statistics.cellsAudited > 100)
    }
}
