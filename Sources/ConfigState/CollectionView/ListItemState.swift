/// What a collection view tells the cell showing an item: the item's list-level state, the
/// separators its list gives it, and the swipe actions it reveals.
///
/// Kept small — two references, the swipe edge, the flags in one byte, the drag and drop
/// states — so that Swift copies it inline: with its seven flags as seven stored `Bool`s it
/// was copied and destroyed through the runtime's value witnesses (about 250 instructions a
/// configured cell).
struct ListItemState: Equatable {
    /// The separators that show, as the list resolved their visibility; none outside a list
    /// layout. Not optional: a copy of an optional of it goes through the runtime's value
    /// witnesses (about 100 instructions), where this is one reference.
    var separators = ListItemSeparators()
    /// The swipe actions the item reveals, when it is swiped open with actions.
    var swipeActions: RevealedSwipeActions?
    private var flags: UInt8 = 0
    var dragState = CellConfigurationState.DragState.none
    var dropState = CellConfigurationState.DropState.none

    /// An item in no state, with `separators`.
    init(separators: ListItemSeparators = ListItemSeparators()) {
        self.separators = separators
    }

    private func flag(_ bit: UInt8) -> Bool { flags & bit != 0 }
    private mutating func setFlag(_ bit: UInt8, _ value: Bool) {
        flags = value ? flags | bit : flags & ~bit
    }

    var isEditing: Bool {
        get { flag(1 << 0) }
        set { setFlag(1 << 0, newValue) }
    }
    var isSelected: Bool {
        get { flag(1 << 1) }
        set { setFlag(1 << 1, newValue) }
    }
    var isHighlighted: Bool {
        get { flag(1 << 2) }
        set { setFlag(1 << 2, newValue) }
    }
    var isFocused: Bool {
        get { flag(1 << 3) }
        set { setFlag(1 << 3, newValue) }
    }
    var isSwiped: Bool {
        get { flag(1 << 4) }
        set { setFlag(1 << 4, newValue) }
    }
    var isExpanded: Bool {
        get { flag(1 << 5) }
        set { setFlag(1 << 5, newValue) }
    }
    var isReordering: Bool {
        get { flag(1 << 6) }
        set { setFlag(1 << 6, newValue) }
    }
}

/// The separators a list shows on an item: each edge's, when it shows.
struct ListItemSeparators: Equatable {
    /// One separator that shows.
    struct Separator: Equatable {
        /// The leading inset, or `nil` for the automatic one (under the primary text).
        var leadingInset: CGFloat?
        /// The trailing inset, or `nil` for the automatic one (0).
        var trailingInset: CGFloat?
        var color: Color
        var visualEffect: VisualEffect?
    }

    /// Both edges' separators, shared: a list hands an item's separators to its cell for
    /// every cell it shows, and the section's usual ones are worked out once, so a copy is one
    /// reference (the two separators by value, with their colours, were about 500
    /// instructions of copies per configured cell). Never changed once made.
    private final class Storage: Sendable {
        let top: Separator?
        let bottom: Separator?

        init(top: Separator?, bottom: Separator?) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// No separator on either edge, shared.
    private static let none = Storage(top: nil, bottom: nil)

    /// ``none`` when neither edge shows a separator. Not optional: Swift copies an optional
    /// of this class through the runtime's value witnesses (about 100 instructions), a
    /// reference with a retain.
    private var storage = Self.none

    /// The separator at the top, when one shows.
    var top: Separator? {
        get { storage.top }
        set { storage = Storage(top: newValue, bottom: storage.bottom) }
    }

    /// The separator at the bottom, when one shows.
    var bottom: Separator? {
        get { storage.bottom }
        set { storage = Storage(top: storage.top, bottom: newValue) }
    }

    init() {}

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || (lhs.top == rhs.top && lhs.bottom == rhs.bottom)
    }

    /// The separators an item shows with `separator` (its section's configuration, through
    /// the item separator handler), automatic visibilities resolved: a separator below every
    /// item that `hasNext` item after it in its section, none above; none between an item and
    /// its neighbour when either is `emphasised` (highlighted or selected), unless
    /// `bothSelected` (a multiple selection group, in its own colour).
    init(
        _ separator: ListSeparatorConfiguration, hasNext: Bool, bothSelected: Bool,
        emphasised: Bool
    ) {
        func shown(_ insets: DirectionalEdgeInsets, color: Color) -> Separator {
            let automatic = ListSeparatorConfiguration.automaticInset
            return Separator(
                leadingInset: insets.leading == automatic ? nil : insets.leading,
                trailingInset: insets.trailing == automatic ? nil : insets.trailing,
                color: color, visualEffect: separator.visualEffect)
        }
        var top: Separator?
        var bottom: Separator?
        if separator.topSeparatorVisibility == .visible {
            top = shown(separator.topSeparatorInsets, color: separator.color)
        }
        switch separator.bottomSeparatorVisibility {
        case .visible:
            bottom = shown(separator.bottomSeparatorInsets, color: separator.color)
        case .hidden:
            break
        case .automatic:
            guard hasNext else { break }
            if bothSelected {
                bottom = shown(
                    separator.bottomSeparatorInsets, color: separator.multipleSelectionColor)
            } else if !emphasised {
                bottom = shown(separator.bottomSeparatorInsets, color: separator.color)
            }
        }
        if top != nil || bottom != nil { storage = Storage(top: top, bottom: bottom) }
    }
}

/// The actions a swiped item reveals, described by value.
struct RevealedSwipeActions: Equatable {
    /// One action's button.
    struct Action: Equatable {
        var style: ContextualAction.Style
        var title: String?
        var image: Image?
        var backgroundColor: Color
    }

    // The array first: its spare bits then make the optional, so that it is as small as
    // the two fields.
    var actions: [Action]
    var edge: CollectionView.SwipeEdge

    init(edge: CollectionView.SwipeEdge, actions: [Action]) {
        self.actions = actions
        self.edge = edge
    }
}
