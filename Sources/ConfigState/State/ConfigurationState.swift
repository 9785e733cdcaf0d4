/// A view's state for choosing its appearance: `UIConfigurationState` without the `UI`.
///
/// ``ViewConfigurationState`` and ``CellConfigurationState`` conform. Configurations'
/// `updated(for:)` take a `ConfigurationState` and read the built-in flags through
/// ``cellConfigurationState``, so that one style table serves views and cells.
public protocol ConfigurationState: Sendable {
    /// Creates a state with the given traits and no flags set.
    init(traitCollection: TraitCollection)

    /// The traits of the environment.
    var traitCollection: TraitCollection { get set }

    /// Reads and writes custom states by key, as UIKit's subscript does.
    ///
    /// Values are type-erased; use ``CustomStateKey`` for typed access. Setting `nil`
    /// removes the entry.
    ///
    /// Store values — `Sendable` value types, or immutable objects. States are `Sendable` and
    /// cross tasks freely, but `AnyHashable` cannot promise that what it wraps is, so a
    /// mutable object stored here is shared unprotected by every copy of the state. Typed
    /// keys require `Sendable` values and cannot be misused this way.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }

    /// The same state as a cell state: every built-in flag this state has, its traits and its
    /// custom states (beyond UIKit).
    ///
    /// Styles read this. A view state has no cell-only flags, so they read `false`/`none`.
    /// The default implementation, for state types outside this library, carries the traits
    /// only.
    var cellConfigurationState: CellConfigurationState { get }
}

extension ConfigurationState {
    /// The traits only, with no flags or custom states.
    public var cellConfigurationState: CellConfigurationState {
        CellConfigurationState(traitCollection: traitCollection)
    }

    /// Reads and writes a typed custom state (see ``CustomStateKey``).
    ///
    /// - Complexity: O(1) on average; setting a non-default value may allocate the custom-state
    ///   storage the first time.
    ///
    /// For an optional `Value`, the wrapped value is stored (so the untyped subscript and the
    /// encoder see `ArchiveReason`, not `Optional<ArchiveReason>`), and `nil` is stored as
    /// absence — it reads back as the key's default.
    public subscript<Value>(key: CustomStateKey<Value>) -> Value {
        get { (self[key.key]?.base as? Value) ?? key.defaultValue }
        set {
            if newValue == key.defaultValue {
                self[key.key] = nil
            } else if let optional = newValue as? any OptionalHashable {
                self[key.key] = optional.wrappedHashable
            } else {
                self[key.key] = AnyHashable(newValue)
            }
        }
    }
}

/// Lets the typed subscript store an optional's wrapped value.
protocol OptionalHashable {
    var wrappedHashable: AnyHashable? { get }
}

extension Optional: OptionalHashable where Wrapped: Hashable {
    var wrappedHashable: AnyHashable? {
        guard case .some(let wrapped) = self else { return nil }
        return AnyHashable(wrapped)
    }
}
