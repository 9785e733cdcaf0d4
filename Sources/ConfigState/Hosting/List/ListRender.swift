/// Everything a ``ListView`` shows: one render per visible row, in order.
public struct ListRender: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One visible row.
    public struct Row: Hashable, Sendable, Codable {
        /// The row's position.
        public var indexPath: IndexPath
        /// The item, described.
        public var item: String
        /// What the row's cell shows.
        public var render: ViewRender
    }

    /// The visible rows, top to bottom.
    public var rows: [Row]

    /// Each row's path and item, then its render indented.
    ///
    /// - Complexity: O(*f*), where *f* is the total number of fields of the rows' renders.
    public var description: String {
        rows.map { row in
            "\(row.indexPath) \(row.item)\n"
                + row.render.fields.map { "  \($0)" }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
