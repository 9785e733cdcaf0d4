import ConfigState

/// A button style as the gallery, the audit and `resolve` name it: `button-filled`.
///
/// The `button-` prefix keeps the eight button style names apart from the list styles' (and
/// from the `plain` list environment): `--styles button-plain` is a button, never a list.
struct ButtonContext: Sendable, Hashable {
    /// The button style.
    var style: Button.Configuration.Style

    /// The name `gallery --styles` and `resolve` take, also the HTML anchor: `button-filled`.
    var identifier: String { "button-\(style.rawValue)" }

    /// The eight styles, in the order of `Button.Configuration.Style.allCases`.
    static let all = Button.Configuration.Style.allCases.map(ButtonContext.init)

    /// Every button name `resolve` and `gallery --styles` accept.
    static let names = all.map(\.identifier)

    /// The context called `name`, if any.
    static func named(_ name: String) -> ButtonContext? {
        all.first { $0.identifier == name }
    }

    /// The style's fresh configuration, from its factory, with the gallery's sample title,
    /// subtitle and symbol.
    var configuration: Button.Configuration {
        var configuration = style.configuration
        configuration.title = "Add to Library"
        configuration.subtitle = "3 items"
        configuration.image = Image(systemName: "star")
        configuration.imagePadding = 8
        configuration.titlePadding = 2
        return configuration
    }

    /// The control-state words a button takes, in ``StateWord`` order: highlighted, selected,
    /// disabled, focused.
    static let stateWords: [StateWord] = [.highlighted, .selected, .disabled, .focused]

    /// The control state the words set.
    static func state(_ words: [StateWord]) -> Control.State {
        var state = Control.State.normal
        for word in words {
            switch word {
            case .highlighted: state.insert(.highlighted)
            case .selected: state.insert(.selected)
            case .disabled: state.insert(.disabled)
            case .focused: state.insert(.focused)
            default: break
            }
        }
        return state
    }

    /// `normal`, or the state's words joined with `+` in ``stateWords`` order.
    static func name(of state: Control.State) -> String {
        let words = stateWords.filter { state.contains(ButtonContext.state([$0])) }
        return words.isEmpty ? "normal" : words.map(\.rawValue).joined(separator: "+")
    }

    /// Every combination of highlighted, selected, disabled and focused (16), normal first.
    static let everyState: [Control.State] = (0..<16).map { bits in
        ButtonContext.state(
            stateWords.indices.filter { bits & (1 << $0) != 0 }.map { stateWords[$0] })
    }

    /// The gallery's rows: normal and each control state on its own.
    static let galleryStates: [(name: String, summary: String, state: Control.State)] = [
        ("normal", "at rest", .normal),
        ("highlighted", "finger down", .highlighted),
        ("selected", "selected (a toggle that is on)", .selected),
        ("disabled", "not enabled", .disabled),
        ("focused", "keyboard or remote focus", .focused),
    ]

    /// The gallery's rows for each style: the states of ``galleryStates`` in each of the
    /// ``auditedRoles`` (normal first, then destructive, whose looks are ConfigState's own).
    static let galleryRows:
        [(name: String, summary: String, state: Control.State, role: Button.Role)] =
            auditedRoles.flatMap { role in
                galleryStates.map { ($0.name, $0.summary, $0.state, role) }
            }

    /// The roles whose look differs: ``Button/Role/primary`` and ``Button/Role/cancel`` look
    /// as ``Button/Role/normal`` does, so the audit walks normal and destructive.
    static let auditedRoles: [Button.Role] = [.normal, .destructive]
}

/// One button style in one control state, role and appearance, hosted and rendered: what a
/// gallery swatch draws, what the audit measures and what `configstate resolve button-…`
/// prints.
struct ButtonSwatch: Sendable {
    /// The style.
    var context: ButtonContext
    /// The control state.
    var state: Control.State
    /// The role.
    var role: Button.Role
    /// The configuration's `automaticallyUpdateForSelection`.
    var updatesForSelection: Bool
    /// The button's traits.
    var traits: TraitCollection
    /// The configuration after the button's update pass.
    var configuration: Button.Configuration
    /// What the button shows.
    var render: ButtonRender
    /// What is behind the button: systemBackground, resolved.
    var surface: Color.Resolved
    /// The contrast of the title against the button's fill over the surface.
    var title: ContrastMeasurement?
    /// The contrast of the subtitle.
    var subtitle: ContrastMeasurement?
    /// The UIKit-fidelity case the look is, if any.
    var fidelity: ButtonFidelityCase?

    /// The button width the gallery draws (points): the width of the sample's content.
    static let frame = CGRect(x: 0, y: 0, width: 240, height: 56)

    /// Hosts a fresh `context` button in `state`, `role` and `traits`, and renders it.
    ///
    /// - Parameter planting: Changes the fresh configuration before it is hosted — for tests
    ///   that plant a look (a property set on it keeps its value in every state).
    @MainActor
    init(
        context: ButtonContext, state: Control.State, role: Button.Role = .normal,
        updatesForSelection: Bool = true, traits: TraitCollection,
        planting: ((Button.Configuration) -> Button.Configuration)? = nil
    ) {
        var configuration = context.configuration
        if let planting { configuration = planting(configuration) }
        configuration.automaticallyUpdateForSelection = updatesForSelection
        let button = Button(configuration: configuration)
        button.frame = Self.frame
        button.traitCollection = traits
        button.role = role
        button.isHighlighted = state.contains(.highlighted)
        button.isSelected = state.contains(.selected)
        button.isEnabled = !state.contains(.disabled)
        button.isFocused = state.contains(.focused)
        // A button always has a configuration here, so it always renders.
        let render = button.render()!
        self.context = context
        self.state = state
        self.role = role
        self.updatesForSelection = updatesForSelection
        self.traits = traits
        self.configuration = button.configuration ?? configuration
        self.render = render
        let surface = Color.systemBackground.resolve(in: traits.colorEnvironment)
        self.surface = surface
        title = render.title.map {
            ContrastMeasurement(text: $0.color, fill: render.background.color, list: surface)
        }
        subtitle = render.subtitle.map {
            ContrastMeasurement(text: $0.color, fill: render.background.color, list: surface)
        }
        fidelity = ButtonFidelityCase.classify(self.configuration)
    }

    /// The lower of the title's and the subtitle's measurements: the one a verdict is on.
    var measurement: ContrastMeasurement? {
        [title, subtitle].compactMap { $0 }.min { $0.wcag < $1.wcag }
    }

    /// The verdict on the lower text contrast against `threshold`.
    func verdict(threshold: Double) -> ContrastVerdict {
        guard let measurement else { return .pass }
        if measurement.wcag >= threshold { return .pass }
        return fidelity.map { .buttonFidelity($0) } ?? .failure
    }

    /// The `configstate resolve` command that prints this swatch.
    var resolveCommand: String {
        ResolveCommand.commandLine(
            button: context, stateName: ButtonContext.name(of: state), role: role,
            updatesForSelection: updatesForSelection,
            appearance: Appearance.all.first {
                $0.style == traits.userInterfaceStyle && $0.contrast == traits.accessibilityContrast
            } ?? Appearance.all[0])
    }
}

/// A button look below the threshold that is UIKit's own, kept on purpose (SPEC §6) and traced
/// to the style table's sources (`Button+Configuration+Styles.swift`'s header comment). A look
/// that is ConfigState's own choice — every other cell of the table, and every look of the
/// destructive role, whose colours UIKit does not document — is none of these, so anything
/// below the threshold that no case matches is a real failure.
///
/// The rules read the configuration as the style names its colours (the tint colour, `clear`,
/// white), not as they resolve; the oracle `buttonContrastException` in
/// `Tests/ConfigStateTestsSupport` states them independently, and a test holds the two to the
/// same answer on every combination the audit checks.
enum ButtonFidelityCase: String, CaseIterable, Sendable, Hashable, CitedFidelityCase {
    /// White text on the tint colour as is: `filled()` and `borderedProminent()` at rest.
    case filledWhiteOnTint
    /// Tint-coloured text on a clear background: `plain()` and `borderless()` at rest.
    case plainTintOnClear

    /// A short phrase for tables and badges.
    var summary: String {
        switch self {
        case .filledWhiteOnTint: return "filled button: white on the tint colour"
        case .plainTintOnClear: return "plain button: the tint colour on clear"
        }
    }

    /// Where the style table's sources give UIKit this look.
    var citation: String {
        switch self {
        case .filledWhiteOnTint:
            return "Apple, UIButton.Configuration: filled() \"a background filled with the "
                + "button's tint color\"; the white text of filled() in the normal state is "
                + "UIKit's widely shown look (https://sarunw.com/posts/how-to-mark-custom-button-"
                + "style-with-uibuttonconfiguration/); borderedProminent = filled"
        case .plainTintOnClear:
            return "Apple, UIButton.Configuration: plain() \"a transparent background\"; the "
                + "tint-coloured text of plain() in the normal state is UIKit's widely shown "
                + "look (https://sarunw.com/posts/how-to-mark-custom-button-style-with-"
                + "uibuttonconfiguration/); borderless = plain"
        }
    }

    /// The case an updated configuration's look is, or `nil` when it is none of UIKit's known
    /// looks.
    static func classify(_ configuration: Button.Configuration) -> ButtonFidelityCase? {
        let background = configuration.background
        guard background.backgroundColorTransformer == nil else { return nil }
        let foreground = configuration.resolvedForegroundColor
        switch configuration.style {
        case .filled, .borderedProminent:
            if background.backgroundColor == .tintColor && foreground == .white {
                return .filledWhiteOnTint
            }
        case .plain, .borderless:
            if background.backgroundColor == .clear && foreground == .tintColor {
                return .plainTintOnClear
            }
        case .tinted, .gray, .bordered, .borderedTinted:
            break
        }
        return nil
    }
}
