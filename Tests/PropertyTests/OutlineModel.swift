import ConfigState
import ConfigStateTesting

// The reference for DiffableDataSourceSectionSnapshot: a tree of nodes, edited recursively,
// with UIKit's refusals written out the simple way.

/// A node of the reference outline.
struct OutlineNode: Hashable {
    var id: Int
    var children: [OutlineNode] = []

    /// This node and its descendants, depth-first, with levels and parents.
    func flattened(level: Int, parent: Int?) -> [(id: Int, level: Int, parent: Int?)] {
        [(id, level, parent)] + children.flatMap { $0.flattened(level: level + 1, parent: id) }
    }

    var descendants: [Int] { children.flatMap { [$0.id] + $0.descendants } }
}

/// Items to insert as a small outline: roots, the first root's children, and whether the
/// first root is expanded. Built distinct by the generator.
struct OutlinePiece: Hashable, Sendable {
    var roots: [Int]
    var childrenOfFirst: [Int]
    var expandsFirst: Bool

    var nodes: [OutlineNode] {
        roots.enumerated().map { index, root in
            OutlineNode(
                id: root,
                children: index == 0 ? childrenOfFirst.map { OutlineNode(id: $0) } : [])
        }
    }

    var expanded: Set<Int> { expandsFirst && !roots.isEmpty ? [roots[0]] : [] }

    /// The piece as a real section snapshot.
    var snapshot: DiffableDataSourceSectionSnapshot<Int> {
        var snapshot = DiffableDataSourceSectionSnapshot<Int>()
        snapshot.append(roots)
        if let first = roots.first {
            snapshot.append(childrenOfFirst, to: first)
            if expandsFirst { snapshot.expand([first]) }
        }
        return snapshot
    }

    var swiftCode: String {
        "OutlinePiece(roots: \(roots), childrenOfFirst: \(childrenOfFirst), "
            + "expandsFirst: \(expandsFirst))"
    }
}

/// One operation on a section snapshot.
enum OutlineCommand: StateMachineCommand, Hashable, Sendable {
    case append([Int], to: Int?)
    case insert([Int], relativeTo: Int, after: Bool)
    case insertPiece(OutlinePiece, relativeTo: Int, after: Bool)
    case delete([Int])
    case deleteAll
    case expand([Int])
    case collapse([Int])
    case replaceChildren(of: Int, using: OutlinePiece)

    var swiftCode: String {
        switch self {
        case .append(let items, let parent):
            ".append(\(items), to: \(parent.map(String.init) ?? "nil"))"
        case .insert(let items, let target, let after):
            ".insert(\(items), relativeTo: \(target), after: \(after))"
        case .insertPiece(let piece, let target, let after):
            ".insertPiece(\(piece.swiftCode), relativeTo: \(target), after: \(after))"
        case .delete(let items): ".delete(\(items))"
        case .deleteAll: ".deleteAll"
        case .expand(let items): ".expand(\(items))"
        case .collapse(let items): ".collapse(\(items))"
        case .replaceChildren(let parent, let piece):
            ".replaceChildren(of: \(parent), using: \(piece.swiftCode))"
        }
    }

    func perform(on outline: inout DiffableDataSourceSectionSnapshot<Int>) {
        switch self {
        case .append(let items, let parent): outline.append(items, to: parent)
        case .insert(let items, let target, let after):
            if after {
                outline.insert(items, after: target)
            } else {
                outline.insert(items, before: target)
            }
        case .insertPiece(let piece, let target, let after):
            if after {
                outline.insert(piece.snapshot, after: target)
            } else {
                outline.insert(piece.snapshot, before: target)
            }
        case .delete(let items): outline.delete(items)
        case .deleteAll: outline.deleteAll()
        case .expand(let items): outline.expand(items)
        case .collapse(let items): outline.collapse(items)
        case .replaceChildren(let parent, let piece):
            outline.replace(childrenOf: parent, using: piece.snapshot)
        }
    }
}

/// The reference model of a section snapshot.
struct OutlineModel: Hashable {
    var roots: [OutlineNode] = []
    var expanded: Set<Int> = []
    var refusals: [SnapshotDiagnostic.Kind] = []

    var flattened: [(id: Int, level: Int, parent: Int?)] {
        roots.flatMap { $0.flattened(level: 0, parent: nil) }
    }

    var items: [Int] { flattened.map(\.id) }

    func contains(_ id: Int) -> Bool { items.contains(id) }

    /// The node with `id`, if any.
    func node(_ id: Int) -> OutlineNode? {
        func find(_ nodes: [OutlineNode]) -> OutlineNode? {
            for node in nodes {
                if node.id == id { return node }
                if let found = find(node.children) { return found }
            }
            return nil
        }
        return find(roots)
    }

    /// The visible items: depth-first through expanded nodes only.
    var visibleItems: [Int] {
        func walk(_ nodes: [OutlineNode]) -> [Int] {
            nodes.flatMap { [$0.id] + (expanded.contains($0.id) ? walk($0.children) : []) }
        }
        return walk(roots)
    }

    /// Edits the list of siblings that holds `id` (or the roots when `id` is nil).
    @discardableResult
    mutating func editSiblings(
        containing id: Int, _ edit: (inout [OutlineNode], Int) -> Void
    ) -> Bool {
        func visit(_ nodes: inout [OutlineNode]) -> Bool {
            if let index = nodes.firstIndex(where: { $0.id == id }) {
                edit(&nodes, index)
                return true
            }
            for index in nodes.indices where visit(&nodes[index].children) { return true }
            return false
        }
        return visit(&roots)
    }

    func duplicates(_ ids: [Int]) -> Bool {
        Set(ids).count != ids.count || ids.contains(where: contains)
    }

    mutating func apply(_ command: OutlineCommand) {
        switch command {
        case .append(let ids, let parent):
            if let parent {
                guard contains(parent) else { return refusals.append(.unknownItems) }
                guard !duplicates(ids) else { return refusals.append(.duplicateItems) }
                editSiblings(containing: parent) { nodes, index in
                    nodes[index].children += ids.map { OutlineNode(id: $0) }
                }
            } else {
                guard !duplicates(ids) else { return refusals.append(.duplicateItems) }
                roots += ids.map { OutlineNode(id: $0) }
            }
        case .insert(let ids, let target, let after):
            insert(ids.map { OutlineNode(id: $0) }, [], relativeTo: target, after: after)
        case .insertPiece(let piece, let target, let after):
            insert(piece.nodes, piece.expanded, relativeTo: target, after: after)
        case .delete(let ids):
            guard ids.allSatisfy(contains) else { return refusals.append(.unknownItems) }
            let removed = Set(ids.flatMap { [$0] + node($0)!.descendants })
            func prune(_ nodes: [OutlineNode]) -> [OutlineNode] {
                nodes.filter { !removed.contains($0.id) }.map {
                    OutlineNode(id: $0.id, children: prune($0.children))
                }
            }
            roots = prune(roots)
            expanded.subtract(removed)
        case .deleteAll:
            self = OutlineModel(refusals: refusals)
        case .expand(let ids):
            guard ids.allSatisfy(contains) else { return refusals.append(.unknownItems) }
            expanded.formUnion(ids)
        case .collapse(let ids):
            guard ids.allSatisfy(contains) else { return refusals.append(.unknownItems) }
            expanded.subtract(ids)
        case .replaceChildren(let parent, let piece):
            guard let node = node(parent) else { return refusals.append(.unknownItems) }
            let replaceable = Set(node.descendants)
            let clash = (piece.roots + piece.childrenOfFirst).contains {
                contains($0) && !replaceable.contains($0)
            }
            guard !clash else { return refusals.append(.duplicateItems) }
            editSiblings(containing: parent) { nodes, index in nodes[index].children = piece.nodes }
            expanded.subtract(replaceable)
            expanded.formUnion(piece.expanded)
        }
    }

    private mutating func insert(
        _ nodes: [OutlineNode], _ expandedNodes: Set<Int>, relativeTo target: Int, after: Bool
    ) {
        guard contains(target) else { return refusals.append(.unknownItems) }
        guard !duplicates(nodes.flatMap { [$0.id] + $0.descendants }) else {
            return refusals.append(.duplicateItems)
        }
        editSiblings(containing: target) { siblings, index in
            siblings.insert(contentsOf: nodes, at: after ? index + 1 : index)
        }
        expanded.formUnion(expandedNodes)
    }

    /// A real section snapshot with the model's outline, built by appending.
    func snapshot() -> DiffableDataSourceSectionSnapshot<Int> {
        var snapshot = DiffableDataSourceSectionSnapshot<Int>()
        for (id, _, parent) in flattened { snapshot.append([id], to: parent) }
        snapshot.expand(Array(expanded))
        return snapshot
    }
}

enum OutlineUniverse {
    static let items = Array(0..<14)
}

extension OutlineCommand {
    /// Commands against `model`, mostly valid, with identifiers from a small universe.
    static func generator(for model: OutlineModel) -> Gen<OutlineCommand> {
        let items = model.items
        let anyItem = Gen.element(of: OutlineUniverse.items)
        let item = items.isEmpty ? anyItem : Gen.oneOf(Gen.element(of: items), anyItem)
        let absent = OutlineUniverse.items.filter { !items.contains($0) }
        let newItem = absent.isEmpty ? anyItem : Gen.oneOf(Gen.element(of: absent), anyItem)
        let newItems = Gen.array(of: newItem, count: 0...3)
        let someItems = Gen.array(of: item, count: 0...2)
        // Distinct by construction: the children drop anything among the roots.
        let piece = Gen.zip(newItems, newItems, Gen.bool).map { roots, children, expands in
            let distinctRoots = roots.reduce(into: [Int]()) {
                if !$0.contains($1) { $0.append($1) }
            }
            let distinctChildren = children.reduce(into: [Int]()) {
                if !$0.contains($1) && !distinctRoots.contains($1) { $0.append($1) }
            }
            return OutlinePiece(
                roots: distinctRoots,
                childrenOfFirst: distinctRoots.isEmpty ? [] : distinctChildren,
                expandsFirst: expands)
        }
        let append = Gen.zip(newItems, Gen.optional(of: item, probabilityOfSome: 0.8)).map {
            OutlineCommand.append($0, to: $1)
        }
        // Appending twice as often as anything else grows outlines several levels deep.
        return Gen.oneOf(
            append,
            append,
            Gen.zip(newItems, item, Gen.bool).map { .insert($0, relativeTo: $1, after: $2) },
            someItems.map { .expand($0) },
            someItems.map { .collapse($0) },
            someItems.map { .delete($0) },
            Gen.zip(piece, item, Gen.bool).map { .insertPiece($0, relativeTo: $1, after: $2) },
            Gen.zip(item, piece).map { .replaceChildren(of: $0, using: $1) },
            Gen.int(in: 0...9).map { $0 == 0 ? .deleteAll : .expand([]) }
        )
    }
}
