/// Which styled properties of a configuration the caller has set: one bit per property.
///
/// `BackgroundConfiguration`, `ListContentConfiguration` and its `TextProperties` and
/// `ImageProperties` each keep one, over their own `Property` enumeration. A property's setter
/// inserts it; `updated(for:)` gives the style's value only to the properties the mask does not
/// contain; `resetToStyle(_:)` removes one and `resetAllToStyle()` all.
///
/// The mask is a stored property of each configuration, so it takes part in their `==` and
/// hashing: two configurations that hold the same values but differ in what is customised
/// update differently, so they are not equal. It is a single `UInt16`, so that checking a
/// property in `updated(for:)` is one AND, and an empty mask (the common case, which takes the
/// precomputed path) is one comparison.
struct CustomizationMask<Property: CustomizableProperty>: Hashable, Sendable {
    private var bits: UInt16 = 0

    /// No property customised.
    init() {}

    /// The mask of `properties` (as a decoder reads them; repeats do not matter).
    init(_ properties: some Sequence<Property>) {
        for property in properties { insert(property) }
    }

    /// Whether nothing is customised.
    var isEmpty: Bool { bits == 0 }

    /// Whether `property` is customised.
    func contains(_ property: Property) -> Bool { bits & property.bit != 0 }

    /// Marks `property` customised.
    mutating func insert(_ property: Property) { bits |= property.bit }

    /// Hands `property` back to the style.
    mutating func remove(_ property: Property) { bits &= ~property.bit }

    /// Hands every property back to the style.
    mutating func removeAll() { bits = 0 }

    /// The customised properties in declaration order (the order their names are encoded in).
    var properties: [Property] { Property.allCases.filter(contains) }
}

/// An enumeration of a configuration's styled properties (`BackgroundConfiguration.Property`
/// and the like), whose cases own one bit each of a ``CustomizationMask``.
///
/// A mask has 16 bits, so an enumeration has at most 16 cases (`CustomizationMaskTests`
/// checks every conforming enumeration).
protocol CustomizableProperty: CaseIterable, Sendable {}

extension CustomizableProperty {
    /// The property's bit: `1 << i` for the `i`-th case in declaration order.
    ///
    /// Derived from the case rather than written out for each enumeration, so that two
    /// properties cannot share a bit and a new case needs no new line. A Swift enumeration
    /// whose cases carry no values is stored as the index of its case in declaration order, in
    /// the fewest bits that hold them — one byte for these (the Swift ABI's "C-Like Enums",
    /// `docs/ABI/TypeLayout.rst` in the Swift repository). `CustomizationMaskTests` pins this
    /// for every conforming enumeration.
    var bit: UInt16 { 1 << unsafeBitCast(self, to: UInt8.self) }
}

extension BackgroundConfiguration.Property: CustomizableProperty {}
extension ListContentConfiguration.Property: CustomizableProperty {}
extension ListContentConfiguration.TextProperties.Property: CustomizableProperty {}
extension ListContentConfiguration.ImageProperties.Property: CustomizableProperty {}
