import ConfigState
import Testing

/// Every combination of the nine Boolean flags and the drag and drop states: 4 608 states.
func everyBuiltInState(traits: TraitCollection) -> [CellConfigurationState] {
    var states: [CellConfigurationState] = []
    states.reserveCapacity(4_608)
    let flags: [WritableKeyPath<CellConfigurationState, Bool>] = [
        \.isHighlighted, \.isSelected, \.isDisabled, \.isFocused, \.isPinned, \.isEditing,
        \.isSwiped, \.isExpanded, \.isReordering,
    ]
    for bits in 0..<(1 << flags.count) {
        for drag in CellConfigurationState.DragState.allCases {
            for drop in CellConfigurationState.DropState.allCases {
                var state = CellConfigurationState(traitCollection: traits)
                for (index, flag) in flags.enumerated() where bits & (1 << index) != 0 {
                    state[keyPath: flag] = true
                }
                state.cellDragState = drag
                state.cellDropState = drop
                states.append(state)
            }
        }
    }
    return states
}

/// The four colour environments of the walk.
let walkAppearances: [(UserInterfaceStyle, AccessibilityContrast)] = [
    (.light, .normal), (.dark, .normal), (.light, .high), (.dark, .high),
]

/// A content style in a list environment: what the walk checks.
struct ContentContext: CustomStringConvertible, Sendable {
    var style: ListContentConfiguration.Style
    var environment: ListEnvironment
    var description: String { "\(style.rawValue) in \(environment.rawValue)" }
}

let contentContexts: [ContentContext] = ListContentConfiguration.Style.allCases.flatMap { style in
    style.isAdaptive
        ? [ListEnvironment.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain].map {
            ContentContext(style: style, environment: $0)
        }
        : [ContentContext(style: style, environment: naturalEnvironment(of: style))]
}

func naturalEnvironment(of style: ListContentConfiguration.Style) -> ListEnvironment {
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
        .accompaniedSidebarSubtitleCell, .sidebarHeader:
        return .sidebar
    case .groupedHeader, .groupedFooter: return .grouped
    case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return .insetGrouped
    default: return .plain
    }
}

/// The contrast of primary text against the background it is drawn on: the cell background
/// composited over the list's background.
func primaryTextContrast(
    _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
    _ state: CellConfigurationState
) -> (ratio: Double, text: Color.Resolved, background: Color.Resolved) {
    let traits = state.traitCollection
    let environment = traits.colorEnvironment
    let list = traits.listEnvironment.backgroundColor.resolve(in: environment)
    let fill = background.resolvedBackgroundColor(for: traits.tintColor).resolve(in: environment)
    let behind = fill.composited(over: list)
    let text = content.textProperties.resolvedColor().resolve(in: environment)
    return (text.contrastRatio(against: behind), text, behind)
}

/// Why a primary text may fall below WCAG 4.5:1: the UIKit-fidelity cases `Docs/Configurations.md`
/// lists with their figures. Anything else below 4.5:1 is a failure.
enum ContrastException: String, CaseIterable, Sendable {
    /// Disabled text (tertiaryLabel / quaternaryLabel): UIKit's look, and exempt under WCAG
    /// 1.4.3 ("part of an inactive user interface component").
    case disabled
    /// White text on the tint colour (selected sidebar cells, focused cells), including UIKit's
    /// reordering alpha and the pressed state layer on it.
    case whiteOnTint
    /// Header and footer text in secondaryLabel (UIKit's colour on current SDKs).
    case headerSecondaryLabel
    /// Highlighted and drop-targeted plain or grouped cells on systemGray2.
    case highlightedDropTarget
}

func contrastException(
    _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
    _ state: CellConfigurationState
) -> ContrastException? {
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

@Suite("Every style in every state")
struct StyleWalkTests {
    /// For one content style: every combination of the built-in flags and drag/drop states,
    /// in four colour environments — no crash, idempotent, customised properties kept, and
    /// primary text at WCAG 4.5:1 or better against its background unless the case is one of
    /// the listed UIKit-fidelity exceptions.
    @Test(arguments: contentContexts)
    func contentStyleInEveryStateAndAppearance(context: ContentContext) {
        // Customise properties that do not take part in the primary text's contrast, so that
        // one update serves both the customisation check and the contrast check.
        var content = context.style.configuration
        content.text = "Title"
        content.secondaryText = "Detail"
        content.textProperties.font = .caption2
        content.secondaryTextProperties.color = .systemPink
        content.imageProperties.tintColor = .systemMint
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 1, leading: 2, bottom: 3, trailing: 4)
        let background = context.style.defaultBackgroundStyle.configuration
        var failures: [String] = []
        var checked = 0
        for (style, contrast) in walkAppearances {
            let traits = TraitCollection(
                userInterfaceStyle: style, accessibilityContrast: contrast,
                listEnvironment: context.environment)
            for state in everyBuiltInState(traits: traits) {
                checked += 1
                let updated = content.updated(for: state)
                if updated.updated(for: state) != updated {
                    failures.append("not idempotent: \(state)")
                }
                if updated.textProperties.font != .caption2
                    || updated.secondaryTextProperties.color != .systemPink
                    || updated.imageProperties.tintColor != .systemMint
                    || updated.directionalLayoutMargins.leading != 2
                    || updated.text != "Title" || updated.secondaryText != "Detail"
                {
                    failures.append("customised property changed: \(state)")
                }
                let updatedBackground = background.updated(for: state)
                let (ratio, text, behind) = primaryTextContrast(updated, updatedBackground, state)
                if ratio < 4.5 {
                    if let exception = contrastException(updated, updatedBackground, state) {
                        // A listed case: it must not be worse than the worst figure Docs lists.
                        let floor = documentedMinimum(exception, traits.colorEnvironment)
                        if exception != .disabled && ratio < floor - 1e-9 {
                            failures.append(
                                "\(exception) at \((ratio * 100).rounded() / 100), below the documented \((floor * 100).rounded() / 100): \(state)"
                            )
                        }
                    } else {
                        failures.append(
                            "contrast \((ratio * 100).rounded() / 100): \(updated.textProperties.color) \(text.hexString) on \(behind.hexString), \(state)"
                        )
                    }
                }
            }
        }
        #expect(checked == 4 * 4_608)
        #expect(
            failures.isEmpty,
            "\(context): \(failures.count) failures, e.g. \(failures.prefix(5).joined(separator: "; "))"
        )
    }

    /// For every background style in every list environment: no crash, idempotent, and
    /// customised properties kept, in every state and appearance.
    @Test(arguments: BackgroundConfiguration.Style.allCases)
    func backgroundStyleInEveryState(style: BackgroundConfiguration.Style) {
        let background = style.configuration
        var customized = background
        customized.cornerRadius = 3
        customized.strokeWidth = 1
        customized.backgroundColor = .systemTeal
        var failures: [String] = []
        // Only the adaptive styles read the list environment.
        let adaptive: [BackgroundConfiguration.Style] = [.listCell, .listHeader, .listFooter]
        let environments: [ListEnvironment] =
            adaptive.contains(style)
            ? [.none, .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] : [.none]
        for environment in environments {
            for (appearance, contrast) in walkAppearances {
                let traits = TraitCollection(
                    userInterfaceStyle: appearance, accessibilityContrast: contrast,
                    listEnvironment: environment)
                for state in everyBuiltInState(traits: traits) {
                    let updated = background.updated(for: state)
                    if updated.updated(for: state) != updated {
                        failures.append("not idempotent: \(state)")
                    }
                    let custom = customized.updated(for: state)
                    if custom.cornerRadius != 3 || custom.strokeWidth != 1
                        || custom.backgroundColor != .systemTeal
                    {
                        failures.append("customised property changed: \(state)")
                    }
                    let resolved = updated.resolvedBackgroundColor(for: traits.tintColor).resolve(
                        in: traits.colorEnvironment)
                    if resolved.red.isNaN || resolved.alpha.isNaN {
                        failures.append("NaN: \(state)")
                    }
                }
            }
        }
        #expect(
            failures.isEmpty,
            "\(style): \(failures.count) failures, e.g. \(failures.prefix(5).joined(separator: "; "))"
        )
    }
}

/// Updates a content and background pair as a host does: the background first, then the
/// content with the state saying whether that background is the tint colour.
func hostedUpdate(
    _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
    _ state: CellConfigurationState
) -> (content: ListContentConfiguration, background: BackgroundConfiguration) {
    let updatedBackground = background.updated(for: state)
    var contentState = state
    contentState.backgroundUsesTintColor = updatedBackground.backgroundColor == nil
    return (content.updated(for: contentState), updatedBackground)
}
