/// One visible property of a render, by path, as text: `content.text.color = #000000`.
///
/// Renders flatten to fields so that two renders can be compared property by property; the
/// reuse audit names the fields that differ.
public struct RenderField: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Where the property is, for example `background.cornerRadius` or
    /// `accessories.trailing[0].tintColor`.
    public var path: String
    /// The property's value, as printed.
    public var value: String

    /// Creates a field.
    public init(path: String, value: String) {
        self.path = path
        self.value = value
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case path, value }

    /// Decodes `{"path": …, "value": …}`; any other key is a `DecodingError.dataCorrupted`
    /// that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a render field")
        path = try container.decode(String.self, forKey: .path)
        value = try container.decode(String.self, forKey: .value)
    }

    /// `path = value`.
    public var description: String { "\(path) = \(value)" }
}

/// A property that differs between two renders.
public struct RenderDifference: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The property's path.
    public var path: String
    /// Its value in the render compared against (for the reuse audit: a fresh cell), or `nil`
    /// when that render does not have the property.
    public var expected: String?
    /// Its value in the render being checked, or `nil` when it does not have the property.
    public var actual: String?

    /// Creates a difference.
    public init(path: String, expected: String?, actual: String?) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case path, expected, actual }

    /// Decodes `{"path": …, "expected": …, "actual": …}` (either side optional); any other
    /// key is a `DecodingError.dataCorrupted` that names it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a render difference")
        path = try container.decode(String.self, forKey: .path)
        expected = try container.decodeIfPresent(String.self, forKey: .expected)
        actual = try container.decodeIfPresent(String.self, forKey: .actual)
    }

    /// `path: expected → actual` (`absent` for a missing side).
    public var description: String { "\(path): \(expected ?? "absent") → \(actual ?? "absent")" }
}

/// A value that can list its visible properties as fields.
protocol RenderFieldListing {
    func appendFields(to fields: inout [RenderField], prefix: String)
}

extension RenderFieldListing {
    /// The fields, in a fixed order.
    var allFields: [RenderField] {
        var fields: [RenderField] = []
        appendFields(to: &fields, prefix: "")
        return fields
    }
}

/// Compares two field lists by path; order follows `actual`, then paths only in `expected`.
func renderDifferences(expected: [RenderField], actual: [RenderField]) -> [RenderDifference] {
    var expectedByPath: [String: String] = [:]
    for field in expected { expectedByPath[field.path] = field.value }
    var seen = Set<String>()
    var differences: [RenderDifference] = []
    for field in actual {
        seen.insert(field.path)
        let expectedValue = expectedByPath[field.path]
        if expectedValue != field.value {
            differences.append(
                RenderDifference(path: field.path, expected: expectedValue, actual: field.value))
        }
    }
    for field in expected where !seen.contains(field.path) {
        differences.append(RenderDifference(path: field.path, expected: field.value, actual: nil))
    }
    return differences
}

extension Array where Element == RenderField {
    mutating func appendField(_ prefix: String, _ name: String, _ value: String) {
        append(RenderField(path: prefix.isEmpty ? name : "\(prefix).\(name)", value: value))
    }
}
