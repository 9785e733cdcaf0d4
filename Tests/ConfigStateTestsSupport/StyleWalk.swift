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

/// Why a primary text may fall below WCAG 4.5:1: the UIKit looks the reference notes
/// (`reference/uikit-configuration-api.md`) give, each traced by its citation, which
/// `Docs/Configurations.md` lists with their figures. Anything else below 4.5:1 is a failure:
/// a look of ConfigState's own choosing keeps 4.5:1 (SPEC §6).
///
/// The `configstate audit` command's `FidelityCase` states the same rules, in the same order,
/// with the same citations; `CommandAuditTests` holds the two to the same answer on every
/// combination the audit checks.
public enum ContrastException: String, CaseIterable, Sendable {
    /// A disabled, unswiped cell's text in tertiaryLabel, on the fill the cell shows enabled.
    case disabledCell
    /// A disabled sidebar cell's or header's text in quaternaryLabel, on the fill it shows
    /// enabled or on UIKit's disabled fill, quaternarySystemFill.
    case disabledSidebar
    /// A disabled prominent inset grouped header's text in quaternaryLabel.
    case disabledProminentHeader
    /// White text on the tint colour as is: a focused view, or a selected or drop-targeted cell
    /// of a sidebar whose selection is key.
    case whiteOnTint
    /// A plain or grouped header's text in secondaryLabel on a clear background, or on
    /// systemBackground while pinned.
    case headerSecondaryLabel
    /// Label on systemGray2: a highlighted plain or grouped cell that a drop targets.
    case highlightedDropTarget

    /// Where the reference notes give UIKit this look: section and words.
    public var citation: String {
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
}

/// Whether `style` in `environment` is drawn with a sidebar's colours.
private func isSidebarContent(
    _ style: ListContentConfiguration.Style, _ environment: ListEnvironment
)
    -> Bool
{
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
        .accompaniedSidebarSubtitleCell, .sidebarHeader:
        return true
    case .cell, .subtitleCell, .valueCell, .header:
        return environment == .sidebar || environment == .sidebarPlain
    default: return false
    }
}

/// Whether an updated background shows what its style shows with `isDisabled` cleared.
private func backgroundIgnoresDisabled(
    _ background: BackgroundConfiguration, _ state: CellConfigurationState
) -> Bool {
    var enabled = state
    enabled.isDisabled = false
    let expected = background.style.configuration.updated(for: enabled)
    return expected.backgroundColor == background.backgroundColor
        && expected.backgroundColorTransformer == background.backgroundColorTransformer
}

/// The UIKit-fidelity case that explains a primary text below 4.5:1, or `nil` when none does
/// (a real failure). Reads the colours as the styles name them, not as they resolve.
public func contrastException(
    _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
    _ state: CellConfigurationState
) -> ContrastException? {
    let style = content.style
    let environment = state.traitCollection.listEnvironment
    let sidebar = isSidebarContent(style, environment)
    let cell = !sidebar && !style.isHeaderOrFooter
    let header = !sidebar && [.header, .plainHeader, .groupedHeader].contains(style)
    let prominent = [.prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader].contains(
        style)
    let text = content.textProperties.color
    let fill = background.backgroundColor
    let plainFill = background.backgroundColorTransformer == nil
    if text == .tertiaryLabel && cell && state.isDisabled && !state.isSwiped
        && backgroundIgnoresDisabled(background, state)
    {
        return .disabledCell
    }
    if text == .quaternaryLabel && sidebar && state.isDisabled
        && (backgroundIgnoresDisabled(background, state)
            || (fill == .quaternarySystemFill && plainFill && !state.isSwiped))
    {
        return .disabledSidebar
    }
    if text == .quaternaryLabel && prominent && state.isDisabled
        && backgroundIgnoresDisabled(background, state)
    {
        return .disabledProminentHeader
    }
    if text == .white && fill == nil && plainFill
        && (state.isFocused
            || (sidebar && background.style != .listAccompaniedSidebarCell
                && (state.isSelected || state.cellDropState == .targeted)))
    {
        return .whiteOnTint
    }
    if text == .secondaryLabel && header && !state.isFocused && plainFill
        && (fill == .clear || (fill == .systemBackground && state.isPinned))
    {
        return .headerSecondaryLabel
    }
    if text == .label && cell && state.isHighlighted && state.cellDropState == .targeted
        && fill == .systemGray2 && plainFill
    {
        return .highlightedDropTarget
    }
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

// MARK: Buttons

/// Every combination of the four control states a button has: highlighted, selected,
/// disabled and focused (16).
public let everyControlState: [Control.State] = (0..<16).map { bits in
    var state = Control.State.normal
    if bits & 1 != 0 { state.insert(.highlighted) }
    if bits & 2 != 0 { state.insert(.selected) }
    if bits & 4 != 0 { state.insert(.disabled) }
    if bits & 8 != 0 { state.insert(.focused) }
    return state
}

/// A button look below 4.5:1 that is UIKit's own, as the style table's sources give it
/// (`Button+Configuration+Styles.swift`'s header comment): the `configstate audit` oracle for
/// buttons, with the same names and citations as the command's `ButtonFidelityCase`.
public enum ButtonContrastException: String, CaseIterable, Sendable {
    /// `filled()` and `borderedProminent()` at rest: white on the tint colour.
    case filledWhiteOnTint
    /// `plain()` and `borderless()` at rest: the tint colour on clear.
    case plainTintOnClear

    /// The sources' words.
    public var citation: String {
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
}

/// The UIKit look a fresh button of `style` shows, or `nil` when it shows a look of
/// ConfigState's own.
///
/// Stated by state rather than by colour (the command reads the colours): UIKit's looks are
/// the normal state with the tint — not disabled, not highlighted, not showing selection
/// (selected with `automaticallyUpdateForSelection` on) — for a role other than destructive,
/// whose red look UIKit does not document. Focus adds only a stroke, so a focused button
/// keeps the look's text and fill.
public func buttonContrastException(
    style: Button.Configuration.Style, state: Control.State, role: Button.Role,
    updatesForSelection: Bool
) -> ButtonContrastException? {
    guard role != .destructive, !state.contains(.disabled), !state.contains(.highlighted),
        !(state.contains(.selected) && updatesForSelection)
    else { return nil }
    switch style {
    case .filled, .borderedProminent: return .filledWhiteOnTint
    case .plain, .borderless: return .plainTintOnClear
    case .tinted, .gray, .bordered, .borderedTinted: return nil
    }
}

/// The lower WCAG ratio of a rendered button's title and subtitle against its fill composited
/// over systemBackground, in `traits`; `nil` without text.
public func buttonTextContrast(_ render: ButtonRender, traits: TraitCollection) -> Double? {
    let page = Color.systemBackground.resolve(in: traits.colorEnvironment)
    let behind = render.background.color.composited(over: page)
    return [render.title, render.subtitle].compactMap { $0 }
        .map { $0.color.contrastRatio(against: behind) }.min()
}
