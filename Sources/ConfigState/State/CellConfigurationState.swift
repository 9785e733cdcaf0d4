/// The state of a cell: `UICellConfigurationState` without the `UI`.
///
/// Everything ``ViewConfigurationState`` has — highlighted, selected, disabled, focused, pinned,
/// traits, custom states — plus editing, swiped, expanded, reordering, and the drag and drop
/// states. Equality and hashing cover every flag, the traits and the custom states, in O(*k*)
/// time for *k* custom states.
///
/// <!-- snippet: SymbolDocs/DocCellConfigurationState -->
/// ```swift
/// var state = CellConfigurationState(traitCollection: TraitCollection())
/// state.isSelected = true
/// state.isEditing = true
/// print(state)
///
/// // Prints:
/// // CellConfigurationState(selected, editing)
/// ```
///
/// The flags are packed into 16 bits and the traits are shared, so the value is 18 bytes;
/// constructing, copying, changing a flag, comparing and hashing never allocate unless a
/// custom state is set.
public struct CellConfigurationState: ConfigurationState, Hashable {
    /// A cell's part in a drag session: `UICellConfigurationState.DragState`.
    public enum DragState: String, Hashable, Sendable, CaseIterable {
        /// The cell is not part of a drag session.
        case none
        /// A user interaction is lifting the cell, but it is not yet part of a drag session.
        case lifting
        /// The cell is part of an active drag session.
        case dragging
    }

    /// A cell's part in a drop session: `UICellConfigurationState.DropState`.
    public enum DropState: String, Hashable, Sendable, CaseIterable {
        /// The cell is not associated with a drop session.
        case none
        /// A drag session could drop in the cell's container, but not on this cell.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }

    /// The traits of the environment.
    public var traitCollection: TraitCollection
    // No default values: a stored property's default is evaluated in every initialiser, even
    // one that assigns it (an empty dictionary made and released, about 45 instructions).
    var customStates: CustomStates
    var bits: StateBits

    /// Creates a state with no flags set.
    public init(traitCollection: TraitCollection = TraitCollection()) {
        self.init(traitCollection: traitCollection, customStates: [:], bits: StateBits(rawValue: 0))
    }

    /// A state with these traits, custom states and flags (what a host builds, in one go).
    init(traitCollection: TraitCollection, customStates: CustomStates, bits: StateBits) {
        self.traitCollection = traitCollection
        self.customStates = customStates
        self.bits = bits
    }

    /// Whether the cell is highlighted (touched down).
    public var isHighlighted: Bool {
        get { bits[.highlighted] }
        set { bits[.highlighted] = newValue }
    }

    /// Whether the cell is selected.
    public var isSelected: Bool {
        get { bits[.selected] }
        set { bits[.selected] = newValue }
    }

    /// Whether the cell is disabled (user interaction off).
    public var isDisabled: Bool {
        get { bits[.disabled] }
        set { bits[.disabled] = newValue }
    }

    /// Whether the cell has keyboard or remote focus.
    public var isFocused: Bool {
        get { bits[.focused] }
        set { bits[.focused] = newValue }
    }

    /// Whether the cell is pinned; inherited from the view state, meaningful for headers.
    public var isPinned: Bool {
        get { bits[.pinned] }
        set { bits[.pinned] = newValue }
    }

    /// Whether the cell is in editing mode.
    public var isEditing: Bool {
        get { bits[.editing] }
        set { bits[.editing] = newValue }
    }

    /// Whether the cell is swiped to show its swipe actions.
    public var isSwiped: Bool {
        get { bits[.swiped] }
        set { bits[.swiped] = newValue }
    }

    /// Whether an outline cell is expanded to show its children.
    public var isExpanded: Bool {
        get { bits[.expanded] }
        set { bits[.expanded] = newValue }
    }

    /// Whether the cell is being reordered.
    public var isReordering: Bool {
        get { bits[.reordering] }
        set { bits[.reordering] = newValue }
    }

    /// The cell's part in a drag session.
    public var cellDragState: DragState {
        get { bits[.dragLifting] ? .lifting : bits[.dragging] ? .dragging : .none }
        set {
            bits[.dragLifting] = newValue == .lifting
            bits[.dragging] = newValue == .dragging
        }
    }

    /// The cell's part in a drop session.
    public var cellDropState: DropState {
        get { bits[.dropNotTargeted] ? .notTargeted : bits[.dropTargeted] ? .targeted : .none }
        set {
            bits[.dropNotTargeted] = newValue == .notTargeted
            bits[.dropTargeted] = newValue == .targeted
        }
    }

    /// Whether the view's background resolves to the tint colour, as its host knows it (UIKit
    /// keeps this private as `_UITableUsesTintColorAsBackgroundColor`). Styles turn text and
    /// images white exactly when it is `true`.
    ///
    /// Hosts (``CollectionViewCell``, ``HeaderFooterView``) set it from their actual background configuration
    /// when they update content, so a cell whose background you changed (say, a custom colour
    /// on a sidebar cell) does not get white text, as in UIKit. `nil`, the default, means
    /// unknown: a style then assumes its own default background
    /// (``ListContentConfiguration/Style/defaultBackgroundStyle``).
    public var backgroundUsesTintColor: Bool? {
        get { bits.backgroundUsesTintColor }
        set { bits.backgroundUsesTintColor = newValue }
    }

    /// Reads and writes custom states; `nil` removes the entry.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key]?.value }
        set { customStates[key] = newValue.map(CustomStateValue.init(value:)) }
    }

    /// The state itself.
    public var cellConfigurationState: CellConfigurationState { self }

    /// The view part of this state: the five view flags, traits and custom states.
    public var viewConfigurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state.bits.rawValue = bits.rawValue & StateBits.viewMask
        state.customStates = customStates
        return state
    }
}

/// A shorter name for
/// ``CellConfigurationState/DragState``.
public typealias CellDragState = CellConfigurationState.DragState

/// A shorter name for
/// ``CellConfigurationState/DropState``.
public typealias CellDropState = CellConfigurationState.DropState
