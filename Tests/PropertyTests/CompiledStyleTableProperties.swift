import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// The style tables are compiled for speed (`CompiledStateValue`, `StateIndex`,
// `denseStateTable`): each state-aware value into an array indexed by the state bits its rules
// read, and each table into its whole uncustomised result per combination of those bits. The
// realistic bug is an index that drops a state bit — a mask computed one bit short, or an
// index that ignores a bit — so that two states differing in that bit share one precomputed
// value. `CompiledTableTests` holds the dense results to the per-value compiled path, but that
// path reads the same `StateIndex`, so a bit dropped there is dropped on both sides; and by
// default it visits every seventh flag combination with the trait bits all off or all on.
//
// These properties hold what `updated(for:)` gives — whichever compiled path it takes — to
// each style's rules AS WRITTEN: the `StateAwareValue` every compiled value keeps as `source`,
// resolved by its rule scan (`resolve(word:_:)`, first matching rule wins), never through a
// compiled table. The states are random over every flag, the drag and drop states, random
// traits (every trait bit and list environment), the app's custom states and a random
// `backgroundUsesTintColor`, so every state bit varies independently.

/// States with every flag, traits, custom states and a random `backgroundUsesTintColor`.
private let statesForStyles = Gen.zip(cellStates, Gen.element(of: [nil, true, false]))
    .map { state, tint -> CellConfigurationState in
        var state = state
        state.backgroundUsesTintColor = tint
        return state
    }

/// How the configuration under test is made: as the factory makes it (the precomputed
/// whole-table path), or with properties that no table styles customised (the rule-by-rule
/// path, whose state-aware values still read their compiled arrays).
enum StyledPath: CaseIterable, Sendable {
    case factory, customised
}

/// The text properties the rules of `spec` give for `word`, evaluated from the rules as written.
private func requireTextFollowsRules(
    _ actual: ListContentConfiguration.TextProperties, _ spec: TextStyleSpec, word: UInt32,
    _ state: CellConfigurationState, _ what: String
) throws {
    try requireEqual(actual.font, spec.font, "\(what).font")
    try requireEqual(actual.transform, spec.transform, "\(what).transform")
    try requireEqual(
        actual.color, spec.color.source.resolve(word: word, state), "\(what).color")
    try requireEqual(
        actual.numberOfLines, spec.numberOfLines.source.resolve(word: word, state),
        "\(what).numberOfLines")
    try requireEqual(
        actual.minimumScaleFactor, spec.minimumScaleFactor.source.resolve(word: word, state),
        "\(what).minimumScaleFactor")
    try requireEqual(
        actual.allowsDefaultTighteningForTruncation,
        spec.allowsTightening.source.resolve(word: word, state),
        "\(what).allowsDefaultTighteningForTruncation")
}

/// A configuration made by a style whose tables are compiled: what the properties below update.
private protocol TableStyledConfiguration {
    /// The configuration's styles.
    associatedtype Style: CaseIterable, RawRepresentable, Sendable where Style.RawValue == String
    /// The update under test: the one for a cell state, which takes the compiled paths.
    func updated(for cell: CellConfigurationState) -> Self
    /// Sets properties that no table styles, so that an update goes rule by rule.
    mutating func setPropertiesNoTableStyles()
}

extension ListContentConfiguration: TableStyledConfiguration {
    fileprivate mutating func setPropertiesNoTableStyles() {
        // Properties no table styles, at every level: every part goes rule by rule.
        textProperties.lineBreakMode = .byClipping
        secondaryTextProperties.lineBreakMode = .byClipping
        imageProperties.cornerRadius = 3
    }
}

extension BackgroundConfiguration: TableStyledConfiguration {
    fileprivate mutating func setPropertiesNoTableStyles() {
        // A property no table styles: the update goes rule by rule.
        strokeOutset = 2
    }
}

/// Checks a property of every style's configuration: that, updated for a random state, it has
/// what `check` finds the style's rules as written give, whether it is as the factory makes it
/// or has properties no table styles; and, when the property held, that the cases took every
/// style, both paths and each of `branches`.
///
/// - Parameters:
///   - property: The property, in words.
///   - configuration: A style's configuration as its factory makes it.
///   - branches: Further branches that `check` takes and the cases must take too.
///   - sourceLocation: Where to record an issue; leave the default.
///   - check: Throws when the updated configuration is not what the style's rules give for
///     the state; takes `branches` in the tally.
private func checkUpdatesFollowRules<Configuration: TableStyledConfiguration>(
    _ property: String, configuration: KeyPath<Configuration.Style, Configuration>,
    branches: [String] = [], sourceLocation: SourceLocation = #_sourceLocation,
    check: (
        _ style: Configuration.Style, _ state: CellConfigurationState,
        _ updated: Configuration, _ tally: inout BranchTally
    ) throws -> Void
) {
    typealias Style = Configuration.Style
    var tally = BranchTally(
        branches: Style.allCases.map(\.rawValue) + ["factory", "customised"] + branches)
    let held = checkProperty(
        property,
        using: Gen.zip(
            Gen.element(of: Style.allCases), statesForStyles,
            Gen.element(of: StyledPath.allCases)),
        configuration: Cases.standard, sourceLocation: sourceLocation
    ) { style, state, path in
        tally.countCase()
        tally.take(style.rawValue)
        var configuration = style[keyPath: configuration]
        switch path {
        case .factory:
            tally.take("factory")
        case .customised:
            tally.take("customised")
            configuration.setPropertiesNoTableStyles()
        }
        try check(style, state, configuration.updated(for: state), &tally)
        return true
    }
    #expect(!held || tally.untakenBranches == [], sourceLocation: sourceLocation)
}

@Suite("Compiled style tables give what the style rules as written give, for every state")
struct CompiledStyleTableProperties {
    @Test func listContentUpdatesFollowTheRulesAsWritten() {
        checkUpdatesFollowRules(
            "a list content configuration updated for any state has the values its style's "
                + "rules give for that state, evaluated rule by rule",
            configuration: \ListContentConfiguration.Style.configuration,
            branches: ["on tint", "not on tint"]
        ) { style, state, updated, tally in
            // The oracle: the rules as written, resolved by their rule scan.
            let environment = state.traitCollection.listEnvironment
            let table = style.styleTable(for: environment)
            let background = style.defaultBackgroundStyle.styleTable(for: environment)
            let stateWord = PredicateBits.of(state)
            let onTint =
                state.backgroundUsesTintColor
                ?? (background.backgroundColor.source.resolve(word: stateWord, state) == nil)
            tally.take(onTint ? "on tint" : "not on tint")
            let word = stateWord | (onTint ? PredicateBits.tintBackground : 0)

            try requireTextFollowsRules(
                updated.textProperties, table.text, word: word, state, "textProperties")
            try requireTextFollowsRules(
                updated.secondaryTextProperties, table.secondaryText, word: word, state,
                "secondaryTextProperties")
            try requireEqual(
                updated.imageProperties.tintColor,
                table.image.tintColor.source.resolve(word: word, state),
                "imageProperties.tintColor")
            try requireEqual(updated.alpha, table.alpha.source.resolve(word: word, state), "alpha")
            try requireEqual(
                updated.directionalLayoutMargins, table.directionalLayoutMargins,
                "directionalLayoutMargins")
            try requireEqual(
                updated.axesPreservingSuperviewLayoutMargins,
                table.axesPreservingSuperviewLayoutMargins, "axesPreservingSuperviewLayoutMargins")
            try requireEqual(
                updated.prefersSideBySideTextAndSecondaryText,
                table.prefersSideBySideTextAndSecondaryText,
                "prefersSideBySideTextAndSecondaryText")
            try requireEqual(
                updated.imageToTextPadding, table.imageToTextPadding, "imageToTextPadding")
            try requireEqual(
                updated.textToSecondaryTextHorizontalPadding,
                table.textToSecondaryTextHorizontalPadding, "textToSecondaryTextHorizontalPadding")
            try requireEqual(
                updated.textToSecondaryTextVerticalPadding,
                table.textToSecondaryTextVerticalPadding, "textToSecondaryTextVerticalPadding")
        }
    }

    @Test func backgroundUpdatesFollowTheRulesAsWritten() {
        checkUpdatesFollowRules(
            "a background configuration updated for any state has the values its style's rules "
                + "give for that state, evaluated rule by rule",
            configuration: \BackgroundConfiguration.Style.configuration
        ) { style, state, updated, _ in
            let table = style.styleTable(for: state.traitCollection.listEnvironment)
            let word = PredicateBits.of(state)
            try requireEqual(
                updated.backgroundColor, table.backgroundColor.source.resolve(word: word, state),
                "backgroundColor")
            try requireEqual(
                updated.backgroundColorTransformer,
                table.backgroundColorTransformer.source.resolve(word: word, state),
                "backgroundColorTransformer")
            try requireEqual(
                updated.cornerRadius, table.cornerRadius.source.resolve(word: word, state),
                "cornerRadius")
            try requireEqual(
                updated.backgroundInsets, table.backgroundInsets.source.resolve(word: word, state),
                "backgroundInsets")
            try requireEqual(
                updated.visualEffect, table.visualEffect.source.resolve(word: word, state),
                "visualEffect")
            try requireEqual(
                updated.shadowProperties, table.shadowProperties.source.resolve(word: word, state),
                "shadowProperties")
            try requireEqual(updated.strokeColor, table.strokeColor, "strokeColor")
            // The host's question, answered from the compiled colour array, agrees too.
            try requireEqual(
                table.usesTintBackground(word: word, state),
                table.backgroundColor.source.resolve(word: word, state) == nil,
                "usesTintBackground")
        }
    }
}
