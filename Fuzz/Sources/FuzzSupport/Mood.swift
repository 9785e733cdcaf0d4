import ConfigState

/// A custom-state value type the state targets register, so that decoding by type name is
/// fuzzed too: `{"type": "FuzzSupport.Mood", "value": {"level": 3}}`.
public struct Mood: Codable, Hashable, Sendable {
    /// Any whole number.
    public var level: Int
}

extension Fuzz {
    /// A decoder `userInfo` registering ``Mood`` as a custom-state type.
    public static let customStateTypes: [CodingUserInfoKey: any Sendable] = [
        .configurationStateCustomValueTypes: [Mood.self] as [any CustomStateCodable.Type]
    ]
}
