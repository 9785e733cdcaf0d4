import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// The laws of SPEC §6 and §14 for buttons: `updated(for:)` is pure and forgets the state
// before; a configuration is applied whole; what the caller sets wins in every state; a
// button reused across configurations and taps renders like a fresh one. Each property was
// checked against a realistic planted bug (see each suite's note).

/// A random button configuration: every style, with random customisations.
private let buttonConfiguration: Gen<Button.Configuration> = Gen.zip(
    Gen.element(of: Button.Configuration.Style.allCases),
    Gen.optional(of: Gen<Color>.color, probabilityOfSome: 0.3),
    Gen.optional(of: Gen<Color>.color, probabilityOfSome: 0.3),
    Gen.optional(of: Gen<Color>.color, probabilityOfSome: 0.3),
    Gen.element(of: Button.Configuration.CornerStyle.allCases),
    Gen.element(of: Button.Configuration.Size.allCases),
    Gen.bool, Gen.bool, Gen.bool,
    Gen.element(of: Button.Configuration.Indicator.allCases)
).map {
    style, foreground, baseBackground, backgroundColor, corner, size, selectionLook, busy,
    titled, indicator in
    var configuration = style.configuration
    configuration.baseForegroundColor = foreground
    configuration.baseBackgroundColor = baseBackground
    if let backgroundColor { configuration.background.backgroundColor = backgroundColor }
    configuration.cornerStyle = corner
    configuration.buttonSize = size
    configuration.automaticallyUpdateForSelection = selectionLook
    configuration.showsActivityIndicator = busy
    configuration.title = titled ? "Title" : nil
    configuration.subtitle = titled ? nil : "Subtitle"
    configuration.image = busy ? nil : Image(systemName: "star")
    configuration.indicator = indicator
    return configuration
}

/// Every combination of the four state bits.
private let controlState = Gen.int(in: 0...15).map { Control.State(rawValue: UInt($0)) }
private let role = Gen.element(of: Button.Role.allCases)

/// Puts `button` in `state`.
@MainActor
private func set(_ button: Button, to state: Control.State) {
    button.isHighlighted = state.contains(.highlighted)
    button.isSelected = state.contains(.selected)
    button.isEnabled = !state.contains(.disabled)
    button.isFocused = state.contains(.focused)
}

// Planted: `Look.apply` leaving the style's values marked as set (no `resetToStyle`), so that
// the look of the first state sticks: fails on seeds 1–5.
@Suite("Button.Configuration.updated(for:): pure, idempotent, and forgetting the state before")
struct ButtonUpdateProperties {
    @Test func updatingIsAFunctionOfConfigurationAndStateAlone() {
        var tally = BranchTally("customised background", "style background")
        let held = checkProperty(
            "c.updated(for: s) is the same every time, updating it again for s changes nothing, "
                + "and updating for another state first makes no difference",
            using: Gen.zip(buttonConfiguration, controlState, controlState, role),
            configuration: Cases.standard
        ) { configuration, state, before, role in
            tally.countCase()
            tally.take(
                "customised background", if: configuration.background.isCustomized(.backgroundColor)
            )
            tally.take(
                "style background", if: !configuration.background.isCustomized(.backgroundColor))
            let once = configuration.updated(for: state, role: role)
            try requireEqual(configuration.updated(for: state, role: role), once, "pure")
            try requireEqual(once.updated(for: state, role: role), once, "idempotent")
            try requireEqual(
                configuration.updated(for: before, role: role).updated(for: state, role: role),
                once, "updated for \(before) first")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    // Planted: the table's path building its result from the factory's shared box instead of
    // the configuration's (`storage: Self.defaultStorage`, forgetting the title, image and
    // every other property set) — fails on seeds 1–5; and from another style's — fails too.
    @Test func updatingChangesOnlyTheLook() {
        var tally = BranchTally("uncustomised (the table)", "customised (the rules)")
        let held = checkProperty(
            "c.updated(for: s) is c with the state's background and style foreground colour: "
                + "every other property, and the style, kept",
            using: Gen.zip(buttonConfiguration, controlState, role),
            configuration: Cases.standard
        ) { configuration, state, role in
            tally.countCase()
            let uncustomised =
                configuration.baseBackgroundColor == nil
                && configuration.background.customizedProperties.isEmpty
            tally.take("uncustomised (the table)", if: uncustomised)
            tally.take("customised (the rules)", if: !uncustomised)
            let updated = configuration.updated(for: state, role: role)
            var expected = configuration
            expected.background = updated.background
            expected.styleForegroundColor = updated.styleForegroundColor
            try requireEqual(updated, expected, "everything but the look")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}

// Planted: the foreground colour taken from the table in the disabled state even when set
// (the greying UIKit applies to its own colours): fails on seeds 1–5.
@MainActor
@Suite("Button.Configuration: what the caller sets wins in every state")
struct ButtonCustomizationProperties {
    @Test func setColoursKeepTheirValueInEveryState() {
        var tally = BranchTally("disabled", "enabled")
        let held = checkProperty(
            "a set baseForegroundColor colours the title, and a set background colour fills "
                + "the background, in every state and role",
            using: Gen.zip(
                buttonConfiguration, Gen<Color>.color, Gen<Color>.color, controlState, role),
            configuration: Cases.standard
        ) { configuration, foreground, background, state, role in
            tally.countCase()
            tally.take("disabled", if: state.contains(.disabled))
            tally.take("enabled", if: !state.contains(.disabled))
            var configuration = configuration
            configuration.baseForegroundColor = foreground
            configuration.background.backgroundColor = background
            configuration.title = "Title"
            let button = Button(configuration: configuration)
            button.role = role
            set(button, to: state)
            guard let render = button.render() else {
                try require(false, "a button with a configuration renders")
                return false
            }
            let environment = button.traitCollection.colorEnvironment
            try requireEqual(
                render.title?.color, foreground.resolve(in: environment), "the title colour")
            try requireEqual(
                render.background.color, background.resolve(in: environment),
                "the background colour")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}

// Planted: the configuration setter keeping the previous configuration's foreground colour
// when the new one has none (a merge instead of a replacement) — both properties fail on
// seeds 1–5; the setter storing the new configuration as given, neither updated for the state
// nor marking the button for an update pass (a flag not set) — both fail on seeds 1–5.
@MainActor
@Suite("Button: configurations applied whole, and reuse that leaves no trace")
struct ButtonReuseProperties {
    @Test func aNewConfigurationKeepsNothingOfTheOldOne() {
        var count = 0
        let held = checkProperty(
            "a button that showed one configuration and is given another renders like a fresh "
                + "button given the second",
            using: Gen.zip(buttonConfiguration, buttonConfiguration, controlState),
            configuration: Cases.standard
        ) { first, second, state in
            count += 1
            let reused = Button(configuration: first)
            set(reused, to: state)
            _ = reused.render()
            reused.configuration = second
            let fresh = Button(configuration: second)
            set(fresh, to: state)
            try requireEqual(reused.render(), fresh.render(), "\(first.style) → \(second.style)")
            return true
        }
        #expect(!held || count > 0)
    }

    @Test func aReusedButtonRendersLikeAFreshOne() {
        var tally = BranchTally("toggled", "plain tap")
        let held = checkProperty(
            "after taps and state changes under several configurations, a button renders like "
                + "a fresh one with its last configuration and state",
            using: Gen.zip(
                Gen.array(of: Gen.zip(buttonConfiguration, controlState, Gen.bool), count: 1...4),
                buttonConfiguration, controlState, Gen.bool),
            configuration: Cases.standard
        ) { history, last, state, toggles in
            tally.countCase()
            tally.take("toggled", if: toggles)
            tally.take("plain tap", if: !toggles)
            let reused = Button(configuration: .plain())
            reused.changesSelectionAsPrimaryAction = toggles
            for (configuration, state, taps) in history {
                reused.configuration = configuration
                set(reused, to: state)
                if taps { reused.tap() }
                _ = reused.render()
            }
            reused.configuration = last
            set(reused, to: state)
            let fresh = Button(configuration: last)
            set(fresh, to: state)
            try requireEqual(reused.render(), fresh.render(), "the render")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
