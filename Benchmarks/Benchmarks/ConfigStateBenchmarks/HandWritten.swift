// The hand-written baselines: what a developer writes without the library — a `switch` over
// the same state, setting the same values with the public setters — and a state struct of
// plain Bools. The benchmark executable checks, before measuring, that every baseline
// produces exactly the library's visible values for every style and every state it measures.

import BenchmarkStates
import ConfigState

// MARK: - States

/// A state written by hand: nine Bools, two small enums, the traits and a dictionary of
/// custom states.
struct HandWrittenState: Hashable {
    var traits: TraitCollection
    var isHighlighted = false
    var isSelected = false
    var isDisabled = false
    var isFocused = false
    var isPinned = false
    var isEditing = false
    var isSwiped = false
    var isExpanded = false
    var isReordering = false
    var dragState: UInt8 = 0
    var dropState: UInt8 = 0
    var custom: [String: AnyHashable] = [:]
}

// MARK: - Content

/// Which colour family a content style uses.
enum ContentFamily {
    case cell, value, sidebar, header, footer, prominent

    init(_ style: ListContentConfiguration.Style) {
        switch style {
        case .cell, .subtitleCell: self = .cell
        case .valueCell: self = .value
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            self = .sidebar
        case .header, .plainHeader, .groupedHeader: self = .header
        case .footer, .plainFooter, .groupedFooter: self = .footer
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: self = .prominent
        case .sidebarHeader: self = .sidebar
        }
    }
}

let whiteEighty = Color.white.withAlphaComponent(0.8)

/// The hand-written content update: the background's "is it the tint" question answered with
/// a switch, then the colours set with the public setters on a copy of the factory value. The
/// measured states use no list environment, so adaptive styles keep their plain table.
@inline(never)
func handWrittenContent(
    _ base: ListContentConfiguration, family: ContentFamily, background: BackgroundFamily,
    _ state: CellConfigurationState
) -> ListContentConfiguration {
    var content = base
    let onTint = handWrittenUsesTint(background, state)
    let disabled = state.isDisabled
    let disabledNotSwiped = disabled && !state.isSwiped
    switch family {
    case .cell:
        if disabledNotSwiped {
            content.textProperties.color = .tertiaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        } else if onTint {
            content.textProperties.color = .white
            content.secondaryTextProperties.color = .white
            content.imageProperties.tintColor = .white
        } else {
            content.textProperties.color = .label
            content.secondaryTextProperties.color = .label
            content.imageProperties.tintColor = nil
        }
    case .value:
        if disabledNotSwiped {
            content.textProperties.color = .tertiaryLabel
            content.secondaryTextProperties.color = .quaternaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        } else if onTint {
            content.textProperties.color = .white
            content.secondaryTextProperties.color = .white
            content.imageProperties.tintColor = .white
        } else {
            content.textProperties.color = .label
            content.secondaryTextProperties.color = .secondaryLabel
            content.imageProperties.tintColor = nil
        }
    case .sidebar:
        if disabled {
            content.textProperties.color = .quaternaryLabel
            content.secondaryTextProperties.color = .quaternaryLabel
            content.imageProperties.tintColor = .quaternaryLabel
        } else if onTint {
            content.textProperties.color = .white
            content.secondaryTextProperties.color = whiteEighty
            content.imageProperties.tintColor = .white
        } else {
            content.textProperties.color = .label
            content.secondaryTextProperties.color = .secondaryLabel
            content.imageProperties.tintColor = nil
        }
    case .header, .footer:
        // Headers and footers keep their text colour when disabled, dimming only the image.
        let text: Color = onTint ? .white : family == .header ? .secondaryLabel : appFooterGray
        content.textProperties.color = text
        content.secondaryTextProperties.color = text
        content.imageProperties.tintColor = disabled ? .tertiaryLabel : onTint ? .white : nil
    case .prominent:
        if disabled {
            content.textProperties.color = .quaternaryLabel
            content.secondaryTextProperties.color = .quaternaryLabel
            content.imageProperties.tintColor = .quaternaryLabel
        } else if onTint {
            content.textProperties.color = .white
            content.secondaryTextProperties.color = .white
            content.imageProperties.tintColor = .white
        } else {
            content.textProperties.color = .label
            content.secondaryTextProperties.color = .secondaryLabel
            content.imageProperties.tintColor = nil
        }
    }
    return content
}

// MARK: - Backgrounds

/// Which table a background style uses (with no list environment).
enum BackgroundFamily {
    case plainCell, groupedCell, sidebar, accompaniedSidebar, plainHeader, groupedHeader,
        sidebarHeader, clear

    init(_ style: BackgroundConfiguration.Style) {
        switch style {
        case .listCell, .listPlainCell: self = .plainCell
        case .listGroupedCell: self = .groupedCell
        case .listSidebarCell: self = .sidebar
        case .listAccompaniedSidebarCell: self = .accompaniedSidebar
        case .listHeader, .listFooter, .listPlainHeaderFooter: self = .plainHeader
        case .listGroupedHeaderFooter: self = .groupedHeader
        case .listSidebarHeader: self = .sidebarHeader
        case .clear: self = .clear
        }
    }
}

let liftedShadow = ShadowProperties(
    color: .black, opacity: 0.2, radius: 8, offset: CGSize(width: 0, height: 2))
let dimmed = ConfigurationColorTransformer.multiplyingAlpha(by: 0.5)
let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.25)
let reorderingAlpha = ConfigurationColorTransformer.multiplyingAlpha(by: 0.8)
let swipedSidebar = Color(
    light: Color(red8: 229, green8: 229, blue8: 234), dark: Color(red8: 44, green8: 44, blue8: 46),
    highContrastLight: Color(red8: 216, green8: 216, blue8: 220),
    highContrastDark: Color(red8: 54, green8: 54, blue8: 56),
    elevatedDark: Color(red8: 58, green8: 58, blue8: 60),
    highContrastElevatedDark: Color(red8: 68, green8: 68, blue8: 70))
let dropInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)

/// Whether the hand-written background is the tint colour in `state`.
@inline(__always)
func handWrittenUsesTint(_ family: BackgroundFamily, _ state: CellConfigurationState) -> Bool {
    let targeted = state.cellDropState == .targeted
    switch family {
    case .plainCell, .groupedCell:
        return !(state.isHighlighted && targeted) && state.isFocused
    case .sidebar, .accompaniedSidebar:
        let styled = (state.isSelected && !state.isEditing) || targeted
        if state.isReordering || (styled && state.isDisabled && !state.isSwiped) { return false }
        if state.isSelected && state.cellDropState == .notTargeted { return false }
        if styled { return family == .sidebar }
        return state.isFocused
    case .plainHeader, .groupedHeader, .sidebarHeader:
        return state.isFocused
    case .clear:
        return false
    }
}

/// The hand-written background update: a switch per family setting colour, transformer,
/// effect, insets and shadow with the public setters.
@inline(never)
func handWrittenBackground(
    _ base: BackgroundConfiguration, family: BackgroundFamily, _ state: CellConfigurationState
) -> BackgroundConfiguration {
    var background = base
    let targeted = state.cellDropState == .targeted
    let lifted = state.isReordering || state.cellDragState == .lifting
    switch family {
    case .plainCell, .groupedCell:
        let normal: Color =
            family == .plainCell ? .systemBackground : .secondarySystemGroupedBackground
        if state.isHighlighted && targeted {
            background.backgroundColor = .systemGray2
        } else if state.isFocused {
            background.backgroundColor = nil
        } else if state.isHighlighted || state.isSelected || targeted {
            background.backgroundColor = .systemGray4
        } else {
            background.backgroundColor = normal
        }
        // The tint (focused) stays opaque while reordering.
        let onTint = state.isFocused && !(state.isHighlighted && targeted)
        background.backgroundColorTransformer =
            state.isReordering && !onTint ? reorderingAlpha : nil
        background.visualEffect = state.isReordering ? .blurRadius(4) : nil
        background.shadowProperties = lifted ? liftedShadow : ShadowProperties()
    case .sidebar, .accompaniedSidebar:
        let styled = (state.isSelected && !state.isEditing) || targeted
        let notTargetedSelection = state.isSelected && state.cellDropState == .notTargeted
        if state.isReordering {
            background.backgroundColor = .secondarySystemBackground
        } else if styled && state.isDisabled && !state.isSwiped {
            background.backgroundColor = .quaternarySystemFill
        } else if notTargetedSelection {
            background.backgroundColor = .systemGray
        } else if styled {
            background.backgroundColor = family == .sidebar ? nil : .secondarySystemFill
        } else if state.isFocused {
            background.backgroundColor = nil
        } else if state.isHighlighted {
            background.backgroundColor = .systemGray5
        } else if state.isSwiped {
            background.backgroundColor = swipedSidebar
        } else {
            background.backgroundColor = .clear
        }
        if state.isReordering {
            background.backgroundColorTransformer = nil
        } else if notTargetedSelection && !state.isDisabled {
            background.backgroundColorTransformer = dimmed
        } else if styled && state.isHighlighted && !state.isDisabled {
            background.backgroundColorTransformer = pressed
        } else {
            background.backgroundColorTransformer = nil
        }
        background.backgroundInsets = targeted && !state.isSelected ? dropInsets : .zero
        background.visualEffect = state.isReordering ? .blurRadius(4) : nil
        background.shadowProperties = lifted ? liftedShadow : ShadowProperties()
    case .plainHeader:
        background.backgroundColor =
            state.isFocused ? nil : (state.isPinned ? .systemBackground : .clear)
    case .groupedHeader, .sidebarHeader:
        background.backgroundColor = state.isFocused ? nil : .clear
    case .clear:
        break
    }
    return background
}

// MARK: - Colours and contrast

/// systemBlue by hand: a switch over the appearance returning constants.
@inline(never)
func handWrittenSystemBlue(_ environment: ColorEnvironment) -> Color.Resolved {
    switch (environment.colorScheme, environment.contrast) {
    case (.light, .normal): return Color.Resolved(red8: 0, green8: 122, blue8: 255)
    case (.dark, .normal): return Color.Resolved(red8: 10, green8: 132, blue8: 255)
    case (.light, .high): return Color.Resolved(red8: 0, green8: 64, blue8: 221)
    case (.dark, .high): return Color.Resolved(red8: 64, green8: 156, blue8: 255)
    }
}
