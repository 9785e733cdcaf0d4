// The app-owned baseline for `Button.Configuration.updated(for:)`: what an app writes to
// restyle a button per state without the library — its own flags, a `switch` over them, and
// its own small struct of the values it draws with, from colour constants it defines once.
// Both benchmark executables measure it beside the library, after checking that it produces
// the library's values for every style and every one of the 16 control states.

import ConfigState

/// The 16 control states: every combination of highlighted, disabled, selected and focused.
public let measuredControlStates: [Control.State] = (0..<16).map {
    Control.State(rawValue: UInt($0))
}

/// The app's own flags for a button, as it would keep them: plain Bools.
public struct AppButtonFlags: Sendable {
    /// Touched down.
    public var isHighlighted: Bool
    /// Enabled.
    public var isEnabled: Bool
    /// Selected (a toggle that is on).
    public var isSelected: Bool
    /// Focused.
    public var isFocused: Bool

    /// The flags of `state`.
    public init(_ state: Control.State) {
        isHighlighted = state.contains(.highlighted)
        isEnabled = !state.contains(.disabled)
        isSelected = state.contains(.selected)
        isFocused = state.contains(.focused)
    }
}

/// The flags of ``measuredControlStates``.
public let appButtonFlags = measuredControlStates.map(AppButtonFlags.init)

/// What an app's button needs to draw: colours, stroke and corner radius.
public struct AppButtonLook: Equatable, Sendable {
    /// The background colour.
    public var background: Color
    /// The title colour.
    public var foreground: Color
    /// The focus stroke colour, if any.
    public var stroke: Color?
    /// The corner radius.
    public var cornerRadius: CGFloat

    /// Creates a look from its values.
    public init(background: Color, foreground: Color, stroke: Color?, cornerRadius: CGFloat) {
        self.background = background
        self.foreground = foreground
        self.stroke = stroke
        self.cornerRadius = cornerRadius
    }

    /// The library's values for what the app's look holds.
    public init(_ configuration: Button.Configuration) {
        let background = configuration.background
        self.init(
            background: background.backgroundColor ?? .clear,
            foreground: configuration.resolvedForegroundColor,
            stroke: background.strokeWidth > 0 ? background.strokeColor : nil,
            cornerRadius: background.cornerRadius)
    }
}

/// An app's colour constants for one button style, defined once (as an app keeps its
/// palette in `static let`s), following the per-state table of Docs/Buttons.md for the tint
/// colour and a medium button.
public struct AppButtonPalette: Sendable {
    /// A background and the title colour on it. (A struct, not a tuple: a tuple of
    /// non-trivial values is copied through the runtime's generic tuple witness.)
    public struct Pair: Sendable {
        /// The background colour.
        public var background: Color
        /// The title colour.
        public var foreground: Color

        /// A background and the title colour on it.
        public init(_ background: Color, _ foreground: Color) {
            self.background = background
            self.foreground = foreground
        }
    }

    /// The normal look.
    public var normal: Pair
    /// The highlighted look.
    public var pressed: Pair
    /// The selected look.
    public var selected: Pair
    /// The disabled look.
    public var disabled: Pair
    /// The corner radius.
    public var cornerRadius: CGFloat

    /// The app's constants for `style`.
    public init(_ style: Button.Configuration.Style) {
        func readable(_ color: Color, on background: Color) -> Color {
            ConfigurationColorTransformer.ensuringContrast(against: background, minimum: 4.5)(
                color)
        }
        let accent = Color.tintColor
        let tinted = ConfigurationColorTransformer.mixed(with: .systemBackground, fraction: 0.85)(
            accent)
        let gray = Color.systemGray5
        cornerRadius = 8
        switch style {
        case .plain, .borderless:
            normal = Pair(.clear, accent)
            let pressed = ConfigurationColorTransformer.mixed(with: .label, fraction: 0.3)(accent)
            self.pressed = Pair(.clear, readable(pressed, on: .systemBackground))
            disabled = Pair(.clear, readable(.systemGray, on: .systemBackground))
        case .gray, .bordered, .tinted, .borderedTinted:
            let fill = style == .gray || style == .bordered ? gray : tinted
            normal = Pair(fill, readable(accent, on: fill))
            let pressed = ConfigurationColorTransformer.blended(with: .label, opacity: 0.1)(fill)
            self.pressed = Pair(pressed, readable(accent, on: pressed))
            disabled = Pair(.systemGray5, readable(.systemGray, on: .systemGray5))
        case .filled, .borderedProminent:
            normal = Pair(accent, .white)
            let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.2)(accent)
            self.pressed = Pair(pressed, readable(.white, on: pressed))
            disabled = Pair(.systemGray5, readable(.systemGray, on: .systemGray5))
        }
        selected =
            style == .filled || style == .borderedProminent
            ? Pair(tinted, readable(accent, on: tinted))
            : Pair(readable(accent, on: .white), .white)
    }
}

/// The app-owned update: a `switch` over the app's flags picking from its palette.
@inline(never)
public func appButtonLook(_ palette: AppButtonPalette, _ flags: AppButtonFlags) -> AppButtonLook {
    let pair =
        !flags.isEnabled
        ? palette.disabled
        : flags.isHighlighted
            ? palette.pressed : flags.isSelected ? palette.selected : palette.normal
    return AppButtonLook(
        background: pair.background, foreground: pair.foreground,
        stroke: flags.isFocused && flags.isEnabled ? .label : nil,
        cornerRadius: palette.cornerRadius)
}

/// The configuration of `style`'s factory, titled as a button usually is.
public func factoryConfiguration(_ style: Button.Configuration.Style) -> Button.Configuration {
    var configuration = style.configuration
    configuration.title = "Save"
    return configuration
}

/// Checks that the app-owned baseline produces the library's values for `style` in every
/// control state; stops the process with the first difference otherwise.
public func checkAppButtonBaseline(_ style: Button.Configuration.Style) {
    let base = factoryConfiguration(style)
    let palette = AppButtonPalette(style)
    for (index, state) in measuredControlStates.enumerated() {
        let library = AppButtonLook(base.updated(for: state))
        let app = appButtonLook(palette, appButtonFlags[index])
        if library != app {
            // fatalError, not precondition: its message survives a release build.
            fatalError("button \(style) differs from the app's in \(state): \(library) \(app)")
        }
    }
}
