/// A value kept behind one reference and copied on write, as the standard library's
/// collections keep their elements: copying a `SharedValue` retains a reference instead of
/// copying the value, and the first mutation of a copy that is not uniquely referenced copies
/// the value into a new box.
///
/// The configurations keep their styled properties in one (see
/// `ListContentConfiguration.Appearance`): the style tables precompute one box per style and
/// state, so an update that customises nothing hands out a shared box instead of building a
/// value property by property.
///
/// Equality and hashing are the value's; two handles to the same box are equal without
/// comparing the value.
struct SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The box. Its value is only mutated while the box is uniquely referenced (the
    /// copy-on-write rule), so sharing it between threads is safe — hence `@unchecked` — and
    /// no access can overlap a mutation, so the runtime's exclusivity check, which costs more
    /// than the read it guards, is off for it.
    final class Box: @unchecked Sendable {
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// A new box holding `value`.
    init(_ value: Value) { box = Box(value) }

    /// The value; mutating it copies it into a new box first unless this handle is the box's
    /// only owner.
    var value: Value {
        @inline(__always) get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    /// The value, for a mutation that, when the box is `empty`'s and shared, starts a new box
    /// from `fresh` — a value equal to `empty`'s, built in place — instead of copying the
    /// shared one. For a value whose copy costs more than building it anew (a configuration's
    /// empty content: copying it goes through its value witnesses).
    subscript(
        replacingShared empty: @autoclosure () -> SharedValue, with fresh: @autoclosure () -> Value
    ) -> Value {
        @inline(__always) get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) {
                box = box === empty().box ? Box(fresh()) : Box(box.value)
            }
            yield &box.value
        }
    }

    /// Whether `self` and `other` share one box (so their values are equal without comparing).
    func isIdentical(to other: SharedValue) -> Bool { box === other.box }

    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
