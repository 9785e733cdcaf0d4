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
