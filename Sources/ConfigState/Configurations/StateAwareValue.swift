/// A value that depends on the configuration state — beyond UIKit, like Flutter's
/// `WidgetStateProperty` and Android's `ColorStateList`: ordered rules, each a
/// ``StatePredicate`` and a value; the **first** rule whose predicate holds wins, and the
/// default applies when none does.
///
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
/// the property Flutter needed `WidgetStateMapper` for. It works for any `Hashable` value:
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
    public func when(_ predicate: StatePredicate, _ value: Value) -> StateAwareValue {
        var copy = self
        copy.rules.append(Rule(predicate, value))
        return copy
    }

    /// The value for `state`: the first matching rule's value, else the default.
    ///
    /// - Complexity: O(rules); each rule costs a few bit operations, plus a dictionary lookup
    ///   per custom-state condition.
    public func resolve(for state: some ConfigurationState) -> Value {
        if rules.isEmpty { return defaultValue }
        let cell = state.cellConfigurationState
        return resolve(word: _Word.of(cell), cell)
    }

    func resolve(word: UInt32, _ state: CellConfigurationState) -> Value {
        for rule in rules where rule.predicate.matches(word: word, state) { return rule.value }
        return defaultValue
    }
}

extension StateAwareValue: Codable where Value: Codable {
    private enum CodingKeys: String, CodingKey { case defaultValue, rules }
    private enum RuleKeys: String, CodingKey { case when, value }

    /// Encodes `{"defaultValue": …, "rules": [{"when": predicate, "value": …}]}`.
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

    /// Decodes the form ``encode(to:)`` writes; `rules` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var rules: [Rule] = []
        if container.contains(.rules) {
            var array = try container.nestedUnkeyedContainer(forKey: .rules)
            while !array.isAtEnd {
                let object = try array.nestedContainer(keyedBy: RuleKeys.self)
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
    public var description: String {
        let parts = rules.map { "\($0.predicate): \($0.value)" } + ["default: \(defaultValue)"]
        return "StateAwareValue(\(parts.joined(separator: "; ")))"
    }
}

/// A state-aware value compiled for the style tables: the value for every combination of the
/// state bits its rules mention, precomputed once, so that resolving is a few bit operations
/// and an array read. Values with custom-state conditions, or mentioning more than 12 bits,
/// keep the rule scan. The result is always the same as `source.resolve`.
struct _CompiledStateValue<Value: Hashable & Sendable>: Sendable {
    /// The rules, kept for documentation and for the fallback.
    let source: StateAwareValue<Value>
    /// The state bits the rules read, lowest first.
    let bits: [UInt32]
    /// `values[i]` is the value when the bits whose positions are set in `i` are set.
    let values: [Value]
    let usesRuleScan: Bool

    init(_ source: StateAwareValue<Value>) {
        self.source = source
        var mask: UInt32 = 0
        var hasCustom = false
        for rule in source.rules {
            for clause in rule.predicate.clauses {
                mask |= clause.required | clause.forbidden
                if !clause.custom.isEmpty { hasCustom = true }
            }
        }
        let bits = _bits(of: mask)
        self.bits = bits
        if hasCustom || bits.count > 12 {
            usesRuleScan = true
            values = []
        } else {
            usesRuleScan = false
            let placeholder = CellConfigurationState()
            values = (0..<(1 << bits.count)).map { index in
                var word: UInt32 = 0
                for (position, bit) in bits.enumerated() where index & (1 << position) != 0 {
                    word |= bit
                }
                return source.resolve(word: word, placeholder)
            }
        }
    }

    func resolve(word: UInt32, _ state: CellConfigurationState) -> Value {
        if usesRuleScan { return source.resolve(word: word, state) }
        var index = 0
        var position = 0
        while position < bits.count {
            if word & bits[position] != 0 { index |= 1 << position }
            position += 1
        }
        return values[index]
    }
}
