// `updated(for:)` of every content and background style beside two references, counted in
// instructions (SPEC §11):
//
// * the app-owned baseline: what an app writes without the library — its own flags, a
//   `switch` over them, and its own small struct of the values it needs (colours, fonts,
//   insets), not the library's configuration;
// * the copy floor: an opaque copy and destroy of the configuration, the least that producing
//   a new configuration value can cost.
//
// Each app-owned baseline is checked, before it is counted, to produce the library's values
// for every style and every state it is counted over.

import BenchmarkStates
@_spi(Benchmarks) import ConfigState

/// The app's own flags for a row, as it would keep them: plain Bools.
struct AppRowFlags {
    var isHighlighted = false
    var isSelected = false
    var isDisabled = false
    var isFocused = false
    var isEditing = false
    var isSwiped = false
    var isReordering = false
    var isLifting = false
    var isDropTarget = false
    var isOtherDropTarget = false
    var isPinned = false

    init(_ state: CellConfigurationState) {
        isHighlighted = state.isHighlighted
        isSelected = state.isSelected
        isDisabled = state.isDisabled
        isFocused = state.isFocused
        isEditing = state.isEditing
        isSwiped = state.isSwiped
        isReordering = state.isReordering
        isLifting = state.cellDragState == .lifting
        isDropTarget = state.cellDropState == .targeted
        isOtherDropTarget = state.cellDropState == .notTargeted
        isPinned = state.isPinned
    }
}

let appRowFlags = measuredStates.map(AppRowFlags.init)

// MARK: - Content

/// What an app's row needs to draw its content: colours and fonts.
struct AppContentLook: Equatable {
    var textColor: Color
    var secondaryTextColor: Color
    var imageTintColor: Color?
    var textFont: Font
    var secondaryTextFont: Font
}

/// Which colours a content style uses.
enum AppContentFamily {
    case cell, value, sidebar, header, footer, prominent

    init(_ style: ListContentConfiguration.Style) {
        switch style {
        case .cell, .subtitleCell: self = .cell
        case .valueCell: self = .value
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader:
            self = .sidebar
        case .header, .plainHeader, .groupedHeader: self = .header
        case .footer, .plainFooter, .groupedFooter: self = .footer
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: self = .prominent
        }
    }
}

/// Which background a row sits on, for the "is it the tint colour" question.
enum AppBackgroundFamily {
    case plainCell, groupedCell, sidebar, accompaniedSidebar, header, clear

    init(_ style: BackgroundConfiguration.Style) {
        switch style {
        case .listCell, .listPlainCell: self = .plainCell
        case .listGroupedCell: self = .groupedCell
        case .listSidebarCell: self = .sidebar
        case .listAccompaniedSidebarCell: self = .accompaniedSidebar
        case .listHeader, .listFooter, .listPlainHeaderFooter, .listGroupedHeaderFooter,
            .listSidebarHeader:
            self = .header
        case .clear: self = .clear
        }
    }
}

let whiteEighty = Color.white.withAlphaComponent(0.8)

/// Whether the row's background is the tint colour, from the app's flags.
@inline(__always)
func appUsesTint(_ family: AppBackgroundFamily, _ flags: AppRowFlags) -> Bool {
    switch family {
    case .plainCell, .groupedCell:
        return !(flags.isHighlighted && flags.isDropTarget) && flags.isFocused
    case .sidebar, .accompaniedSidebar:
        let styled = (flags.isSelected && !flags.isEditing) || flags.isDropTarget
        if flags.isReordering || (styled && flags.isDisabled && !flags.isSwiped) { return false }
        if flags.isSelected && flags.isOtherDropTarget { return false }
        if styled { return family == .sidebar }
        return flags.isFocused
    case .header:
        return flags.isFocused
    case .clear:
        return false
    }
}

/// The app-owned content update: a switch over the app's flags filling its own small struct.
/// The fonts are the app's constants for the style.
@inline(never)
func appContentLook(
    _ family: AppContentFamily, _ background: AppBackgroundFamily, fonts: (Font, Font),
    _ flags: AppRowFlags
) -> AppContentLook {
    let onTint = appUsesTint(background, flags)
    let text: Color
    let secondary: Color
    let image: Color?
    switch family {
    case .cell, .value:
        if flags.isDisabled && !flags.isSwiped {
            (text, secondary, image) =
                (
                    .tertiaryLabel, family == .value ? .quaternaryLabel : .tertiaryLabel,
                    .tertiaryLabel
                )
        } else if onTint {
            (text, secondary, image) = (.white, .white, .white)
        } else {
            (text, secondary, image) = (.label, family == .value ? .secondaryLabel : .label, nil)
        }
    case .sidebar, .prominent:
        if flags.isDisabled {
            (text, secondary, image) = (.quaternaryLabel, .quaternaryLabel, .quaternaryLabel)
        } else if onTint {
            (text, secondary, image) = (.white, family == .sidebar ? whiteEighty : .white, .white)
        } else {
            (text, secondary, image) = (.label, .secondaryLabel, nil)
        }
    case .header, .footer:
        // Headers and footers keep their text colour when disabled, dimming only the image.
        text = onTint ? .white : family == .header ? .secondaryLabel : appFooterGray
        secondary = text
        image = flags.isDisabled ? .tertiaryLabel : onTint ? .white : nil
    }
    return AppContentLook(
        textColor: text, secondaryTextColor: secondary, imageTintColor: image,
        textFont: fonts.0, secondaryTextFont: fonts.1)
}

/// The library's values for what the app-owned look holds.
func libraryContentLook(_ content: ListContentConfiguration) -> AppContentLook {
    AppContentLook(
        textColor: content.textProperties.color,
        secondaryTextColor: content.secondaryTextProperties.color,
        imageTintColor: content.imageProperties.tintColor,
        textFont: content.textProperties.font,
        secondaryTextFont: content.secondaryTextProperties.font)
}

// MARK: - Backgrounds

/// A colour change an app applies to its background colour.
enum AppColorChange: Equatable {
    case none, dimmed, pressed, reordering

    var transformer: ConfigurationColorTransformer? {
        switch self {
        case .none: return nil
        case .dimmed: return .multiplyingAlpha(by: 0.5)
        case .pressed: return .blended(with: .black, opacity: 0.25)
        case .reordering: return .multiplyingAlpha(by: 0.8)
        }
    }
}

/// What an app's row needs to draw its background.
struct AppBackgroundLook: Equatable {
    var color: Color?
    var colorChange: AppColorChange
    var verticalInset: CGFloat
    var blurRadius: CGFloat?
    var isLifted: Bool
}

let appSwipedSidebar = Color(
    light: Color(red8: 229, green8: 229, blue8: 234), dark: Color(red8: 44, green8: 44, blue8: 46),
    highContrastLight: Color(red8: 216, green8: 216, blue8: 220),
    highContrastDark: Color(red8: 54, green8: 54, blue8: 56),
    elevatedDark: Color(red8: 58, green8: 58, blue8: 60),
    highContrastElevatedDark: Color(red8: 68, green8: 68, blue8: 70))

/// The app-owned background update: a switch over the app's flags filling its own small
/// struct; a plain list's header is opaque while pinned.
@inline(never)
func appBackgroundLook(
    _ family: AppBackgroundFamily, grouped: Bool, plainHeader: Bool, _ flags: AppRowFlags
) -> AppBackgroundLook {
    var look = AppBackgroundLook(
        color: nil, colorChange: .none, verticalInset: 0, blurRadius: nil, isLifted: false)
    switch family {
    case .plainCell, .groupedCell:
        if flags.isHighlighted && flags.isDropTarget {
            look.color = .systemGray2
        } else if flags.isFocused {
            look.color = nil
        } else if flags.isHighlighted || flags.isSelected || flags.isDropTarget {
            look.color = .systemGray4
        } else {
            look.color = grouped ? .secondarySystemGroupedBackground : .systemBackground
        }
        // The tint (focused) stays opaque while reordering.
        let onTint = flags.isFocused && !(flags.isHighlighted && flags.isDropTarget)
        look.colorChange = flags.isReordering && !onTint ? .reordering : .none
        look.blurRadius = flags.isReordering ? 4 : nil
        look.isLifted = flags.isReordering || flags.isLifting
    case .sidebar, .accompaniedSidebar:
        let styled = (flags.isSelected && !flags.isEditing) || flags.isDropTarget
        let otherTargeted = flags.isSelected && flags.isOtherDropTarget
        if flags.isReordering {
            look.color = .secondarySystemBackground
        } else if styled && flags.isDisabled && !flags.isSwiped {
            look.color = .quaternarySystemFill
        } else if otherTargeted {
            look.color = .systemGray
        } else if styled {
            look.color = family == .sidebar ? nil : .secondarySystemFill
        } else if flags.isFocused {
            look.color = nil
        } else if flags.isHighlighted {
            look.color = .systemGray5
        } else if flags.isSwiped {
            look.color = appSwipedSidebar
        } else {
            look.color = .clear
        }
        if flags.isReordering {
            look.colorChange = .none
        } else if otherTargeted && !flags.isDisabled {
            look.colorChange = .dimmed
        } else if styled && flags.isHighlighted && !flags.isDisabled {
            look.colorChange = .pressed
        }
        look.verticalInset = flags.isDropTarget && !flags.isSelected ? 1 : 0
        look.blurRadius = flags.isReordering ? 4 : nil
        look.isLifted = flags.isReordering || flags.isLifting
    case .header:
        look.color =
            flags.isFocused ? nil : (plainHeader && flags.isPinned ? .systemBackground : .clear)
    case .clear:
        look.color = .clear
    }
    return look
}

/// The library's values for what the app-owned look holds.
func libraryBackgroundLook(_ background: BackgroundConfiguration) -> AppBackgroundLook {
    let colorChange: AppColorChange =
        switch background.backgroundColorTransformer {
        case nil: .none
        case AppColorChange.dimmed.transformer: .dimmed
        case AppColorChange.pressed.transformer: .pressed
        default: .reordering
        }
    let blur: CGFloat? =
        switch background.visualEffect {
        case .blurRadius(let radius)?: radius
        default: nil
        }
    return AppBackgroundLook(
        color: background.backgroundColor, colorChange: colorChange,
        verticalInset: background.backgroundInsets.top, blurRadius: blur,
        isLifted: background.shadowProperties.opacity > 0)
}

// MARK: - Copies

/// A slot that keeps one value of `Value` in memory the optimiser cannot see through, so that
/// assigning to it really copies the new value in (the bytes, and a retain of every reference
/// it holds) and destroys the old one (their releases): the least that producing a new
/// configuration value and dropping the previous one can cost. (A function returning its
/// argument is no floor: the optimiser removes the copy, however opaque the call is marked.)
final class CopySlot<Value> {
    private let storage: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: value)
        slots.append(UnsafeMutableRawPointer(storage))
    }

    /// Copies `value` into the slot, destroying what it held.
    @inline(never)
    func store(_ value: Value) { storage.pointee = value }
}

/// Every slot's memory, reachable from a global so that no store into it is dead.
nonisolated(unsafe) var slots: [UnsafeMutableRawPointer] = []

// MARK: - States

/// The states an update workload cycles through, passed to each update borrowed, as a host
/// passes the state it made to `updateConfiguration(using:)`.
///
/// A state read from an array or a buffer is copied for the call — a retain of its traits'
/// storage and of its custom states before it, their releases after (about 90 instructions
/// of the 330 a background update was counted at, read from the workload's disassembly):
/// the caller cannot know that the callee leaves that memory alone, while `updated(for:)`
/// itself takes the state in place. A `let` property of a class cannot change, so a state in
/// one is passed in place; the boxes are reached through `Unmanaged` references, so that
/// reaching one retains nothing either.
final class BorrowedStates {
    private final class Box {
        let state: CellConfigurationState
        init(_ state: CellConfigurationState) { self.state = state }
    }

    private let boxes: [Unmanaged<Box>]

    /// Boxes each of `states`, in order, and checks that ``forEach(_:)`` passes exactly
    /// them: a walk that skipped one would count fewer updates than it claims.
    init(_ states: [CellConfigurationState]) {
        boxes = states.map { .passRetained(Box($0)) }
        var passed: [CellConfigurationState] = []
        forEach { passed.append($0) }
        // fatalError, not precondition: its message survives a release build.
        if passed != states { fatalError("BorrowedStates passes other states than it was given") }
    }

    deinit { for box in boxes { box.release() } }

    /// Calls `body` with each state in order, borrowed.
    @inline(__always)
    func forEach(_ body: (CellConfigurationState) -> Void) {
        boxes.withUnsafeBufferPointer { boxes in
            for index in boxes.indices {
                boxes[index]._withUnsafeGuaranteedRef { body($0.state) }
            }
        }
    }
}

// MARK: - Workloads

/// Iterations per update workload: every one of the 64 states 100 and 200 times.
let updateIterations = (low: 6_400, high: 12_800)

func updateWorkloads() -> [String: Workload] {
    var workloads: [String: Workload] = [:]
    for style in ListContentConfiguration.Style.allCases {
        let base = style.configuration
        let family = AppContentFamily(style)
        let background = AppBackgroundFamily(style.defaultBackgroundStyle)
        let fonts = (base.textProperties.font, base.secondaryTextProperties.font)
        for (index, state) in measuredStates.enumerated() {
            let library = libraryContentLook(base.updated(for: state))
            let app = appContentLook(family, background, fonts: fonts, appRowFlags[index])
            if library != app {
                // fatalError, not precondition: its message survives a release build.
                fatalError("content \(style) differs from the app's in \(state): \(library) \(app)")
            }
        }
        workloads["update-content-\(style)"] = Workload(
            summary: "content \(style)(): updated(for:) over 64 states",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let states = BorrowedStates(measuredStates)
            return { states.forEach { blackHole(base.updated(for: $0)) } }
        }
        workloads["app-content-\(style)"] = Workload(
            summary: "content \(style)(): the app-owned baseline (flags, switch, small struct)",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let flags = appRowFlags
            return {
                for flags in flags {
                    blackHole(appContentLook(family, background, fonts: fonts, flags))
                }
            }
        }
        workloads["copy-content-\(style)"] = Workload(
            summary: "content \(style)(): an opaque copy and destroy of the configuration",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let states = measuredStates
            let slot = CopySlot(base)
            return { for _ in states { slot.store(base) } }
        }
    }
    for style in BackgroundConfiguration.Style.allCases {
        let base = style.configuration
        let family = AppBackgroundFamily(style)
        let grouped = style == .listGroupedCell
        let plainHeader = [.listHeader, .listFooter, .listPlainHeaderFooter].contains(style)
        for (index, state) in measuredStates.enumerated() {
            let library = libraryBackgroundLook(base.updated(for: state))
            let app = appBackgroundLook(
                family, grouped: grouped, plainHeader: plainHeader, appRowFlags[index])
            if library != app {
                fatalError(
                    "background \(style) differs from the app's in \(state): \(library) \(app)")
            }
        }
        workloads["update-background-\(style)"] = Workload(
            summary: "background \(style)(): updated(for:) over 64 states",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let states = BorrowedStates(measuredStates)
            return { states.forEach { blackHole(base.updated(for: $0)) } }
        }
        workloads["app-background-\(style)"] = Workload(
            summary: "background \(style)(): the app-owned baseline (flags, switch, small struct)",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let flags = appRowFlags
            return {
                for flags in flags {
                    blackHole(
                        appBackgroundLook(
                            family, grouped: grouped, plainHeader: plainHeader, flags))
                }
            }
        }
        workloads["copy-background-\(style)"] = Workload(
            summary: "background \(style)(): an opaque copy and destroy of the configuration",
            iterations: updateIterations, operationsPerIteration: 64
        ) {
            let states = measuredStates
            let slot = CopySlot(base)
            return { for _ in states { slot.store(base) } }
        }
    }
    return workloads
}
