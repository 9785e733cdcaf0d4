// Fuzzes state-application sequences on a `ListView`: the input is read as a program of list
// operations — scrolls, selection, highlight, focus, editing, swipes, outline expansion,
// reordering, drag and drop, trait changes, reconfigures, reloads, new data, viewport changes —
// run on a list of cells with accessories and two content types, with the reuse audit on.
//
// Invariants after every step: the viewport shows exactly the rows it should, each visible
// cell carries its item's list state (selected, highlighted, focused, editing, swiped,
// expanded), the audit finds no stale cell and no update loop, and the cells created stay
// bounded by the viewports and registrations used. Every eighth step and after the last, the
// list's render must also encode to strict JSON (no NaN or infinity anywhere).

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

/// Reads the input a byte at a time; past the end every read is 0.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func next() -> Int {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return Int(bytes[offset])
    }
}

/// The list under test and the registrations it uses.
@MainActor
final class Harness {
    let list: ListView<Int>
    var cellBound = 0

    init(viewport: Int) {
        let rows = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
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
        let headers = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = ListContentConfiguration.sidebarHeader()
            content.text = "Group \(item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listSidebarHeader()
            cell.accessories = [.outlineDisclosure()]
        }
        list = ListView<Int>(visibleRowCount: viewport) { list, indexPath, item in
            item >= 1000
                ? list.dequeueConfiguredReusableCell(using: headers, for: indexPath, item: item)
                : list.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
        }
        list.isReuseAuditEnabled = true
        list.allowsMultipleSelection = true
    }

    /// Data with `count` plain items and, when `outline` is set, parents 1000… with children.
    static func sections(count: Int, outline: Bool, shuffle: Int) -> [ListSection<Int>] {
        var items = Array(0..<count)
        if shuffle > 0 && items.count > 1 {
            for index in items.indices {
                items.swapAt(index, (index * 31 + shuffle) % items.count)
            }
        }
        guard outline else { return [ListSection(items)] }
        let half = items.count / 2
        var children: [Int: [Int]] = [:]
        var parents: [Int] = []
        for (index, chunk) in stride(from: half, to: items.count, by: 3).enumerated() {
            let parent = 1000 + index
            parents.append(parent)
            children[parent] = Array(items[chunk..<min(chunk + 3, items.count)])
        }
        return [ListSection(Array(items[..<half])), ListSection(parents, children: children)]
    }

    func item(_ byte: Int) -> Int? {
        let items = list.sections.flatMap { section in
            section.items + section.items.flatMap { section.children[$0] ?? [] }
        }
        return items.isEmpty ? nil : items[byte % items.count]
    }

    func run(_ reader: inout ByteReader) {
        let opcode = reader.next() % 24
        let argument = reader.next()
        switch opcode {
        case 0: list.scroll(toRow: argument)
        case 1: list.scroll(by: argument - 128)
        case 2: if let item = item(argument) { list.selectItem(item) }
        case 3: if let item = item(argument) { list.deselectItem(item) }
        case 4: list.highlightItem(argument % 5 == 0 ? nil : item(argument))
        case 5: list.focusItem(argument % 5 == 0 ? nil : item(argument))
        case 6: list.isEditing.toggle()
        case 7: list.swipeItem(argument % 5 == 0 ? nil : item(argument))
        case 8: if let item = item(argument) { list.expandItem(item) }
        case 9: if let item = item(argument) { list.collapseItem(item) }
        case 10: if let item = item(argument) { list.beginReordering(item) }
        case 11: list.moveReorderingItem(to: argument % 40)
        case 12: list.endReordering()
        case 13: if let item = item(argument) { list.beginDrag([item]) }
        case 14: list.continueDrag()
        case 15: list.setDropTarget(argument % 5 == 0 ? nil : item(argument))
        case 16: list.endDrag()
        case 17:
            var traits = list.traitCollection
            traits.userInterfaceStyle = argument & 1 == 0 ? .light : .dark
            traits.accessibilityContrast = argument & 2 == 0 ? .normal : .high
            traits.preferredContentSizeCategory =
                ContentSizeCategory.sizes[(argument >> 2) % ContentSizeCategory.sizes.count]
            traits.listEnvironment =
                [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain][
                    (argument >> 4) % 5]
            list.traitCollection = traits
        case 18: list.reconfigureItems(list.visibleItems.filter { $0 % 2 == argument % 2 })
        case 19: list.reloadItems(list.visibleItems.filter { $0 % 3 == argument % 3 })
        case 20:
            list.apply(
                Self.sections(
                    count: argument % 48, outline: argument & 64 != 0, shuffle: argument >> 2))
        case 21:
            list.visibleRowCount = 1 + argument % 16
            cellBound = max(cellBound, list.visibleRowCount)
        case 22: list.deselectAllItems()
        default: list.allowsMultipleSelection = argument & 1 == 1
        }
        list.layoutIfNeeded()
    }

    /// The invariants after a step.
    func check(step: Int, encodes: Bool) {
        let render = list.render()
        let rows = render.rows
        let expected = max(min(list.visibleRowCount, list.numberOfRows - list.firstVisibleRow), 0)
        Fuzz.check(rows.count == expected, "step \(step): \(rows.count) rows, expected \(expected)")
        Fuzz.check(list.visibleItems.count == expected, "step \(step): visible items")
        for (item, cell) in list.visibleCells {
            let state = cell.configurationState
            Fuzz.check(
                state.isSelected == list.selectedItems.contains(item),
                "step \(step): item \(item) selected \(state.isSelected)")
            Fuzz.check(
                state.isHighlighted == (list.highlightedItem == item),
                "step \(step): item \(item) highlighted")
            Fuzz.check(
                state.isFocused == (list.focusedItem == item), "step \(step): item \(item) focused")
            Fuzz.check(
                state.isSwiped == (list.swipedItem == item), "step \(step): item \(item) swiped")
            Fuzz.check(state.isEditing == list.isEditing, "step \(step): item \(item) editing")
            Fuzz.check(
                state.isExpanded == list.expandedItems.contains(item),
                "step \(step): item \(item) expanded")
        }
        let stale = list.diagnostics.diagnostics(of: .staleState)
        Fuzz.check(stale.isEmpty, "step \(step): \(stale.first!.message)")
        let loops = list.diagnostics.diagnostics(of: .updateLoop)
        Fuzz.check(loops.isEmpty, "step \(step): \(loops.first!.message)")
        if encodes {
            do {
                _ = try Fuzz.sortedEncoder().encode(render)
            } catch {
                Fuzz.fail("step \(step): the render does not encode to strict JSON: \(error)")
            }
        }
        // Two registrations, each pool at most the largest viewport, plus the cells a reload or
        // a reconfigure with another registration set aside while visible.
        let statistics = list.statistics
        Fuzz.check(
            statistics.cellsCreated <= 4 * max(cellBound, 1) + 4,
            "step \(step): \(statistics.cellsCreated) cells for viewports up to \(cellBound)")
    }
}

/// libFuzzer's entry point: runs one program of list operations; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListView(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let input = Array(UnsafeBufferPointer(start: bytes, count: min(count, 4096)))
    // libFuzzer calls this on the main thread; the list is a main-actor view, as in UIKit.
    MainActor.assumeIsolated {
        var reader = ByteReader(bytes: input)
        let viewport = 1 + reader.next() % 12
        let harness = Harness(viewport: viewport)
        harness.cellBound = viewport
        let header = reader.next()
        harness.list.apply(
            Harness.sections(count: header % 48, outline: header & 64 != 0, shuffle: reader.next()))
        harness.list.layoutIfNeeded()
        harness.check(step: 0, encodes: true)
        var step = 1
        while !reader.isAtEnd && step <= 128 {
            harness.run(&reader)
            // Encoding the render as strict JSON is the slow check: every eighth step and the last.
            harness.check(step: step, encodes: step % 8 == 0 || reader.isAtEnd)
            step += 1
        }
    }
    return 0
}
