import ConfigState
import Foundation
import Testing

/// A model a handler reads, as an app's view controller would.
@MainActor
private final class Upload {
    var isBusy = false
}

@MainActor
@Suite("Button: the update pass, taps and renders")
struct ButtonTests {
    @Test func aNewConfigurationIsAppliedWhole() throws {
        var bordered = Button.Configuration.bordered()
        bordered.title = "Follow"
        bordered.cornerStyle = .capsule
        bordered.imagePadding = 8
        let button = Button(configuration: bordered)
        _ = button.render()
        var filled = Button.Configuration.filled()
        filled.title = "Follow"
        button.configuration = filled
        let fresh = Button(configuration: filled)
        #expect(button.render() == fresh.render())
        #expect(try #require(button.render()).style == .filled)
    }

    @Test func handlerShowsAnActivityIndicatorWhileBusy() throws {
        let upload = Upload()
        var configuration = Button.Configuration.filled()
        configuration.title = "Upload"
        configuration.image = Image(systemName: "arrow.up")
        let button = Button(configuration: configuration)
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.showsActivityIndicator = upload.isBusy
            button.configuration = configuration
        }
        #expect(try #require(button.render()).image != nil)
        upload.isBusy = true
        button.setNeedsUpdateConfiguration()
        let render = try #require(button.render())
        #expect(render.showsActivityIndicator)
        #expect(render.image == nil)
        #expect(render.activityIndicatorColor == Color.white.resolve(in: ColorEnvironment()))
    }

    @Test func tapHighlightsTogglesSelectionAndPerformsTheAction() {
        var seen: [Control.State] = []
        var selectionWhenPerformed: [Bool] = []
        let button = Button(
            configuration: .bordered(),
            primaryAction: Action(title: "Star") { action in
                selectionWhenPerformed.append((action.sender as? Button)?.isSelected ?? false)
            })
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { seen.append($0.state) }
        button.layoutIfNeeded()
        seen = []
        #expect(button.tap())
        #expect(seen == [.highlighted, .selected])
        #expect(selectionWhenPerformed == [true])
        #expect(button.tap())
        #expect(!button.isSelected)
        #expect(button.primaryAction?.performCount == 2)
    }

    @Test func aDisabledButtonIgnoresTaps() {
        let action = Action { _ in }
        let button = Button(configuration: .filled(), primaryAction: action)
        button.isEnabled = false
        #expect(!button.tap())
        #expect(action.performCount == 0)
        #expect(button.state == .disabled)
    }

    @Test func theActionTitleShowsWhenTheConfigurationHasNone() throws {
        let button = Button(configuration: .plain(), primaryAction: Action(title: "Share") { _ in })
        #expect(try #require(button.render()).title?.text == "Share")
    }

    @Test func stateChangesRequestOnePassEach() {
        let button = Button(configuration: .gray())
        button.layoutIfNeeded()
        let count = button.configurationUpdateCount
        button.isHighlighted = true
        button.isHighlighted = true
        #expect(button.needsUpdateConfiguration)
        button.layoutIfNeeded()
        #expect(button.configurationUpdateCount == count + 1)
        button.layoutIfNeeded()
        #expect(button.configurationUpdateCount == count + 1)
    }

    @Test func aHandlerThatKeepsRequestingStopsWithADiagnostic() {
        let log = DiagnosticLog()
        let button = Button(configuration: .plain())
        button.diagnosticSink = log
        button.configurationUpdateHandler = { $0.setNeedsUpdateConfiguration() }
        button.layoutIfNeeded()
        #expect(log.diagnostics(of: .updateLoop).count == 1)
        #expect(button.configurationUpdateCount == CollectionViewCell.maximumUpdatePassesPerLayout)
    }

    @Test func withoutAutomaticUpdatesTheConfigurationStaysAsSet() {
        let button = Button(configuration: .filled())
        button.automaticallyUpdatesConfiguration = false
        button.configuration = .filled()
        button.isHighlighted = true
        button.layoutIfNeeded()
        #expect(button.configuration == .filled())
    }

    @Test func controlStateBitsAreUIKits() {
        #expect(Control.State.highlighted.rawValue == 1)
        #expect(Control.State.disabled.rawValue == 2)
        #expect(Control.State.selected.rawValue == 4)
        #expect(Control.State.focused.rawValue == 8)
        #expect(Control.State.normal.rawValue == 0)
        #expect("\([Control.State.selected, .focused] as Control.State)" == "[selected, focused]")
    }

    @Test func renderRoundTripsThroughJSON() throws {
        var configuration = Button.Configuration.tinted()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.image = Image(systemName: "star")
        configuration.indicator = .popup
        let button = Button(configuration: configuration)
        let render = try #require(button.render())
        let decoded = try JSONDecoder().decode(
            ButtonRender.self, from: JSONEncoder().encode(render))
        #expect(decoded == render)
    }

    @Test func aButtonWithoutAConfigurationRendersNothing() {
        #expect(Button().render() == nil)
    }
}
