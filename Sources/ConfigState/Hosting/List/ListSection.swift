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

/// How a ``ListView`` is doing: counts that show whether reuse works.
public struct ListStatistics: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cells created by the list (not counting the reuse audit's fresh cells).
    public var cellsCreated = 0
    /// Dequeues answered from a reuse pool.
    public var cellsReused = 0
    /// Dequeues in total.
    public var cellsDequeued = 0
    /// Content views created by the list's cells, replacements included.
    public var contentViewsCreated = 0
    /// Content views replaced because they did not support a new configuration.
    public var contentViewsReplaced = 0
    /// Update passes run on the list's cells.
    public var configurationUpdates = 0
    /// Cells the reuse audit compared with a fresh cell.
    public var cellsAudited = 0
    /// Audited cells that differed from a fresh cell.
    public var staleCells = 0

    /// Creates zeroed statistics.
    public init() {}

    /// One line, for logs.
    public var description: String {
        "cells created \(cellsCreated), reused \(cellsReused), dequeued \(cellsDequeued); content views created \(contentViewsCreated), replaced \(contentViewsReplaced); update passes \(configurationUpdates); audited \(cellsAudited), stale \(staleCells)"
    }
}

/// Everything a ``ListView`` shows: one render per visible row, in order.
public struct ListRender: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One visible row.
    public struct Row: Hashable, Sendable, Codable {
        /// The row's position.
        public var indexPath: ListIndexPath
        /// The item, described.
        public var item: String
        /// What the row's cell shows.
        public var render: ViewRender
    }

    /// The visible rows, top to bottom.
    public var rows: [Row]

    /// Each row's path and item, then its render indented.
    public var description: String {
        rows.map { row in
            "\(row.indexPath) \(row.item)\n"
                + row.render.fields.map { "  \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
