/// Identifiers marked for a reload or a reconfigure, in the order they were first marked,
/// each once.
struct OrderedMarks<Identifier: Hashable>: Equatable {
    /// The marked identifiers, oldest mark first.
    private(set) var order: [Identifier] = []
    private var members: Set<Identifier> = []

    /// Whether nothing is marked.
    var isEmpty: Bool { order.isEmpty }

    /// Marks `identifiers`, keeping the position of those already marked.
    ///
    /// - Complexity: O(*k*) average for *k* identifiers.
    mutating func mark(_ identifiers: [Identifier]) {
        for index in identifiers.indices where members.insert(identifiers[index]).inserted {
            order.append(identifiers[index])
        }
    }

    /// Whether `identifier` is marked.
    func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }

    /// Unmarks every identifier for which `isRemoved` is true.
    ///
    /// - Complexity: O(*m*) for *m* marks, plus the cost of `isRemoved`.
    mutating func unmark(where isRemoved: (Identifier) -> Bool) {
        guard !order.isEmpty else { return }
        order.removeAll(where: isRemoved)
        if order.count != members.count { members = Set(order) }
    }

    /// Unmarks everything.
    mutating func removeAll() {
        order.removeAll()
        members.removeAll()
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.order == rhs.order }
}

extension OrderedMarks: Sendable where Identifier: Sendable {}
