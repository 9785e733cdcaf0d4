// The one table of system-accessory facts: edge, order within the edge, default displayed
// state, default reserved width, default tint and the SF Symbol UIKit draws. Everything that
// places or colours a system accessory reads it from here.
//
// Evidence
// --------
// Edges — Apple's documentation, one page per accessory class:
//   delete      leading   the delete control is "the red circle to the left of the cell"
//               (https://developer.apple.com/documentation/uikit/uitableviewcell/showingdeleteconfirmation);
//               UIKit's implementation ranks it on the leading edge (below).
//   insert      leading   https://developer.apple.com/documentation/uikit/uicellaccessoryinsert
//   multiselect leading   https://developer.apple.com/documentation/uikit/uicellaccessorymultiselect
//   label       trailing  https://developer.apple.com/documentation/uikit/uicellaccessorylabel
//   checkmark   trailing  https://developer.apple.com/documentation/uikit/uicellaccessorycheckmark
//   detail      trailing  https://developer.apple.com/documentation/uikit/uicellaccessorydetail
//   popUpMenu   trailing  https://developer.apple.com/documentation/uikit/uicellaccessorypopupmenu
//   disclosureIndicator trailing
//               https://developer.apple.com/documentation/uikit/uicellaccessorydisclosureindicator
//   outlineDisclosure   trailing on iOS (leading for Mac Catalyst cells)
//               https://developer.apple.com/documentation/uikit/uicellaccessoryoutlinedisclosure
//   reorder     trailing  https://developer.apple.com/documentation/uikit/uicellaccessoryreorder
//
// Order within an edge — Apple documents none ("The system automatically determines their
// rendering order", UICollectionViewListCell.accessories). UIKit's implementation, read from
// decompiled iOS 17/18-era UIKitCore in the public GitHub index (ids as in
// reference/uikit-configuration-api.md): `-[UICollectionViewListCell
// _applyCellAccessoriesToNormalConfiguration:editingConfiguration:]` (id 10627036380) sorts
// each edge's system accessories by `-_systemTypePlacementForHeader:` ascending, leading to
// trailing, and `-[UICellAccessory _defaultPlacementForHeader:]` (id 14549841973) puts a rank
// above 199 on the trailing edge. The ranks: delete 101 (id 14532489268), insert 102
// (id 14668160869), multiselect 103 (id 16398885502); label 201 (id 14945549797), checkmark
// 202 (id 14236370070), detail 203 (id 14634329851), popUpMenu 204 (id 16914825757),
// disclosureIndicator 205 (id 14316706238), outlineDisclosure 206 (id 14125837724), reorder
// 208 (id 14118984781). This matches what screenshots show: a count label next to the
// content and the chevron outermost; the reorder grip at the far trailing edge.
//
// Default displayed states — Apple's factory signatures under
// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/, e.g.
// delete(displayed:options:actionhandler:) (`.whenEditing`), checkmark(displayed:options:)
// (`.always`), detail(displayed:options:actionhandler:) and
// popupmenu(_:displayed:options:selectedelementdidchangehandler:) (`.always`).
//
// Default reserved widths — `-[UICellAccessory init]` sets `UICellAccessoryStandardDimension`
// (id 14549841973); disclosureIndicator, outlineDisclosure, label and popUpMenu set 0, "the
// actual width" (`UICellAccessory.h`, id 257857520), in their initializers (ids 14316706238,
// 14125837724, 14945549797, 16914825757). A custom view of no particular UIKit class keeps
// the standard width (`-[UICellAccessoryCustomView initWithCustomView:placement:]`,
// id 14181380957; image views and labels get the actual width there).
//
// Default tints (new SDKs; `tintColor == nil`) — `-[UITableConstants_IOS
// defaultAccessoryTintColorForAccessorySystemType:…]` (id 14934536640) returns
// secondaryLabel for the label and tertiaryLabel for the pop-up menu; for the others it
// returns nil and the accessory view decides:
//   disclosureIndicator  tertiaryLabel — `-_defaultAccessoryTintColor` (same file;
//                        reference §6).
//   reorder              tertiaryLabel — the "line.horizontal.3" image is tinted with
//                        `_accessoryTintColorForAccessoryBaseColor:`, i.e. the same default.
//                        Apple's page says "the default system gray color"
//                        (https://developer.apple.com/documentation/uikit/uicellaccessoryreorder);
//                        tertiaryLabel is that gray on current SDKs.
//   multiselect          unchecked: the "circle" image in the same default (tertiaryLabel);
//                        checked: `UIImage.checkmarkImage`, drawn in the inherited tint.
//   delete               systemRed — "minus.circle.fill" in its multicolour rendering; Apple:
//                        "A delete control (minus sign inside a circle) with default red color"
//                        (`UICellAccessory.h`).
//   insert               systemGreen — "plus.circle.fill", multicolour; Apple: "An insert
//                        control (plus sign inside a circle) with default green color"
//                        (https://developer.apple.com/documentation/uikit/uicellaccessoryinsert).
//   checkmark            tintColor — the "checkmark" template image inherits the cell's tint
//                        (`-[UICollectionViewListCell _updateSystemTypeAccessoryView:…]`,
//                        id 10627036380). Apple's header and page say "default green color";
//                        the implementation does not apply one, and list cells show a
//                        tint-coloured (blue) checkmark.
//   outlineDisclosure    tintColor — `setAccessoryTintColor:nil` leaves the chevron's image view
//                        inheriting the tint (`_UICollectionViewListAccessoryDisclosure`,
//                        id 13967621572).
//   detail               tintColor — the "info.circle" button inherits the tint.
//   customView           tintColor — any view inherits the cell's tint.
//
// Symbols — the same UITableConstants_IOS file: "chevron.forward" (disclosure and outline),
// "checkmark", "minus.circle.fill", "plus.circle.fill", "line.horizontal.3", "circle" and
// "checkmark.circle.fill" (multiselect), "info.circle", "chevron.up.chevron.down".
//
// Not modelled: in a selected sidebar cell whose background is the tint colour, UIKit turns
// accessory tints white (or white at 0.8 alpha); that needs the cell's list style, which a
// state alone does not carry.

extension CellAccessory.AccessoryType {
    /// The facts about a system accessory kind that placement and resolution need.
    struct SystemTraits {
        /// Where the kind sorts among the system accessories of its edge, leading to trailing
        /// (UIKit's `_systemTypePlacementForHeader:`; above 199 means the trailing edge).
        let rank: Int
        /// The UIKit factory's default displayed state.
        let defaultDisplayed: CellAccessory.DisplayedState
        /// The width reserved when the options do not set one.
        let defaultReservedLayoutWidth: CellAccessory.LayoutDimension
        /// The tint when the options do not set one (for multiselect: while unchecked).
        let defaultTintColor: Color
        /// The SF Symbol UIKit draws (for multiselect: while unchecked); `nil` for a label.
        let systemImageName: String?

        /// The edge the kind appears on.
        var edge: CellAccessoryLayout.Edge { rank > 199 ? .trailing : .leading }

        /// A row of the table, its columns in the order of the properties above.
        init(
            _ rank: Int, _ defaultDisplayed: CellAccessory.DisplayedState,
            _ defaultReservedLayoutWidth: CellAccessory.LayoutDimension,
            _ defaultTintColor: Color, _ systemImageName: String?
        ) {
            self.rank = rank
            self.defaultDisplayed = defaultDisplayed
            self.defaultReservedLayoutWidth = defaultReservedLayoutWidth
            self.defaultTintColor = defaultTintColor
            self.systemImageName = systemImageName
        }
    }

    /// The kind's row of the table; `nil` for a custom view.
    var systemTraits: SystemTraits? {
        // One row a kind, leading edge first, in rank order; the evidence is at the top.
        // Columns: rank, default displayed state, default reserved width, default tint, symbol.
        switch self {
        case .delete: .init(101, .whenEditing, .standard, .systemRed, "minus.circle.fill")
        case .insert: .init(102, .whenEditing, .standard, .systemGreen, "plus.circle.fill")
        case .multiselect: .init(103, .whenEditing, .standard, .tertiaryLabel, "circle")
        case .label: .init(201, .always, .actual, .secondaryLabel, nil)
        case .checkmark: .init(202, .always, .standard, .tintColor, "checkmark")
        case .detail: .init(203, .always, .standard, .tintColor, "info.circle")
        case .popUpMenu: .init(204, .always, .actual, .tertiaryLabel, "chevron.up.chevron.down")
        case .disclosureIndicator: .init(205, .always, .actual, .tertiaryLabel, "chevron.forward")
        case .outlineDisclosure: .init(206, .always, .actual, .tintColor, "chevron.forward")
        case .reorder: .init(208, .whenEditing, .standard, .tertiaryLabel, "line.horizontal.3")
        case .customView: nil
        }
    }

    /// The tint of a checked multiselect accessory when its options set none: the inherited
    /// tint (`UIImage.checkmarkImage`; see the table's evidence).
    static let checkedMultiselectTintColor = Color.tintColor

    /// The symbol of a checked multiselect accessory.
    static let checkedMultiselectImageName = "checkmark.circle.fill"

    /// The colour of the vertical separator UIKit draws before a reorder control that follows
    /// another trailing accessory, when the reorder control sets no tint: `separatorColor`
    /// (`defaultAccessoryTintColorForAccessorySystemType:` case 8, id 14934536640).
    static let defaultVerticalSeparatorColor = Color.separator

    /// The default reserved width for the kind: the table's, or standard for a custom view.
    var defaultReservedLayoutWidth: CellAccessory.LayoutDimension {
        systemTraits?.defaultReservedLayoutWidth ?? .standard
    }
}
