import ConfigState
import Foundation

extension StateWord {
    /// The words that describe `state`'s built-in flags and drag and drop states, in the
    /// order of ``StateWord``.
    static func words(of state: CellConfigurationState) -> [StateWord] {
        allCases.filter { word in
            switch word {
            case .highlighted: return state.isHighlighted
            case .selected: return state.isSelected
            case .disabled: return state.isDisabled
            case .focused: return state.isFocused
            case .pinned: return state.isPinned
            case .editing: return state.isEditing
            case .swiped: return state.isSwiped
            case .expanded: return state.isExpanded
            case .reordering: return state.isReordering
            case .lifting: return state.cellDragState == .lifting
            case .dragging: return state.cellDragState == .dragging
            case .notTargeted: return state.cellDropState == .notTargeted
            case .targeted: return state.cellDropState == .targeted
            }
        }
    }

    /// `normal`, or the words joined with `+`.
    static func name(of state: CellConfigurationState) -> String {
        let words = words(of: state)
        return words.isEmpty ? "normal" : words.map(\.rawValue).joined(separator: "+")
    }
}

/// The contrast audit: every style context in every combination of the nine built-in flags
/// and the drag and drop states (4 608 states), in each of the four appearances — the same
/// walk as the library's style walk test.
///
/// Updating the configurations is cheap; resolving and measuring colours is not. So the walk
/// groups states by what decides the verdict — the unresolved text colour, the unresolved
/// fill and the fidelity case — and measures each distinct group once per context and
/// appearance. Contexts are independent, so they are walked in parallel.
struct Audit: Sendable {
    /// One distinct shortfall: a text colour on a background, in one appearance, under one
    /// verdict, with the number of combinations that show it and the contexts they are in.
    struct Case: AuditShortfall, Sendable, Hashable {
        /// `nil` for a real failure, else the UIKit-fidelity case.
        var fidelity: FidelityCase?
        /// The appearance.
        var appearance: Appearance
        /// The text colour as the configuration names it.
        var textName: String
        /// The background fill as the configuration names it.
        var backgroundName: String
        /// The figures.
        var measurement: ContrastMeasurement
        /// How many combinations show it.
        var combinations: Int
        /// The identifiers of the contexts it appears in, in context order.
        var contexts: [String]
        /// One state that shows it.
        var exampleState: String
        /// The first context it appears in, for `resolve`.
        var exampleContext: StyleContext
    }

    /// The figures of one context or of all: ``AuditTally`` over the list styles' cases.
    typealias Tally = AuditTally<FidelityCase>

    /// The WCAG threshold.
    var threshold: Double
    /// The contexts walked.
    var contexts: [StyleContext]
    /// States per context and appearance (4 608).
    var statesPerAppearance: Int
    /// The figures of each context, in context order.
    var tallies: [Tally]
    /// The figures of all contexts together.
    var total: Tally
    /// The distinct shortfalls, real failures first, then by fidelity case, appearance and
    /// ratio.
    var cases: [Case]
    /// The button styles' audit, when it was run (`configstate audit` runs it after the list
    /// styles').
    var buttons: ButtonAudit?

    /// Combinations checked, below the threshold, in a UIKit-fidelity case and real failures,
    /// over the list styles and the buttons together.
    var overall: (checked: Int, below: Int, fidelity: Int, failures: Int) {
        (
            total.checked + (buttons?.total.checked ?? 0),
            total.below + (buttons?.total.below ?? 0),
            total.fidelityTotal + (buttons?.total.fidelityTotal ?? 0),
            total.failures + (buttons?.total.failures ?? 0)
        )
    }

    /// Every combination of the built-in flags and the drag and drop states, in `traits`.
    static func everyState(in traits: TraitCollection) -> [CellConfigurationState] {
        let flags: [WritableKeyPath<CellConfigurationState, Bool>] = [
            \.isHighlighted, \.isSelected, \.isDisabled, \.isFocused, \.isPinned, \.isEditing,
            \.isSwiped, \.isExpanded, \.isReordering,
        ]
        var states: [CellConfigurationState] = []
        states.reserveCapacity((1 << flags.count) * 9)
        for bits in 0..<(1 << flags.count) {
            var base = CellConfigurationState(traitCollection: traits)
            for (index, flag) in flags.enumerated() where bits & (1 << index) != 0 {
                base[keyPath: flag] = true
            }
            for drag in CellConfigurationState.DragState.allCases {
                for drop in CellConfigurationState.DropState.allCases {
                    var state = base
                    state.cellDragState = drag
                    state.cellDropState = drop
                    states.append(state)
                }
            }
        }
        return states
    }

    /// Runs the audit over `contexts` at `threshold`, calling `contextWalked` (from any
    /// thread) as each context's walk finishes.
    init(
        contexts: [StyleContext] = StyleContext.all, threshold: Double,
        contextWalked: (@Sendable () -> Void)? = nil
    ) {
        self.threshold = threshold
        self.contexts = contexts
        self.statesPerAppearance = Self.everyState(in: TraitCollection()).count
        // The cached walks of every context serve runs that are not watched.
        let walks =
            contexts == StyleContext.all && contextWalked == nil
            ? Self.defaultWalks : Self.walk(contexts, contextWalked: contextWalked)
        var tallies: [Tally] = []
        var total = Tally()
        // Distinct cases across contexts, in first-seen order, keeping the first example.
        var order: [CaseKey] = []
        var merged: [CaseKey: Case] = [:]
        for (context, walk) in zip(contexts, walks) {
            var tally = Tally()
            for (appearance, groups) in zip(Appearance.all, walk.groups) {
                tally.checked += statesPerAppearance
                for group in groups {
                    let verdict = ContrastVerdict(
                        ratio: group.measurement.wcag, threshold: threshold,
                        fidelity: group.fidelity)
                    switch verdict {
                    case .pass: continue
                    case .fidelity(let kind): tally.fidelity[kind, default: 0] += group.count
                    case .failure, .buttonFidelity: tally.failures += group.count
                    }
                    tally.below += group.count
                    let item = Case(
                        fidelity: verdict == .failure ? nil : group.fidelity,
                        appearance: appearance, textName: group.textName,
                        backgroundName: group.fillName, measurement: group.measurement,
                        combinations: group.count, contexts: [context.identifier],
                        exampleState: group.exampleState, exampleContext: context)
                    let key = CaseKey(item)
                    if var existing = merged[key] {
                        existing.combinations += group.count
                        if existing.contexts.last != context.identifier {
                            existing.contexts.append(context.identifier)
                        }
                        merged[key] = existing
                    } else {
                        order.append(key)
                        merged[key] = item
                    }
                }
            }
            tallies.append(tally)
            total += tally
        }
        self.tallies = tallies
        self.total = total
        func rank(_ item: Case) -> (Int, Int, Double, String, String, String) {
            let kind = item.fidelity.map { FidelityCase.allCases.firstIndex(of: $0)! + 1 } ?? 0
            let appearance = Appearance.all.firstIndex(of: item.appearance) ?? 0
            return (
                kind, appearance, item.measurement.wcag, item.textName, item.backgroundName,
                item.measurement.background.hexString
            )
        }
        cases = order.map { merged[$0]! }.sorted { rank($0) < rank($1) }
    }

    /// States of one context and appearance that share a text colour, a fill and a fidelity
    /// case, and so a verdict at any threshold.
    struct Group: Sendable {
        var textName: String
        var fillName: String
        var fidelity: FidelityCase?
        var measurement: ContrastMeasurement
        var count: Int
        var exampleState: String
    }

    /// One context's groups, one list per appearance (in the order of ``Appearance/all``).
    struct Walk: Sendable {
        var groups: [[Group]]
    }

    /// What decides a verdict, before resolution.
    private struct GroupKey: Hashable {
        var text: Color
        var fill: Color
        var fidelity: FidelityCase?
    }

    /// What makes two shortfalls the same case.
    private struct CaseKey: Hashable {
        var fidelity: FidelityCase?
        var appearance: String
        var textName: String
        var backgroundName: String
        var text: Color.Resolved
        var background: Color.Resolved

        init(_ item: Case) {
            fidelity = item.fidelity
            appearance = item.appearance.name
            textName = item.textName
            backgroundName = item.backgroundName
            text = item.measurement.text
            background = item.measurement.background
        }
    }

    /// The walk of every context in ``StyleContext/all``, done once per process: it does not
    /// depend on the threshold, so every audit of the default contexts shares it.
    private static let defaultWalks = walk(StyleContext.all)

    /// Walks `contexts`, in parallel.
    private static func walk(
        _ contexts: [StyleContext], contextWalked: (@Sendable () -> Void)? = nil
    ) -> [Walk] {
        let results = ParallelResults<Walk>(count: contexts.count)
        DispatchQueue.concurrentPerform(iterations: contexts.count) { index in
            results[index] = walk(contexts[index])
            contextWalked?()
        }
        return results.values
    }

    /// Walks one context in every state and appearance.
    private static func walk(_ context: StyleContext) -> Walk {
        let content = context.content
        let background = context.background
        var walk = Walk(groups: [])
        for appearance in Appearance.all {
            let traits = appearance.traits(in: context.environment)
            let environment = traits.colorEnvironment
            let tint = traits.tintColor
            let list = traits.listEnvironment.backgroundColor.resolve(in: environment)
            // Groups in first-seen order, so that the report is the same from run to run.
            var keys: [GroupKey] = []
            var counts: [Int] = []
            var examples: [CellConfigurationState] = []
            var indices: [GroupKey: Int] = [:]
            for state in everyState(in: traits) {
                // As a host does: content learns whether its actual background is the tint.
                let updatedBackground = background.updated(for: state)
                var contentState = state
                contentState.backgroundUsesTintColor = updatedBackground.backgroundColor == nil
                let updatedContent = content.updated(for: contentState)
                let key = GroupKey(
                    text: updatedContent.textProperties.resolvedColor(),
                    fill: updatedBackground.resolvedBackgroundColor(for: tint),
                    fidelity: FidelityCase.classify(
                        content: updatedContent, background: updatedBackground, state: state))
                if let index = indices[key] {
                    counts[index] += 1
                } else {
                    indices[key] = keys.count
                    keys.append(key)
                    counts.append(1)
                    examples.append(state)
                }
            }
            walk.groups.append(
                keys.indices.map { index in
                    let key = keys[index]
                    return Group(
                        textName: key.text.description, fillName: key.fill.description,
                        fidelity: key.fidelity,
                        measurement: ContrastMeasurement(
                            text: key.text.resolve(in: environment),
                            fill: key.fill.resolve(in: environment), list: list),
                        count: counts[index], exampleState: StateWord.name(of: examples[index]))
                })
        }
        return walk
    }
}

/// Results written by parallel iterations, one slot each, read after they all finish.
private final class ParallelResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    /// Every slot's value; call after every iteration has written its own.
    var values: [Value] { lock.withLock { slots.map { $0! } } }
}

/// A documented UIKit-fidelity case of an audit: a name, a one-line summary and the reference's
/// words it is traced to.
protocol CitedFidelityCase: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// One line on what the case is.
    var summary: String { get }
    /// The reference's words the case is traced to.
    var citation: String { get }
}

/// One distinct shortfall of an audit — a text colour on a background, in one appearance,
/// under one verdict — as the list styles' ``Audit/Case`` and the buttons'
/// ``ButtonAudit/Case`` both are: what their text tables and their JSON share.
protocol AuditShortfall {
    associatedtype Fidelity: CitedFidelityCase
    /// `nil` for a real failure, else the UIKit-fidelity case.
    var fidelity: Fidelity? { get }
    /// The appearance.
    var appearance: Appearance { get }
    /// The text colour as the configuration names it.
    var textName: String { get }
    /// The background as the configuration names it.
    var backgroundName: String { get }
    /// The figures.
    var measurement: ContrastMeasurement { get }
    /// How many combinations show it.
    var combinations: Int { get }
}

/// The figures of an audit, or of one part of it: combinations checked, below the threshold,
/// below it in each UIKit-fidelity case, and real failures.
struct AuditTally<Case: CitedFidelityCase>: Sendable, Hashable {
    /// Combinations checked.
    var checked = 0
    /// Combinations below the threshold.
    var below = 0
    /// Combinations below the threshold in each UIKit-fidelity case.
    var fidelity: [Case: Int] = [:]
    /// Combinations below the threshold that are no documented case.
    var failures = 0

    /// Combinations below the threshold in any UIKit-fidelity case.
    var fidelityTotal: Int { fidelity.values.reduce(0, +) }

    static func += (total: inout AuditTally, part: AuditTally) {
        total.checked += part.checked
        total.below += part.below
        total.failures += part.failures
        total.fidelity.merge(part.fidelity, uniquingKeysWith: +)
    }
}
