// Unit tests of a configuration: updated(for:) called with states built directly.
import ConfigStateTesting
import Testing

/// The app's content for a message: emphasized text, orange when the message is flagged.
func messageContent(isFlagged: Bool) -> ListContentConfiguration {
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Lunch?"
    content.secondaryText = "Ana"
    content.textProperties.font = Font.body.emphasized()
    if isFlagged { content.textProperties.color = .systemOrange }
    return content
}

@Suite struct MessageContentTests {
    @Test func selectedInASidebarTheTextTurnsWhite() {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(listEnvironment: .sidebar))
        state.isSelected = true
        let content = messageContent(isFlagged: false).updated(for: state)
        #expect(content.textProperties.color == .white)
        #expect(content.textProperties.font == Font.body.emphasized())
    }

    @Test func aFlaggedMessageStaysOrangeInEveryState() {
        checkEveryCombination(
            "customised colour and font hold in every state and list",
            of: .flag("highlighted"), .flag("selected"), .flag("disabled"), .flag("editing"),
            .allCases("list", of: ListEnvironment.self)
        ) { isHighlighted, isSelected, isDisabled, isEditing, environment in
            var state = CellConfigurationState(
                traitCollection: TraitCollection(listEnvironment: environment))
            state.isHighlighted = isHighlighted
            state.isSelected = isSelected
            state.isDisabled = isDisabled
            state.isEditing = isEditing
            let content = messageContent(isFlagged: true).updated(for: state)
            return content.textProperties.color == .systemOrange
                && content.textProperties.font == Font.body.emphasized()
        }
    }
}

// snippet.hide
// Runs the tests above with Swift Testing, as `swift test` runs a test target, and reports the
// result on standard output, which DocExampleTests compares with the `Prints:` block. Failures
// are printed on standard error.
var arguments = __CommandLineArguments_v0()
arguments.quiet = true
let status: CInt = await __swiftPMEntryPoint(passing: arguments)
print(status == 0 ? "The tests passed." : "A test failed; exit status \(status).")

// Prints:
// The tests passed.
