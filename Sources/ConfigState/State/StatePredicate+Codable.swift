extension StatePredicate: Codable {
    private enum ClauseKeys: String, CodingKey, CaseIterable { case all, none, custom }
    private enum CustomKeys: String, CodingKey, CaseIterable { case key, equals, defaultValue }

    /// Encodes the normal form: an array of clauses, each
    /// `{"all": ["selected"], "none": ["disabled"], "custom": [{"key": …, "equals": true,
    /// "defaultValue": false}]}`. `[]` is ``never``; `[{}]` is ``always``.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the predicate: its clauses and their
    ///   conditions.
    public func encode(to encoder: any Encoder) throws {
        var array = encoder.unkeyedContainer()
        for clause in clauses {
            var object = array.nestedContainer(keyedBy: ClauseKeys.self)
            let all = PredicateBits.names.filter { clause.required & $0.0 != 0 }.map(\.1)
            let none = PredicateBits.names.filter { clause.forbidden & $0.0 != 0 }.map(\.1)
            if !all.isEmpty { try object.encode(all, forKey: .all) }
            if !none.isEmpty { try object.encode(none, forKey: .none) }
            if !clause.custom.isEmpty {
                var custom = object.nestedUnkeyedContainer(forKey: .custom)
                for condition in clause.custom {
                    var entry = custom.nestedContainer(keyedBy: CustomKeys.self)
                    try entry.encode(condition.key, forKey: .key)
                    try entry.encode(condition.expected, forKey: .equals)
                    try entry.encode(condition.defaultValue, forKey: .defaultValue)
                }
            }
        }
    }

    /// Decodes the array form; an unknown condition name, or a key a clause or a custom
    /// condition does not have, is a `DecodingError` listing the valid ones.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the document: its clauses and their
    ///   conditions.
    public init(from decoder: any Decoder) throws {
        var array = try decoder.unkeyedContainer()
        var clauses: [Clause] = []
        while !array.isAtEnd {
            let object = try array.superDecoder().checkedContainer(
                keyedBy: ClauseKeys.self, what: "a state predicate clause")
            var clause = Clause()
            func mask(_ key: ClauseKeys) throws -> UInt32 {
                var mask: UInt32 = 0
                for name in try object.decodeIfPresent([String].self, forKey: key) ?? [] {
                    guard let bit = PredicateBits.names.first(where: { $0.1 == name })?.0 else {
                        throw DecodingError.dataCorruptedError(
                            forKey: key, in: object,
                            debugDescription:
                                "unknown state condition \"\(quotedForMessage(name))\"; expected one of: \(PredicateBits.names.map(\.1).joined(separator: ", "))"
                        )
                    }
                    mask |= bit
                }
                return mask
            }
            clause.required = try mask(.all)
            clause.forbidden = try mask(.none)
            if object.contains(.custom) {
                var custom = try object.nestedUnkeyedContainer(forKey: .custom)
                while !custom.isAtEnd {
                    let entry = try custom.superDecoder().checkedContainer(
                        keyedBy: CustomKeys.self, what: "a custom state condition")
                    clause.custom.append(
                        CustomCondition(
                            key: try entry.decode(ConfigurationStateCustomKey.self, forKey: .key),
                            expected: try entry.decodeIfPresent(Bool.self, forKey: .equals) ?? true,
                            defaultValue: try entry.decodeIfPresent(
                                Bool.self, forKey: .defaultValue)
                                ?? false))
                }
            }
            if !clause.isContradictory { clauses.append(clause) }
        }
        self.init(clauses: clauses)
    }
}
