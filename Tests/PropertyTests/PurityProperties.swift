import ConfigStateTesting
import Testing

// Invariant 2 (SPEC §8): `updated(for:)` is a pure, idempotent function of (configuration,
// state), and never changes a customised property; every style resolves in every state.
//
// The random properties below cover every list content and background style with random
// content, random customisations (random subsets of properties set to random values, some
// handed back with `resetToStyle`) and random states (every flag, drag and drop, traits
// including list environments and all content size categories, typed and untyped custom
// states). The exhaustive part complements `Tests/ConfigStateTests/StyleWalkTests.swift`,
// which walks all 4 608 flag/drag/drop combinations of every style in its natural list
// environments in light/dark × normal/high contrast with one fixed customisation; here every
// style meets every list environment (including the ones it does not adapt to) and all 32
// appearance combinations, elevated level, accessibility sizes and right-to-left included.

@MainActor
@Suite("Invariant 2: updated(for:) is pure and idempotent, and customisation wins")
struct PurityProperties {
    // MARK: List content

    @Test func listContentUpdateIsDeterministic() {
        checkProperty(
            "updating a list content configuration gives the same result for equal inputs, "
                + "whatever was updated in between",
            using: Gen.zip(Gen.listContentConfiguration, cellStates, cellStates),
            configuration: Cases.standard
        ) { configuration, state, other in
            let first = configuration.updated(for: state)
            _ = configuration.updated(for: other)
            try requireEqual(configuration.updated(for: state), first, "second update")
            try requireEqual(
                configuration.updated(for: rebuilt(state)), first, "update for a rebuilt state")
            return true
        }
    }

    @Test func listContentUpdateIsIdempotent() {
        checkProperty(
            "updating a list content configuration twice for one state changes nothing",
            using: Gen.zip(Gen.listContentConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let once = configuration.updated(for: state)
            try requireEqual(once.updated(for: state), once, "updated twice")
            return true
        }
    }

    @Test func listContentUpdateForgetsEarlierStates() {
        checkProperty(
            "updating a list content configuration for one state and then another equals "
                + "updating it for the second only",
            using: Gen.zip(Gen.listContentConfiguration, cellStates, cellStates),
            configuration: Cases.standard
        ) { configuration, earlier, later in
            try requireEqual(
                configuration.updated(for: earlier).updated(for: later),
                configuration.updated(for: later), "stale state from the earlier update")
            return true
        }
    }

    @Test func listContentCustomisationWins() {
        var tally = BranchTally("a customised property")
        let held = checkProperty(
            "updated(for:) never changes a customised list content property, nor the content",
            using: Gen.zip(Gen.listContentConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            tally.countCase()
            let updated = configuration.updated(for: state)
            let before = styledProperties(of: configuration)
            let after = styledProperties(of: updated)
            for (old, new) in zip(before, after) {
                try require(
                    old.isCustomized == new.isCustomized,
                    "\(old.name) changed its customisation flag")
                if old.isCustomized {
                    tally.take("a customised property")
                    try require(old.value == new.value, "customised \(old) became \(new.value)")
                }
            }
            try require(content(of: updated) == content(of: configuration), "content changed")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func listContentUncustomisedPropertiesFollowTheStyle() {
        checkProperty(
            "after updated(for:), every list content property not customised (or handed back "
                + "with resetToStyle) has the style's value for the state",
            using: Gen.zip(Gen.listContentConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let updated = styledProperties(of: configuration.updated(for: state))
            let style = styledProperties(of: configuration.style.configuration.updated(for: state))
            for (actual, expected) in zip(updated, style) where !actual.isCustomized {
                try require(
                    actual.value == expected.value,
                    "\(actual.name) is \(actual.value.base), the style says \(expected.value.base)")
            }
            return true
        }
    }

    @Test func listContentTreatsViewStatesAsCellStates() {
        checkProperty(
            "a list content configuration updated for a view state equals it updated for the "
                + "same state as a cell state",
            using: Gen.zip(Gen.listContentConfiguration, viewStates),
            configuration: Cases.standard
        ) { configuration, state in
            try requireEqual(
                configuration.updated(for: state),
                configuration.updated(for: state.cellConfigurationState), "view vs cell state")
            return true
        }
    }

    @Test func listContentResolvesToFiniteColours() {
        checkProperty(
            "every colour of an updated list content configuration resolves to finite "
                + "components, and so does its render",
            using: Gen.zip(Gen.listContentConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let traits = state.traitCollection
            let environment = traits.colorEnvironment
            let updated = configuration.updated(for: state)
            let colors = [
                updated.textProperties.resolvedColor(),
                updated.secondaryTextProperties.resolvedColor(),
                updated.imageProperties.resolvedTintColor(for: traits.tintColor),
                updated.imageProperties.resolvedStrokeColor(for: traits.tintColor),
            ]
            for color in colors {
                let resolved = color.resolve(in: environment)
                try require(isFinite(resolved), "\(color) resolves to \(resolved)")
            }
            let render = ListContentView(configuration: updated).render(in: traits)
            try requireEqual(
                ListContentView(configuration: updated).render(in: traits), render,
                "rendering twice")
            if case .list(let list) = render {
                let resolved = [
                    list.text?.color, list.secondaryText?.color, list.image?.tintColor,
                    list.image?.strokeColor,
                ]
                for case let color? in resolved {
                    try require(isFinite(color), "render colour \(color)")
                }
                try require(list.alpha.isFinite && (0...1).contains(list.alpha), "render alpha")
            }
            return true
        }
    }

    // MARK: Background

    @Test func backgroundUpdateIsDeterministic() {
        checkProperty(
            "updating a background configuration gives the same result for equal inputs, "
                + "whatever was updated in between",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates, cellStates),
            configuration: Cases.standard
        ) { configuration, state, other in
            let first = configuration.updated(for: state)
            _ = configuration.updated(for: other)
            try requireEqual(configuration.updated(for: state), first, "second update")
            try requireEqual(
                configuration.updated(for: rebuilt(state)), first, "update for a rebuilt state")
            return true
        }
    }

    @Test func backgroundUpdateIsIdempotent() {
        checkProperty(
            "updating a background configuration twice for one state changes nothing",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let once = configuration.updated(for: state)
            try requireEqual(once.updated(for: state), once, "updated twice")
            return true
        }
    }

    @Test func backgroundUpdateForgetsEarlierStates() {
        checkProperty(
            "updating a background configuration for one state and then another equals "
                + "updating it for the second only",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates, cellStates),
            configuration: Cases.standard
        ) { configuration, earlier, later in
            try requireEqual(
                configuration.updated(for: earlier).updated(for: later),
                configuration.updated(for: later), "stale state from the earlier update")
            return true
        }
    }

    @Test func backgroundCustomisationWins() {
        var tally = BranchTally("a customised property")
        let held = checkProperty(
            "updated(for:) never changes a customised background property",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            tally.countCase()
            let updated = configuration.updated(for: state)
            for (old, new) in zip(
                styledProperties(of: configuration), styledProperties(of: updated))
            {
                try require(
                    old.isCustomized == new.isCustomized,
                    "\(old.name) changed its customisation flag")
                if old.isCustomized {
                    tally.take("a customised property")
                    try require(old.value == new.value, "customised \(old) became \(new.value)")
                }
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func backgroundUncustomisedPropertiesFollowTheStyle() {
        var tally = BranchTally("clear()", "a styled background's uncustomised property")
        let held = checkProperty(
            "after updated(for:), every background property not customised (or handed back "
                + "with resetToStyle) has the style's value for the state",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            // `clear()` is not updated at all (it stays clear in every state), so it keeps
            // whatever it holds; every other style takes the table's values.
            tally.countCase()
            guard configuration.style != .clear else {
                tally.take("clear()")
                try requireEqual(configuration.updated(for: state), configuration, "clear()")
                return true
            }
            let updated = styledProperties(of: configuration.updated(for: state))
            let style = styledProperties(of: configuration.style.configuration.updated(for: state))
            for (actual, expected) in zip(updated, style) where !actual.isCustomized {
                tally.take("a styled background's uncustomised property")
                try require(
                    actual.value == expected.value,
                    "\(actual.name) is \(actual.value.base), the style says \(expected.value.base)")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func backgroundTreatsViewStatesAsCellStates() {
        checkProperty(
            "a background configuration updated for a view state equals it updated for the "
                + "same state as a cell state",
            using: Gen.zip(Gen.backgroundConfiguration, viewStates),
            configuration: Cases.standard
        ) { configuration, state in
            try requireEqual(
                configuration.updated(for: state),
                configuration.updated(for: state.cellConfigurationState), "view vs cell state")
            return true
        }
    }

    @Test func backgroundResolvesToFiniteColours() {
        checkProperty(
            "every colour of an updated background configuration resolves to finite "
                + "components, and so does its render",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates),
            configuration: Cases.standard
        ) { configuration, state in
            let traits = state.traitCollection
            let updated = configuration.updated(for: state)
            let render = BackgroundRender(updated, traits: traits)
            try requireEqual(BackgroundRender(updated, traits: traits), render, "rendering twice")
            let colors = [render.color, render.stroke?.color, render.shadow?.color]
            for case let color? in colors {
                try require(isFinite(color), "render colour \(color)")
            }
            return true
        }
    }

    // MARK: State-aware values, predicates and accessories

    @Test func stateAwareValuesTakeTheFirstMatchingRule() {
        checkProperty(
            "a state-aware value resolves to its first matching rule's value, or its default",
            using: Gen.zip(Gen.stateAwareValue(of: Gen.int(in: 0...9)), cellStates),
            configuration: Cases.cheap
        ) { value, state in
            let expected =
                value.rules.first { $0.predicate.matches(state) }?.value ?? value.defaultValue
            try requireEqual(value.resolve(for: state), expected, "resolved value")
            try requireEqual(
                value.resolve(for: state.viewConfigurationState),
                value.resolve(for: state.viewConfigurationState.cellConfigurationState),
                "view state")
            return true
        }
    }

    @Test func statePredicatesObeyBooleanAlgebra() {
        var tally = BranchTally("a predicate that holds", "a predicate that does not hold")
        let held = checkProperty(
            "&&, || and ! on state predicates match as the Boolean operators on their results",
            using: Gen.zip(Gen.statePredicate, Gen.statePredicate, cellStates),
            configuration: Cases.cheap
        ) { first, second, state in
            let a = first.matches(state)
            let b = second.matches(state)
            tally.countCase()
            tally.take("a predicate that holds", if: a || b)
            tally.take("a predicate that does not hold", if: !a || !b)
            try require((first && second).matches(state) == (a && b), "\(first) && \(second)")
            try require((first || second).matches(state) == (a || b), "\(first) || \(second)")
            try require((!first).matches(state) == !a, "!(\(first))")
            try require(StatePredicate.always.matches(state), "always")
            try require(!StatePredicate.never.matches(state), "never")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// Proves that the accessory layout is a pure function that shows exactly the accessories
    /// the documented displayed-state rule shows in the state's editing mode, each system kind
    /// at most once, and that it fails exactly when two system accessories of one kind could
    /// show together by that rule. The oracle is `documentedRuleShows(_:isEditing:)`
    /// (AccessoryVisibilityProperties.swift), written out in the tests: it once called the
    /// library's `isDisplayed(isEditing:)`, the function under test, and so passed with
    /// `whenNotEditing` inverted; now that plant fails on 10 of 10 seeds.
    @Test func accessoryLayoutIsAPureFunctionOfAccessoriesAndState() {
        checkProperty(
            "the accessory layout shows exactly the accessories the documented rule displays "
                + "in the state, each system kind at most once, and fails exactly when two "
                + "system accessories of one kind could show together",
            using: Gen.zip(Gen.array(of: Gen.cellAccessory, count: 0...5), cellStates),
            configuration: Cases.standard
        ) { accessories, state in
            let collides = accessories.indices.contains {
                documentedRuleCollides(accessories[$0], with: Array(accessories[..<$0]))
            }
            let layout: CellAccessoryLayout
            do {
                layout = try CellAccessory.layout(accessories, for: state)
            } catch {
                try require(collides, "layout failed (\(error)) but no two accessories collide")
                try require(
                    (try? CellAccessory.validate(accessories)) == nil,
                    "layout failed (\(error)) but validation passed")
                return true
            }
            try require(!collides, "two system accessories of one kind collide, yet laid out")
            try CellAccessory.validate(accessories)
            try requireEqual(
                try CellAccessory.layout(accessories, for: rebuilt(state)), layout,
                "layout for an equal state")
            let shown = accessories.indices.filter {
                documentedRuleShows(accessories[$0].displayed, isEditing: state.isEditing)
            }
            try requireEqual(
                layout.items.map(\.sourceIndex).sorted(), shown, "displayed accessories")
            let systemKinds = layout.items.map(\.accessoryType).filter(\.isSystem)
            try require(Set(systemKinds).count == systemKinds.count, "a system kind repeats")
            return true
        }
    }

    // MARK: Exhaustive small scope

    /// Representative states for the exhaustive checks: normal, the flags and drag and drop
    /// states the style tables read, and the combinations they single out.
    static let representativeStates: [CellConfigurationState] = {
        let changes: [@Sendable (inout CellConfigurationState) -> Void] = [
            { _ in }, { $0.isHighlighted = true }, { $0.isSelected = true },
            { $0.isDisabled = true }, { $0.isFocused = true }, { $0.isEditing = true },
            { $0.isSwiped = true }, { $0.isReordering = true }, { $0.cellDragState = .dragging },
            { $0.cellDropState = .targeted },
            {
                $0.isSelected = true
                $0.isDisabled = true
            },
            {
                $0.isSelected = true
                $0.isFocused = true
            },
        ]
        return changes.map { change in
            var state = CellConfigurationState()
            change(&state)
            return state
        }
    }()

    @Test func everyContentStyleInEveryEnvironmentAndAppearance() {
        checkEveryCombination(
            "every customised list content style is idempotent, forgets earlier states and "
                + "keeps its customisations in every list environment, appearance and "
                + "representative state",
            of: .allCases("style", of: ListContentConfiguration.Style.self),
            .allCases("list environment", of: ListEnvironment.self)
        ) { style, environment in
            // Half the properties customised: the others follow the style.
            var configuration = style.configuration
            configuration.text = "Title"
            configuration.textProperties.color = .systemPink
            configuration.secondaryTextProperties.font = .caption2
            configuration.imageProperties.tintColor = nil
            configuration.directionalLayoutMargins = .zero
            configuration.alpha = 0.5
            let appearances = ExhaustiveDomain<TraitCollection>.everyAppearance(
                "appearance", listEnvironment: environment)
            try withEvery("appearance", in: appearances.values) { traits in
                var earlier = configuration.updated(for: CellConfigurationState())
                for var state in Self.representativeStates {
                    state.traitCollection = traits
                    let once = configuration.updated(for: state)
                    try require(once.updated(for: state) == once, "not idempotent in \(state)")
                    try require(earlier.updated(for: state) == once, "stale state in \(state)")
                    try require(
                        once.textProperties.color == .systemPink
                            && once.secondaryTextProperties.font == .caption2
                            && once.imageProperties.tintColor == nil
                            && once.directionalLayoutMargins == .zero && once.alpha == 0.5
                            && once.text == "Title",
                        "a customised property changed in \(state)")
                    earlier = once
                }
            }
            return true
        }
    }

    @Test func everyBackgroundStyleInEveryEnvironmentAndAppearance() {
        checkEveryCombination(
            "every background style is idempotent, forgets earlier states and resolves to "
                + "finite colours in every list environment, appearance and representative state",
            of: .allCases("style", of: BackgroundConfiguration.Style.self),
            .allCases("list environment", of: ListEnvironment.self)
        ) { style, environment in
            let appearances = ExhaustiveDomain<TraitCollection>.everyAppearance(
                "appearance", listEnvironment: environment)
            try withEvery("appearance", in: appearances.values) { traits in
                var previous = style.configuration
                for var state in Self.representativeStates {
                    state.traitCollection = traits
                    let once = style.configuration.updated(for: state)
                    try require(once.updated(for: state) == once, "not idempotent: \(state)")
                    try require(previous.updated(for: state) == once, "stale state: \(state)")
                    let color = once.resolvedBackgroundColor(for: traits.tintColor)
                        .resolve(in: traits.colorEnvironment)
                    try require(isFinite(color), "\(color): \(state)")
                    previous = once
                }
            }
            return true
        }
    }

    @Test func everyViewFlagCombinationMatchesItsCellState() {
        checkEveryCombination(
            "every style updated for each of the 32 view states equals it updated for the same "
                + "state as a cell state",
            of: .allCases("style", of: ListContentConfiguration.Style.self),
            .everyBuiltInViewState("view state", traits: TraitCollection(listEnvironment: .sidebar))
        ) { style, state in
            let content = style.configuration
            let background = style.defaultBackgroundStyle.configuration
            return content.updated(for: state) == content.updated(for: state.cellConfigurationState)
                && background.updated(for: state)
                    == background.updated(for: state.cellConfigurationState)
        }
    }
}
