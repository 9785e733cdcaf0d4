import ConfigState

/// One word of a state on the command line (`--state selected,editing`): a built-in flag, a
/// drag state or a drop state of ``CellConfigurationState``.
enum StateWord: String, CaseIterable, Sendable {
    /// `isHighlighted`.
    case highlighted
    /// `isSelected`.
    case selected
    /// `isDisabled`.
    case disabled
    /// `isFocused`.
    case focused
    /// `isPinned` (headers and footers pinned to the top of the list).
    case pinned
    /// `isEditing`.
    case editing
    /// `isSwiped`.
    case swiped
    /// `isExpanded`.
    case expanded
    /// `isReordering`.
    case reordering
    /// `cellDragState = .lifting`.
    case lifting
    /// `cellDragState = .dragging`.
    case dragging
    /// `cellDropState = .notTargeted`: a drop session is active over another cell.
    case notTargeted
    /// `cellDropState = .targeted`: a drop session targets this cell.
    case targeted

    /// Sets this word's flag or drag/drop state in `state`.
    func apply(to state: inout CellConfigurationState) {
        switch self {
        case .highlighted: state.isHighlighted = true
        case .selected: state.isSelected = true
        case .disabled: state.isDisabled = true
        case .focused: state.isFocused = true
        case .pinned: state.isPinned = true
        case .editing: state.isEditing = true
        case .swiped: state.isSwiped = true
        case .expanded: state.isExpanded = true
        case .reordering: state.isReordering = true
        case .lifting: state.cellDragState = .lifting
        case .dragging: state.cellDragState = .dragging
        case .notTargeted: state.cellDropState = .notTargeted
        case .targeted: state.cellDropState = .targeted
        }
    }

    /// The words that exclude each other: one drag state and one drop state at a time.
    var exclusiveGroup: String? {
        switch self {
        case .lifting, .dragging: return "drag state"
        case .notTargeted, .targeted: return "drop state"
        default: return nil
        }
    }

    /// Every valid word, comma-separated, for error messages and usage.
    static var validList: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Which views can be in this state, as ``NamedState/Applicability`` says of a gallery row.
    ///
    /// Editing, swiped, expanded, reordering and the drag and drop states are
    /// `CellConfigurationState`'s own, which a header or footer — a view with a
    /// `ViewConfigurationState` — never has. Pinned is the other way round: a cell's state
    /// inherits `isPinned` from the view state, as UIKit's does, but only a header or footer is
    /// ever pinned (UIKit pins supplementary views, here `HeaderFooterView`; no cell host sets
    /// the flag).
    var applicability: NamedState.Applicability {
        switch self {
        case .highlighted, .selected, .disabled, .focused: return .all
        case .pinned: return .headersAndFooters
        case .editing, .swiped, .expanded, .reordering, .lifting, .dragging, .notTargeted,
            .targeted:
            return .cells
        }
    }

    /// Whether a view with header or footer content (`isHeaderOrFooter`), or a cell otherwise,
    /// can be in this state.
    func applies(toHeaderOrFooter isHeaderOrFooter: Bool) -> Bool {
        applicability.includes(headerOrFooter: isHeaderOrFooter)
    }
}

/// A named combination of state words: one row of the gallery.
///
/// The gallery's rows are ``all``, defined here once. They are the combinations a user sees in
/// a real list — one gesture or mode at a time, plus the pairs UIKit styles specially
/// (selected while highlighted, selected while editing, selected while a drop targets another
/// cell) — rather than all 4 608 combinations, which `configstate audit` walks instead.
struct NamedState: Sendable, Hashable {
    /// Which views a state applies to.
    enum Applicability: Sendable, Hashable {
        /// Cells and headers/footers (flags of `ViewConfigurationState`).
        case all
        /// List cells only (editing, swiping, expanding, reordering, drag and drop).
        case cells
        /// Headers and footers only (pinning).
        case headersAndFooters

        /// Whether a view with header or footer content (`isHeaderOrFooter`), or a cell
        /// otherwise, is among the views this covers.
        func includes(headerOrFooter isHeaderOrFooter: Bool) -> Bool {
            switch self {
            case .all: return true
            case .cells: return !isHeaderOrFooter
            case .headersAndFooters: return isHeaderOrFooter
            }
        }
    }

    /// The state's name: its words joined with `+`, or `normal` for none.
    var name: String
    /// The words it sets.
    var words: [StateWord]
    /// Where the state is meaningful.
    var applicability: Applicability
    /// What a user did to reach it.
    var summary: String

    init(_ words: [StateWord], _ applicability: Applicability, _ summary: String) {
        self.words = words
        self.name = words.isEmpty ? "normal" : words.map(\.rawValue).joined(separator: "+")
        self.applicability = applicability
        self.summary = summary
    }

    /// Whether the state is meaningful for a view with header or footer content.
    func applies(toHeaderOrFooter isHeaderOrFooter: Bool) -> Bool {
        applicability.includes(headerOrFooter: isHeaderOrFooter)
    }

    /// The state in `traits`.
    func state(in traits: TraitCollection) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        for word in words { word.apply(to: &state) }
        return state
    }

    /// The gallery's state rows, in order: 15 for cells, 7 for headers and footers.
    static let all: [NamedState] = [
        NamedState([], .all, "at rest"),
        NamedState([.highlighted], .all, "finger down"),
        NamedState([.selected], .all, "selected"),
        NamedState([.selected, .highlighted], .all, "finger down on a selected item"),
        NamedState([.focused], .all, "keyboard or remote focus"),
        NamedState([.disabled], .all, "user interaction disabled"),
        NamedState([.editing], .cells, "the list is editing"),
        NamedState([.selected, .editing], .cells, "selected while editing"),
        NamedState([.swiped], .cells, "swipe actions showing"),
        NamedState([.expanded], .cells, "an expanded outline item"),
        NamedState([.reordering], .cells, "being reordered"),
        NamedState([.lifting], .cells, "lifting for a drag"),
        NamedState([.dragging], .cells, "the source of a drag"),
        NamedState([.targeted], .cells, "a drop targets it"),
        NamedState([.selected, .notTargeted], .cells, "selected while a drop targets another"),
        NamedState([.pinned], .headersAndFooters, "pinned to the top while scrolling"),
    ]
}
