// Fuzzes a `CollectionView` fed by a `CollectionViewDiffableDataSource`, set up as a UIKit app
// sets up a list: the input is read as a program of what an app and its user do — scroll
// (by offset, by rows, to an item), select, deselect and tap by index path, highlight, focus,
// edit, change the selection settings, expand and collapse (by the outline disclosure and by
// section snapshots), reorder interactively (in one step, or begin, move, end or cancel), drag
// and drop, change traits and the list appearance, reconfigure and reload (on the collection
// view and through snapshots), apply new data (flat sections and an outline), edit the current
// snapshot — including the misuses UIKit raises exceptions for: duplicates, unknown items and
// sections, moves relative to themselves — resize the viewport and reload everything. The
// cells come from two registrations, one of which mixes two content types, with the reuse
// audit on. (An `apply` from inside a cell provider cannot be written as bytes: the property
// and unit tests cover it.)
//
// Invariants after every step: nothing traps; a refused snapshot operation left the snapshot
// as it was and was reported, a valid one did what it says; the collection view's counts are
// the data source's, and every section shows its section snapshot's visible items; the
// viewport shows exactly the rows its frame and offset meet; every visible cell shows the
// item at its index path and carries that item's selection, highlight, focus, editing,
// expansion, drag and drop state and outline indentation; data changes carry selection,
// highlight and focus with their items; a reorder's transaction is consistent and the data
// source's snapshot is its final snapshot; the audit finds no stale cell, no update loop and
// no cell-provider misuse; and each registration creates no more cells than the largest
// viewport shows. Every eighth step and after the last, the render must encode to strict JSON.

import ConfigState
import Foundation
import FuzzSupport

/// A content configuration of a second type, so that one registration mixes content types and
/// its reused cells replace their content views.
struct Badge: ContentConfiguration, Hashable {
    var count: Int
    var color = Color.systemRed

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> Badge {
        var copy = self
        copy.color = state.cellConfigurationState.isSelected ? .white : .systemRed
        return copy
    }
}

final class BadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: Badge) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "BadgeView")
        let badge = configuration as? Badge
        render.add("count", badge?.count ?? -1)
        render.add("color", badge.map { traitCollection.resolve($0.color).hexString } ?? "")
        return .custom(render)
    }
}

typealias DataSource = CollectionViewDiffableDataSource<Int, Int>
typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// The list layout's estimated row height, as in UIKit, and the least a list row measures:
/// viewports are sized in it, and the most rows a viewport meets is worked out from it.
let rowHeight: CGFloat = 44
/// The outline section's identifier; its parents are items 1000 and up.
let outlineSection = 99
let appearances: [CollectionLayoutListConfiguration.Appearance] = [
    .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
]

/// The collection view under test, its data source, and what the program has done to them.
@MainActor
final class Harness {
    let collectionView: CollectionView
    /// Held here: the collection view holds its data source weakly, as in UIKit.
    let dataSource: DataSource
    /// The most rows any viewport so far could meet: its height in rows, plus one for a row
    /// cut at the top.
    var viewportRows: Int
    /// Refused operations the program's snapshots carried: the collection view must report
    /// exactly these.
    var refusedOperations = 0
    /// The next identifier for a new item or section.
    var fresh = 500
    /// Whether an interactive movement may be under way (so a cell may be reordering).
    var mayBeMoving = false
    /// The transaction of the last reorder, until the step's checks have read it.
    var reorder: DiffableDataSourceTransaction<Int, Int>?
    var willReorderCalls = 0

    init(viewport: Int, appearance: CollectionLayoutListConfiguration.Appearance) {
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(viewport) * rowHeight),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearance)))
        viewportRows = viewport + 1
        let rows = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            if item % 7 == 3 {
                // A second content type under the same registration: replacement, not staleness.
                cell.contentConfiguration = Badge(count: item)
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Item \(item)"
                if item % 2 == 0 { content.secondaryText = "even" }
                if item % 3 == 0 { content.image = Image(systemName: "star") }
                cell.contentConfiguration = content
            }
            cell.accessories =
                item % 4 == 0
                ? [.multiselect(), .disclosureIndicator(displayed: .whenNotEditing)]
                : [.delete(), .reorder()]
        }
        let headers = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = ListContentConfiguration.sidebarHeader()
            content.text = "Group \(item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarHeader()
            cell.accessories = [.outlineDisclosure()]
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in
            (1_000..<2_000).contains(item)
                ? collectionView.dequeueConfiguredReusableCell(
                    using: headers, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(
                    using: rows, for: indexPath, item: item)
        }
        collectionView.isReuseAuditEnabled = true
        collectionView.allowsMultipleSelection = true
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.willReorder = { [weak self] _ in
            self?.willReorderCalls += 1
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.reorder = transaction
        }
        // Parents without children load two when they first expand, as an app loads lazily.
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = {
            [weak self] parent, children in
            let lazy = [3_000 + 2 * parent, 3_001 + 2 * parent]
            guard children.items.isEmpty, let self,
                lazy.allSatisfy({ self.dataSource.snapshot().indexOfItem($0) == nil })
            else { return children }
            var loaded = DiffableDataSourceSectionSnapshot<Int>()
            loaded.append(lazy)
            return loaded
        }
    }

    // MARK: Data

    /// New data: `count` items over one to three flat sections and, when `outline` is set, an
    /// outline section of parents 1000… with up to three children each, some expanded.
    func applyData(count: Int, sections: Int, outline: Bool, shuffle: Int) {
        var items = Array(0..<count)
        if shuffle > 0 && items.count > 1 {
            for index in items.indices {
                items.swapAt(index, (index * 31 + shuffle) % items.count)
            }
        }
        let flatCount = outline ? items.count / 2 : items.count
        var snapshot = Snapshot()
        snapshot.appendSections(Array(0..<sections))
        for (index, item) in items[..<flatCount].enumerated() {
            snapshot.appendItems([item], toSection: index % sections)
        }
        guard outline else {
            apply(snapshot)
            return
        }
        var tree = DiffableDataSourceSectionSnapshot<Int>()
        for (index, start) in stride(from: flatCount, to: items.count, by: 3).enumerated() {
            let parent = 1_000 + index
            tree.append([parent])
            tree.append(Array(items[start..<min(start + 3, items.count)]), to: parent)
            if (shuffle >> (index % 8)) & 1 == 1 { tree.expand([parent]) }
        }
        // The whole data first, the outline section with the items its outline shows, then
        // the outline: the second apply changes no item, so item state follows the items as
        // if the data had been applied at once.
        snapshot.appendSections([outlineSection])
        snapshot.appendItems(tree.visibleItems, toSection: outlineSection)
        apply(snapshot)
        apply(tree, to: outlineSection)
    }

    /// Applies `snapshot`, counting the operations it refused.
    func apply(_ snapshot: Snapshot, usingReloadData: Bool = false) {
        refusedOperations += snapshot.diagnostics.count
        if usingReloadData {
            dataSource.applySnapshotUsingReloadData(snapshot)
        } else {
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Applies a section snapshot, counting the operations it refused.
    func apply(_ sectionSnapshot: DiffableDataSourceSectionSnapshot<Int>, to section: Int) {
        refusedOperations += sectionSnapshot.diagnostics.count
        dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }

    /// The index path of global row `byte` modulo one more than the rows: the extra one names
    /// an item that does not exist.
    func indexPath(_ byte: Int) -> IndexPath {
        let snapshot = dataSource.snapshot()
        var row = byte % (snapshot.numberOfItems + 1)
        for (section, identifier) in snapshot.sectionIdentifiers.enumerated() {
            let count = snapshot.numberOfItems(inSection: identifier)
            if row < count { return IndexPath(item: row, section: section) }
            row -= count
        }
        return IndexPath(item: 40 + byte, section: byte % 4)
    }

    // MARK: The program

    /// Runs one operation; returns what the invariants must also check after it.
    func run(_ reader: inout ByteReader, step: Int) -> StepKind {
        let opcode = reader.next() % 30
        let argument = reader.next()
        switch opcode {
        case 0: collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(argument) * 11 - 44)
        case 1: collectionView.contentOffset.y += rowHeight * CGFloat(argument % 9 - 4)
        case 2:
            let positions: [CollectionView.ScrollPosition] = [
                [], .top, .centeredVertically, .bottom,
            ]
            collectionView.scrollToItem(
                at: indexPath(argument), at: positions[(argument >> 6) % 4], animated: false)
        case 3:
            collectionView.selectItem(
                at: argument % 7 == 0 ? nil : indexPath(argument), animated: false,
                scrollPosition: argument & 128 != 0 ? .centeredVertically : [])
        case 4: collectionView.deselectItem(at: indexPath(argument), animated: false)
        case 5: collectionView.tapItem(at: indexPath(argument))
        case 6: collectionView.highlightItem(at: argument % 5 == 0 ? nil : indexPath(argument))
        case 7: collectionView.focusItem(at: argument % 5 == 0 ? nil : indexPath(argument))
        case 8: collectionView.isEditing.toggle()
        case 9:
            collectionView.allowsSelection = argument & 1 == 0
            collectionView.allowsMultipleSelection = argument & 2 == 0
            collectionView.allowsSelectionDuringEditing = argument & 4 != 0
            collectionView.allowsMultipleSelectionDuringEditing = argument & 8 != 0
        case 10:
            collectionView.tapAccessory(.outlineDisclosure, ofItemAt: indexPath(argument))
            return .dataChange
        case 11:
            // Expand or collapse through the section's snapshot, as an app does in code.
            let path = indexPath(argument)
            guard let section = dataSource.sectionIdentifier(for: path.section),
                let item = dataSource.itemIdentifier(for: path)
            else { return .other }
            var outline = dataSource.snapshot(for: section)
            if argument & 1 == 0 { outline.expand([item]) } else { outline.collapse([item]) }
            apply(outline, to: section)
            return .dataChange
        case 12:
            let source = indexPath(argument)
            let destination = indexPath(reader.next())
            // Fails, leaving any movement under way as it is, unless no movement is under way.
            return .reorder(
                source: source, destination: destination,
                moved: collectionView.moveItemInteractively(from: source, to: destination))
        case 13:
            if collectionView.beginInteractiveMovementForItem(at: indexPath(argument)) {
                mayBeMoving = true
            }
        case 14:
            collectionView.updateInteractiveMovementTargetPosition(
                CGPoint(x: 10, y: CGFloat(argument) * 11))
        case 15:
            if argument & 1 == 0 {
                collectionView.endInteractiveMovement()
            } else {
                collectionView.cancelInteractiveMovement()
            }
            mayBeMoving = false
            return .dataChange
        case 16: collectionView.beginDrag(at: [indexPath(argument), indexPath(argument * 7)])
        case 17: collectionView.continueDrag()
        case 18: collectionView.setDropTarget(argument % 5 == 0 ? nil : indexPath(argument))
        case 19: collectionView.endDrag()
        case 20:
            collectionView.traitCollection = TraitCollection(
                userInterfaceStyle: argument & 1 == 0 ? .light : .dark,
                accessibilityContrast: argument & 2 == 0 ? .normal : .high,
                preferredContentSizeCategory: ContentSizeCategory.sizes[
                    (argument >> 2) % ContentSizeCategory.sizes.count])
        case 21:
            collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearances[argument % 5]))
        case 22:
            let paths = collectionView.indexPathsForVisibleItems.filter {
                $0.item % 2 == argument % 2
            }
            if argument & 2 == 0 {
                collectionView.reconfigureItems(at: paths + [indexPath(argument)])
            } else {
                collectionView.reloadItems(at: paths + [indexPath(argument)])
            }
        case 23:
            // Reload or reconfigure through a snapshot, sometimes naming an unknown item.
            var snapshot = dataSource.snapshot()
            var items = collectionView.indexPathsForVisibleItems.filter {
                $0.item % 3 == argument % 3
            }.compactMap(dataSource.itemIdentifier(for:))
            if argument & 64 != 0 { items.append(unknownItems.lowerBound + argument % 50) }
            if argument & 1 == 0 {
                snapshot.reloadItems(items)
            } else {
                snapshot.reconfigureItems(items)
            }
            apply(snapshot)
            return .dataChange
        case 24:
            applyData(
                count: argument % 48, sections: 1 + (reader.next() % 3),
                outline: argument & 64 != 0, shuffle: argument >> 2)
            return .dataChange
        case 25:
            var snapshot = dataSource.snapshot()
            let before = snapshot
            let edit = SnapshotEdit.read(&reader, in: snapshot, fresh: &fresh)
            let valid = edit.isValid(on: snapshot)
            edit.perform(on: &snapshot)
            if valid {
                Fuzz.check(
                    snapshot.diagnostics.isEmpty,
                    "step \(step): \(edit) is valid but refused: \(snapshot.diagnostics)")
                edit.checkEffect(from: before, to: snapshot, step: step)
            } else {
                Fuzz.check(
                    snapshot.diagnostics.count == 1 && snapshot == before
                        && snapshot.itemIdentifiers == before.itemIdentifiers
                        && snapshot.sectionIdentifiers == before.sectionIdentifiers,
                    "step \(step): \(edit) is a misuse: the snapshot must stay as it was and say so once; \(snapshot.diagnostics)"
                )
            }
            apply(snapshot, usingReloadData: argument & 128 != 0)
            return argument & 128 != 0 ? .reloadEverything : .dataChange
        case 26:
            let height = CGFloat(1 + argument % 16) * rowHeight + (argument & 16 != 0 ? 22 : 0)
            collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            viewportRows = max(viewportRows, Int((height / rowHeight).rounded(.up)) + 1)
        case 27:
            collectionView.reloadData()
            return .reloadEverything
        case 28:
            if argument & 1 == 0 {
                dataSource.reorderingHandlers.canReorderItem = nil
            } else {
                dataSource.reorderingHandlers.canReorderItem = { item in item % 5 != 0 }
            }
        default:
            collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        }
        return .other
    }

    /// What a step did, for the invariants that depend on it.
    enum StepKind {
        /// Changed the data: selection, highlight and focus follow their items.
        case dataChange
        /// Replaced everything without a diff: item state is dropped.
        case reloadEverything
        /// An interactive move in one step.
        case reorder(source: IndexPath, destination: IndexPath, moved: Bool)
        /// Anything else.
        case other
    }

    // MARK: Invariants

    /// The items that hold selection, highlight and focus.
    struct ItemState: Equatable {
        var selected: Set<Int>
        var highlighted: Int?
        var focused: Int?
    }

    func itemState() -> ItemState {
        ItemState(
            selected: Set(
                (collectionView.indexPathsForSelectedItems ?? []).compactMap(
                    dataSource.itemIdentifier(for:))),
            highlighted: collectionView.indexPathForHighlightedItem.flatMap(
                dataSource.itemIdentifier(for:)),
            focused: collectionView.indexPathForFocusedItem.flatMap(
                dataSource.itemIdentifier(for:)))
    }

    /// The rows whose frames, as the layout reports them, meet the viewport: rows self-size,
    /// so their frames come from the layout (a zero-height row meets nothing). Rows are
    /// numbered across sections, from `sectionCounts`.
    func expectedVisibleRows(sectionCounts: [Int]) -> [Int] {
        let top = collectionView.contentOffset.y
        let bottom = top + collectionView.bounds.height
        var rows: [Int] = []
        var row = 0
        for (section, count) in sectionCounts.enumerated() {
            for item in 0..<count {
                if let frame = collectionView.collectionViewLayout.layoutAttributesForItem(
                    at: IndexPath(item: item, section: section))?.frame,
                    frame.height > 0, frame.maxY > top, frame.minY < bottom
                {
                    rows.append(row)
                }
                row += 1
            }
        }
        return rows
    }

    /// The invariants after a step.
    func check(step: Int, kind: StepKind, before: ItemState, encodes: Bool) {
        let snapshot = dataSource.snapshot()
        // Counts and outlines.
        Fuzz.check(
            collectionView.numberOfSections == snapshot.numberOfSections,
            "step \(step): \(collectionView.numberOfSections) sections, the snapshot has \(snapshot.numberOfSections)"
        )
        var sectionStarts: [Int] = []
        var sectionCounts: [Int] = []
        var total = 0
        for (index, section) in snapshot.sectionIdentifiers.enumerated() {
            sectionStarts.append(total)
            let items = snapshot.itemIdentifiers(inSection: section)
            total += items.count
            sectionCounts.append(items.count)
            Fuzz.check(
                collectionView.numberOfItems(inSection: index) == items.count,
                "step \(step): section \(section) shows \(collectionView.numberOfItems(inSection: index)) items of \(items.count)"
            )
            Fuzz.check(
                dataSource.snapshot(for: section).visibleItems == items,
                "step \(step): section \(section) shows \(items), its section snapshot \(dataSource.snapshot(for: section).visibleItems)"
            )
        }
        // The viewport.
        let visible = collectionView.indexPathsForVisibleItems
        let rows = visible.map { sectionStarts[$0.section] + $0.item }
        let expected = expectedVisibleRows(sectionCounts: sectionCounts)
        Fuzz.check(
            rows == expected,
            "step \(step): rows \(rows) visible at offset \(collectionView.contentOffset.y) in \(collectionView.bounds.height) pt, expected \(expected)"
        )
        // Every visible cell shows its item, in its item's state.
        let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
        let dragged = Set(collectionView.indexPathsForDraggedItems)
        for indexPath in visible {
            guard let cell = collectionView.cellForItem(at: indexPath),
                let item = dataSource.itemIdentifier(for: indexPath),
                let section = dataSource.sectionIdentifier(for: indexPath.section)
            else { Fuzz.fail("step \(step): no cell or no item at visible \(indexPath)") }
            let frame = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?
                .frame
            Fuzz.check(
                cell.frame == frame,
                "step \(step): the cell at \(indexPath) is at \(cell.frame), the layout puts it at \(String(describing: frame))"
            )
            Fuzz.check(
                dataSource.indexPath(for: item) == indexPath,
                "step \(step): item \(item) at \(indexPath) is at \(String(describing: dataSource.indexPath(for: item)))"
            )
            let state = cell.configurationState
            let outline = dataSource.snapshot(for: section)
            let checks: [(Bool, String)] = [
                (state.isSelected == selected.contains(indexPath), "selected"),
                (
                    state.isHighlighted
                        == (collectionView.indexPathForHighlightedItem == indexPath), "highlighted"
                ),
                (
                    state.isFocused == (collectionView.indexPathForFocusedItem == indexPath),
                    "focused"
                ),
                (state.isEditing == collectionView.isEditing, "editing"),
                (state.isExpanded == outline.isExpanded(item), "expanded"),
                (mayBeMoving || !state.isReordering, "reordering"),
                ((state.cellDragState != .none) == dragged.contains(indexPath), "dragged"),
                (
                    dragged.isEmpty
                        ? state.cellDropState == .none
                        : (state.cellDropState == .targeted)
                            == (collectionView.indexPathForDropTarget == indexPath),
                    "drop target"
                ),
                (
                    (cell as? CollectionViewListCell)?.indentationLevel
                        == max(outline.level(of: item), 0), "indentation"
                ),
            ]
            for (holds, what) in checks where !holds {
                Fuzz.fail(
                    "step \(step): the cell of item \(item) at \(indexPath) is wrong: \(what); \(state)"
                )
            }
        }
        let render = collectionView.render()
        Fuzz.check(
            render.rows.map(\.indexPath) == visible
                && render.rows.map(\.item)
                    == visible.compactMap(dataSource.itemIdentifier(for:)).map { "\($0)" },
            "step \(step): the render's rows are not the visible items")
        // State follows items.
        let after = itemState()
        switch kind {
        case .dataChange, .reorder:
            let present = Set(snapshot.itemIdentifiers)
            var kept = before
            kept.selected.formIntersection(present)
            kept.highlighted = before.highlighted.flatMap { present.contains($0) ? $0 : nil }
            kept.focused = before.focused.flatMap { present.contains($0) ? $0 : nil }
            Fuzz.check(after == kept, "step \(step): item state \(before) became \(after)")
        case .reloadEverything:
            Fuzz.check(
                after == ItemState(selected: [], highlighted: nil, focused: nil),
                "step \(step): a reload kept item state \(after)")
        case .other: break
        }
        // Reordering.
        if case .reorder(let source, let destination, let moved) = kind, moved {
            guard let transaction = reorder else {
                Fuzz.fail(
                    "step \(step): \(source) moved to \(destination) but didReorder was not called")
            }
            Fuzz.check(
                transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
                    == transaction.finalSnapshot.itemIdentifiers,
                "step \(step): the reorder's difference does not lead from its initial to its final snapshot"
            )
            Fuzz.check(
                transaction.finalSnapshot == snapshot,
                "step \(step): the data source's snapshot is not the reorder's final snapshot")
            let movedItem = transaction.initialSnapshot.itemIdentifiers(
                inSection: transaction.initialSnapshot.sectionIdentifiers[source.section])[
                    source.item]
            Fuzz.check(
                dataSource.itemIdentifier(for: destination) == movedItem,
                "step \(step): item \(movedItem) moved from \(source) is not at \(destination)")
        }
        reorder = nil
        // Diagnostics.
        let log = collectionView.diagnostics
        for kind in [
            Diagnostic.Kind.staleState, .updateLoop, .cellProviderMisuse, .reentrantUpdate,
            .invalidAccessories,
        ] {
            let found = log.diagnostics(of: kind)
            Fuzz.check(
                found.isEmpty, "step \(step): [\(kind.rawValue)] \(found.first?.message ?? "")")
        }
        let reported = log.diagnostics(of: .invalidDataOperation).count
        Fuzz.check(
            reported == refusedOperations,
            "step \(step): \(reported) refused operations reported, \(refusedOperations) refused")
        if encodes {
            do {
                _ = try Fuzz.sortedEncoder().encode(render)
            } catch {
                Fuzz.fail("step \(step): the render does not encode to strict JSON: \(error)")
            }
        }
        // Each of the two registrations creates at most as many cells as a viewport shows.
        let statistics = collectionView.statistics
        Fuzz.check(
            statistics.cellsCreated <= 2 * viewportRows,
            "step \(step): \(statistics.cellsCreated) cells for viewports of up to \(viewportRows) rows"
        )
    }
}

/// libFuzzer's entry point: runs one program of collection view operations; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCollectionView(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let input = Array(UnsafeBufferPointer(start: bytes, count: min(count, 4096)))
    // libFuzzer calls this on the main thread; the collection view is a main-actor view, as
    // in UIKit.
    MainActor.assumeIsolated {
        var reader = ByteReader(bytes: input)
        let header = reader.next()
        let harness = Harness(viewport: 1 + header % 12, appearance: appearances[(header >> 4) % 5])
        let data = reader.next()
        harness.applyData(
            count: data & 31, sections: 1 + (data >> 6) % 3, outline: data & 32 != 0,
            shuffle: reader.next())
        harness.check(step: 0, kind: .other, before: harness.itemState(), encodes: true)
        var step = 1
        while !reader.isAtEnd && step <= 128 {
            let before = harness.itemState()
            let kind = harness.run(&reader, step: step)
            // Encoding the render as strict JSON is the slow check: every eighth step and the last.
            harness.check(
                step: step, kind: kind, before: before, encodes: step % 8 == 0 || reader.isAtEnd)
            step += 1
        }
    }
    return 0
}
