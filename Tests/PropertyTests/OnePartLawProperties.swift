import ConfigState
import ConfigStateTesting
import Foundation
import Testing

// Equality and hashing must see every part of a value (SPEC §4). The realistic bugs are a
// `hash(into:)` that skips one part (a state hashing its flags but not its traits) and an
// `==` that skips one flag: both keep every law about equal values (reflexivity, equal values
// hashing equal), so only values that differ in exactly one part catch them. Each property
// below draws a value and the index of a mutator — each mutator changes exactly one public
// part to a different value — and requires the mutated copy to be unequal with a different
// hash, while an unmutated copy stays equal with an equal hash. The mutator tables are written
// from the types' documented public properties, not from their `==` or `hash(into:)`, so they
// are an oracle independent of the code under test; a tally proves every mutator ran.

/// A change to exactly one part of a value.
struct OnePartMutator<Value>: Sendable {
    /// The part, as the tally and a failure name it.
    var name: String
    /// Run on the original before the comparison, changing no part: a styled property is
    /// assigned its own value, so that it is customised in both values and only its value
    /// differs afterwards.
    var prepare: @Sendable (inout Value) -> Void = { _ in }
    /// Changes the part to a different value.
    var apply: @Sendable (inout Value) -> Void

    init(_ name: String, apply: @escaping @Sendable (inout Value) -> Void) {
        self.name = name
        self.apply = apply
    }

    init(
        _ name: String, prepare: @escaping @Sendable (inout Value) -> Void,
        apply: @escaping @Sendable (inout Value) -> Void
    ) {
        self.name = name
        self.prepare = prepare
        self.apply = apply
    }

    /// The same change, made to the part of a larger value at `path`.
    func lifted<Whole>(_ prefix: String, _ path: WritableKeyPath<Whole, Value> & Sendable)
        -> OnePartMutator<Whole>
    {
        let apply = self.apply
        let prepare = self.prepare
        return OnePartMutator<Whole>(
            "\(prefix).\(name)", prepare: { prepare(&$0[keyPath: path]) },
            apply: { apply(&$0[keyPath: path]) })
    }
}

/// `first`, unless `value` is already `first`: then `second`. Different from `value` whenever
/// `first != second`.
private func other<Value: Equatable>(_ value: Value, _ first: Value, _ second: Value) -> Value {
    value == first ? second : first
}

/// The case after `value`, wrapping round.
private func nextCase<Value: CaseIterable & Equatable>(_ value: Value) -> Value {
    let cases = Array(Value.allCases)
    let index = cases.firstIndex(of: value)!
    return cases[(index + 1) % cases.count]
}

// MARK: - Mutator tables

/// Every public field of a trait collection (its documented initializer's parameters).
let traitMutators: [OnePartMutator<TraitCollection>] = [
    .init("userInterfaceStyle") { $0.userInterfaceStyle = nextCase($0.userInterfaceStyle) },
    .init("accessibilityContrast") {
        $0.accessibilityContrast = nextCase($0.accessibilityContrast)
    },
    .init("userInterfaceLevel") { $0.userInterfaceLevel = nextCase($0.userInterfaceLevel) },
    .init("userInterfaceIdiom") { $0.userInterfaceIdiom = nextCase($0.userInterfaceIdiom) },
    .init("preferredContentSizeCategory") {
        $0.preferredContentSizeCategory = nextCase($0.preferredContentSizeCategory)
    },
    .init("layoutDirection") { $0.layoutDirection = nextCase($0.layoutDirection) },
    .init("horizontalSizeClass") { $0.horizontalSizeClass = nextCase($0.horizontalSizeClass) },
    .init("verticalSizeClass") { $0.verticalSizeClass = nextCase($0.verticalSizeClass) },
    .init("legibilityWeight") { $0.legibilityWeight = nextCase($0.legibilityWeight) },
    .init("displayScale") { $0.displayScale = other($0.displayScale, 2, 3) },
    .init("listEnvironment") { $0.listEnvironment = nextCase($0.listEnvironment) },
    .init("accentColor") { $0.accentColor = other($0.accentColor, .systemRed, .systemGreen) },
    .init("tintColor") { $0.tintColor = other($0.tintColor, .systemPink, .systemTeal) },
]

extension ConfigurationStateCustomKey {
    /// A key no generated state holds.
    fileprivate static let onePartExtra = ConfigurationStateCustomKey("com.example.onePartExtra")
    /// The untyped key under which ``CustomStateKey/unreadCount`` stores its integer.
    fileprivate static let unreadCountUntyped = ConfigurationStateCustomKey(
        "com.example.unreadCount")
}

/// The parts every configuration state has: the trait collection (each field separately),
/// the custom states (each of the app's keys, a key the state lacks, a value of another type)
/// and whether the background uses the tint colour.
func sharedStateMutators<State: ConfigurationState>(
    backgroundUsesTintColor: WritableKeyPath<State, Bool?> & Sendable
) -> [OnePartMutator<State>] {
    let traits = traitMutators.map { $0.lifted("traitCollection", \State.traitCollection) }
    let custom: [OnePartMutator<State>] = [
        .init("custom.isArchived") { $0[.isArchived] = !$0[.isArchived] },
        .init("custom.unreadCount") { $0[.unreadCount] = $0[.unreadCount] + 1 },
        .init("custom.archiveReason") {
            switch $0[.archiveReason] {
            case nil: $0[.archiveReason] = .spam
            case .spam: $0[.archiveReason] = .old
            case .old: $0[.archiveReason] = .duplicate
            case .duplicate: $0[.archiveReason] = nil
            }
        },
        .init("custom.label") {
            $0[.label] = other($0[.label], AnyHashable("x"), AnyHashable("y"))
        },
        .init("custom.progress") {
            // Outside the generated 0…1, so always a different value.
            $0[.progress] = AnyHashable((($0[.progress]?.base as? Double) ?? 0) + 2)
        },
        .init("custom.newKey") {
            $0[.onePartExtra] = $0[.onePartExtra] == nil ? AnyHashable(true) : nil
        },
        .init("custom.sameNumberOtherType") {
            // The typed key stores an `Int`; the same number as a `Double` is another value
            // (`AnyHashable` alone would call 1 and 1.0 equal).
            $0[.unreadCountUntyped] = AnyHashable(Double($0[.unreadCount]))
        },
    ]
    let tint: OnePartMutator<State> = .init("backgroundUsesTintColor") {
        switch $0[keyPath: backgroundUsesTintColor] {
        case nil: $0[keyPath: backgroundUsesTintColor] = true
        case true: $0[keyPath: backgroundUsesTintColor] = false
        case false: $0[keyPath: backgroundUsesTintColor] = nil
        }
    }
    return traits + custom + [tint]
}

/// Every public part of a cell state.
let cellStateMutators: [OnePartMutator<CellConfigurationState>] =
    [
        .init("isHighlighted") { $0.isHighlighted.toggle() },
        .init("isSelected") { $0.isSelected.toggle() },
        .init("isDisabled") { $0.isDisabled.toggle() },
        .init("isFocused") { $0.isFocused.toggle() },
        .init("isPinned") { $0.isPinned.toggle() },
        .init("isEditing") { $0.isEditing.toggle() },
        .init("isSwiped") { $0.isSwiped.toggle() },
        .init("isExpanded") { $0.isExpanded.toggle() },
        .init("isReordering") { $0.isReordering.toggle() },
        .init("cellDragState") { $0.cellDragState = nextCase($0.cellDragState) },
        .init("cellDropState") { $0.cellDropState = nextCase($0.cellDropState) },
    ]
    + sharedStateMutators(backgroundUsesTintColor: \CellConfigurationState.backgroundUsesTintColor)

/// Every public part of a view state.
let viewStateMutators: [OnePartMutator<ViewConfigurationState>] =
    [
        .init("isHighlighted") { $0.isHighlighted.toggle() },
        .init("isSelected") { $0.isSelected.toggle() },
        .init("isDisabled") { $0.isDisabled.toggle() },
        .init("isFocused") { $0.isFocused.toggle() },
        .init("isPinned") { $0.isPinned.toggle() },
    ]
    + sharedStateMutators(backgroundUsesTintColor: \ViewConfigurationState.backgroundUsesTintColor)

/// A styled property changed alone: customised (at its own value) in both values first.
private func styled<Value, Part: Equatable>(
    _ name: String, _ path: WritableKeyPath<Value, Part> & Sendable, _ first: Part,
    _ second: Part
) -> OnePartMutator<Value> where Part: Sendable {
    OnePartMutator(
        name, prepare: { $0[keyPath: path] = $0[keyPath: path] },
        apply: { $0[keyPath: path] = other($0[keyPath: path], first, second) })
}

/// The content and a representative set of the styled properties at every level.
let listContentMutators: [OnePartMutator<ListContentConfiguration>] = [
    .init("text") { $0.text = other($0.text, "α", "β") },
    .init("secondaryText") { $0.secondaryText = other($0.secondaryText, "α", "β") },
    styled(
        "axesPreservingSuperviewLayoutMargins", \.axesPreservingSuperviewLayoutMargins,
        .both, .vertical),
    styled(
        "directionalLayoutMargins", \.directionalLayoutMargins,
        DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
        DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)),
    OnePartMutator(
        "prefersSideBySideTextAndSecondaryText",
        prepare: {
            $0.prefersSideBySideTextAndSecondaryText = $0.prefersSideBySideTextAndSecondaryText
        },
        apply: { $0.prefersSideBySideTextAndSecondaryText.toggle() }),
    styled("imageToTextPadding", \.imageToTextPadding, 4, 5),
    styled("textToSecondaryTextHorizontalPadding", \.textToSecondaryTextHorizontalPadding, 4, 5),
    styled("textToSecondaryTextVerticalPadding", \.textToSecondaryTextVerticalPadding, 4, 5),
    styled("alpha", \.alpha, 0.5, 0.25),
    styled("textProperties.font", \.textProperties.font, .title1, .caption2),
    styled("textProperties.color", \.textProperties.color, .systemPink, .systemTeal),
    styled(
        "textProperties.colorTransformer", \.textProperties.colorTransformer, .grayscale,
        .inverted),
    styled("textProperties.alignment", \.textProperties.alignment, .center, .justified),
    styled("textProperties.numberOfLines", \.textProperties.numberOfLines, 2, 3),
    styled("textProperties.minimumScaleFactor", \.textProperties.minimumScaleFactor, 0.5, 0.75),
    styled("textProperties.transform", \.textProperties.transform, .uppercase, .lowercase),
    styled("secondaryTextProperties.font", \.secondaryTextProperties.font, .title1, .caption2),
    styled(
        "secondaryTextProperties.color", \.secondaryTextProperties.color, .systemPink,
        .systemTeal),
    styled("imageProperties.tintColor", \.imageProperties.tintColor, .systemMint, .systemIndigo),
    styled("imageProperties.cornerRadius", \.imageProperties.cornerRadius, 4, 5),
    styled(
        "imageProperties.maximumSize", \.imageProperties.maximumSize,
        CGSize(width: 10, height: 10), CGSize(width: 20, height: 20)),
    styled("imageProperties.strokeWidth", \.imageProperties.strokeWidth, 1, 2),
]

/// A representative set of a background's styled properties.
let backgroundMutators: [OnePartMutator<BackgroundConfiguration>] = [
    styled("backgroundColor", \.backgroundColor, .systemPink, .systemTeal),
    styled("backgroundColorTransformer", \.backgroundColorTransformer, .grayscale, .inverted),
    styled("cornerRadius", \.cornerRadius, 4, 5),
    styled(
        "backgroundInsets", \.backgroundInsets,
        DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
        DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)),
    styled(
        "edgesAddingLayoutMarginsToBackgroundInsets",
        \.edgesAddingLayoutMarginsToBackgroundInsets, .top, .bottom),
    styled("visualEffect", \.visualEffect, .blurRadius(2), .blurRadius(3)),
    OnePartMutator(
        "imageContentMode", prepare: { $0.imageContentMode = $0.imageContentMode },
        apply: { $0.imageContentMode = nextCase($0.imageContentMode) }),
    styled("strokeColor", \.strokeColor, .systemPink, .systemTeal),
    styled("strokeWidth", \.strokeWidth, 1, 2),
    styled("strokeOutset", \.strokeOutset, 1, 2),
    OnePartMutator(
        "shadowProperties", prepare: { $0.shadowProperties = $0.shadowProperties },
        apply: {
            $0.shadowProperties.color = other($0.shadowProperties.color, .systemRed, .systemBlue)
        }),
]

// MARK: - The law

/// Runs the one-part law over `values` and `mutators`: for a value (prepared by the mutator)
/// and its mutated copy, `!=` and different hashes; for an unmutated copy and a copy rebuilt
/// through public API (`rebuild`), `==` and equal hashes.
///
/// - Returns: Whether the property held, and how often each mutator ran.
func checkOnePartLaw<Value: Hashable>(
    _ name: String, values: Gen<Value>, mutators: [OnePartMutator<Value>],
    rebuild: (Value) -> Value = { $0 }, sourceLocation: SourceLocation = #_sourceLocation
) -> (held: Bool, tally: BranchTally) {
    var tally = BranchTally(branches: mutators.map(\.name))
    let held = checkProperty(
        name, using: Gen.zip(values, Gen.int(in: 0..<mutators.count)),
        configuration: Cases.cheap, sourceLocation: sourceLocation
    ) { value, index in
        let mutator = mutators[index]
        tally.countCase()
        tally.take(mutator.name)
        var original = value
        mutator.prepare(&original)
        let copy = original
        try require(copy == original, "a copy is not equal to the value")
        try requireEqual(copy.hashValue, original.hashValue, "a copy's hash")
        let rebuiltCopy = rebuild(original)
        try require(rebuiltCopy == original, "a rebuilt copy is not equal to the value")
        try requireEqual(rebuiltCopy.hashValue, original.hashValue, "a rebuilt copy's hash")
        var mutated = original
        mutator.apply(&mutated)
        try require(
            mutated != original, "changing only \(mutator.name) left the value equal: \(mutated)")
        try require(
            mutated.hashValue != original.hashValue,
            "changing only \(mutator.name) left the hash \(original.hashValue) unchanged")
        return true
    }
    return (held, tally)
}

/// States with a random `backgroundUsesTintColor`, which the generators leave `nil`.
private let cellStatesWithTint = Gen.zip(cellStates, Gen.element(of: [nil, true, false]))
    .map { state, tint -> CellConfigurationState in
        var state = state
        state.backgroundUsesTintColor = tint
        return state
    }

private let viewStatesWithTint = Gen.zip(viewStates, Gen.element(of: [nil, true, false]))
    .map { state, tint -> ViewConfigurationState in
        var state = state
        state.backgroundUsesTintColor = tint
        return state
    }

/// A cell state rebuilt field by field, `backgroundUsesTintColor` included.
private func rebuiltWithTint(_ state: CellConfigurationState) -> CellConfigurationState {
    var copy = rebuilt(state)
    copy.backgroundUsesTintColor = state.backgroundUsesTintColor
    copy[.onePartExtra] = state[.onePartExtra]
    return copy
}

/// A view state rebuilt field by field through public API.
private func rebuilt(_ state: ViewConfigurationState) -> ViewConfigurationState {
    var copy = ViewConfigurationState(traitCollection: rebuilt(state.traitCollection))
    copy.isHighlighted = state.isHighlighted
    copy.isSelected = state.isSelected
    copy.isDisabled = state.isDisabled
    copy.isFocused = state.isFocused
    copy.isPinned = state.isPinned
    copy.backgroundUsesTintColor = state.backgroundUsesTintColor
    for key in appCustomStates.map(\.key) + [.onePartExtra] { copy[key] = state[key] }
    return copy
}

/// A trait collection rebuilt with its public initializer.
private func rebuilt(_ traits: TraitCollection) -> TraitCollection {
    TraitCollection(
        userInterfaceStyle: traits.userInterfaceStyle,
        accessibilityContrast: traits.accessibilityContrast,
        userInterfaceLevel: traits.userInterfaceLevel,
        userInterfaceIdiom: traits.userInterfaceIdiom,
        preferredContentSizeCategory: traits.preferredContentSizeCategory,
        layoutDirection: traits.layoutDirection,
        horizontalSizeClass: traits.horizontalSizeClass,
        verticalSizeClass: traits.verticalSizeClass, legibilityWeight: traits.legibilityWeight,
        displayScale: traits.displayScale, listEnvironment: traits.listEnvironment,
        accentColor: traits.accentColor, tintColor: traits.tintColor)
}

@Suite("Equality and hashing see every part: values differing in one part differ")
struct OnePartLawProperties {
    @Test func cellStatesDifferingInOnePartAreUnequalWithDifferentHashes() {
        let (held, tally) = checkOnePartLaw(
            "cell states differing in exactly one part are unequal and hash differently",
            values: cellStatesWithTint, mutators: cellStateMutators, rebuild: rebuiltWithTint)
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func viewStatesDifferingInOnePartAreUnequalWithDifferentHashes() {
        let (held, tally) = checkOnePartLaw(
            "view states differing in exactly one part are unequal and hash differently",
            values: viewStatesWithTint, mutators: viewStateMutators, rebuild: rebuilt)
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func traitCollectionsDifferingInOneFieldAreUnequalWithDifferentHashes() {
        let (held, tally) = checkOnePartLaw(
            "trait collections differing in exactly one field are unequal and hash differently",
            values: Gen.traitCollection, mutators: traitMutators, rebuild: rebuilt)
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func listContentDifferingInOnePropertyIsUnequalWithDifferentHashes() {
        let (held, tally) = checkOnePartLaw(
            "list content configurations differing in exactly one property are unequal and "
                + "hash differently",
            values: Gen.listContentConfiguration, mutators: listContentMutators)
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func backgroundsDifferingInOnePropertyAreUnequalWithDifferentHashes() {
        let (held, tally) = checkOnePartLaw(
            "background configurations differing in exactly one property are unequal and hash "
                + "differently",
            values: Gen.backgroundConfiguration, mutators: backgroundMutators)
        #expect(!held || tally.untakenBranches == [])
    }
}
