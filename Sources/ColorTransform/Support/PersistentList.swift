/// An immutable list whose appends share storage with the list they extend, so that building a
/// list one element at a time — `list = list.appending(x)` while the old value is still alive —
/// is linear overall, not quadratic as copying an `Array` each time is.
///
/// The layout is Clojure's persistent vector: the last up to 32 elements live in `tail`, the
/// rest in full leaves of 32 under a tree of branching factor 32. An append copies at most the
/// tail and one root-to-leaf path (a few dozen references), whatever the length; reading one
/// element walks at most ⌈log₃₂ *n*⌉ levels, and iteration reads one leaf at a time.
///
/// ``ConfigurationColorTransformer`` keeps its steps in one, so that `t = t.then(step)` repeated
/// *n* times costs O(*n* log *n*) rather than O(*n*²).
struct PersistentList<Element: Hashable & Sendable>: Hashable, Sendable {
    /// A node of the tree: a full leaf of `width` elements, or a branch of up to `width` nodes.
    ///
    /// Classes, not an indirect enum: an enum keeps its case in the spare bits of the pointer,
    /// and a leak checker scanning memory (LeakSanitizer) does not recognise such a pointer, so
    /// a list held until exit would be reported as leaked.
    private final class Node: Sendable {
        let children: [Node]
        let elements: [Element]

        init(children: [Node]) {
            self.children = children
            elements = []
        }

        init(elements: [Element]) {
            children = []
            self.elements = elements
        }
    }

    /// The list's parts, mutable while a list is being built.
    private struct Parts {
        /// The full leaves, or `nil` while every element fits in `tail`.
        var root: Node?
        /// How far to shift an index to find its child in the root: `bits` when the root's
        /// children are leaves, `2 × bits` one level up, and so on.
        var shift = PersistentList.bits
        /// The last 1…`width` elements (0 only when the list is empty).
        var tail: [Element] = []
        /// The number of elements.
        var count = 0

        /// The index of the first element kept in `tail`.
        var tailOffset: Int { count - tail.count }

        /// Adds `element` at the end, copying at most the tail and one path of the tree.
        mutating func append(_ element: Element) {
            if tail.count == PersistentList.width { pushTail() }
            tail.append(element)
            count += 1
        }

        /// Moves the full tail into the tree as a new leaf.
        private mutating func pushTail() {
            let leaf = Node(elements: tail)
            let index = tailOffset
            tail = []
            tail.reserveCapacity(PersistentList.width)
            guard let root else {
                self.root = Node(children: [leaf])
                return
            }
            if index == 1 << (shift + PersistentList.bits) {
                self.root = Node(children: [root, Self.path(to: leaf, from: shift)])
                shift += PersistentList.bits
            } else {
                self.root = Self.push(leaf, into: root, at: shift, index: index)
            }
        }

        /// `node` under as many single-child branches as reach `level` from the leaves.
        private static func path(to node: Node, from level: Int) -> Node {
            level == 0 ? node : Node(children: [path(to: node, from: level - bits)])
        }

        /// `parent` (a branch at `level`) with `leaf` added as the leaf for `index`.
        private static func push(_ leaf: Node, into parent: Node, at level: Int, index: Int)
            -> Node
        {
            var children = parent.children
            let slot = (index >> level) & (width - 1)
            if level == bits {
                children.append(leaf)
            } else if slot < children.count {
                children[slot] = push(leaf, into: children[slot], at: level - bits, index: index)
            } else {
                children.append(path(to: leaf, from: level - bits))
            }
            return Node(children: children)
        }
    }

    /// The parts, immutable and shared: a list is one reference, as an `Array` is.
    private final class Storage: Sendable {
        let root: Node?
        let shift: Int
        let tail: [Element]
        let count: Int

        init(_ parts: Parts) {
            root = parts.root
            shift = parts.shift
            tail = parts.tail
            count = parts.count
        }

        var parts: Parts { Parts(root: root, shift: shift, tail: tail, count: count) }
    }

    private static var bits: Int { 5 }
    private static var width: Int { 1 << bits }

    private let storage: Storage

    private init(_ parts: Parts) { storage = Storage(parts) }

    /// The empty list.
    init() { self.init(Parts()) }

    /// A list of `elements`, in order.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    init(_ elements: some Sequence<Element>) {
        var parts = Parts()
        for element in elements { parts.append(element) }
        self.init(parts)
    }

    /// The number of elements.
    var count: Int { storage.count }

    /// The index of the first element kept in the tail.
    private var tailOffset: Int { storage.count - storage.tail.count }

    /// Whether the list has no elements.
    var isEmpty: Bool { storage.count == 0 }

    /// The element at `index`, which must be in `0..<count`.
    ///
    /// - Complexity: O(log₃₂ *n*).
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "PersistentList index \(index) out of range")
        if index >= tailOffset { return storage.tail[index - tailOffset] }
        return leaf(containing: index)[index & (Self.width - 1)]
    }

    /// The elements of the full leaf that holds `index` (which is below the tail's offset).
    private func leaf(containing index: Int) -> [Element] {
        guard var node = storage.root else { return [] }
        var level = storage.shift
        while level > 0 {
            node = node.children[(index >> level) & (Self.width - 1)]
            level -= Self.bits
        }
        return node.elements
    }

    /// A list of this one's elements followed by `other`'s. Copies at most the tail and one
    /// path of the tree per element, so it is cheap even while this list stays in use.
    ///
    /// - Complexity: O(*k* log₃₂ *n*) for *k* elements of `other`; this list's storage is shared.
    func appending(contentsOf other: some Sequence<Element>) -> PersistentList {
        var parts = storage.parts
        for element in other { parts.append(element) }
        return PersistentList(parts)
    }

    static func == (lhs: PersistentList, rhs: PersistentList) -> Bool {
        lhs.storage === rhs.storage || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PersistentList: Sequence {
    /// Reads the elements in order, one leaf at a time.
    struct Iterator: IteratorProtocol {
        private let list: PersistentList
        private var leaf: [Element]
        private var leafStart = 0
        private var index = 0

        fileprivate init(_ list: PersistentList) {
            self.list = list
            leaf = list.tailOffset == 0 ? list.storage.tail : list.leaf(containing: 0)
        }

        mutating func next() -> Element? {
            guard index < list.count else { return nil }
            if index - leafStart == leaf.count {
                leafStart = index
                leaf = index >= list.tailOffset ? list.storage.tail : list.leaf(containing: index)
            }
            defer { index += 1 }
            return leaf[index - leafStart]
        }
    }

    func makeIterator() -> Iterator { Iterator(self) }

    var underestimatedCount: Int { count }
}
