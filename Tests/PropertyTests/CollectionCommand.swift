import ConfigState
import ConfigStateTesting

// The operations the collection-view properties run, each as UIKit code drives a collection
// view and its diffable data source (`run`), and as the reference model predicts it (`apply`).

/// One operation on the collection view or its data.
enum CollectionCommand: StateMachineCommand, Equatable {
    // Scrolling: `contentOffset` in half rows, and `scrollToItem` (position: 0 none, 1 top,
    // 2 centred, 3 bottom).
    case scroll(halfRows: Int)
    case scrollTo(Int, position: Int)
    // Selection and item state.
    case select(Int)
    case deselect(Int)
    case tap(Int)
    case toggleMultipleSelection
    case toggleSelectionDuringEditing(multiple: Bool)
    case highlight(Int?)
    case focus(Int?)
    case swipe(Int?)
    /// Reveals the item's swipe actions from an edge (`nil`: closes the open swipe).
    case revealSwipe(Int?, leading: Bool)
    case setEditing(Bool)
    // Outlines: through the item's section snapshot, or by tapping its outline disclosure.
    case expand(Int)
    case collapse(Int)
    case tapDisclosure(Int)
    // Interactive reordering, in one go or step by step (target: a row of the whole list).
    case reorder(Int, toRow: Int)
    case beginReordering(Int)
    case moveReorderingTarget(toRow: Int)
    case endReordering
    case cancelReordering
    // Drag and drop.
    case beginDrag([Int])
    case continueDrag
    case dropTarget(Int?)
    case endDrag
    // Traits, and the list appearance (an index into `Appearance.allCases`).
    case traits(dark: Bool, highContrast: Bool, appearance: Int, largeText: Bool)
    // Reload and reconfigure through snapshots (the app bumps the items' revisions first).
    case reconfigure([Int])
    case reload([Int])
    case shiftRegistrations(reconfigure: Bool)
    // New data, and the same data applied with `applySnapshotUsingReloadData`.
    case applyData(offset: Int, count: Int, outline: Bool, split: Bool)
    case reloadAll
    // Snapshot edits: through the snapshot, or through the section's section snapshot.
    case append([Int], toSection: Int, viaSectionSnapshot: Bool)
    case insert([Int], relativeTo: Int, after: Bool, viaSectionSnapshot: Bool)
    case appendChildren([Int], to: Int)
    case delete([Int], viaSectionSnapshot: Bool)
    case move(Int, relativeTo: Int, after: Bool)
    case insertSection(Int, relativeTo: Int?, after: Bool)
    case deleteSection(Int)
    case moveSection(Int, relativeTo: Int, after: Bool)
    case reloadSection(Int)
    /// An edit UIKit raises an exception for (0: delete an unknown item, 1: move an item
    /// relative to itself, 2: insert before an unknown item, 3: append an item twice).
    case refusedEdit(Int)

    static let scrollPositions: [CollectionView.ScrollPosition] = [
        [], .top, .centeredVertically, .bottom,
    ]

    /// An identifier no data ever holds.
    static let unknownItem = 99_999

    var swiftCode: String {
        func optional(_ value: Int?) -> String { value.map(String.init) ?? "nil" }
        switch self {
        case .highlight(let item): return ".highlight(\(optional(item)))"
        case .focus(let item): return ".focus(\(optional(item)))"
        case .swipe(let item): return ".swipe(\(optional(item)))"
        case .revealSwipe(let item, let leading):
            return ".revealSwipe(\(optional(item)), leading: \(leading))"
        case .dropTarget(let item): return ".dropTarget(\(optional(item)))"
        case .insertSection(let section, let other, let after):
            return ".insertSection(\(section), relativeTo: \(optional(other)), after: \(after))"
        default: return "." + String(describing: self)
        }
    }

    /// Whether the command is one the data source can run as UIKit documents it: interactive
    /// reordering that touches an outline section is left out (see
    /// `reorderingInAnOutlineKeepsTheOutline`).
    func isAllowed(in model: CollectionModel) -> Bool {
        switch self {
        case .reorder(let item, let row):
            guard model.moving == nil, let source = model.row(of: item)?.indexPath else {
                return true
            }
            let rows = model.rows
            guard rows.indices.contains(row) else { return true }
            return !model.reorderTouchesOutline(from: source, to: rows[row].indexPath)
        case .endReordering:
            guard let item = model.moving, let source = model.row(of: item)?.indexPath,
                let destination = model.validMovementTarget
            else { return true }
            return !model.reorderTouchesOutline(from: source, to: destination)
        case .move(let item, let other, _):
            return item != other
        case .appendChildren(_, let parent):
            // The model's outlines are two levels deep; deeper ones are the section-snapshot
            // properties' (`OutlineModel`).
            return !model.sections.contains { $0.children.values.contains { $0.contains(parent) } }
        default:
            return true
        }
    }
}

// MARK: - Running a command as an app would

extension CollectionUnderTest {
    /// Runs `command` the way UIKit code drives a collection view and its data source.
    func run(_ command: CollectionCommand) {
        let collectionView = collectionView
        let dataSource = dataSource
        func path(_ item: Int) -> IndexPath? { dataSource.indexPath(for: item) }
        func pathOfRow(_ row: Int) -> IndexPath? {
            var remaining = row
            for section in 0..<collectionView.numberOfSections {
                let count = collectionView.numberOfItems(inSection: section)
                if remaining < count { return IndexPath(item: remaining, section: section) }
                remaining -= count
            }
            return nil
        }
        switch command {
        case .scroll(let halfRows):
            collectionView.contentOffset = CGPoint(x: 0, y: 22 * CGFloat(halfRows))
        case .scrollTo(let item, let position):
            guard let indexPath = path(item) else { return }
            collectionView.scrollToItem(
                at: indexPath, at: CollectionCommand.scrollPositions[position], animated: true)
        case .select(let item):
            guard let indexPath = path(item) else { return }
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        case .deselect(let item):
            guard let indexPath = path(item) else { return }
            collectionView.deselectItem(at: indexPath, animated: false)
        case .tap(let item):
            guard let indexPath = path(item) else { return }
            collectionView.tapItem(at: indexPath)
        case .toggleMultipleSelection:
            collectionView.allowsMultipleSelection.toggle()
        case .toggleSelectionDuringEditing(let multiple):
            if multiple {
                collectionView.allowsMultipleSelectionDuringEditing.toggle()
            } else {
                collectionView.allowsSelectionDuringEditing.toggle()
            }
        case .highlight(let item): collectionView.highlightItem(at: item.flatMap(path))
        case .focus(let item): collectionView.focusItem(at: item.flatMap(path))
        case .swipe(let item): collectionView.swipeItem(at: item.flatMap(path))
        case .revealSwipe(let item, let leading):
            if let item {
                if let indexPath = path(item) {
                    collectionView.revealSwipeActions(
                        at: indexPath, edge: leading ? .leading : .trailing)
                }
            } else {
                collectionView.closeSwipeActions()
            }
        case .setEditing(let editing): collectionView.isEditing = editing
        case .expand(let item): editSectionSnapshot(containing: item) { $0.expand([item]) }
        case .collapse(let item): editSectionSnapshot(containing: item) { $0.collapse([item]) }
        case .tapDisclosure(let item):
            guard let indexPath = path(item) else { return }
            collectionView.tapAccessory(.outlineDisclosure, ofItemAt: indexPath)
        case .reorder(let item, let row):
            guard let source = path(item), let destination = pathOfRow(row) else { return }
            collectionView.moveItemInteractively(from: source, to: destination)
        case .beginReordering(let item):
            guard let indexPath = path(item) else { return }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .moveReorderingTarget(let row):
            // The middle of the row as the layout places it (rows are as tall as their cells
            // ask, not always 44 points), or a point below every row when there is no such row.
            let layout = collectionView.collectionViewLayout
            let y =
                pathOfRow(row).flatMap { layout.layoutAttributesForItem(at: $0)?.frame.midY }
                ?? collectionView.contentSize.height + 22
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 1, y: y))
        case .endReordering: collectionView.endInteractiveMovement()
        case .cancelReordering: collectionView.cancelInteractiveMovement()
        case .beginDrag(let items): collectionView.beginDrag(at: items.compactMap(path))
        case .continueDrag: collectionView.continueDrag()
        case .dropTarget(let item): collectionView.setDropTarget(item.flatMap(path))
        case .endDrag: collectionView.endDrag()
        case .traits(let dark, let highContrast, let appearance, let largeText):
            collectionView.traitCollection = TraitCollection(
                userInterfaceStyle: dark ? .dark : .light,
                accessibilityContrast: highContrast ? .high : .normal,
                preferredContentSizeCategory: largeText ? .accessibilityLarge : .large)
            collectionView.collectionViewLayout = listLayout(
                CollectionLayoutListConfiguration.Appearance.allCases[appearance])
        case .reconfigure(let items):
            for item in items { scenario.revisions[item, default: 0] += 1 }
            editSnapshot { $0.reconfigureItems(items) }
        case .reload(let items):
            for item in items { scenario.revisions[item, default: 0] += 1 }
            editSnapshot { $0.reloadItems(items) }
        case .shiftRegistrations(let reconfigure):
            scenario.registrationShift += 1
            let visible = visibleItems
            editSnapshot {
                if reconfigure { $0.reconfigureItems(visible) } else { $0.reloadItems(visible) }
            }
        case .applyData(let offset, let count, let outline, let split):
            applyData(ScenarioData(offset: offset, count: count, outline: outline, split: split))
        case .reloadAll:
            dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
        default:
            runEdit(command)
        }
    }

    /// Runs a snapshot or section-snapshot edit.
    private func runEdit(_ command: CollectionCommand) {
        switch command {
        case .append(let items, let section, let viaSectionSnapshot):
            if viaSectionSnapshot {
                editSectionSnapshot(section) { $0.append(items) }
            } else {
                editSnapshot { $0.appendItems(items, toSection: section) }
            }
        case .insert(let items, let anchor, let after, let viaSectionSnapshot):
            if viaSectionSnapshot {
                editSectionSnapshot(containing: anchor) {
                    if after {
                        $0.insert(items, after: anchor)
                    } else {
                        $0.insert(items, before: anchor)
                    }
                }
            } else {
                editSnapshot {
                    if after {
                        $0.insertItems(items, afterItem: anchor)
                    } else {
                        $0.insertItems(items, beforeItem: anchor)
                    }
                }
            }
        case .appendChildren(let items, let parent):
            editSectionSnapshot(containing: parent) { $0.append(items, to: parent) }
        case .delete(let items, let viaSectionSnapshot):
            if viaSectionSnapshot, let first = items.first {
                editSectionSnapshot(containing: first) { $0.delete(items) }
            } else {
                editSnapshot { $0.deleteItems(items) }
            }
        case .move(let item, let other, let after):
            editSnapshot {
                if after {
                    $0.moveItem(item, afterItem: other)
                } else {
                    $0.moveItem(item, beforeItem: other)
                }
            }
        case .insertSection(let section, let other, let after):
            editSnapshot {
                if let other {
                    if after {
                        $0.insertSections([section], afterSection: other)
                    } else {
                        $0.insertSections([section], beforeSection: other)
                    }
                } else {
                    $0.appendSections([section])
                }
            }
        case .deleteSection(let section): editSnapshot { $0.deleteSections([section]) }
        case .moveSection(let section, let other, let after):
            editSnapshot {
                if after {
                    $0.moveSection(section, afterSection: other)
                } else {
                    $0.moveSection(section, beforeSection: other)
                }
            }
        case .reloadSection(let section):
            for item in dataSource.snapshot().itemIdentifiers(inSection: section) {
                scenario.revisions[item, default: 0] += 1
            }
            editSnapshot { $0.reloadSections([section]) }
        case .refusedEdit(let kind):
            let unknown = CollectionCommand.unknownItem
            editSnapshot { snapshot in
                let first = snapshot.itemIdentifiers.first
                switch kind {
                case 0: snapshot.deleteItems([unknown])
                case 1: if let first { snapshot.moveItem(first, beforeItem: first) }
                case 2: snapshot.insertItems([unknown - 1], beforeItem: unknown)
                default:
                    if let first, let section = snapshot.sectionIdentifiers.first {
                        snapshot.appendItems([first], toSection: section)
                    }
                }
            }
        default:
            break
        }
    }
}

// MARK: - Predicting a command

extension CollectionModel {
    /// Advances the model by `command`, as UIKit documents its effect.
    mutating func apply(_ command: CollectionCommand) {
        let present = present
        func ifPresent(_ item: Int?) -> Int? { item.flatMap { present.contains($0) ? $0 : nil } }
        switch command {
        case .scroll(let halfRows): offset = 22 * Double(halfRows)
        case .scrollTo(let item, let position): scroll(to: item, position: position)
        case .select(let item):
            // Selection in code looks at `allowsSelection` and `allowsMultipleSelection`
            // only, editing or not (the tap below is what the editing variants govern).
            guard present.contains(item) else { return }
            if !allowsMultipleSelection { selected.removeAll() }
            selected.insert(item)
        case .deselect(let item): selected.remove(item)
        case .tap(let item):
            guard present.contains(item), selectionIsAllowed else { return }
            highlighted = nil
            if multipleSelectionIsAllowed && selected.contains(item) {
                selected.remove(item)
            } else {
                if !multipleSelectionIsAllowed { selected.removeAll() }
                selected.insert(item)
            }
        case .toggleMultipleSelection: allowsMultipleSelection.toggle()
        case .toggleSelectionDuringEditing(let multiple):
            if multiple {
                allowsMultipleSelectionDuringEditing.toggle()
            } else {
                allowsSelectionDuringEditing.toggle()
            }
        case .highlight(let item): highlighted = ifPresent(item)
        case .focus(let item): focused = ifPresent(item)
        case .swipe(let item):
            swiped = ifPresent(item)
            swipeEdge = nil
        case .revealSwipe(let item, let leading):
            let edge: CollectionView.SwipeEdge = leading ? .leading : .trailing
            if item == nil {
                swiped = nil
                swipeEdge = nil
            } else if let item = ifPresent(item),
                !CollectionScenario.swipeActions(for: item, edge: edge).isEmpty
            {
                swiped = item
                swipeEdge = edge
            }
        case .setEditing(let editing): isEditing = editing
        case .expand(let item), .collapse(let item):
            guard let index = sectionIndex(containing: item) else { return }
            let expands = command == .expand(item)
            editOutline(at: index) { _ in }
            if expands { expanded.insert(item) } else { expanded.remove(item) }
            dropStateOfAbsentItems()
        case .tapDisclosure(let item):
            guard visibleRows.contains(where: { $0.item == item }),
                CollectionScenario.kind(of: item, shift: registrationShift) == 0,
                CollectionScenario.hasDisclosure(item)
            else { return }
            apply(expanded.contains(item) ? .collapse(item) : .expand(item))
        case .reorder(let item, let row):
            let rows = rows
            guard moving == nil, let source = self.row(of: item)?.indexPath,
                rows.indices.contains(row)
            else { return }
            reorder(item, to: rows[row].indexPath == source ? source : rows[row].indexPath)
            dropStateOfAbsentItems()
        case .beginReordering(let item):
            guard moving == nil, let source = row(of: item)?.indexPath else { return }
            moving = item
            movementTarget = source
        case .moveReorderingTarget(let row):
            let rows = rows
            if moving != nil, rows.indices.contains(row) { movementTarget = rows[row].indexPath }
        case .endReordering:
            guard let item = moving, let source = row(of: item)?.indexPath else { return }
            let destination = validMovementTarget ?? source
            moving = nil
            movementTarget = nil
            if destination != source { reorder(item, to: destination) }
        case .cancelReordering:
            if moving != nil {
                moving = nil
                movementTarget = nil
            }
        case .beginDrag(let items):
            let lifted = Set(items).intersection(present)
            guard !lifted.isEmpty else { return }
            dragged = lifted
            dragPhase = .lifting
            dropTarget = nil
        case .continueDrag: if dragPhase != nil { dragPhase = .dragging }
        case .dropTarget(let item): if dragPhase != nil { dropTarget = ifPresent(item) }
        case .endDrag:
            dragged = []
            dragPhase = nil
            dropTarget = nil
        case .traits(let dark, let highContrast, let appearance, let largeText):
            isDark = dark
            isHighContrast = highContrast
            self.appearance = CollectionLayoutListConfiguration.Appearance.allCases[appearance]
            isLargeText = largeText
        case .reconfigure, .reload, .reloadSection, .refusedEdit: break
        case .shiftRegistrations: registrationShift += 1
        case .applyData(let offset, let count, let outline, let split):
            install(ScenarioData(offset: offset, count: count, outline: outline, split: split))
        case .reloadAll:
            selected = []
            highlighted = nil
            focused = nil
            swiped = nil
            moving = nil
            dragged = []
            dragPhase = nil
            dropTarget = nil
        default:
            applyEdit(command)
        }
    }

    /// Scrolls as `scrollToItem(at:at:animated:)` does: the row's top at the top, its middle
    /// in the middle, its bottom at the bottom, or as little as shows it; within the content.
    private mutating func scroll(to item: Int, position: Int) {
        guard let top = placedRows.first(where: { $0.row.item == item })?.top else { return }
        var target = offset
        switch position {
        case 1: target = top
        case 2: target = top + 22 - viewportHeight / 2
        case 3: target = top + 44 - viewportHeight
        default:
            if top < offset {
                target = top
            } else if top + 44 > offset + viewportHeight {
                target = top + 44 - viewportHeight
            }
        }
        offset = min(max(target, 0), max(contentHeight - viewportHeight, 0))
    }

    /// Predicts a snapshot or section-snapshot edit.
    private mutating func applyEdit(_ command: CollectionCommand) {
        for item in command.newItems { nextItem = max(nextItem, item + 1) }
        var flat = snapshotSections
        func place(of item: Int) -> (section: Int, index: Int)? {
            for (section, entry) in flat.enumerated() {
                if let index = entry.items.firstIndex(of: item) { return (section, index) }
            }
            return nil
        }
        switch command {
        case .append(let items, let id, let viaSectionSnapshot):
            // A section snapshot applied to a section the snapshot lacks appends the section.
            if viaSectionSnapshot, !sections.contains(where: { $0.id == id }) {
                sections.append(CollectionModelSection(id: id, roots: [], isOutline: true))
            }
            guard let index = sections.firstIndex(where: { $0.id == id }) else { return }
            if viaSectionSnapshot {
                editOutline(at: index) { $0.roots += items }
            } else {
                flat[index].items += items
                applyFull(flat)
            }
        case .insert(let items, let anchor, let after, let viaSectionSnapshot):
            if viaSectionSnapshot {
                guard let index = sectionIndex(containing: anchor) else { return }
                editOutline(at: index) { section in
                    if let position = section.roots.firstIndex(of: anchor) {
                        section.roots.insert(contentsOf: items, at: position + (after ? 1 : 0))
                    } else if let parent = section.root(of: anchor),
                        let position = section.children[parent]?.firstIndex(of: anchor)
                    {
                        section.children[parent]?.insert(
                            contentsOf: items, at: position + (after ? 1 : 0))
                    }
                }
            } else {
                guard let (section, index) = place(of: anchor) else { return }
                flat[section].items.insert(contentsOf: items, at: index + (after ? 1 : 0))
                applyFull(flat)
            }
        case .appendChildren(let items, let parent):
            guard let index = sectionIndex(containing: parent) else { return }
            editOutline(at: index) { $0.children[parent, default: []] += items }
        case .delete(let items, let viaSectionSnapshot):
            // An edit naming an item the snapshot does not hold is refused as a whole.
            if viaSectionSnapshot {
                guard let first = items.first, let index = sectionIndex(containing: first),
                    items.allSatisfy(sections[index].items.contains)
                else { return }
                editOutline(at: index) { section in
                    section.roots.removeAll { items.contains($0) }
                    for parent in Array(section.children.keys) {
                        if !section.roots.contains(parent) {
                            section.children[parent] = nil
                        } else {
                            section.children[parent]?.removeAll { items.contains($0) }
                        }
                    }
                }
            } else {
                guard items.allSatisfy({ place(of: $0) != nil }) else { return }
                for index in flat.indices { flat[index].items.removeAll { items.contains($0) } }
                applyFull(flat)
            }
        case .move(let item, let other, let after):
            guard place(of: item) != nil else { return }
            for index in flat.indices { flat[index].items.removeAll { $0 == item } }
            guard let (section, index) = place(of: other) else { return }
            flat[section].items.insert(item, at: index + (after ? 1 : 0))
            applyFull(flat)
        case .insertSection(let id, let other, let after):
            nextSection = max(nextSection, id + 1)
            if let other {
                // Relative to a section the snapshot lacks: refused, as UIKit raises.
                guard let index = flat.firstIndex(where: { $0.id == other }) else { return }
                flat.insert((id, []), at: index + (after ? 1 : 0))
            } else {
                flat.append((id, []))
            }
            applyFull(flat)
        case .deleteSection(let id):
            flat.removeAll { $0.id == id }
            applyFull(flat)
        case .moveSection(let id, let other, let after):
            guard let moved = flat.first(where: { $0.id == id }), id != other else { return }
            flat.removeAll { $0.id == id }
            guard let index = flat.firstIndex(where: { $0.id == other }) else { return }
            flat.insert(moved, at: index + (after ? 1 : 0))
            applyFull(flat)
        default:
            break
        }
    }
}

extension CollectionCommand {
    /// The identifiers the command adds to the data.
    var newItems: [Int] {
        switch self {
        case .append(let items, _, _), .insert(let items, _, _, _), .appendChildren(let items, _):
            return items
        default: return []
        }
    }
}
