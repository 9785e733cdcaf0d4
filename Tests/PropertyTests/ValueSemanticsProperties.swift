import ConfigState
import ConfigStateTesting
import Testing

// Configurations are values (SPEC §4), though they keep their content and appearance in
// shared, copy-on-write boxes, and every uncustomised update hands out the style table's box
// for the state. The realistic bug is a setter that writes into a box it shares — with its
// original, with another update, or with the style table itself — so that setting a property
// on one configuration changes others. Each property below records the value a property has
// (a plain value, not a configuration sharing a box) before a copy is changed, and checks that
// the original, a fresh update from the same style and the factory still have it afterwards.

@MainActor
@Suite("Configurations are values: setting a copy's property changes nothing else")
struct ValueSemanticsProperties {
    /// A property of a list content configuration that the check sets on a copy.
    enum ContentEdit: CaseIterable {
        case text, secondaryText, textColor, secondaryTextFont, imageTint, margins, alpha, reset
    }

    @Test func listContentCopiesAreIndependent() {
        var tally = BranchTally("a set property", "a reset")
        let held = checkProperty(
            "setting a property on a copy of a list content configuration changes neither the "
                + "original, nor another update for the same state, nor the style's factory",
            using: Gen.zip(
                Gen.listContentConfiguration, cellStates, Gen.element(of: ContentEdit.allCases)),
            configuration: Cases.standard
        ) { configuration, state, edit in
            let updated = configuration.updated(for: state)
            let fresh = configuration.style.configuration.updated(for: state)
            // Plain values, independent of any box, recorded before the edit.
            let before = (
                updated.text, updated.secondaryText, updated.textProperties.color,
                updated.secondaryTextProperties.font, updated.imageProperties.tintColor,
                updated.directionalLayoutMargins, updated.alpha,
                updated.customizedProperties
            )
            let freshColor = fresh.textProperties.color
            let factoryMargins = configuration.style.configuration.directionalLayoutMargins
            var copy = updated
            switch edit {
            case .text: copy.text = (updated.text ?? "") + "!"
            case .secondaryText: copy.secondaryText = (updated.secondaryText ?? "") + "?"
            case .textColor:
                copy.textProperties.color =
                    updated.textProperties.color == .systemPink ? .systemTeal : .systemPink
            case .secondaryTextFont:
                copy.secondaryTextProperties.font =
                    updated.secondaryTextProperties.font == .title1 ? .caption2 : .title1
            case .imageTint:
                copy.imageProperties.tintColor =
                    updated.imageProperties.tintColor == .systemMint ? .systemIndigo : .systemMint
            case .margins:
                copy.directionalLayoutMargins.top = updated.directionalLayoutMargins.top + 7
            case .alpha: copy.alpha = updated.alpha == 0.25 ? 0.75 : 0.25
            case .reset: copy.resetAllToStyle()
            }
            tally.countCase()
            tally.take(edit == .reset ? "a reset" : "a set property")
            try require(copy != updated || edit == .reset, "the edit changed nothing")
            try requireEqual(updated.text, before.0, "the original's text")
            try requireEqual(updated.secondaryText, before.1, "the original's secondary text")
            try requireEqual(updated.textProperties.color, before.2, "the original's text colour")
            try requireEqual(
                updated.secondaryTextProperties.font, before.3, "the original's secondary font")
            try requireEqual(updated.imageProperties.tintColor, before.4, "the original's tint")
            try requireEqual(updated.directionalLayoutMargins, before.5, "the original's margins")
            try requireEqual(updated.alpha, before.6, "the original's alpha")
            try requireEqual(updated.customizedProperties, before.7, "the original's customised")
            try requireEqual(
                configuration.style.configuration.updated(for: state).textProperties.color,
                freshColor, "a fresh update's text colour (the style table's shared box)")
            try requireEqual(
                configuration.style.configuration.directionalLayoutMargins, factoryMargins,
                "the factory's margins")
            try requireEqual(configuration.updated(for: state), updated, "updating again")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    @Test func backgroundCopiesAreIndependent() {
        var tally = BranchTally("colour", "corner radius", "stroke width")
        let held = checkProperty(
            "setting a property on a copy of a background configuration changes neither the "
                + "original, nor another update for the same state, nor the style's factory",
            using: Gen.zip(Gen.backgroundConfiguration, cellStates, Gen.int(in: 0...2)),
            configuration: Cases.standard
        ) { configuration, state, edit in
            let updated = configuration.updated(for: state)
            let before = (
                updated.backgroundColor, updated.cornerRadius, updated.strokeWidth,
                updated.customizedProperties
            )
            let freshColor = configuration.style.configuration.updated(for: state).backgroundColor
            var copy = updated
            tally.countCase()
            switch edit {
            case 0:
                copy.backgroundColor =
                    updated.backgroundColor == .systemPink ? .systemTeal : .systemPink
                tally.take("colour")
            case 1:
                copy.cornerRadius = updated.cornerRadius + 3
                tally.take("corner radius")
            default:
                copy.strokeWidth = updated.strokeWidth + 2
                tally.take("stroke width")
            }
            try require(copy != updated, "the edit changed nothing")
            try requireEqual(updated.backgroundColor, before.0, "the original's colour")
            try requireEqual(updated.cornerRadius, before.1, "the original's corner radius")
            try requireEqual(updated.strokeWidth, before.2, "the original's stroke width")
            try requireEqual(updated.customizedProperties, before.3, "the original's customised")
            try requireEqual(
                configuration.style.configuration.updated(for: state).backgroundColor,
                freshColor, "a fresh update's colour (the style table's shared box)")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// A content property set on a configuration changes that property alone. The realistic
    /// bugs are in the setters' shortcut for a factory-made configuration, which starts a box
    /// of its own from a new empty content where another would copy the shared box: taken
    /// for a box that holds content (a copy's image and texts lost when one text is set), or
    /// a new empty content unlike the factory's (a factory configuration whose text was set
    /// to `nil` no longer equal to, or hashing like, the factory's).
    @Test func settingOneContentPropertyKeepsTheRest() {
        var tally = BranchTally("with content", "from the factory")
        let shown = Image(named: "photo", size: CGSize(width: 12, height: 12))
        let held = checkProperty(
            "setting one content property of a list content configuration (or of a copy, or of "
                + "a factory-made one) leaves its other content as it was",
            using: Gen.zip(
                Gen.listContentConfiguration, Gen.int(in: 0...4), Gen.bool, Gen.bool),
            configuration: Cases.standard
        ) { configuration, part, fromFactory, toNil in
            let original = fromFactory ? configuration.style.configuration : configuration
            tally.countCase()
            tally.take(fromFactory ? "from the factory" : "with content")
            var changed = original
            var expected = (
                original.image, original.text, original.attributedText, original.secondaryText,
                original.secondaryAttributedText
            )
            switch part {
            case 0:
                changed.image = toNil ? nil : shown
                expected.0 = toNil ? nil : shown
            case 1:
                changed.text = toNil ? nil : "Set"
                expected.1 = toNil ? nil : "Set"
            case 2:
                changed.attributedText = toNil ? nil : AttributedText("Set")
                expected.2 = toNil ? nil : AttributedText("Set")
            case 3:
                changed.secondaryText = toNil ? nil : "Set"
                expected.3 = toNil ? nil : "Set"
            default:
                changed.secondaryAttributedText = toNil ? nil : AttributedText("Set")
                expected.4 = toNil ? nil : AttributedText("Set")
            }
            try requireEqual(changed.image, expected.0, "the image")
            try requireEqual(changed.text, expected.1, "the text")
            try requireEqual(changed.attributedText, expected.2, "the attributed text")
            try requireEqual(changed.secondaryText, expected.3, "the secondary text")
            try requireEqual(
                changed.secondaryAttributedText, expected.4, "the secondary attributed text")
            try requireEqual(
                changed.customizedProperties, original.customizedProperties, "what is customised")
            if fromFactory && toNil {
                try requireEqual(changed, original, "a factory configuration set to no content")
                try require(
                    changed.hashValue == original.hashValue,
                    "a factory configuration set to no content hashes differently")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// The content a configuration keeps in reshaped storage (an image as an image and a flag)
    /// must compare by what it shows: a configuration whose image was set and then taken
    /// away is equal to, and hashes like, one whose image was only taken away. The realistic
    /// bug is a cleared image that leaves its old value behind in the storage.
    @Test func contentSetAndClearedEqualsContentOnlyCleared() {
        var tally = BranchTally("image", "text", "secondary text")
        let shown = Image(named: "photo", size: CGSize(width: 12, height: 12))
        let held = checkProperty(
            "a list content configuration whose image or text was set and then cleared is equal "
                + "to, and hashes like, the same configuration with it only cleared",
            using: Gen.zip(Gen.listContentConfiguration, Gen.int(in: 0...2)),
            configuration: Cases.standard
        ) { configuration, part in
            var cleared = configuration
            var setThenCleared = configuration
            tally.countCase()
            switch part {
            case 0:
                cleared.image = nil
                setThenCleared.image = shown
                setThenCleared.image = nil
                tally.take("image")
            case 1:
                cleared.text = nil
                setThenCleared.text = "Shown"
                setThenCleared.text = nil
                tally.take("text")
            default:
                cleared.secondaryText = nil
                setThenCleared.secondaryText = "Shown"
                setThenCleared.secondaryText = nil
                tally.take("secondary text")
            }
            try requireEqual(setThenCleared, cleared, "set, then cleared")
            try require(
                setThenCleared.hashValue == cleared.hashValue,
                "equal configurations hash differently")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
