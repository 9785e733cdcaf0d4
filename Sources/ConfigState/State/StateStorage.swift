/// Every one-bit condition of the built-in state, in bit order: the nine Boolean flags in UIKit's
/// order (the five every state has, then the four only a cell has), then one bit for each drag
/// state and each drop state but `none` — at most one of each pair is set.
///
/// This is the one table of those bits: a case's raw value is its bit in `StateBits.rawValue`
/// and in the word predicates test (`PredicateBits`), and its case name is its name in encoded
/// predicates and, for the nine Boolean flags, in descriptions. Keeping the drag and drop states
/// one-hot, where the word has them, makes a state's word a mask of its bits.
enum StateFlag: UInt16, CaseIterable {
    case highlighted, selected, disabled, focused, pinned
    case editing, swiped, expanded, reordering
    case dragLifting, dragging, dropNotTargeted, dropTargeted

    /// The flag's bit.
    @inline(__always)
    var mask: UInt16 { 1 &<< rawValue }

    /// The flag's name: the case name, `"highlighted"` for `highlighted`.
    var name: String { String(describing: self) }

    /// The nine Boolean flags, without the drag and drop bits.
    static var booleans: ArraySlice<StateFlag> { allCases[...Int(reordering.rawValue)] }

    // The masks are computed, not stored, so that they fold to constants where they are used,
    // with no lazily initialized static to check on the hot paths.

    /// The bits of every case.
    static var allMask: UInt16 { (dropTargeted.mask << 1) - 1 }

    /// The bits of the five flags a view state has too (`UIViewConfigurationState`'s).
    static var viewMask: UInt16 { (pinned.mask << 1) - 1 }
}

/// The built-in state packed into 16 bits: the thirteen `StateFlag` bits, then two bits for
/// whether the background is the tint colour.
struct StateBits: Hashable, Sendable {
    var rawValue: UInt16

    /// Where whether the background is the tint colour is kept: 0 unknown, 1 no, 2 yes.
    static let backgroundShift: UInt16 = 13
    /// The bits a view state may hold: the five view flags and the background hint.
    static var viewMask: UInt16 { StateFlag.viewMask | 0b11 << backgroundShift }

    // Always inlined: with the flag a constant at every call site, a state's flag accessors
    // then compile to one mask operation, as they did with a stored mask per flag.
    @inline(__always)
    subscript(flag: StateFlag) -> Bool {
        get { rawValue & flag.mask != 0 }
        set { rawValue = newValue ? rawValue | flag.mask : rawValue & ~flag.mask }
    }

    var backgroundUsesTintColor: Bool? {
        get {
            switch (rawValue >> Self.backgroundShift) & 0b11 {
            case 1: return false
            case 2: return true
            default: return nil
            }
        }
        set {
            let code: UInt16 = newValue.map { $0 ? 2 : 1 } ?? 0
            rawValue = rawValue & ~(0b11 << Self.backgroundShift) | code << Self.backgroundShift
        }
    }
}

/// A custom state's value.
///
/// `@unchecked Sendable`, and why that is sound for what the library admits: the box is
/// immutable (`let`), and it is only ever created from (a) ``CustomStateKey`` values, whose type
/// is statically `Hashable & Sendable`, or (b) the UIKit-compatible `AnyHashable?` subscript.
/// `AnyHashable` itself is not `Sendable` in the standard library only because it can wrap
/// anything; custom states are documented to be *values* (UIKit stores and compares them as
/// value copies in `copyWithZone:`), so a caller who stores a reference to shared mutable
/// state through the untyped subscript breaks that documented contract — exactly as they
/// would with any `@unchecked Sendable` type. The typed API (recommended) cannot be misused
/// this way.
struct CustomStateValue: Hashable, @unchecked Sendable {
    let value: AnyHashable

    /// Equal when the values are equal *and of the same type*. `AnyHashable` alone treats
    /// `1 as Int` and `1 as Int8` as equal, but a typed key reads one and not the other, so
    /// two "equal" states could read differently — and a host that skips an update for an
    /// unchanged state would then show a stale value.
    static func == (lhs: CustomStateValue, rhs: CustomStateValue) -> Bool {
        type(of: lhs.value.base) == type(of: rhs.value.base) && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value.base)))
        hasher.combine(value)
    }
}

/// Custom states by key. Empty dictionaries use the standard library's shared empty storage,
/// so a state without custom states never allocates.
typealias CustomStates = [ConfigurationStateCustomKey: CustomStateValue]
