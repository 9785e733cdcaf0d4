/// A value that depends on the configuration state — beyond UIKit, like Flutter's
/// `WidgetStateProperty` and Android's `ColorStateList`: ordered rules, each a
/// ``StatePredicate`` and a value; the **first** rule whose predicate holds wins, and the
/// default applies when none does.
///
/// <!-- snippet: SymbolDocs/DocStateAwareValue -->
/// ```swift
/// let textColor = StateAwareValue(Color.label)
///     .when(.disabled, .tertiaryLabel)
///     .when(.selected || .highlighted, .white)
/// cell.configurationUpdateHandler = { cell, state in
///     var content = ListContentConfiguration.cell()
///     content.textProperties.color = textColor.resolve(for: state)
///     cell.contentConfiguration = content
/// }
/// ```
///
/// Rules are data, so two state-aware values with the same default and rules are equal —
/// the property Flutter needed `WidgetStateMapper` for — and comparing them takes time linear in
/// their rules. It works for any `Hashable` value:
/// colours, fonts, transformers, insets, Booleans. The library's style tables are built from
/// them.
public struct StateAwareValue<Value: Hashable & Sendable>: Hashable, Sendable {
    /// One rule: when ``predicate`` holds, the value is ``value``.
    public struct Rule: Hashable, Sendable {
        /// The condition.
        public var predicate: StatePredicate
        /// The value when the condition holds.
        public var value: Value

        /// Creates a rule.
        public init(_ predicate: StatePredicate, _ value: Value) {
            self.predicate = predicate
            self.value = value
        }
    }

    /// The value when no rule matches.
    public var defaultValue: Value
    /// The rules, tried in order.
    public var rules: [Rule]

    /// A value with no rules: `defaultValue` in every state.
    public init(_ defaultValue: Value) {
        self.defaultValue = defaultValue
        self.rules = []
    }

    /// A value with the given rules, tried in order.
    public init(_ defaultValue: Value, rules: [Rule]) {
        self.defaultValue = defaultValue
        self.rules = rules
    }

    /// This value with one more rule, tried after the existing ones.
    ///
    /// - Parameters:
    ///   - predicate: When the rule applies.
    ///   - value: The value then.
    /// - Complexity: O(*r*) for *r* rules, which are copied; building a value of *r* rules by
    ///   chaining calls costs O(*r*²).
    public func when(_ predicate: StatePredicate, _ value: Value) -> StateAwareValue {
        var copy = self
        copy.rules.append(Rule(predicate, value))
        return copy
    }

    /// The value for `state`: the first matching rule's value, else the default.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the rules' predicates (their clauses and
    ///   custom-state conditions), tried in order until one matches: each clause costs a few bit
    ///   operations, plus a dictionary look-up per custom-state condition.
    public func resolve(for state: some ConfigurationState) -> Value {
        if rules.isEmpty { return defaultValue }
        let cell = state.cellConfigurationState
        return resolve(word: PredicateBits.of(cell), cell)
    }

    func resolve(word: UInt32, _ state: CellConfigurationState) -> Value {
        for rule in rules where rule.predicate.matches(word: word, state) { return rule.value }
        return defaultValue
    }
}

extension StateAwareValue: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable { case defaultValue, rules }
    private enum RuleKeys: String, CodingKey, CaseIterable { case when, value }

    /// Encodes `{"defaultValue": …, "rules": [{"when": predicate, "value": …}]}`.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the rules' predicates, plus the cost of
    ///   encoding the default and the rules' values.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(defaultValue, forKey: .defaultValue)
        var array = container.nestedUnkeyedContainer(forKey: .rules)
        for rule in rules {
            var object = array.nestedContainer(keyedBy: RuleKeys.self)
            try object.encode(rule.predicate, forKey: .when)
            try object.encode(rule.value, forKey: .value)
        }
    }

    /// Decodes the form ``encode(to:)`` writes; `rules` may be omitted. A key the value or a
    /// rule does not have is a `DecodingError.dataCorrupted` that names it.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the rules' predicates, plus the cost of
    ///   decoding the default and the rules' values.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "a state-aware value")
        var rules: [Rule] = []
        if container.contains(.rules) {
            var array = try container.nestedUnkeyedContainer(forKey: .rules)
            while !array.isAtEnd {
                let object = try array.superDecoder().checkedContainer(
                    keyedBy: RuleKeys.self, what: "a state-aware rule")
                rules.append(
                    Rule(
                        try object.decode(StatePredicate.self, forKey: .when),
                        try object.decode(Value.self, forKey: .value)))
            }
        }
        self.init(try container.decode(Value.self, forKey: .defaultValue), rules: rules)
    }
}

extension StateAwareValue: CustomStringConvertible {
    /// The rules in order, then the default, for example
    /// `StateAwareValue(disabled: tertiaryLabel; selected || highlighted: #FFFFFF; default: label)`.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the rules' predicates, plus the cost of
    ///   describing the default and the rules' values.
    public var description: String {
        let parts = rules.map { "\($0.predicate): \($0.value)" } + ["default: \(defaultValue)"]
        return "StateAwareValue(\(parts.joined(separator: "; ")))"
    }
}

/// Maps a state word to a dense index over the bits a table reads — bit `i` of the index is
/// the `i`-th lowest bit of the mask — with two reads (one per half of the word) instead of a
/// loop over the bits.
///
/// A class holding raw buffers, so that the style tables' hot paths read it without retaining
/// arrays: it is immutable after `init`, which is why it can be `@unchecked Sendable`.
final class StateIndex: @unchecked Sendable {
    /// The most bits an index covers: 4 096 combinations.
    static let maximumBits = 12
    /// Words must have no bits at or above this one (the trait bits and the internal tint bit
    /// lie below it).
    static let wordBits = 20
    static let lowBits: UInt32 = 10

    /// The bits read, lowest first.
    let bits: [UInt32]
    private let lowMask: UInt32
    private let highMask: UInt32
    private let low: UnsafeMutableBufferPointer<UInt16>
    private let high: UnsafeMutableBufferPointer<UInt16>

    /// An index over the bits of `mask`, or `nil` when it has more than ``maximumBits`` bits or
    /// bits at or above ``wordBits``.
    init?(mask: UInt32) {
        let bits = singleBits(of: mask)
        guard bits.count <= Self.maximumBits, mask >> Self.wordBits == 0 else { return nil }
        self.bits = bits
        lowMask = mask & ((1 << Self.lowBits) - 1)
        highMask = mask >> Self.lowBits
        func table(_ partMask: UInt32, shift: UInt32) -> UnsafeMutableBufferPointer<UInt16> {
            let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: Int(partMask) + 1)
            for part in 0...partMask {
                var index: UInt16 = 0
                let word = part << shift
                for (position, bit) in bits.enumerated() where word & bit != 0 {
                    index |= 1 << position
                }
                buffer.initializeElement(at: Int(part), to: index)
            }
            return buffer
        }
        low = table(lowMask, shift: 0)
        high = table(highMask, shift: Self.lowBits)
    }

    deinit {
        low.deallocate()
        high.deallocate()
    }

    /// How many combinations there are.
    var count: Int { 1 << bits.count }

    /// The bits the index reads, as one mask.
    var mask: UInt32 { bits.reduce(0, |) }

    /// The word that has exactly the bits of combination `index`.
    func word(for index: Int) -> UInt32 {
        var word: UInt32 = 0
        for (position, bit) in bits.enumerated() where index & (1 << position) != 0 { word |= bit }
        return word
    }

    /// The combination of `word`'s bits.
    @inline(__always)
    func callAsFunction(_ word: UInt32) -> Int {
        Int(low[Int(word & lowMask)] | high[Int((word >> Self.lowBits) & highMask)])
    }
}

/// The bits the rules of `source` read, and whether any rule reads a custom state.
func ruleMask<Value>(_ source: StateAwareValue<Value>) -> (mask: UInt32, hasCustom: Bool) {
    var mask: UInt32 = 0
    var hasCustom = false
    for rule in source.rules {
        for clause in rule.predicate.clauses {
            mask |= clause.required | clause.forbidden
            if !clause.custom.isEmpty { hasCustom = true }
        }
    }
    return (mask, hasCustom)
}

/// Values for every combination of an index's bits, in a raw buffer (immutable after `init`,
/// hence `@unchecked Sendable`; `Value` is `Sendable`).
final class StateValues<Value: Sendable>: @unchecked Sendable {
    let index: StateIndex
    private let values: UnsafeMutableBufferPointer<Value>

    init(_ index: StateIndex, _ value: (UInt32) -> Value) {
        self.index = index
        values = .allocate(capacity: index.count)
        for combination in 0..<index.count {
            values.initializeElement(at: combination, to: value(index.word(for: combination)))
        }
    }

    deinit {
        _ = values.deinitialize()
        values.deallocate()
    }

    /// The value for `word`.
    @inline(__always)
    subscript(word: UInt32) -> Value { values[index(word)] }
}

/// A state-aware value compiled for the style tables: the value for every combination of the
/// state bits its rules mention, precomputed once, so that resolving is two small reads and
/// one value copy. Values with custom-state conditions, or mentioning more than 12 bits, keep
/// the rule scan. The result is always the same as `source.resolve`.
final class CompiledStateValue<Value: Hashable & Sendable>: Sendable {
    /// The rules, kept for documentation and for the fallback.
    let source: StateAwareValue<Value>
    /// The precomputed values; `nil` when the rule scan is used.
    let table: StateValues<Value>?

    init(_ source: StateAwareValue<Value>) {
        self.source = source
        let (mask, hasCustom) = ruleMask(source)
        let placeholder = CellConfigurationState()
        table = (hasCustom ? nil : StateIndex(mask: mask)).map { index in
            StateValues(index) { source.resolve(word: $0, placeholder) }
        }
    }

    /// The bits this value reads, or `nil` when it reads custom states or too many bits.
    var mask: UInt32? { table?.index.mask }

    @inline(__always)
    func resolve(word: UInt32, _ state: CellConfigurationState) -> Value {
        guard let table else { return source.resolve(word: word, state) }
        return table[word]
    }
}

/// A value precomputed for every combination of the bits a style table reads — for example the
/// whole configuration a style updates to when nothing is customised — so that updating is one
/// index computation and one copy. `nil` when any part reads custom states (a `nil` mask) or
/// the union has too many bits.
func denseStateTable<Value: Sendable>(masks: [UInt32?], _ value: (UInt32) -> Value)
    -> StateValues<Value>?
{
    var union: UInt32 = 0
    for mask in masks {
        guard let mask else { return nil }
        union |= mask
    }
    return StateIndex(mask: union).map { StateValues($0, value) }
}
