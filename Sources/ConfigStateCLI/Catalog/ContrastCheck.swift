import ConfigState

/// Why a primary text may fall short of WCAG AA and still be what UIKit shows — the
/// UIKit-fidelity cases `Docs/Configurations.md` lists with their figures.
///
/// The classification is the library's style walk test's (`contrastException` in
/// `StyleWalkTests.swift`), in the same order; anything below the threshold that is none of
/// these is a real failure.
enum FidelityCase: String, CaseIterable, Sendable, Codable, Hashable {
    /// Disabled text (tertiaryLabel or quaternaryLabel): UIKit's look, and exempt under WCAG
    /// 1.4.3 as part of an inactive component.
    case disabled
    /// White text on the tint colour (selected sidebar cells, focused cells), including the
    /// reordering alpha and the pressed state layer on it.
    case whiteOnTint
    /// Header and footer text in secondaryLabel, UIKit's colour on current SDKs.
    case headerSecondaryLabel
    /// Label on systemGray2: a highlighted plain or grouped cell that a drop targets.
    case highlightedDropTarget

    /// A short phrase for tables and badges.
    var summary: String {
        switch self {
        case .disabled: return "disabled text"
        case .whiteOnTint: return "white on the tint colour"
        case .headerSecondaryLabel: return "secondaryLabel header/footer"
        case .highlightedDropTarget: return "label on systemGray2 (drop target)"
        }
    }

    /// The case that applies to an updated content and background configuration in `state`,
    /// or `nil`.
    static func classify(
        content: ListContentConfiguration, background: BackgroundConfiguration,
        state: CellConfigurationState
    ) -> FidelityCase? {
        if state.isDisabled { return .disabled }
        if background.backgroundColor == nil && content.textProperties.color == .white {
            return .whiteOnTint
        }
        if content.style.isHeaderOrFooter && content.textProperties.color == .secondaryLabel {
            return .headerSecondaryLabel
        }
        if background.backgroundColor == .systemGray2 { return .highlightedDropTarget }
        return nil
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
        case .fidelity: return "fidelity"
        case .failure: return "failure"
        }
    }
}
