import ConfigState
import Foundation
import Testing

@MainActor
@Suite("Button: menus and pop-up buttons")
struct ButtonMenuTests {
    private func popUp(_ log: @escaping @MainActor (String) -> Void) -> (Button, [Action]) {
        let actions = ["Name", "Date", "Size"].map { title in
            Action(title: title) { action in log(action.title) }
        }
        let button = Button(configuration: .bordered())
        button.menu = Menu(title: "Sort by", children: actions)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        return (button, actions)
    }

    @Test func aPopUpButtonShowsTheFirstActionAndAPopUpIndicator() throws {
        let (button, _) = popUp { _ in }
        #expect(button.isPopUpButton)
        let render = try #require(button.render())
        #expect(render.title?.text == "Name")
        #expect(render.indicator == .popup)
        #expect(render.indicatorColor != nil)
    }

    @Test func choosingAnActionTurnsItOnTheOthersOffAndRetitles() throws {
        var log: [String] = []
        let (button, actions) = popUp { log.append($0) }
        #expect(button.chooseMenuAction(actions[1]))
        #expect(log == ["Date"])
        #expect(actions.map(\.state) == [.off, .on, .off])
        #expect(button.menu?.selectedElements.map(\.title) == ["Date"])
        #expect(try #require(button.render()).title?.text == "Date")
        #expect(actions[1].sender === button)
    }

    @Test func tapPresentsTheMenuInsteadOfThePrimaryAction() {
        var log: [String] = []
        let (button, _) = popUp { log.append($0) }
        let primary = Action { _ in log.append("primary") }
        button.primaryAction = primary
        button.addAction(Action { _ in log.append("menu") }, for: .menuActionTriggered)
        button.addAction(Action { _ in log.append("up") }, for: .touchUpInside)
        #expect(button.tap())
        #expect(log == ["menu"])
        #expect(button.menuPresentationCount == 1)
        #expect(primary.performCount == 0)
        #expect(!button.isSelected)
    }

    @Test func aPullDownMenuRunsTheChoiceWithoutSelection() throws {
        let share = Action(title: "Share") { _ in }
        var configuration = Button.Configuration.plain()
        configuration.title = "More"
        let button = Button(configuration: configuration)
        button.menu = Menu(children: [
            share, Action(title: "Delete", attributes: .destructive) { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        #expect(!button.isPopUpButton)
        #expect(button.chooseMenuAction(share))
        #expect(share.state == .off)
        let render = try #require(button.render())
        #expect(render.title?.text == "More")
        #expect(render.indicator == Button.Configuration.Indicator.none)
    }

    @Test func choosingAnActionOutsideTheMenuOrDisabledIsAMisuseDiagnostic() {
        let log = DiagnosticLog()
        let (button, actions) = popUp { _ in }
        button.diagnosticSink = log
        let stranger = Action(title: "Stranger") { _ in }
        #expect(!button.chooseMenuAction(stranger))
        actions[2].attributes = .disabled
        #expect(!button.chooseMenuAction(actions[2]))
        #expect(stranger.performCount == 0 && actions[2].performCount == 0)
        #expect(log.diagnostics(of: .controlMisuse).count == 2)
        #expect(actions.allSatisfy { $0.state == .off })
    }

    @Test func aDisabledButtonIgnoresMenuChoices() {
        let (button, actions) = popUp { _ in }
        button.isEnabled = false
        #expect(!button.chooseMenuAction(actions[0]))
        #expect(actions[0].performCount == 0)
    }

    @Test func aMenuOfActionsListsTheirTitlesAndSelection() {
        let menu = Menu(
            title: "View", identifier: .init("view"), options: .singleSelection,
            children: [Action(title: "List") { _ in }, Action(title: "Grid", state: .on) { _ in }])
        #expect(menu.children == ["List", "Grid"])
        #expect(menu.selectedIndex == 1)
        #expect(menu.options == .singleSelection)
        #expect(menu.identifier.rawValue == "view")
        #expect(menu == menu.replacingChildren(menu.elements))
        #expect(menu != menu.replacingChildren([Action(title: "List") { _ in }]))
        #expect(Menu.Options.displayAsPalette.rawValue == 1 << 7)
        #expect(MenuElement.Attributes.keepsMenuPresented.rawValue == 1 << 3)
    }
}

@MainActor
@Suite("Button: self-sizing")
struct ButtonSizingTests {
    @Test func intrinsicSizeIsInsetsAroundTheMeasuredTitle() {
        var configuration = Button.Configuration.filled()
        configuration.title = "Inbox"
        let button = Button(configuration: configuration)
        let body = Font.body.resolved(for: .large)
        let width = TextMeasurement.width(of: "Inbox", font: body)
        let size = button.intrinsicContentSize
        #expect(abs(size.width - (width + 24)) < 0.001)
        #expect(abs(size.height - (22 + 14)) < 0.001)
    }

    @Test func imageBesideOrAboveTheTextWithPadding() {
        var configuration = Button.Configuration.plain()
        configuration.title = "Inbox"
        configuration.image = Image(systemName: "tray", size: CGSize(width: 24, height: 30))
        configuration.imagePadding = 6
        configuration.contentInsets = .zero
        let button = Button(configuration: configuration)
        let title = TextMeasurement.width(of: "Inbox", font: Font.body.resolved(for: .large))
        var size = button.intrinsicContentSize
        #expect(abs(size.width - (24 + 6 + title)) < 0.001)
        #expect(size.height == 30)
        configuration.imagePlacement = .top
        button.configuration = configuration
        size = button.intrinsicContentSize
        #expect(abs(size.width - title) < 0.001)
        #expect(abs(size.height - (30 + 6 + 22)) < 0.001)
    }

    @Test func aNarrowWidthWrapsTheTitle() {
        var configuration = Button.Configuration.gray()
        configuration.title = "Call me when you can"
        configuration.subtitle = "Later"
        configuration.titlePadding = 2
        let button = Button(configuration: configuration)
        let wide = button.sizeThatFits(.zero)
        let narrow = button.sizeThatFits(CGSize(width: 104, height: 0))
        #expect(narrow.width <= 104)
        #expect(narrow.height > wide.height)
        #expect(button.systemLayoutSizeFitting(CGSize(width: 104, height: 0)) == narrow)
    }

    @Test func theActivityIndicatorAndPopUpIndicatorTakeRoom() {
        var configuration = Button.Configuration.filled()
        configuration.contentInsets = .zero
        configuration.showsActivityIndicator = true
        let button = Button(configuration: configuration)
        #expect(button.intrinsicContentSize == CGSize(width: 20, height: 20))
        configuration.showsActivityIndicator = false
        configuration.indicator = .popup
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: 14, height: 16))
    }

    @Test func aFramelessCapsuleUsesHalfItsIntrinsicHeight() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        let radius = try #require(button.render()).background.cornerRadius
        #expect(radius == Double(button.intrinsicContentSize.height) / 2)
        #expect(abs(radius - 18) < 0.001)
    }

    @Test(arguments: [
        CGRect.zero, CGRect(x: 0, y: 0, width: -40, height: -10),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
        CGRect(x: 0, y: 0, width: CGFloat.nan, height: 44),
        CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
    ])
    func noFrameGivesANonFiniteRadiusOrSize(frame: CGRect) throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        configuration.cornerStyle = .capsule
        configuration.image = Image(named: "huge", size: CGSize(width: 1e308, height: 1e308))
        let button = Button(configuration: configuration)
        button.frame = frame
        let render = try #require(button.render())
        #expect(render.background.cornerRadius.isFinite && render.background.cornerRadius >= 0)
        for offered in [CGSize.zero, frame.size, CGSize(width: -1, height: CGFloat.nan)] {
            let size = button.sizeThatFits(offered)
            #expect(size.width.isFinite && size.height.isFinite)
            #expect(size.width >= 0 && size.height >= 0)
        }
    }

    @Test func aButtonWithoutAConfigurationNeedsNoRoom() {
        #expect(Button().intrinsicContentSize == .zero)
    }
}
