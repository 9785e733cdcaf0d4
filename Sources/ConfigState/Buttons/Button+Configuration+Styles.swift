// The per-state look of every button style, as code. `Docs/Buttons.md` reproduces this table.
//
// Sources (Apple's documentation of `UIButton.Configuration`,
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct):
// * plain(): "a transparent background"; filled(): "a background filled with the button's
//   tint color"; tinted(): "a tinted background color"; gray(): "a gray background color".
// * borderedTinted(): "an alternative name for the tinted() style"
//   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/borderedtinted()).
//   ConfigState treats the other bordered names the same way, after SwiftUI's button styles:
//   borderless = plain, bordered = gray, borderedProminent = filled.
// * cornerStyle: default `.dynamic`; `.fixed` uses the background's radius as is, `.capsule`
//   "a corner radius that generates a capsule"; small, medium and large substitute system radii
//   whose values are not public
//   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum).
// * Default content insets of a medium button: 7, 12, 7, 12
//   (https://developer.apple.com/forums/thread/733541).
// * The tint-coloured text of plain() and the white text of filled() in the normal state are
//   UIKit's widely shown look (screenshots of plain(), gray(), tinted() and filled() in
//   https://sarunw.com/posts/how-to-mark-custom-button-style-with-uibuttonconfiguration/).
//   Both are below WCAG AA with the default systemBlue in light mode (4.02:1) and are kept for fidelity, as SPEC §6 asks.
//
// Everything else is chosen, because UIKit's values are not public, and every chosen title
// colour goes through `ensuringContrast(against: <its opaque background>, minimum: 4.5)`, so
// it reaches WCAG 4.5:1 in light, dark and both high-contrast appearances:
//
// A = the accent: systemRed for a destructive role, else the tint colour.
// F = baseBackgroundColor ?? A          (the filled background)
// T = F mixed 85 % into systemBackground (the tinted background, opaque)
// G = baseBackgroundColor ?? systemGray5 (the gray background)
// c(x, bg) = x ensuring 4.5:1 against bg; behind a clear background, bg = systemBackground.
//
// Families: clear = plain, borderless; gray = gray, bordered; tinted = tinted, borderedTinted;
// filled = filled, borderedProminent. Each cell is "background · title colour"; X + n% Y is
// Y blended over X at n % opacity (mixed for A + 30% label, in OKLab).
//
// | state       | clear               | gray              | tinted            | filled            |
// |-------------|---------------------|-------------------|-------------------|-------------------|
// | normal      | clear · A (UIKit)*  | G · c(A, G)       | T · c(A, T)       | F · white (UIKit)*|
// | highlighted | clear · c(A+30%lbl) | G+10%label · c(A) | T+10%label · c(A) | F+20%black · c(w) |
// | selected    | F′ · white          | F′ · white        | F′ · white        | T · c(A, T)       |
// | disabled    | clear · c(gray)     | gray5 · c(gray)   | gray5 · c(gray)   | gray5 · c(gray)   |
// | focused     | the state's look plus a 2-point `label` stroke (no stroke when disabled)  |
//
// (lbl = label, w = white, gray = systemGray, gray5 = systemGray5; F′ = F itself adjusted to
// 4.5:1 against white, so the white text on it reaches 4.5:1.)
//
// * UIKit's look is the tint's. For a destructive role (A = systemRed, a look UIKit does not
//   document, so chosen) the normal look keeps 4.5:1 too: plain is clear · c(A), filled is
//   F′ · white (while baseBackgroundColor is nil). `configstate audit` found systemRed on white
//   at 3.55:1 and white on systemRed at 3.55:1 (light), 3.41:1 (dark) and 2.82:1 (dark high
//   contrast) before this rule.
//
// Precedence: disabled, then highlighted, then selected (only when
// `automaticallyUpdateForSelection` is on), then normal. The background's corner radius is
// 4 (mini), 6 (small), 8 (medium) or 12 (large) points, before the corner style; the system
// radii of the corner styles are small 4, medium 8, large 12 (chosen). Fonts: title body
// (medium), subheadline (small), footnote (mini), title3 (large); subtitle footnote (medium),
// caption1 (small), caption2 (mini), subheadline (large) — chosen.

/// The per-state look of the button styles.
enum ButtonStyleTable {
    /// One style's look in one state: what `updated(for:)` writes.
    struct Look {
        /// The background colour.
        var background: Color
        /// The focus stroke colour, or `nil` for none.
        var stroke: Color?
        /// The foreground (title, subtitle, image) colour.
        var foreground: Color

        /// Writes the look into `configuration`'s properties that its owner has not set, leaving
        /// them marked as the style's.
        func apply(to configuration: inout BackgroundConfiguration, size: Button.Configuration.Size)
        {
            if !configuration.isCustomized(.backgroundColor) {
                configuration.backgroundColor = background
                configuration.resetToStyle(.backgroundColor)
            }
            if !configuration.isCustomized(.backgroundColorTransformer) {
                configuration.backgroundColorTransformer = nil
                configuration.resetToStyle(.backgroundColorTransformer)
            }
            if !configuration.isCustomized(.strokeColor) {
                configuration.strokeColor = stroke ?? .clear
                configuration.resetToStyle(.strokeColor)
            }
            if !configuration.isCustomized(.strokeWidth) {
                configuration.strokeWidth = stroke == nil ? 0 : 2
                configuration.resetToStyle(.strokeWidth)
            }
            if !configuration.isCustomized(.cornerRadius) {
                configuration.cornerRadius = ButtonStyleTable.cornerRadius(for: size)
                configuration.resetToStyle(.cornerRadius)
            }
        }
    }

    /// The background's corner radius a style gives a button size (chosen).
    static func cornerRadius(for size: Button.Configuration.Size) -> CGFloat {
        switch size {
        case .mini: 4
        case .small: 6
        case .medium: 8
        case .large: 12
        }
    }

    /// The radius a corner style substitutes, or `nil` when it uses the background's.
    static func systemCornerRadius(for style: Button.Configuration.CornerStyle) -> CGFloat? {
        switch style {
        case .fixed, .dynamic, .capsule: nil
        case .small: 4
        case .medium: 8
        case .large: 12
        }
    }

    /// The title and subtitle fonts of a button size (chosen).
    static func fonts(for size: Button.Configuration.Size) -> (title: Font, subtitle: Font) {
        switch size {
        case .mini: (.footnote, .caption2)
        case .small: (.subheadline, .caption1)
        case .medium: (.body, .footnote)
        case .large: (.title3, .subheadline)
        }
    }

    /// The four looks the eight styles share.
    enum Family {
        case clear, gray, tinted, filled

        init(_ style: Button.Configuration.Style) {
            switch style {
            case .plain, .borderless: self = .clear
            case .gray, .bordered: self = .gray
            case .tinted, .borderedTinted: self = .tinted
            case .filled, .borderedProminent: self = .filled
            }
        }
    }

    /// `color` adjusted to reach WCAG 4.5:1 against `background`.
    static func readable(_ color: Color, on background: Color) -> Color {
        ConfigurationColorTransformer.ensuringContrast(against: background, minimum: 4.5)(color)
    }

    /// A style's look for a state and role (the table above).
    static func look(
        style: Button.Configuration.Style, state: Control.State, role: Button.Role,
        baseBackgroundColor: Color?, updatesForSelection: Bool
    ) -> Look {
        let family = Family(style)
        let accent: Color = role == .destructive ? .systemRed : .tintColor
        let filled = baseBackgroundColor ?? accent
        let tinted = ConfigurationColorTransformer.mixed(with: .systemBackground, fraction: 0.85)(
            filled)
        let gray = baseBackgroundColor ?? .systemGray5
        let stroke: Color? =
            state.contains(.focused) && !state.contains(.disabled) ? .label : nil
        if state.contains(.disabled) {
            if family == .clear {
                return Look(
                    background: .clear, stroke: nil,
                    foreground: readable(.systemGray, on: .systemBackground))
            }
            return Look(
                background: .systemGray5, stroke: nil,
                foreground: readable(.systemGray, on: .systemGray5))
        }
        if state.contains(.highlighted) {
            switch family {
            case .clear:
                let pressed = ConfigurationColorTransformer.mixed(with: .label, fraction: 0.3)(
                    accent)
                return Look(
                    background: .clear, stroke: stroke,
                    foreground: readable(pressed, on: .systemBackground))
            case .gray, .tinted:
                let base = family == .gray ? gray : tinted
                let pressed = ConfigurationColorTransformer.blended(with: .label, opacity: 0.1)(
                    base)
                return Look(
                    background: pressed, stroke: stroke, foreground: readable(accent, on: pressed))
            case .filled:
                let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.2)(
                    filled)
                return Look(
                    background: pressed, stroke: stroke, foreground: readable(.white, on: pressed))
            }
        }
        if state.contains(.selected) && updatesForSelection {
            if family == .filled {
                return Look(
                    background: tinted, stroke: stroke, foreground: readable(accent, on: tinted))
            }
            // Darken the fill rather than the text: white text on a fill deepened to 4.5:1,
            // where keeping the fill and darkening the text turned it almost black.
            let deepened = readable(filled, on: .white)
            return Look(background: deepened, stroke: stroke, foreground: .white)
        }
        // UIKit's looks are the tint's. The destructive role's red is ConfigState's own choice
        // (UIKit documents no destructive look), so, like every chosen look, it keeps 4.5:1:
        // systemRed is 3.55:1 on white and white is 2.82:1 on it in dark high contrast.
        let isChosenRed = role == .destructive
        switch family {
        case .clear:
            return Look(
                background: .clear, stroke: stroke,
                foreground: isChosenRed ? readable(accent, on: .systemBackground) : accent)
        case .gray:
            return Look(background: gray, stroke: stroke, foreground: readable(accent, on: gray))
        case .tinted:
            return Look(
                background: tinted, stroke: stroke, foreground: readable(accent, on: tinted))
        case .filled:
            // The red fill is deepened rather than the text darkened, as for the selected look.
            let fill =
                isChosenRed && baseBackgroundColor == nil ? readable(filled, on: .white) : filled
            return Look(background: fill, stroke: stroke, foreground: .white)
        }
    }
}

extension ButtonStyleTable {
    /// The looks of every family, role, size and state for a configuration with nothing
    /// customised — no `baseBackgroundColor` and no background property set — precomputed
    /// from ``look(style:state:role:baseBackgroundColor:updatesForSelection:)``, so that an
    /// uncustomised update reads its background (one shared box) and foreground colour here
    /// and allocates nothing. (Building a look makes transformed colours, which are boxed.)
    ///
    /// `CompiledButtonLookTests` holds every entry to the rules it was compiled from.
    struct Compiled: Sendable {
        /// One entry: the background the look gives a `.clear()` background, and the
        /// foreground colour.
        struct Entry: Sendable {
            var background: BackgroundConfiguration
            var foreground: Color
        }

        /// Indexed by ``index(family:destructive:size:updatesForSelection:state:)``.
        let entries: [Entry]

        /// A style of each family, in index order (the look depends on the family alone).
        static let representatives: [Button.Configuration.Style] = [
            .plain, .gray, .tinted, .filled,
        ]

        /// The entry's position: the family, the role (destructive or not), the size, whether
        /// selection changes the look, then the four state bits (UIKit's highlighted,
        /// disabled, selected and focused: `Control.State`'s low four bits).
        static func index(
            family: Family, destructive: Bool, size: Button.Configuration.Size,
            updatesForSelection: Bool, state: Control.State
        ) -> Int {
            var index: Int =
                switch family {
                case .clear: 0
                case .gray: 1
                case .tinted: 2
                case .filled: 3
                }
            index = index &* 2 &+ (destructive ? 1 : 0)
            let sizeIndex: Int =
                switch size {
                case .mini: 0
                case .small: 1
                case .medium: 2
                case .large: 3
                }
            index = index &* 4 &+ sizeIndex
            index = index &* 2 &+ (updatesForSelection ? 1 : 0)
            return index &* 16 &+ Int(state.rawValue & 0xF)
        }

        init() {
            var entries: [Entry] = []
            entries.reserveCapacity(Self.representatives.count * 2 * 4 * 2 * 16)
            for style in Self.representatives {
                for destructive in [false, true] {
                    for size in Button.Configuration.Size.allCases {
                        for updatesForSelection in [false, true] {
                            for bits in 0..<16 {
                                let look = ButtonStyleTable.look(
                                    style: style, state: Control.State(rawValue: UInt(bits)),
                                    role: destructive ? .destructive : .normal,
                                    baseBackgroundColor: nil,
                                    updatesForSelection: updatesForSelection)
                                var background = BackgroundConfiguration.clear()
                                look.apply(to: &background, size: size)
                                entries.append(
                                    Entry(background: background, foreground: look.foreground))
                            }
                        }
                    }
                }
            }
            self.entries = entries
        }
    }

    /// The precomputed looks, built on first use.
    static let compiled = Compiled()
}
