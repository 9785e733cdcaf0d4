// The style walk's oracle: every built-in state, the colour environments, the contrast of
// primary text against what it is drawn on, and which UIKit-fidelity case explains a shortfall.
// Shared by the style walk (ConfigStateTests) and the `configstate audit` and `gallery` tests
// (ConfigStateCLITests), which recount the command's verdicts with it, independently of the
// command's code.

import ConfigState

/// Every combination of the nine Boolean flags and the drag and drop states: 4 608 states.
public func everyBuiltInState(traits: TraitCollection) -> [CellConfigurationState] {
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
public let walkAppearances: [(UserInterfaceStyle, AccessibilityContrast)] = [
    (.light, .normal), (.dark, .normal), (.light, .high), (.dark, .high),
]

/// A content style in a list environment: what the walk checks.
public struct ContentContext: CustomStringConvertible, Sendable {
    /// The content style.
    public var style: ListContentConfiguration.Style
    /// The list environment it is checked in.
    public var environment: ListEnvironment
    /// `style in environment`, as test arguments are named.
    public var description: String { "\(style.rawValue) in \(environment.rawValue)" }
}

/// Every content style in every list environment it adapts to, or in its natural one.
public let contentContexts: [ContentContext] = ListContentConfiguration.Style.allCases.flatMap {
    style in
    style.isAdaptive
        ? [ListEnvironment.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain].map {
            ContentContext(style: style, environment: $0)
        }
        : [ContentContext(style: style, environment: naturalEnvironment(of: style))]
}

/// The list environment a non-adaptive style is made for (a sidebar style's is the sidebar).
public func naturalEnvironment(of style: ListContentConfiguration.Style) -> ListEnvironment {
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
public func primaryTextContrast(
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
public enum ContrastException: String, CaseIterable, Sendable {
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

/// The UIKit-fidelity case that explains a primary text below 4.5:1, or `nil` when none does
/// (a real failure).
public func contrastException(
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

/// Updates a content and background pair as a host does: the background first, then the
/// content with the state saying whether that background is the tint colour.
public func hostedUpdate(
    _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
    _ state: CellConfigurationState
) -> (content: ListContentConfiguration, background: BackgroundConfiguration) {
    let updatedBackground = background.updated(for: state)
    var contentState = state
    contentState.backgroundUsesTintColor = updatedBackground.backgroundColor == nil
    return (content.updated(for: contentState), updatedBackground)
}
