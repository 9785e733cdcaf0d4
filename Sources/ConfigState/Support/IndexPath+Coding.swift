// How renders decode an `IndexPath`: Foundation's own coding, `{"indexes": [section, item]}`,
// which renders keep writing, read through a checked container so that an unknown key in the
// object is refused as in the library's own types (Foundation's decoder ignores it).

/// An `IndexPath` in Foundation's keyed form, decoded with its keys checked.
struct IndexPathCoding: Decodable {
    /// The index path.
    var indexPath: IndexPath

    private enum CodingKeys: String, CodingKey, CaseIterable { case indexes }

    /// Decodes `{"indexes": [i, j, …]}`; any other key is a `DecodingError.dataCorrupted` that
    /// names it.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "an index path")
        indexPath = IndexPath(indexes: try container.decode([Int].self, forKey: .indexes))
    }
}

extension KeyedDecodingContainer {
    /// The index path at `key`, written as Foundation writes it.
    func decodeIndexPath(forKey key: Key) throws -> IndexPath {
        try decode(IndexPathCoding.self, forKey: key).indexPath
    }
}
