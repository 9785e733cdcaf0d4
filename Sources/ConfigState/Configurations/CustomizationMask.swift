/// Which styled properties of a configuration the caller has set: one bit per property.
///
/// `BackgroundConfiguration`, `ListContentConfiguration` and its `TextProperties` and
/// `ImageProperties` each keep one, over their own `Property` enumeration. A property's setter
/// (its `didSet` observer) inserts it; `updated(for:)` gives the style's value only to the
/// properties the mask does not contain; `resetToStyle(_:)` removes one and `resetAllToStyle()`
/// all.
///
/// `updated(for:)` builds its result with the memberwise initializer, which stores the style's
/// values without calling the observers, so that they stay uncustomised (see
/// ``StyledByTable``).
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
    ///
    /// Always inlined: `styledByRules` asks once per property, and out of line each question
    /// cost a call (callgrind: 2 368 → 2 991 instructions per customised content update).
    @inline(__always)
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

/// A style table's description of one kind of styled value (`TextStyleSpec` describes
/// `TextProperties`, `ImageStyleSpec` describes `ImageProperties`), with that value
/// precomputed for every state when nothing is customised. (The whole-configuration tables,
/// `ListContentStyleTable` and `BackgroundStyleTable`, precompute shared boxes instead: see
/// `SharedValue`.)
protocol PrecomputedStyle: AnyObject {
    associatedtype Styled: Sendable
    /// The value with nothing customised, for every combination of the state bits the table
    /// reads; `nil` when the table reads custom states or too many bits.
    var uncustomized: StateValues<Styled>? { get }
}

/// A value whose properties that are not customised follow a ``PrecomputedStyle``.
protocol StyledByTable: Sendable {
    associatedtype Table: PrecomputedStyle where Table.Styled == Self
    associatedtype Property: CustomizableProperty
    var customized: CustomizationMask<Property> { get }

    /// The value with the table's value for a state in every property that is not
    /// customised, rule by rule.
    ///
    /// Implementations build the result with the memberwise initializer, taking each
    /// property from the table or from `self`: Swift calls no property observer while an
    /// initializer sets its own type's properties (The Swift Programming Language, "Property
    /// Observers"), so the style's values are not marked customised, and each property is
    /// written once — measured cheaper than copying `self` and assigning the style's values.
    func styledByRules(_ table: Table, word: UInt32, _ state: CellConfigurationState) -> Self
}

extension StyledByTable {
    /// The value with the table's value for a state in every property that is not
    /// customised: a copy of the precomputed value when nothing is customised (the common
    /// case), else ``styledByRules(_:word:_:)``.
    func styled(by table: Table, word: UInt32, _ state: CellConfigurationState) -> Self {
        if customized.isEmpty, let uncustomized = table.uncustomized { return uncustomized[word] }
        return styledByRules(table, word: word, state)
    }
}

extension TextStyleSpec: PrecomputedStyle {}
extension ImageStyleSpec: PrecomputedStyle {}
extension ListContentConfiguration.TextProperties: StyledByTable {}
extension ListContentConfiguration.ImageProperties: StyledByTable {}
