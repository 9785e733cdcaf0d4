/// A condition on a configuration state — beyond UIKit — for state-aware values and style
/// tables: built-in flags, drag and drop states, a few traits and Boolean custom states,
/// combined with `&&`, `||` and `!`.
///
/// <!-- snippet: SymbolDocs/DocStatePredicate -->
/// ```swift
/// let pressedButNotDisabled: StatePredicate = .highlighted && !.disabled
/// let active: StatePredicate = .selected || .dropTargeted
/// let archived: StatePredicate = .custom(.isArchived)
/// ```
///
/// A predicate is stored in disjunctive normal form: a list of clauses, each a set of
/// conditions that must hold and a set that must not. Built-in conditions compile to two bit
/// masks per clause, so testing a state is a few machine instructions; custom-state
/// conditions are checked by key. Equality compares that normal form, so predicates written
/// the same way are equal; logically equivalent predicates written differently may not be.
/// Comparing and hashing take time linear in the size of the predicate: its clauses and their
/// conditions.
public struct StatePredicate: Hashable, Sendable {
    /// A Boolean custom state compared with an expected value; a missing or non-Boolean value
    /// reads as `defaultValue`.
    struct CustomCondition: Hashable, Sendable {
        var key: ConfigurationStateCustomKey
        var expected: Bool
        var defaultValue: Bool

        func holds(in state: CellConfigurationState) -> Bool {
            ((state[key] as? Bool) ?? defaultValue) == expected
        }

        var negated: CustomCondition {
            CustomCondition(key: key, expected: !expected, defaultValue: defaultValue)
        }
    }

    struct Clause: Hashable, Sendable {
        var required: UInt32 = 0
        var forbidden: UInt32 = 0
        var custom: [CustomCondition] = []

        var isContradictory: Bool {
            if required & forbidden != 0 { return true }
            // Short lists (every predicate written in code) compare pairwise without
            // allocating; long ones, which only a decoded document holds, use a set so that a
            // hostile document costs linear time, not quadratic.
            if custom.count <= 16 { return custom.contains { custom.contains($0.negated) } }
            let conditions = Set(custom)
            return custom.contains { conditions.contains($0.negated) }
        }

        func matches(_ word: UInt32, _ state: CellConfigurationState) -> Bool {
            guard word & required == required, word & forbidden == 0 else { return false }
            for condition in custom where !condition.holds(in: state) { return false }
            return true
        }
    }

    /// Alternatives; the predicate holds when any clause does. Empty means never.
    var clauses: [Clause]

    init(clauses: [Clause]) { self.clauses = clauses }

    init(bit: UInt32) { self.init(clauses: [Clause(required: bit)]) }

    init(flag: StateFlag) { self.init(bit: UInt32(flag.mask)) }

    /// Holds for every state (Flutter's `WidgetState.any`).
    public static let always = StatePredicate(clauses: [Clause()])
    /// Holds for no state.
    public static let never = StatePredicate(clauses: [])

    /// The state is highlighted.
    public static let highlighted = StatePredicate(flag: .highlighted)
    /// The state is selected.
    public static let selected = StatePredicate(flag: .selected)
    /// The state is disabled.
    public static let disabled = StatePredicate(flag: .disabled)
    /// The state is focused.
    public static let focused = StatePredicate(flag: .focused)
    /// The view is pinned.
    public static let pinned = StatePredicate(flag: .pinned)
    /// The cell is editing.
    public static let editing = StatePredicate(flag: .editing)
    /// The cell is swiped.
    public static let swiped = StatePredicate(flag: .swiped)
    /// The cell is expanded.
    public static let expanded = StatePredicate(flag: .expanded)
    /// The cell is reordering.
    public static let reordering = StatePredicate(flag: .reordering)
    /// The cell is being lifted for a drag (``CellConfigurationState/DragState/lifting``).
    public static let dragLifting = StatePredicate(flag: .dragLifting)
    /// The cell is part of an active drag (``CellConfigurationState/DragState/dragging``).
    public static let dragging = StatePredicate(flag: .dragging)
    /// A drop session is active but this cell is not its target
    /// (``CellConfigurationState/DropState/notTargeted``).
    public static let dropNotTargeted = StatePredicate(flag: .dropNotTargeted)
    /// The cell is the drop target (``CellConfigurationState/DropState/targeted``).
    public static let dropTargeted = StatePredicate(flag: .dropTargeted)
    /// The traits are dark.
    public static let dark = StatePredicate(bit: PredicateBits.dark)
    /// The traits ask for high contrast.
    public static let highContrast = StatePredicate(bit: PredicateBits.highContrast)
    /// The traits are at the elevated level.
    public static let elevated = StatePredicate(bit: PredicateBits.elevated)
    /// The preferred content size is one of the accessibility sizes (AX1…AX5).
    public static let accessibilityContentSize = StatePredicate(
        bit: PredicateBits.accessibilitySize)
    /// The layout direction is right to left.
    public static let rightToLeft = StatePredicate(bit: PredicateBits.rightToLeft)

    /// A Boolean custom state is `true`; a missing or non-Boolean value counts as `false`.
    public static func custom(_ key: ConfigurationStateCustomKey) -> StatePredicate {
        StatePredicate(
            clauses: [
                Clause(custom: [CustomCondition(key: key, expected: true, defaultValue: false)])
            ])
    }

    /// A typed Boolean custom state is `true`, reading the key's default when it is unset.
    public static func custom(_ key: CustomStateKey<Bool>) -> StatePredicate {
        StatePredicate(
            clauses: [
                Clause(custom: [
                    CustomCondition(key: key.key, expected: true, defaultValue: key.defaultValue)
                ])
            ])
    }

    /// Both predicates hold.
    ///
    /// - Complexity: O((*a*·*b*)²·*c* + *a*·*b*·*c*²) for *a* and *b* clauses, where *c* is one
    ///   more than the most custom-state conditions in a clause: each of the *a*·*b* merged clauses
    ///   is built in O(*c*²) and compared with the clauses kept so far.
    public static func && (lhs: StatePredicate, rhs: StatePredicate) -> StatePredicate {
        var clauses: [Clause] = []
        for left in lhs.clauses {
            for right in rhs.clauses {
                let clause = Clause(
                    required: left.required | right.required,
                    forbidden: left.forbidden | right.forbidden,
                    custom: left.custom + right.custom.filter { !left.custom.contains($0) })
                if !clause.isContradictory && !clauses.contains(clause) { clauses.append(clause) }
            }
        }
        return StatePredicate(clauses: clauses)
    }

    /// Either predicate holds.
    ///
    /// - Complexity: O((*a* + *b*)·*b*·*c*) for *a* and *b* clauses, where *c* is one more than the
    ///   most custom-state conditions in a clause: each clause of `rhs` is compared with the
    ///   clauses kept so far.
    public static func || (lhs: StatePredicate, rhs: StatePredicate) -> StatePredicate {
        var clauses = lhs.clauses
        for clause in rhs.clauses where !clauses.contains(clause) { clauses.append(clause) }
        return StatePredicate(clauses: clauses)
    }

    /// The predicate does not hold.
    ///
    /// The result is in the same normal form (an OR of ANDs), so negation multiplies out: the
    /// negation of n clauses of k conditions each can have up to kⁿ clauses before duplicates
    /// and contradictions are dropped. Negate small predicates — a state word or two, as the
    /// built-in style tables do — rather than large disjunctions. Decoded predicates are never
    /// negated, so a hostile document cannot trigger the blow-up.
    ///
    /// - Complexity: Exponential in the worst case: for *n* clauses of up to *k* conditions each,
    ///   the result can have *k*ⁿ clauses, and each of the *n* steps combines them with `&&`.
    public static prefix func ! (predicate: StatePredicate) -> StatePredicate {
        // De Morgan: ¬(c₁ ∨ c₂ …) = ¬c₁ ∧ ¬c₂ …, and ¬c is the disjunction of its negated
        // literals.
        var result = StatePredicate.always
        for clause in predicate.clauses {
            var negated: [Clause] = []
            for bit in singleBits(of: clause.required) { negated.append(Clause(forbidden: bit)) }
            for bit in singleBits(of: clause.forbidden) { negated.append(Clause(required: bit)) }
            for condition in clause.custom { negated.append(Clause(custom: [condition.negated])) }
            result = result && StatePredicate(clauses: negated)
        }
        return result
    }

    /// Whether the predicate holds for `state`.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the predicate: its clauses, each a few bit
    ///   operations, and its custom-state conditions, each a dictionary look-up.
    public func matches(_ state: some ConfigurationState) -> Bool {
        let cell = state.cellConfigurationState
        return matches(word: PredicateBits.of(cell), cell)
    }

    func matches(word: UInt32, _ state: CellConfigurationState) -> Bool {
        for clause in clauses where clause.matches(word, state) { return true }
        return false
    }
}

enum PredicateBits {
    static let dark: UInt32 = 1 << 13
    static let highContrast: UInt32 = 1 << 14
    static let elevated: UInt32 = 1 << 15
    static let accessibilitySize: UInt32 = 1 << 16
    static let rightToLeft: UInt32 = 1 << 17

    /// The names of the bits, in bit order, for descriptions.
    static let names: [(UInt32, String)] =
        StateFlag.allCases.map { (UInt32($0.mask), $0.name) } + [
            (dark, "dark"), (highContrast, "highContrast"), (elevated, "elevated"),
            (accessibilitySize, "accessibilityContentSize"), (rightToLeft, "rightToLeft"),
        ]

    /// The word for a state.
    static func of(_ state: CellConfigurationState) -> UInt32 {
        // The state keeps its flags and drag and drop states in the word's bits.
        var word = UInt32(state.bits.rawValue & StateFlag.allMask)
        let traits = state.traitCollection
        if traits.userInterfaceStyle == .dark { word |= dark }
        if traits.accessibilityContrast == .high { word |= highContrast }
        if traits.userInterfaceLevel == .elevated { word |= elevated }
        if traits.preferredContentSizeCategory.isAccessibilityCategory { word |= accessibilitySize }
        if traits.layoutDirection == .rightToLeft { word |= rightToLeft }
        return word
    }
}

extension StatePredicate: CustomStringConvertible {
    /// The normal form as an expression, for example `selected && !disabled || highlighted`;
    /// `always` and `never` for the constants.
    ///
    /// - Complexity: O(*p*), where *p* is the size of the predicate: its clauses and their
    ///   conditions.
    public var description: String {
        if clauses.isEmpty { return "never" }
        return clauses.map { clause -> String in
            var literals: [String] = []
            for (bit, name) in PredicateBits.names {
                if clause.required & bit != 0 { literals.append(name) }
                if clause.forbidden & bit != 0 { literals.append("!" + name) }
            }
            for condition in clause.custom {
                literals.append(
                    (condition.expected ? "" : "!") + "custom(\(condition.key.rawValue))")
            }
            return literals.isEmpty ? "always" : literals.joined(separator: " && ")
        }.joined(separator: " || ")
    }
}
