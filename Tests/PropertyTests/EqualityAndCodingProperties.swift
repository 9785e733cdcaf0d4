import ConfigStateTesting
import Foundation
import Testing

// Invariant 3 (SPEC §8): equality and hashing laws for traits and states, and Codable round
// trips for colours, transformers, traits, states, configurations, accessories, state-aware
// values, fonts and renders.

// MARK: - Near-duplicates

/// A value, a near-duplicate of it, and a near-duplicate of that.
///
/// Each step keeps the value, rebuilds an equal value from its parts, or changes one small
/// thing (which may turn out to change nothing, such as setting a flag to its current value),
/// so that the triples hold equal, almost-equal and different values in every arrangement
/// that the transitivity law needs.
func nearDuplicateTriples<Value>(
    _ base: Gen<Value>,
    step: @escaping @Sendable (Value, inout ChoiceSource) throws -> Value
) -> Gen<(Value, Value, Value)> {
    Gen { source in
        let first = try base.generate(from: &source)
        let second = try step(first, &source)
        let third = try step(second, &source)
        return (first, second, third)
    }
}

/// One small change to traits: a trait set to another (or the same) value.
@Sendable func nudge(_ traits: TraitCollection, _ source: inout ChoiceSource) throws
    -> TraitCollection
{
    var traits = traits
    switch try source.choose(upTo: 7) {
    case 0: traits.userInterfaceStyle = try Gen<UserInterfaceStyle>.anyCase.generate(from: &source)
    case 1:
        traits.preferredContentSizeCategory = try Gen<ContentSizeCategory>.anyCase.generate(
            from: &source)
    case 2: traits.listEnvironment = try Gen<ListEnvironment>.anyCase.generate(from: &source)
    // The next representable scale: equal traits must not be approximately equal ones.
    case 3: traits.displayScale = traits.displayScale.nextUp
    case 4:
        traits.accentColor = try Gen.optional(of: Gen.element(of: [Color.systemRed, .systemBlue]))
            .generate(from: &source)
    case 5:
        traits.tintColor = try Gen.element(of: [Color.systemBlue, .tintColor, .white])
            .generate(from: &source)
    case 6: traits.accessibilityContrast = .high
    default: traits.userInterfaceLevel = try Gen<UserInterfaceLevel>.anyCase.generate(from: &source)
    }
    return traits
}

/// The same traits, rebuilt through the initializer: new storage, equal values.
func rebuiltTraits(_ traits: TraitCollection) -> TraitCollection {
    rebuilt(CellConfigurationState(traitCollection: traits)).traitCollection
}

/// One small change to a cell state: any flag, a drag or drop state, a trait or a custom state.
@Sendable func nudge(_ state: CellConfigurationState, _ source: inout ChoiceSource) throws
    -> CellConfigurationState
{
    var state = state
    switch try source.choose(upTo: 10) {
    case 0: return state
    case 1: return rebuilt(state)
    case 2: state.isSelected.toggle()
    case 3: state.isHighlighted = try source.chooseBool()
    case 4: state.isReordering = true
    case 5: state.cellDragState = try Gen<CellDragState>.anyCase.generate(from: &source)
    case 6: state.cellDropState = try Gen<CellDropState>.anyCase.generate(from: &source)
    case 7: state.traitCollection = try nudge(state.traitCollection, &source)
    case 8:
        // Every other flag, so that a law that ignores one of them meets a pair differing in it.
        let flags: [WritableKeyPath<CellConfigurationState, Bool>] = [
            \.isExpanded, \.isEditing, \.isDisabled, \.isFocused, \.isPinned, \.isSwiped,
        ]
        state[keyPath: flags[Int(try source.choose(upTo: UInt64(flags.count - 1)))]].toggle()
    default:
        // Custom states that look alike: the typed key at its default (no entry), the untyped
        // key sharing its name set to `false` (an entry), integers of different widths, a
        // string, and removal.
        switch try source.choose(upTo: 5) {
        case 0: state[.isArchived] = try source.chooseBool()
        case 1: state[.isArchivedUntyped] = try source.chooseBool()
        case 2: state[.unreadCount] = Int(try source.choose(upTo: 2))
        case 3: state[ConfigurationStateCustomKey("com.example.unreadCount")] = Int8(1)
        case 4: state[.label] = try source.chooseBool() ? "a" : ""
        default: state[.isArchivedUntyped] = nil
        }
    }
    return state
}

/// Requires the equivalence and hashing laws on three values, and that `Set` and `Dictionary`
/// treat equal values as one key.
func requireEqualityLaws<Value: Hashable>(_ a: Value, _ b: Value, _ c: Value) throws {
    let values = [a, b, c]
    for x in values {
        try require(x == x, "not reflexive: \(x)")
    }
    for x in values {
        for y in values {
            try require((x == y) == (y == x), "not symmetric: \(x), \(y)")
            if x == y {
                try require(x.hashValue == y.hashValue, "equal values hash differently: \(x)")
            }
            for z in values where x == y && y == z {
                try require(x == z, "not transitive: \(x), \(y), \(z)")
            }
        }
    }
    let distinct = 1 + (b == a ? 0 : 1) + (c == a || c == b ? 0 : 1)
    try requireEqual(Set(values).count, distinct, "Set size of \(values)")
    var dictionary: [Value: Int] = [:]
    for (index, value) in values.enumerated() { dictionary[value] = index }
    try requireEqual(dictionary.count, distinct, "Dictionary size")
    for (index, value) in values.enumerated() {
        let lastEqual = values.lastIndex(of: value) ?? index
        try requireEqual(dictionary[value], lastEqual, "Dictionary lookup of \(value)")
    }
}

// MARK: - Renders

/// The fields of an `AccessoryRender`, which has no public initializer yet: hosts make
/// renders, and this test makes them as a host would, from an accessory layout item, through
/// the render's own `Codable` form.
private struct AccessoryRenderFields: Encodable {
    var accessoryType: CellAccessory.AccessoryType
    var tintColor: Color.Resolved
    var backgroundColor: Color.Resolved?
    var systemImageName: String?
    var text: String?
    var font: Font.Resolved?
    var isChecked: Bool
    var isExpanded: Bool
    var customView: CustomView?
    var menuSelection: String?

    init(_ item: CellAccessoryLayout.Item, traits: TraitCollection) {
        let environment = traits.colorEnvironment
        accessoryType = item.accessoryType
        tintColor = item.tintColor.resolve(in: environment)
        backgroundColor = item.backgroundColor?.resolve(in: environment)
        systemImageName = item.systemImageName
        text = item.text
        font = item.font?.resolved(for: traits.preferredContentSizeCategory)
        isChecked = item.isChecked
        isExpanded = item.isExpanded
        customView = item.customView
        menuSelection = item.menu?.selectedChild
    }
}

/// Renders of everything a generated cell shows: its content, background and accessories.
let viewRenders: Gen<ViewRender> = Gen.zip(
    Gen.listContentConfiguration, Gen.backgroundConfiguration,
    Gen.array(of: Gen.cellAccessory, count: 0...3), cellStates, Gen.double(in: 0...40)
).map { content, background, accessories, state, indentation in
    let traits = state.traitCollection
    let layout = (try? CellAccessory.layout(accessories, for: state)) ?? CellAccessoryLayout()
    func renders(_ items: [CellAccessoryLayout.Item]) throws -> [AccessoryRender] {
        try items.map { item in
            let data = try JSONEncoder().encode(AccessoryRenderFields(item, traits: traits))
            return try JSONDecoder().decode(AccessoryRender.self, from: data)
        }
    }
    let contentRender =
        indentation < 20
        ? ListContentView.render(content.updated(for: state), in: traits)
        : .custom(
            CustomContentRender(
                viewType: "BadgeView",
                properties: [RenderField(path: "count", value: String(accessories.count))]))
    return ViewRender(
        content: contentRender,
        background: BackgroundRender(background.updated(for: state), traits: traits),
        leadingAccessories: try renders(layout.leading),
        trailingAccessories: try renders(layout.trailing),
        indentation: indentation,
        leadingAccessoryIndentation: indentation < 5 ? 0 : nil,
        separatorInsets: indentation < 10 ? nil : content.directionalLayoutMargins)
}

@MainActor
@Suite("Invariant 3: equality and hashing laws, and Codable round trips")
struct EqualityAndCodingProperties {
    // MARK: Equality and hashing

    @Test func traitCollectionEqualityLaws() {
        checkProperty(
            "trait collection equality is reflexive, symmetric and transitive, equal traits "
                + "hash alike, and Set and Dictionary count equal traits once",
            using: nearDuplicateTriples(Gen.traitCollection) { traits, source in
                switch try source.choose(upTo: 2) {
                case 0: return traits
                case 1: return rebuiltTraits(traits)
                default: return try nudge(traits, &source)
                }
            },
            configuration: Cases.cheap
        ) { a, b, c in
            try requireEqualityLaws(a, b, c)
            return true
        }
    }

    @Test func cellStateEqualityLaws() {
        checkProperty(
            "cell state equality (flags, drag and drop, traits, typed and untyped custom "
                + "states) is reflexive, symmetric and transitive, equal states hash alike, and "
                + "Set and Dictionary count equal states once",
            using: nearDuplicateTriples(cellStates, step: nudge),
            configuration: Cases.cheap
        ) { a, b, c in
            try requireEqualityLaws(a, b, c)
            return true
        }
    }

    @Test func viewStateEqualityLaws() {
        checkProperty(
            "view state equality is reflexive, symmetric and transitive, equal states hash "
                + "alike, and Set and Dictionary count equal states once",
            using: nearDuplicateTriples(cellStates, step: nudge).map {
                ($0.viewConfigurationState, $1.viewConfigurationState, $2.viewConfigurationState)
            },
            configuration: Cases.cheap
        ) { a, b, c in
            try requireEqualityLaws(a, b, c)
            return true
        }
    }

    @Test func stateEqualityCoversEveryPart() {
        checkProperty(
            "two cell states are equal exactly when their flags, drag and drop states, traits "
                + "and custom states are",
            using: nearDuplicateTriples(cellStates, step: nudge),
            configuration: Cases.cheap
        ) { a, b, _ in
            let keys = appCustomStates.map(\.key)
            let partsEqual =
                a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
                && a.isDisabled == b.isDisabled && a.isFocused == b.isFocused
                && a.isPinned == b.isPinned && a.isEditing == b.isEditing
                && a.isSwiped == b.isSwiped && a.isExpanded == b.isExpanded
                && a.isReordering == b.isReordering && a.cellDragState == b.cellDragState
                && a.cellDropState == b.cellDropState && a.traitCollection == b.traitCollection
                && a.backgroundUsesTintColor == b.backgroundUsesTintColor
                && keys.allSatisfy { sameCustomValue(a[$0], b[$0]) }
            try requireEqual(a == b, partsEqual, "state equality vs equality of the parts")
            try requireEqual(
                a.viewConfigurationState == b.viewConfigurationState,
                a.isHighlighted == b.isHighlighted && a.isSelected == b.isSelected
                    && a.isDisabled == b.isDisabled && a.isFocused == b.isFocused
                    && a.isPinned == b.isPinned && a.traitCollection == b.traitCollection
                    && a.backgroundUsesTintColor == b.backgroundUsesTintColor
                    && keys.allSatisfy { sameCustomValue(a[$0], b[$0]) },
                "view state equality vs equality of the parts")
            return true
        }
    }

    // MARK: Codable: ColorTransform

    @Test func colorsRoundTrip() {
        checkProperty(
            "every kind of colour (fixed, extended-range, system, tint, dynamic, transformed) "
                + "survives a JSON round trip, with a stable encoding",
            using: Gen.color(depth: 3), configuration: Cases.standard
        ) { color in
            try requireJSONRoundTrip(color)
            return true
        }
    }

    @Test func colorGeneratorCoversEveryStorageKindAndOperation() throws {
        // The round trips above mean something only if the generators reach every kind of
        // colour and every transformer operation; 1 000 samples reach each many times over.
        let colors = try (0..<1_000).map { index in
            try Gen.color(depth: 3).value(
                seed: PropertyConfiguration.caseSeed(masterSeed: 7, caseIndex: index))
        }
        var kinds: Set<String> = []
        for color in colors {
            let description = color.description
            if color.isFixed {
                let resolved = color.resolve(in: ColorEnvironment())
                kinds.insert(resolved.isInStandardGamut ? "fixed" : "extended")
            } else if color.systemColor != nil {
                kinds.insert("system")
            } else if description == "tintColor" {
                kinds.insert("tint")
            } else if description.hasPrefix("dynamic(") {
                kinds.insert("dynamic")
            } else if description.contains(" -> ") {
                kinds.insert("transformed")
            }
        }
        #expect(kinds == ["fixed", "extended", "system", "tint", "dynamic", "transformed"])
        let transformers = try (0..<1_000).map { index in
            try Gen.colorTransformer.value(
                seed: PropertyConfiguration.caseSeed(masterSeed: 7, caseIndex: index)
            ).description
        }.joined(separator: " ")
        for operation in [
            "grayscale", "inverted", "multiplyingAlpha", "settingAlpha", "lightened", "darkened",
            "saturated", "desaturated", "blended", "mixed", "metric: wcag2", "metric: apca",
            "preferredTint", "monochromeTint", "identity",
        ] {
            #expect(transformers.contains(operation), "no \(operation) generated")
        }
    }

    @Test func resolvedColorsRoundTrip() {
        checkProperty(
            "resolved colours, extended-range and translucent, survive a JSON round trip "
                + "exactly",
            using: Gen.resolvedColor(components: Color.Resolved.extendedComponentRange),
            configuration: Cases.cheap
        ) { color in
            try requireJSONRoundTrip(color)
            return true
        }
    }

    @Test func colorEnvironmentsRoundTrip() {
        checkProperty(
            "colour environments survive a JSON round trip", using: Gen.colorEnvironment,
            configuration: Cases.standard
        ) { environment in
            try requireJSONRoundTrip(environment)
            return true
        }
    }

    @Test func transformersRoundTrip() {
        checkProperty(
            "transformers built from named operations survive a JSON round trip",
            using: Gen.colorTransformer(steps: 0...5, colors: Gen.color(depth: 1)),
            configuration: Cases.standard
        ) { transformer in
            try requireJSONRoundTrip(transformer)
            return true
        }
    }

    // MARK: Codable: traits and states

    @Test func traitCollectionsRoundTrip() {
        checkProperty(
            "trait collections survive a JSON round trip", using: Gen.traitCollection,
            configuration: Cases.standard
        ) { traits in
            try requireJSONRoundTrip(traits)
            return true
        }
    }

    @Test func fontsRoundTrip() {
        checkProperty(
            "fonts, and fonts resolved for every content size category, survive a JSON round "
                + "trip",
            using: Gen.zip(Gen.font, Gen<ContentSizeCategory>.anyCase),
            configuration: Cases.cheap
        ) { font, category in
            try requireJSONRoundTrip(font)
            try requireJSONRoundTrip(font.resolved(for: category))
            return true
        }
    }

    @Test func cellStatesRoundTrip() {
        checkProperty(
            "cell states with typed, untyped and app-defined custom values survive a JSON round "
                + "trip when the app's types are registered",
            using: cellStates, configuration: Cases.standard
        ) { state in
            try requireJSONRoundTrip(state)
            return true
        }
    }

    @Test func viewStatesRoundTrip() {
        checkProperty(
            "view states with custom values survive a JSON round trip when the app's types "
                + "are registered",
            using: viewStates, configuration: Cases.standard
        ) { state in
            try requireJSONRoundTrip(state)
            return true
        }
    }

    @Test func unregisteredCustomValuesFailToDecodeByName() {
        checkProperty(
            "a state decodes without registered types exactly when it holds no app-defined "
                + "custom value, and the error names the unknown type",
            using: cellStates, configuration: Cases.standard
        ) { state in
            let data = try JSONEncoder().encode(state)
            let holdsAppType = state[.archiveReason] != nil
            do {
                let decoded = try JSONDecoder().decode(CellConfigurationState.self, from: data)
                try require(!holdsAppType, "decoded an ArchiveReason without its registration")
                try requireEqual(decoded, state, "round trip without app types")
            } catch let error as DecodingError {
                try require(holdsAppType, "failed without an app type: \(error)")
                try require(
                    "\(error)".contains("ArchiveReason"),
                    "the error does not name the type: \(error)")
            }
            return true
        }
    }

    @Test func nonEncodableCustomValuesFailToEncodeByKey() {
        /// A custom value that is `Hashable` but not `Encodable`.
        struct Opaque: Hashable, Sendable {}
        checkProperty(
            "a state holding a non-Encodable custom value fails to encode, naming the key",
            using: cellStates, configuration: Cases.cheap
        ) { state in
            var state = state
            state[ConfigurationStateCustomKey("com.example.opaque")] = AnyHashable(Opaque())
            do {
                _ = try JSONEncoder().encode(state)
                return false
            } catch let error as EncodingError {
                try require("\(error)".contains("com.example.opaque"), "\(error)")
                return true
            }
        }
    }

    // MARK: Codable: configurations, accessories, state-aware values

    @Test func listContentConfigurationsRoundTrip() {
        checkProperty(
            "list content configurations of every style, with random content and "
                + "customisations, survive a JSON round trip, customisation flags included",
            using: Gen.listContentConfiguration, configuration: Cases.expensive
        ) { configuration in
            let decoded = try jsonRoundTrip(configuration).decoded
            try requireEqual(decoded, configuration, "round trip")
            try requireEqual(
                decoded.customizedProperties, configuration.customizedProperties, "customised")
            try requireJSONRoundTrip(configuration)
            return true
        }
    }

    @Test func backgroundConfigurationsRoundTrip() {
        checkProperty(
            "background configurations of every style, with random customisations, survive a "
                + "JSON round trip",
            using: Gen.backgroundConfiguration, configuration: Cases.expensive
        ) { configuration in
            try requireJSONRoundTrip(configuration)
            return true
        }
    }

    @Test func accessoriesRoundTrip() {
        checkProperty(
            "cell accessories of every kind, with options and placements, survive a JSON round "
                + "trip",
            using: Gen.array(of: Gen.cellAccessory, count: 1...4), configuration: Cases.standard
        ) { accessories in
            try requireJSONRoundTrip(accessories)
            return true
        }
    }

    @Test func stateAwareValuesRoundTrip() {
        checkProperty(
            "state-aware values and their predicates survive a JSON round trip",
            using: Gen.zip(
                Gen.stateAwareValue(of: Gen.color(depth: 1)),
                Gen.stateAwareValue(of: Gen.double(in: -1...1)), Gen.statePredicate),
            configuration: Cases.standard
        ) { colors, numbers, predicate in
            try requireJSONRoundTrip(colors)
            try requireJSONRoundTrip(numbers)
            try requireJSONRoundTrip(predicate)
            return true
        }
    }

    @Test func predicatesDecodeToEquivalentPredicates() {
        checkProperty(
            "a decoded state predicate matches exactly the states the original matches",
            using: Gen.zip(Gen.statePredicate, cellStates), configuration: Cases.cheap
        ) { predicate, state in
            let decoded = try jsonRoundTrip(predicate).decoded
            try requireEqual(decoded.matches(state), predicate.matches(state), "\(predicate)")
            return true
        }
    }

    // MARK: Codable: renders

    @Test func rendersRoundTrip() {
        checkProperty(
            "view renders (content, background, accessories) survive a JSON round trip, and "
                + "their parts do too",
            using: viewRenders, configuration: Cases.expensive
        ) { render in
            try requireJSONRoundTrip(render)
            if let content = render.content { try requireJSONRoundTrip(content) }
            if let background = render.background { try requireJSONRoundTrip(background) }
            try requireJSONRoundTrip(render.leadingAccessories + render.trailingAccessories)
            try require(!render.description.isEmpty, "empty description")
            return true
        }
    }
}

/// Custom values are the same when equal *and of the same type*: `AnyHashable` alone calls
/// `1 as Int` and `1 as Int8` equal, but a typed key reads only one of them, so the library's
/// state equality compares the stored type too.
func sameCustomValue(_ a: AnyHashable?, _ b: AnyHashable?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return a == b && type(of: a.base) == type(of: b.base)
}
