/// The accessories a cell shows in one state, edge by edge and in order, each with its
/// resolved appearance: what ``CellAccessory/layout(_:for:)`` returns.
///
/// Both lists run from the leading side to the trailing side, so `leading.first` is the
/// outermost leading accessory and `trailing.last` the outermost trailing one. Hidden
/// accessories are included, marked ``Item/isHidden``: UIKit keeps their space in the layout
/// but does not draw them.
///
/// The value is `Hashable`, `Sendable`, `Codable` and printable, so that renders and golden
/// files can embed it.
public struct CellAccessoryLayout: Hashable, Sendable {
    /// A side of the cell, named by reading direction.
    public enum Edge: String, Hashable, Sendable, CaseIterable {
        /// The leading side (left in left-to-right layouts).
        case leading
        /// The trailing side (right in left-to-right layouts).
        case trailing
    }

    /// One accessory as the cell shows it.
    ///
    /// Properties that do not apply to the item's kind hold `nil` or `false`.
    public struct Item: Hashable, Sendable {
        /// The accessory's kind.
        public var accessoryType: CellAccessory.AccessoryType
        /// The edge it is on.
        public var edge: Edge
        /// Its index in the array passed to ``CellAccessory/layout(_:for:)``, to find its
        /// handlers.
        public var sourceIndex: Int
        /// Whether it is hidden: it keeps its place and reserved width but is not drawn and
        /// does not respond.
        public var isHidden: Bool = false
        /// The width reserved for it; a custom width is always positive and finite.
        public var reservedLayoutWidth: CellAccessory.LayoutDimension
        /// The colour it is drawn in: its `tintColor` option, or its kind's default for the
        /// state (see ``CellAccessory``).
        public var tintColor: Color
        /// For delete, insert and multiselect accessories, the fill behind the glyph when the
        /// options set one; `nil` means the kind's own rendering.
        public var backgroundColor: Color?
        /// The SF Symbol UIKit draws for a system accessory (for example `"chevron.forward"`);
        /// `nil` for a label or a custom view.
        public var systemImageName: String?
        /// A label's text.
        public var text: String?
        /// A label's font.
        public var font: Font?
        /// Whether a label's font follows the content size category.
        public var adjustsFontForContentSizeCategory: Bool = false
        /// Whether a multiselect accessory is checked, which it is while the cell is selected.
        public var isChecked: Bool = false
        /// Whether an outline disclosure points down, which it does while the cell is
        /// expanded (UIKit rotates the trailing-pointing chevron).
        public var isExpanded: Bool = false
        /// An outline disclosure's style.
        public var outlineDisclosureStyle: CellAccessory.OutlineDisclosureOptions.Style?
        /// For a reorder control that follows another trailing accessory and shows a vertical
        /// separator, the separator's colour: the control's `tintColor` option, else
        /// `separator`. `nil` when there is no separator.
        public var verticalSeparatorColor: Color?
        /// A custom accessory's view.
        public var customView: CustomView?
        /// Whether a custom view keeps its own size.
        public var maintainsFixedSize: Bool = false
        /// A pop-up menu accessory's menu.
        public var menu: Menu?
    }

    /// The accessories on the leading edge, leading to trailing.
    public var leading: [Item]
    /// The accessories on the trailing edge, leading to trailing.
    public var trailing: [Item]

    /// Creates a layout from its two edges.
    public init(leading: [Item] = [], trailing: [Item] = []) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Whether no accessory shows.
    public var isEmpty: Bool { leading.isEmpty && trailing.isEmpty }

    /// Every item, leading edge first, each edge leading to trailing.
    ///
    /// - Complexity: O(*n*), where *n* is the number of items, which are copied into one array.
    public var items: [Item] { leading + trailing }
}
