// The options structs of the system accessories, UIKit's `UICellAccessory.*Options` without the
// `UI`, and the custom-view configuration. As in UIKit, every initializer argument is optional
// and `nil` means the default; the properties hold the resolved values. Defaults come from the
// table in `CellAccessory+SystemAccessories.swift`.

extension CellAccessory {
    /// Options for a disclosure indicator: `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/actual`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: tertiaryLabel.
        public var tintColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth
                ?? AccessoryType.disclosureIndicator.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
        }
    }

    /// Options for a checkmark: `UICellAccessory.CheckmarkOptions`.
    public struct CheckmarkOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: the tint colour.
        public var tintColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.checkmark.defaultReservedLayoutWidth)
                .clamped
            self.tintColor = tintColor
        }
    }

    /// Options for a delete control: `UICellAccessory.DeleteOptions`.
    public struct DeleteOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: systemRed.
        public var tintColor: Color?
        /// The colour behind the glyph; `nil` (the default) means the system's — the circle is
        /// filled with the tint colour and the minus sign is white.
        /// When set, it fills the circle and the minus sign takes the tint colour (UIKit's
        /// `defaultDeleteImageWithTintColor:backgroundColor:` and its siblings).
        public var backgroundColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.delete.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an insert control: `UICellAccessory.InsertOptions`.
    public struct InsertOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: systemGreen.
        public var tintColor: Color?
        /// The colour behind the glyph; `nil` (the default) means the system's — the circle is
        /// filled with the tint colour and the plus sign is white.
        /// When set, it fills the circle and the plus sign takes the tint colour (UIKit's
        /// `defaultDeleteImageWithTintColor:backgroundColor:` and its siblings).
        public var backgroundColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.insert.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for a reorder control: `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: tertiaryLabel.
        public var tintColor: Color?
        /// Whether a vertical separator is drawn before the control when it follows another
        /// accessory on the trailing edge; `true` unless set (`UICellAccessory.h`).
        public var showsVerticalSeparator: Bool

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil,
            showsVerticalSeparator: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.reorder.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options for a multiselect circle: `UICellAccessory.MultiselectOptions`.
    public struct MultiselectOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: tertiaryLabel while
        /// unchecked, the tint colour while checked.
        public var tintColor: Color?
        /// The colour behind the glyph; `nil` (the default) means the system's — a checked
        /// circle is filled with the tint colour.
        /// When set, it fills the circle and the checkmark takes the tint colour (UIKit's
        /// `defaultDeleteImageWithTintColor:backgroundColor:` and its siblings).
        public var backgroundColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.multiselect.defaultReservedLayoutWidth)
                .clamped
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options for an outline disclosure chevron: `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// How an outline disclosure responds to taps:
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: String, Hashable, Sendable, CaseIterable {
            /// Header behaviour for a cell configured as a section header, cell behaviour
            /// otherwise.
            case automatic
            /// A tap anywhere in the header toggles expansion; the cell cannot be selected.
            case header
            /// Only a tap on the chevron toggles expansion; a tap on the cell selects it.
            case cell
        }

        /// How taps on the chevron behave; ``Style/automatic`` unless set.
        public var style: Style
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/actual`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: the tint colour.
        public var tintColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            style: Style? = nil,
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.outlineDisclosure.defaultReservedLayoutWidth)
                .clamped
            self.tintColor = tintColor
        }
    }

    /// Options for a label: `UICellAccessory.LabelOptions`.
    public struct LabelOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/actual`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: secondaryLabel.
        public var tintColor: Color?
        /// The font of the text; the preferred font for ``Font/TextStyle/body`` unless set.
        public var font: Font
        /// Whether the font follows the content size category; `true` unless set.
        public var adjustsFontForContentSizeCategory: Bool

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil,
            font: Font? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.label.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
            self.font = font ?? .body
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Options for a detail button: `UICellAccessory.DetailOptions`.
    public struct DetailOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: the tint colour.
        public var tintColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.detail.defaultReservedLayoutWidth).clamped
            self.tintColor = tintColor
        }
    }

    /// Options for a pop-up menu accessory: `UICellAccessory.PopUpMenuOptions`.
    public struct PopUpMenuOptions: Hashable, Sendable {
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/actual`` unless set. A custom width that is NaN,
        /// infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour; `nil` (the default) means the system's: tertiaryLabel.
        public var tintColor: Color?

        /// Creates options; an argument left `nil` takes the default.
        public init(
            isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth ?? AccessoryType.popUpMenu.defaultReservedLayoutWidth)
                .clamped
            self.tintColor = tintColor
        }
    }

    /// A custom accessory's view, placement and options: `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The view to show, by its stand-in.
        public let customView: CustomView
        /// The edge, displayed state and position of the accessory.
        public let placement: Placement
        /// Whether the accessory is hidden: it keeps its place and reserved width in the layout
        /// but is not drawn and does not respond. `false` unless set.
        public var isHidden: Bool
        /// The width the cell reserves for the accessory;
        /// ``CellAccessory/LayoutDimension/standard`` unless set (UIKit's default for a view of
        /// no particular class). A custom width that
        /// is NaN, infinite, zero or negative becomes ``CellAccessory/LayoutDimension/actual``.
        public var reservedLayoutWidth: LayoutDimension {
            didSet { reservedLayoutWidth = reservedLayoutWidth.clamped }
        }
        /// The tint colour given to the view; `nil` (the default) leaves it inheriting the
        /// cell's tint.
        public var tintColor: Color?
        /// Whether the view keeps its own size (`true`) or is sized by the accessory layout
        /// (`false`, the default).
        public var maintainsFixedSize: Bool

        /// Creates a configuration; an optional argument left `nil` takes the default.
        ///
        /// - Parameters:
        ///   - customView: The view to show.
        ///   - placement: Its edge, displayed state and position, for example `.trailing()`.
        ///   - isHidden: Whether it is hidden; `false` by default.
        ///   - reservedLayoutWidth: The width reserved for it; standard by default.
        ///   - tintColor: Its tint; inherited by default.
        ///   - maintainsFixedSize: Whether it keeps its own size; `false` by default.
        public init(
            customView: CustomView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth =
                (reservedLayoutWidth
                ?? AccessoryType.customView(customView).defaultReservedLayoutWidth)
                .clamped
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
