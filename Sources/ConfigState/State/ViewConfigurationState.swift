/// The state of a view such as a header or footer: `UIViewConfigurationState` without the
/// `UI`.
///
/// Five built-in flags (highlighted, selected, disabled, focused, pinned), the traits and any
/// custom states. Equality and hashing cover all of them, in O(*k*) time for *k* custom states.
/// The flags are packed into 16 bits and the traits are shared, so the value is 18 bytes and
/// copying or comparing it never allocates; custom states allocate only once one is set.
public struct ViewConfigurationState: ConfigurationState, Hashable {
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

    /// Whether the view is highlighted (touched down).
    public var isHighlighted: Bool {
        get { bits[.highlighted] }
        set { bits[.highlighted] = newValue }
    }

    /// Whether the view is selected.
    public var isSelected: Bool {
        get { bits[.selected] }
        set { bits[.selected] = newValue }
    }

    /// Whether the view is disabled (user interaction off).
    public var isDisabled: Bool {
        get { bits[.disabled] }
        set { bits[.disabled] = newValue }
    }

    /// Whether the view has keyboard or remote focus.
    public var isFocused: Bool {
        get { bits[.focused] }
        set { bits[.focused] = newValue }
    }

    /// Whether a header or footer is pinned (floating) at the edge of the list (iOS 15).
    public var isPinned: Bool {
        get { bits[.pinned] }
        set { bits[.pinned] = newValue }
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

    /// The same flags, traits and custom states as a cell state (cell-only flags off).
    public var cellConfigurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.bits = bits
        state.customStates = customStates
        return state
    }
}
