import ConfigState

/// Why a primary text may fall short of WCAG AA and still be what UIKit shows — the
/// UIKit-fidelity cases `Docs/Configurations.md` lists with their figures.
///
/// Each case is one look the reference notes (`reference/uikit-configuration-api.md`) give
/// UIKit, traced by its ``citation``, and matches exactly that look: the text colour as the
/// style gives it, the background as the style gives it, and the state in which UIKit shows
/// the two together. A look that is ConfigState's own choice is none of these — SPEC §6 asks
/// such choices to keep 4.5:1 — so anything below the threshold that no case matches is a
/// real failure.
///
/// The style walk test's oracle (`contrastException` in `Tests/ConfigStateTestsSupport`)
/// states the same rules independently, in the same order, with the same citations; a test
/// of the command holds the two to the same answer for every combination the audit checks.
enum FidelityCase: String, CaseIterable, Sendable, Codable, Hashable, CitedFidelityCase {
    /// A disabled, unswiped cell's text in tertiaryLabel, on the fill the cell shows enabled.
    case disabledCell
    /// A disabled sidebar cell's or header's text in quaternaryLabel, on the fill it shows
    /// enabled or on UIKit's disabled fill, quaternarySystemFill.
    case disabledSidebar
    /// A disabled prominent inset grouped header's text in quaternaryLabel.
    case disabledProminentHeader
    /// White text on the tint colour as is (no transformer): a focused view, or a selected or
    /// drop-targeted cell of a sidebar whose selection is key.
    case whiteOnTint
    /// A plain or grouped header's text in secondaryLabel on a clear background (the list's),
    /// or on systemBackground while pinned.
    case headerSecondaryLabel
    /// Label on systemGray2: a highlighted plain or grouped cell that a drop targets.
    case highlightedDropTarget

    /// A short phrase for tables and badges.
    var summary: String {
        switch self {
        case .disabledCell: return "disabled cell text (tertiaryLabel)"
        case .disabledSidebar: return "disabled sidebar text (quaternaryLabel)"
        case .disabledProminentHeader: return "disabled prominent header (quaternaryLabel)"
        case .whiteOnTint: return "white on the tint colour"
        case .headerSecondaryLabel: return "secondaryLabel header"
        case .highlightedDropTarget: return "label on systemGray2 (drop target)"
        }
    }

    /// Where the reference notes give UIKit this look: section and words.
    var citation: String {
        switch self {
        case .disabledCell:
            return "reference §2.4: \"Text color: disabled (and not swiped) → .tertiaryLabel\"; "
                + "§7.2: \"No background change for isDisabled (only content dims)\""
        case .disabledSidebar:
            return "reference §2.4, Sidebar: \"Disabled → .quaternaryLabel for text and image\"; "
                + "§7.2, sidebar cells: \"selected-styled but disabled (and not swiped) → "
                + ".quaternarySystemFill\""
        case .disabledProminentHeader:
            return "reference §2.3, inset-grouped prominent headers: \"text .label, secondary "
                + ".secondaryLabel; disabled → .quaternaryLabel\""
        case .whiteOnTint:
            return "reference §2.4: \"if the cell background resolves to the tint color "
                + "(_UITableUsesTintColorAsBackgroundColor) → .white\"; §7.2: \"focused and not "
                + "(selected && selection is key) → background = tint color\", sidebar "
                + "\"selected … or drop-targeted: non-accompanied sidebar → background = tint "
                + "color\" (focus transformer id 28 unknown: none applied)"
        case .headerSecondaryLabel:
            return "reference §2.4: \"header text color .secondaryLabel on new SDKs\"; §7.2: "
                + "\"Plain header/footer background: tablePlainHeaderFooterBackgroundColor "
                + "(values not read)\" (ConfigState: clear, systemBackground while pinned)"
        case .highlightedDropTarget:
            return "reference §7.2, plain & grouped cells: \"highlighted and cellDropState == "
                + ".targeted → .systemGray2\"; §2.4: text \"else .label\""
        }
    }

    /// The case whose look an updated content and background configuration show in `state`,
    /// or `nil` when they show none of UIKit's known looks.
    ///
    /// The configurations are the style's own, updated as a host updates them; the rules read
    /// the colours as the styles name them (`tertiaryLabel`, a `nil` background for the tint),
    /// not as they resolve.
    static func classify(
        content: ListContentConfiguration, background: BackgroundConfiguration,
        state: CellConfigurationState
    ) -> FidelityCase? {
        let family = ContentFamily(content.style, state.traitCollection.listEnvironment)
        let text = content.textProperties.color
        let fill = background.backgroundColor
        let transformer = background.backgroundColorTransformer
        switch text {
        case .tertiaryLabel:
            if family == .cell && state.isDisabled && !state.isSwiped
                && background.isAsWhenEnabled(in: state)
            {
                return .disabledCell
            }
        case .quaternaryLabel:
            if family == .sidebar && state.isDisabled
                && (background.isAsWhenEnabled(in: state)
                    || (fill == .quaternarySystemFill && transformer == nil && !state.isSwiped))
            {
                return .disabledSidebar
            }
            if family == .prominentHeader && state.isDisabled
                && background.isAsWhenEnabled(in: state)
            {
                return .disabledProminentHeader
            }
        case .white:
            let tintState =
                state.isFocused
                || (family == .sidebar && background.style != .listAccompaniedSidebarCell
                    && (state.isSelected || state.cellDropState == .targeted))
            if fill == nil && transformer == nil && tintState { return .whiteOnTint }
        case .secondaryLabel:
            if family == .header && !state.isFocused && transformer == nil
                && (fill == .clear || (fill == .systemBackground && state.isPinned))
            {
                return .headerSecondaryLabel
            }
        case .label:
            if family == .cell && state.isHighlighted && state.cellDropState == .targeted
                && fill == .systemGray2 && transformer == nil
            {
                return .highlightedDropTarget
            }
        default:
            break
        }
        return nil
    }
}

/// Which of UIKit's content looks a style shows in a list environment: the families the
/// reference notes give colours for.
enum ContentFamily: Sendable, Hashable {
    /// A plain, grouped or inset grouped list's cell (`cell()`, `subtitleCell()`,
    /// `valueCell()` outside a sidebar).
    case cell
    /// A sidebar's cell or header, accompanied or not.
    case sidebar
    /// A plain or grouped list's header.
    case header
    /// A footer, in any list.
    case footer
    /// A prominent or extra-prominent inset grouped header.
    case prominentHeader

    /// The family of `style` in `environment`.
    init(_ style: ListContentConfiguration.Style, _ environment: ListEnvironment) {
        let isSidebar = environment == .sidebar || environment == .sidebarPlain
        switch style {
        case .cell, .subtitleCell, .valueCell: self = isSidebar ? .sidebar : .cell
        case .header: self = isSidebar ? .sidebar : .header
        case .plainHeader, .groupedHeader: self = .header
        case .footer, .plainFooter, .groupedFooter: self = .footer
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            self = .prominentHeader
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader:
            self = .sidebar
        }
    }
}

extension BackgroundConfiguration {
    /// Whether this updated background shows the fill its style shows in `state` with
    /// `isDisabled` cleared — UIKit's "no background change for isDisabled".
    func isAsWhenEnabled(in state: CellConfigurationState) -> Bool {
        var enabled = state
        enabled.isDisabled = false
        let reference = style.configuration.updated(for: enabled)
        return reference.backgroundColor == backgroundColor
            && reference.backgroundColorTransformer == backgroundColorTransformer
    }
}

/// The contrast of a primary text against what is behind it.
struct ContrastMeasurement: Sendable, Hashable {
    /// The text colour (translucent text is composited by the metrics).
    var text: Color.Resolved
    /// The background the text is drawn on: the view's fill composited over the list's
    /// background (``ListEnvironment/backgroundColor``).
    var background: Color.Resolved
    /// The WCAG 2 contrast ratio, 1…21.
    var wcag: Double
    /// The magnitude of APCA Lc, 0…≈108.
    var apca: Double

    /// Measures `text` on `fill` over `list`.
    init(text: Color.Resolved, fill: Color.Resolved, list: Color.Resolved) {
        let behind = fill.composited(over: list)
        self.text = text
        self.background = behind
        self.wcag = text.contrastRatio(against: behind)
        self.apca = abs(text.apcaContrast(against: behind))
    }
}

/// How a measured text fares against a threshold.
enum ContrastVerdict: Sendable, Hashable {
    /// At or above the threshold.
    case pass
    /// Below the threshold, in a documented UIKit-fidelity case.
    case fidelity(FidelityCase)
    /// Below the threshold, in a documented UIKit-fidelity case of a button.
    case buttonFidelity(ButtonFidelityCase)
    /// Below the threshold and not a documented case.
    case failure

    /// The verdict for a ratio under `threshold` with `fidelity` the case that applies.
    init(ratio: Double, threshold: Double, fidelity: FidelityCase?) {
        if ratio >= threshold {
            self = .pass
        } else if let fidelity {
            self = .fidelity(fidelity)
        } else {
            self = .failure
        }
    }

    /// `pass`, `fidelity` or `failure`.
    var kind: String {
        switch self {
        case .pass: return "pass"
        case .fidelity, .buttonFidelity: return "fidelity"
        case .failure: return "failure"
        }
    }
}
