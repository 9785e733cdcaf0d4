/// The name of a custom state: `UIConfigurationStateCustomKey` without the `UI`.
///
/// Declare keys as static members so that call sites read `state[.isArchived]`. This is
/// UIKit's own documented example, which ports by deleting `UI`:
///
/// <!-- snippet: SymbolDocs/DocConfigurationStateCustomKey -->
/// ```swift
/// extension ConfigurationStateCustomKey {
///     static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
/// }
///
/// extension CellConfigurationState {
///     var isArchived: Bool {
///         get { return self[.isArchived] as? Bool ?? false }
///         set { self[.isArchived] = newValue }
///     }
/// }
/// ```
///
/// ``CustomStateKey`` declares the same thing once with a type and a default, so reads need
/// no cast; both share the storage under the key's name.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable, Codable,
    Comparable, CustomStringConvertible
{
    /// The key's name; reverse-DNS names avoid clashes between modules.
    public let rawValue: String

    /// Creates a key with a name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key with a name, as UIKit's `init(_:)`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Orders keys by name, so that descriptions and encodings list them stably.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name.
    public var description: String { rawValue }
}

/// A custom state declared once with its value type and default value — beyond UIKit, whose
/// custom states are read back with `as? T ?? default`.
///
/// <!-- snippet: SymbolDocs/DocCustomStateKey -->
/// ```swift
/// extension CustomStateKey where Value == Bool {
///     static let isArchived = CustomStateKey("com.my-app.MyCell.isArchived", defaultValue: false)
/// }
///
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state[.isArchived] = true  // no cast when reading either:
/// let archived: Bool = state[.isArchived]
/// ```
///
/// A typed key stores under its ``key`` in the same place as the untyped subscript
/// `state[ConfigurationStateCustomKey(…)]`, so the two views always agree. Setting a typed key
/// to its default value removes the entry, so a state that was set back to the default equals
/// one that never had the key — which is what a reused cell must look like. Reading a key
/// whose stored value has another type gives the default.
public struct CustomStateKey<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The untyped key the value is stored under.
    public let key: ConfigurationStateCustomKey
    /// The value read when the state holds none (or holds a value of another type).
    public let defaultValue: Value

    /// Declares a key by name.
    ///
    /// - Parameters:
    ///   - name: The storage name; reverse-DNS names avoid clashes.
    ///   - defaultValue: The value when unset.
    public init(_ name: String, defaultValue: Value) {
        self.key = ConfigurationStateCustomKey(name)
        self.defaultValue = defaultValue
    }

    /// Declares a typed view of an existing untyped key.
    public init(_ key: ConfigurationStateCustomKey, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }
}
