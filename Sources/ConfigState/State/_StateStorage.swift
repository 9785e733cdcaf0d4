/// The built-in flags packed into 16 bits: nine Booleans, then the drag state (2 bits) and the
/// drop state (2 bits).
struct _StateBits: Hashable, Sendable {
    var rawValue: UInt16

    static let highlighted: UInt16 = 1 << 0
    static let selected: UInt16 = 1 << 1
    static let disabled: UInt16 = 1 << 2
    static let focused: UInt16 = 1 << 3
    static let pinned: UInt16 = 1 << 4
    static let editing: UInt16 = 1 << 5
    static let swiped: UInt16 = 1 << 6
    static let expanded: UInt16 = 1 << 7
    static let reordering: UInt16 = 1 << 8
    static let dragShift: UInt16 = 9
    static let dropShift: UInt16 = 11
    /// Whether the background is the tint colour: 0 unknown, 1 no, 2 yes.
    static let backgroundShift: UInt16 = 13
    /// The bits a view state may hold: the five view flags and the background hint.
    static let viewMask: UInt16 = 0b110_0000_0001_1111

    subscript(flag: UInt16) -> Bool {
        get { rawValue & flag != 0 }
        set { rawValue = newValue ? rawValue | flag : rawValue & ~flag }
    }

    var dragState: UInt8 {
        get { UInt8(truncatingIfNeeded: (rawValue >> Self.dragShift) & 0b11) }
        set {
            rawValue =
                rawValue & ~(0b11 << Self.dragShift) | UInt16(newValue & 0b11) << Self.dragShift
        }
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

    var dropState: UInt8 {
        get { UInt8(truncatingIfNeeded: (rawValue >> Self.dropShift) & 0b11) }
        set {
            rawValue =
                rawValue & ~(0b11 << Self.dropShift) | UInt16(newValue & 0b11) << Self.dropShift
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
struct _CustomStateValue: Hashable, @unchecked Sendable {
    let value: AnyHashable

    /// Equal when the values are equal *and of the same type*. `AnyHashable` alone treats
    /// `1 as Int` and `1 as Int8` as equal, but a typed key reads one and not the other, so
    /// two "equal" states could read differently — and a host that skips an update for an
    /// unchanged state would then show a stale value.
    static func == (lhs: _CustomStateValue, rhs: _CustomStateValue) -> Bool {
        type(of: lhs.value.base) == type(of: rhs.value.base) && lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: value.base)))
        hasher.combine(value)
    }
}

/// Custom states by key. Empty dictionaries use the standard library's shared empty storage,
/// so a state without custom states never allocates.
typealias _CustomStates = [ConfigurationStateCustomKey: _CustomStateValue]
