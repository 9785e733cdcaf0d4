/// The state of a cell: `UICellConfigurationState` without the `UI`.
///
/// Everything ``ViewConfigurationState`` has — highlighted, selected, disabled, focused, pinned,
/// traits, custom states — plus editing, swiped, expanded, reordering, and the drag and drop
/// states. Equality and hashing cover every flag, the traits and the custom states.
///
/// ```swift
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isSelected = true
/// state.isEditing = true
/// print(state)   // CellConfigurationState(selected, editing)
/// ```
///
/// The flags are packed into 16 bits and the traits are shared, so the value is 18 bytes;
/// constructing, copying, changing a flag, comparing and hashing never allocate unless a
/// custom state is set.
public struct CellConfigurationState: ConfigurationState, Hashable {
    /// A cell's part in a drag session: `UICellConfigurationState.DragState`.
    public enum DragState: String, Hashable, Sendable, Codable, CaseIterable {
        /// The cell is not part of a drag session.
        case none
        /// A user interaction is lifting the cell, but it is not yet part of a drag session.
        case lifting
        /// The cell is part of an active drag session.
        case dragging
    }

    /// A cell's part in a drop session: `UICellConfigurationState.DropState`.
    public enum DropState: String, Hashable, Sendable, Codable, CaseIterable {
        /// The cell is not associated with a drop session.
        case none
        /// A drag session could drop in the cell's container, but not on this cell.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }

    /// The traits of the environment.
    public var traitCollection: TraitCollection
    var _customStates: _CustomStates = [:]
    var _bits = _StateBits(rawValue: 0)

    /// Creates a state with no flags set.
    public init(traitCollection: TraitCollection = TraitCollection()) {
        self.traitCollection = traitCollection
    }

    /// Whether the cell is highlighted (touched down).
    public var isHighlighted: Bool {
        get { _bits[.highlighted] }
        set { _bits[.highlighted] = newValue }
    }

    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { _bits[.selected] }
        set { _bits[.selected] = newValue }
    }

    /// Whether the cell is disabled (user interaction off).
    public var isDisabled: Bool {
        get { _bits[.disabled] }
        set { _bits[.disabled] = newValue }
    }

    /// Whether the cell has keyboard or remote focus.
    public var isFocused: Bool {
        get { _bits[.focused] }
        set { _bits[.focused] = newValue }
    }

    /// Whether the cell is pinned; inherited from the view state, meaningful for headers.
    public var isPinned: Bool {
        get { _bits[.pinned] }
        set { _bits[.pinned] = newValue }
    }

    /// Whether the cell is in editing mode.
    public var isEditing: Bool {
        get { _bits[.editing] }
        set { _bits[.editing] = newValue }
    }

    /// Whether the cell is swiped to show its swipe actions.
    public var isSwiped: Bool {
        get { _bits[.swiped] }
        set { _bits[.swiped] = newValue }
    }

    /// Whether an outline cell is expanded to show its children.
    public var isExpanded: Bool {
        get { _bits[.expanded] }
        set { _bits[.expanded] = newValue }
    }

    /// Whether the cell is being reordered.
    public var isReordering: Bool {
        get { _bits[.reordering] }
        set { _bits[.reordering] = newValue }
    }

    /// The cell's part in a drag session.
    public var cellDragState: DragState {
        get {
            switch _bits.dragState {
            case 1: return .lifting
            case 2: return .dragging
            default: return .none
            }
        }
        set {
            switch newValue {
            case .none: _bits.dragState = 0
            case .lifting: _bits.dragState = 1
            case .dragging: _bits.dragState = 2
            }
        }
    }

    /// The cell's part in a drop session.
    public var cellDropState: DropState {
        get {
            switch _bits.dropState {
            case 1: return .notTargeted
            case 2: return .targeted
            default: return .none
            }
        }
        set {
            switch newValue {
            case .none: _bits.dropState = 0
            case .notTargeted: _bits.dropState = 1
            case .targeted: _bits.dropState = 2
            }
        }
    }

    /// Whether the view's background resolves to the tint colour, as its host knows it (UIKit
    /// keeps this private as `_UITableUsesTintColorAsBackgroundColor`). Styles turn text and
    /// images white exactly when it is `true`.
    ///
    /// Hosts (``Cell``, ``HeaderFooterView``) set it from their actual background configuration
    /// when they update content, so a cell whose background you changed (say, a custom colour
    /// on a sidebar cell) does not get white text, as in UIKit. `nil`, the default, means
    /// unknown: a style then assumes its own default background
    /// (``ListContentConfiguration/Style/defaultBackgroundStyle``).
    public var backgroundUsesTintColor: Bool? {
        get { _bits.backgroundUsesTintColor }
        set { _bits.backgroundUsesTintColor = newValue }
    }

    /// Reads and writes custom states; `nil` removes the entry.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { _customStates[key]?.value }
        set { _customStates[key] = newValue.map(_CustomStateValue.init(value:)) }
    }

    /// The state itself.
    public var cellConfigurationState: CellConfigurationState { self }

    /// The view part of this state: the five view flags, traits and custom states.
    public var viewConfigurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state._bits = _StateBits(rawValue: _bits.rawValue & _StateBits.viewMask)
        state._customStates = _customStates
        return state
    }
}

/// A shorter name for
/// ``CellConfigurationState/DragState``.
public typealias CellDragState = CellConfigurationState.DragState

/// A shorter name for
/// ``CellConfigurationState/DropState``.
public typealias CellDropState = CellConfigurationState.DropState
