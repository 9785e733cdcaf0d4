import ConfigState
import Foundation
import Testing

/// Every style, every control state the table distinguishes, and every appearance.
private let allStyles = Button.Configuration.Style.allCases
private let tableStates: [Control.State] = [
    .normal, .highlighted, .selected, .disabled, .focused, [.selected, .highlighted],
]
private let appearances: [TraitCollection] = [
    TraitCollection(userInterfaceStyle: .light),
    TraitCollection(userInterfaceStyle: .dark),
    TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high),
    TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high),
]

private func configuration(_ style: Button.Configuration.Style) -> Button.Configuration {
    switch style {
    case .plain: .plain()
    case .tinted: .tinted()
    case .gray: .gray()
    case .filled: .filled()
    case .borderless: .borderless()
    case .bordered: .bordered()
    case .borderedTinted: .borderedTinted()
    case .borderedProminent: .borderedProminent()
    }
}

@MainActor
private func render(
    _ configuration: Button.Configuration, state: Control.State = .normal,
    traits: TraitCollection = TraitCollection()
) throws -> ButtonRender {
    let button = Button(configuration: configuration)
    button.traitCollection = traits
    button.isHighlighted = state.contains(.highlighted)
    button.isSelected = state.contains(.selected)
    button.isEnabled = !state.contains(.disabled)
    button.isFocused = state.contains(.focused)
    return try #require(button.render())
}

@Suite("Button.Configuration: styles, per-state looks and customisation")
struct ButtonConfigurationTests {
    @Test(arguments: allStyles)
    func factoryCarriesItsStyle(style: Button.Configuration.Style) {
        #expect(configuration(style).style == style)
    }

    @MainActor
    @Test func filledIsTheTintWithWhiteTextAndPlainIsTintTextOnClear() throws {
        var filled = Button.Configuration.filled()
        filled.title = "Buy"
        let filledRender = try render(filled)
        #expect(filledRender.background.color == Color.systemBlue.resolve(in: ColorEnvironment()))
        #expect(filledRender.title?.color == Color.white.resolve(in: ColorEnvironment()))
        var plain = Button.Configuration.plain()
        plain.title = "More"
        let plainRender = try render(plain)
        #expect(plainRender.background.color.alpha == 0)
        #expect(plainRender.title?.color == Color.systemBlue.resolve(in: ColorEnvironment()))
    }

    /// The table's chosen looks keep the title at WCAG 4.5:1 against what is behind it in
    /// every state and appearance; the two UIKit looks kept for fidelity (plain and filled,
    /// normal) are left out.
    @MainActor
    @Test(arguments: allStyles)
    func chosenLooksKeepTheTitleReadable(style: Button.Configuration.Style) throws {
        for state in tableStates {
            let isUIKitLook =
                (state == .normal || state == .focused)
                && [.plain, .borderless, .filled, .borderedProminent].contains(style)
            if isUIKitLook { continue }
            for traits in appearances {
                var configuration = configuration(style)
                configuration.title = "Title"
                let render = try render(configuration, state: state, traits: traits)
                let page = Color.systemBackground.resolve(in: traits.colorEnvironment)
                let background = render.background.color.composited(over: page)
                let title = try #require(render.title).color.composited(over: background)
                let ratio = title.contrastRatio(against: background)
                #expect(ratio >= 4.5, "\(style) \(state) \(traits): \(ratio)")
            }
        }
    }

    @MainActor
    @Test func destructiveRoleUsesRedForTheTint() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Delete"
        let button = Button(configuration: configuration)
        button.role = .destructive
        let render = try #require(button.render())
        // The red is ConfigState's choice, not UIKit's look, so it is deepened until the white
        // title reaches 4.5:1 (systemRed itself gives 3.55:1).
        let environment = ColorEnvironment()
        let red = Color.systemRed.resolve(in: environment)
        #expect(render.background.color != red)
        #expect(render.background.color.red > render.background.color.blue * 2)
        let white = Color.white.resolve(in: environment)
        #expect(white.contrastRatio(against: render.background.color) >= 4.5)
    }

    /// The destructive role's normal looks are ConfigState's own (UIKit documents none), so
    /// they keep 4.5:1 where the tint's, which are UIKit's, do not.
    @MainActor
    @Test func destructiveNormalLooksKeepTheTitleReadable() throws {
        for style in allStyles {
            for traits in appearances {
                var configuration = configuration(style)
                configuration.title = "Delete"
                let button = Button(configuration: configuration)
                button.traitCollection = traits
                button.role = .destructive
                let render = try #require(button.render())
                let page = Color.systemBackground.resolve(in: traits.colorEnvironment)
                let background = render.background.color.composited(over: page)
                let ratio = try #require(render.title).color.contrastRatio(against: background)
                #expect(ratio >= 4.5, "\(style) \(traits): \(ratio)")
            }
        }
    }

    @Test(arguments: tableStates)
    func aSetForegroundColourWinsInEveryState(state: Control.State) {
        var configuration = Button.Configuration.filled()
        configuration.baseForegroundColor = .systemOrange
        configuration.background.backgroundColor = .systemPurple
        let updated = configuration.updated(for: state)
        #expect(updated.resolvedForegroundColor == .systemOrange)
        #expect(updated.background.backgroundColor == .systemPurple)
        #expect(updated.baseForegroundColor == .systemOrange)
    }

    @Test(arguments: allStyles)
    func updatingIsIdempotentAndForgetsTheStateBefore(style: Button.Configuration.Style) {
        let base = configuration(style)
        for state in tableStates {
            let once = base.updated(for: state)
            #expect(once.updated(for: state) == once)
            #expect(base.updated(for: .disabled).updated(for: state) == once)
        }
    }

    @Test func selectionLookFollowsAutomaticallyUpdateForSelection() {
        var configuration = Button.Configuration.gray()
        #expect(configuration.updated(for: .selected) != configuration.updated(for: .normal))
        configuration.automaticallyUpdateForSelection = false
        #expect(configuration.updated(for: .selected) == configuration.updated(for: .normal))
    }

    @Test func contentInsetsDefaultToTheSizeUntilSet() {
        var configuration = Button.Configuration.filled()
        #expect(
            configuration.contentInsets
                == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets.top == 14)
        configuration.contentInsets = DirectionalEdgeInsets(
            top: -3, leading: .nan, bottom: 2, trailing: .infinity)
        #expect(
            configuration.contentInsets
                == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 2, trailing: 0))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.top == 14)
    }

    @Test func paddingsClampBadInput() {
        var configuration = Button.Configuration.plain()
        configuration.imagePadding = -4
        configuration.titlePadding = .nan
        #expect(configuration.imagePadding == 0)
        #expect(configuration.titlePadding == 0)
    }

    @MainActor
    @Test func cornerStylesGiveTheirRadius() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Go"
        #expect(try render(configuration).background.cornerRadius == 8)
        configuration.cornerStyle = .small
        #expect(try render(configuration).background.cornerRadius == 4)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(try render(configuration).background.cornerRadius == 3)
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        #expect(try #require(button.render()).background.cornerRadius == 22)
        configuration.cornerStyle = .dynamic
        configuration.background.cornerRadius = 8
        let large = try render(
            configuration,
            traits: TraitCollection(
                preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(large.background.cornerRadius > 8)
    }

    @MainActor
    @Test func titleTransformerSetsTheFont() throws {
        var configuration = Button.Configuration.filled()
        configuration.title = "Bold"
        configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer {
            incoming in
            var outgoing = incoming
            outgoing.font = Font.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        let render = try render(configuration)
        #expect(render.title?.font == Font.headline.resolved(for: .large))
    }

    @Test func textTransformersCompareByIdentity() {
        let transformer = ConfigurationTextAttributesTransformer { $0 }
        let copy = transformer
        #expect(transformer == copy)
        #expect(transformer != ConfigurationTextAttributesTransformer { $0 })
    }

    @Test func codableRoundTripKeepsEverything() throws {
        var configuration = Button.Configuration.tinted().updated(for: .highlighted)
        configuration.title = "Save"
        configuration.subtitle = "Draft"
        configuration.image = Image(systemName: "tray")
        configuration.imagePlacement = .top
        configuration.imagePadding = 6
        configuration.contentInsets = DirectionalEdgeInsets(
            top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.indicator = .popup
        configuration.indicatorColorTransformer = .grayscale
        let data = try JSONEncoder().encode(configuration)
        let decoded = try JSONDecoder().decode(Button.Configuration.self, from: data)
        #expect(decoded == configuration)
    }

    @Test func aTextTransformerCannotBeEncoded() {
        var configuration = Button.Configuration.plain()
        configuration.titleTextAttributesTransformer = ConfigurationTextAttributesTransformer {
            $0
        }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(configuration) }
    }

    @Test func decodingClampsAndTakesTheStyleDefaults() throws {
        let json = #"{"style": "filled", "imagePadding": -5, "title": "Go"}"#
        let decoded = try JSONDecoder().decode(Button.Configuration.self, from: Data(json.utf8))
        var expected = Button.Configuration.filled()
        expected.title = "Go"
        #expect(decoded == expected)
    }
}

@Suite("Button.Configuration describes itself")
struct ButtonConfigurationDescriptionTests {
    @Test func aFreshConfigurationIsItsStyle() {
        #expect("\(Button.Configuration.filled())" == "Button.Configuration(filled)")
    }

    @Test func changedPropertiesAreListed() {
        var configuration = Button.Configuration.gray()
        configuration.title = "Save"
        configuration.cornerStyle = .capsule
        configuration.imagePadding = 4
        #expect(
            "\(configuration)"
                == #"Button.Configuration(gray; title: "Save", cornerStyle: capsule, imagePadding: 4)"#
        )
    }
}

@Suite("Button.Configuration: shared storage")
struct ButtonConfigurationStorageTests {
    /// Factory configurations share one box for their other properties until one is set:
    /// setting a property on one copy must not reach another, or a later factory's.
    @Test func settingAPropertyCopiesTheSharedBoxFirst() {
        var first = Button.Configuration.filled()
        let copy = first
        first.title = "Save"
        first.imagePadding = 6
        first.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let fresh = Button.Configuration.filled()
        #expect(copy.title == nil && fresh.title == nil)
        #expect(copy.imagePadding == 0 && fresh.imagePadding == 0)
        #expect(
            fresh.contentInsets
                == DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(first.title == "Save" && first.imagePadding == 6)
        #expect(first != fresh && copy == fresh)
        // Updating keeps every other property.
        let updated = first.updated(for: [.highlighted, .focused])
        #expect(updated.title == "Save" && updated.imagePadding == 6)
        #expect(updated.contentInsets == first.contentInsets)
    }
}

@Suite("Button.Configuration.Style.configuration")
struct ButtonStyleConfigurationTests {
    /// Each style's configuration is its factory's (the other code builds samples from it).
    @Test(arguments: Button.Configuration.Style.allCases)
    func isTheFactorys(style: Button.Configuration.Style) {
        #expect(style.configuration == configuration(style))
        #expect(style.configuration.style == style)
    }
}
