/// One section of a ``ListView``: its items in order and, for outline lists, each item's
/// children (shown while the parent is expanded).
public struct ListSection<Item: Hashable>: Hashable {
    /// The top-level items.
    public var items: [Item]
    /// Children by parent; a child may have children of its own.
    public var children: [Item: [Item]]

    /// Creates a section.
    public init(_ items: [Item], children: [Item: [Item]] = [:]) {
        self.items = items
        self.children = children
    }
}

/// A section is `Sendable` when its items are, so that data can be built in one task and
/// applied to a list in another.
extension ListSection: Sendable where Item: Sendable {}
