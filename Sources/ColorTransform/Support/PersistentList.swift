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
    private indirect enum Node: Sendable {
        case leaf([Element])
        case branch([Node])

        var children: [Node] {
            if case .branch(let children) = self { return children }
            return []
        }

        var elements: [Element] {
            if case .leaf(let elements) = self { return elements }
            return []
        }
    }

    private static var bits: Int { 5 }
    private static var width: Int { 1 << bits }

    /// The full leaves, or `nil` while every element fits in `tail`.
    private var root: Node?
    /// How far to shift an index to find its child in the root: `bits` when the root's children
    /// are leaves, `2 × bits` one level up, and so on.
    private var shift: Int
    /// The last 1…`width` elements (0 only when the list is empty).
    private var tail: [Element]
    /// The number of elements.
    private(set) var count: Int

    /// The empty list.
    init() {
        root = nil
        shift = Self.bits
        tail = []
        count = 0
    }

    /// A list of `elements`, in order.
    ///
    /// - Complexity: O(*n*) for *n* elements.
    init(_ elements: some Sequence<Element>) {
        self.init()
        for element in elements { append(element) }
    }

    /// The index of the first element kept in `tail`.
    private var tailOffset: Int { count - tail.count }

    /// Whether the list has no elements.
    var isEmpty: Bool { count == 0 }

    /// The element at `index`, which must be in `0..<count`.
    ///
    /// - Complexity: O(log₃₂ *n*).
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "PersistentList index \(index) out of range")
        if index >= tailOffset { return tail[index - tailOffset] }
        return leaf(containing: index)[index & (Self.width - 1)]
    }

    /// The elements of the full leaf that holds `index` (which is below `tailOffset`).
    private func leaf(containing index: Int) -> [Element] {
        guard var node = root else { return [] }
        var level = shift
        while level > 0 {
            node = node.children[(index >> level) & (Self.width - 1)]
            level -= Self.bits
        }
        return node.elements
    }

    /// Adds `element` at the end. Copies at most the tail and one path of the tree, so it is
    /// cheap even while another list shares this one's storage.
    ///
    /// - Complexity: O(log₃₂ *n*), amortised O(1) copies of the tail.
    mutating func append(_ element: Element) {
        if tail.count == Self.width {
            pushTail()
        }
        tail.append(element)
        count += 1
    }

    /// A list of this one's elements followed by `other`'s.
    ///
    /// - Complexity: O(*k* log₃₂ *n*) for *k* elements of `other`; this list's storage is shared.
    func appending(contentsOf other: some Sequence<Element>) -> PersistentList {
        var result = self
        for element in other { result.append(element) }
        return result
    }

    /// Moves the full tail into the tree as a new leaf.
    private mutating func pushTail() {
        let leaf = Node.leaf(tail)
        let index = tailOffset
        tail = []
        tail.reserveCapacity(Self.width)
        guard let root else {
            self.root = .branch([leaf])
            return
        }
        if index == 1 << (shift + Self.bits) {
            self.root = .branch([root, Self.path(to: leaf, from: shift)])
            shift += Self.bits
        } else {
            self.root = Self.push(leaf, into: root, at: shift, index: index)
        }
    }

    /// `node` under as many single-child branches as reach `level` from the leaves.
    private static func path(to node: Node, from level: Int) -> Node {
        level == 0 ? node : .branch([path(to: node, from: level - bits)])
    }

    /// `parent` (a branch at `level`) with `leaf` added as the leaf for `index`.
    private static func push(_ leaf: Node, into parent: Node, at level: Int, index: Int) -> Node {
        var children = parent.children
        let slot = (index >> level) & (width - 1)
        if level == bits {
            children.append(leaf)
        } else if slot < children.count {
            children[slot] = push(leaf, into: children[slot], at: level - bits, index: index)
        } else {
            children.append(path(to: leaf, from: level - bits))
        }
        return .branch(children)
    }

    static func == (lhs: PersistentList, rhs: PersistentList) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
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
            leaf = list.tailOffset == 0 ? list.tail : list.leaf(containing: 0)
        }

        mutating func next() -> Element? {
            guard index < list.count else { return nil }
            if index - leafStart == leaf.count {
                leafStart = index
                leaf = index >= list.tailOffset ? list.tail : list.leaf(containing: index)
            }
            defer { index += 1 }
            return leaf[index - leafStart]
        }
    }

    func makeIterator() -> Iterator { Iterator(self) }

    var underestimatedCount: Int { count }
}
