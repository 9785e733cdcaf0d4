// The per-state appearance of every system background style, as data.
//
// Each table is a set of state-aware values: ordered rules over state predicates, the first
// match winning (`StateAwareValue`). `Docs/Configurations.md` reproduces these tables.
//
// Sources (reference notes, `reference/uikit-configuration-api.md` §7.2, decompiled UIKit
// `UITableConstants_IOS` of iOS 17/18, `defaultCellBackgroundPropertiesForTableViewStyle:` and
// `defaultSidebarCellBackgroundPropertiesForStyle:`):
// * Plain and grouped cells, in this order: highlighted and drop-targeted → systemGray2;
//   focused → the tint colour; highlighted, selected or drop-targeted → systemGray4
//   (`tableCellPlainSelectedBackgroundColor` and `tableCellGroupedSelectedBackgroundColor` are
//   both systemGray4); otherwise systemBackground (plain; `tableCellPlainBackgroundColor` has
//   the same values) or secondarySystemGroupedBackground (grouped). Disabled does not change
//   the background. Reordering adds a 4-point blur, lowers the background's alpha and adds a
//   shadow.
// * Sidebar cells: "selected-styled" is selected and not editing (a plain sidebar keeps the
//   look while editing), or drop-targeted. Reordering → secondarySystemBackground + blur 4 +
//   shadow; selected-styled but disabled (not swiped) → quaternarySystemFill; selected while a
//   drag session targets another cell → systemGray through a transformer; selected-styled →
//   the tint colour (accompanied sidebar: secondarySystemFill); focused → the tint colour;
//   swiped → a dedicated gray; drop-targeted but not selected → 1-point top and bottom
//   background insets. Corner radius 10 (iOS 14–18).
// * Sidebar headers: clear; focused → the tint colour. Grouped headers and footers: corner
//   radius 10.
//
// Where UIKit's values are not public, ConfigState chooses, and says so here:
// * UIKit's focus transformer (internal id 28): not applied (the tint shows as is).
// * UIKit's highlight-while-selected sidebar transformer (internal id 7; a third party
//   measured "30% alpha", which would leave white text unreadable): a 25% black state layer,
//   the lightest step of 5% that keeps white text at 4.5:1 on systemBlue in every appearance
//   (4.75:1 in high-contrast dark, 6.40:1 light; 10% left it at 3.45:1 and 4.40:1 in the dark
//   appearances).
// * The "drag session targets another cell" transformer (ids 3 and 8; "50% alpha" per a third
//   party): alpha × 0.5. A disabled cell keeps it (no background change for isDisabled),
//   except where UIKit's own disabled fill, quaternarySystemFill, replaces the colour.
// * The reordering alpha (`defaultAlphaForReorderingCell`): alpha × 0.8, on every fill but the
//   tint colour. White text on the tint is UIKit's look and already below 4.5:1 in light mode
//   (4.02:1); any lower alpha lightens the blue further (× 0.8 gave 3.06:1), so a focused
//   reordering cell keeps the tint opaque. The reordering and drag-lift shadow: black,
//   opacity 0.2, radius 8, offset {0, 2}.
// * A highlighted, unselected sidebar cell: systemGray5.
// * Plain headers and footers (`tablePlainHeaderFooterBackgroundColor`, values not public):
//   clear, and systemBackground while pinned (the list's own background, standing in for
//   the blurred bar without lowering the text's contrast).
// * Swiped plain and grouped cells keep their background (iOS 14–18 reveal swipe actions
//   beside the cell); dragging cells (the source of a drag) keep their look.

extension BackgroundConfiguration {
    /// The background styles: one per factory.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``BackgroundConfiguration/listCell()``: adapts to the list environment (iOS 18).
        case listCell
        /// ``BackgroundConfiguration/listHeader()``: adapts to the list environment (iOS 18).
        case listHeader
        /// ``BackgroundConfiguration/listFooter()``: adapts to the list environment (iOS 18).
        case listFooter
        /// ``BackgroundConfiguration/listPlainCell()``.
        case listPlainCell
        /// ``BackgroundConfiguration/listGroupedCell()``.
        case listGroupedCell
        /// ``BackgroundConfiguration/listSidebarCell()``.
        case listSidebarCell
        /// ``BackgroundConfiguration/listAccompaniedSidebarCell()``.
        case listAccompaniedSidebarCell
        /// ``BackgroundConfiguration/listPlainHeaderFooter()``.
        case listPlainHeaderFooter
        /// ``BackgroundConfiguration/listGroupedHeaderFooter()``.
        case listGroupedHeaderFooter
        /// ``BackgroundConfiguration/listSidebarHeader()``.
        case listSidebarHeader
        /// ``BackgroundConfiguration/clear()``.
        case clear

        /// Decodes a style from its name (`"listCell"`); an unknown name is a
        /// `DecodingError.dataCorrupted` that lists the valid ones.
        public init(from decoder: any Decoder) throws {
            self = try decoder.decodeName(Self.self, what: "background style")
        }

        /// A fresh configuration of this style, as its factory makes it.
        public var configuration: BackgroundConfiguration {
            let table = styleTable(for: .none)
            return BackgroundConfiguration(
                style: self,
                values: table.uncustomized?[0]
                    ?? SharedValue(
                        Values().styledByRules(table, word: 0, CellConfigurationState())))
        }

        /// The table this style uses in a list environment.
        @inline(__always)
        func styleTable(for environment: ListEnvironment) -> BackgroundStyleTable {
            switch self {
            case .listCell:
                switch environment {
                case .grouped: return .groupedCell
                case .insetGrouped: return .insetGroupedCell
                case .sidebar: return .sidebarCell
                case .sidebarPlain: return .sidebarPlainCell
                case .unspecified, .none, .plain: return .plainCell
                }
            case .listHeader, .listFooter:
                switch environment {
                case .grouped, .insetGrouped: return .groupedHeaderFooter
                case .sidebar, .sidebarPlain: return .sidebarHeader
                case .unspecified, .none, .plain: return .plainHeaderFooter
                }
            case .listPlainCell: return .plainCell
            case .listGroupedCell: return .groupedCell
            case .listSidebarCell: return .sidebarCell
            case .listAccompaniedSidebarCell: return .accompaniedSidebarCell
            case .listPlainHeaderFooter: return .plainHeaderFooter
            case .listGroupedHeaderFooter: return .groupedHeaderFooter
            case .listSidebarHeader: return .sidebarHeader
            case .clear: return .clear
            }
        }
    }

    /// A clear background with no default styling; ``updated(for:)-(ConfigurationState)`` leaves it unchanged.
    public static func clear() -> BackgroundConfiguration { Style.clear.configuration }
    /// A cell background that adapts to the list environment when updated (iOS 18); a plain
    /// cell until then.
    public static func listCell() -> BackgroundConfiguration { Style.listCell.configuration }
    /// A header background that adapts to the list environment when updated (iOS 18).
    public static func listHeader() -> BackgroundConfiguration { Style.listHeader.configuration }
    /// A footer background that adapts to the list environment when updated (iOS 18).
    public static func listFooter() -> BackgroundConfiguration { Style.listFooter.configuration }
    /// The background of a cell in a plain list.
    public static func listPlainCell() -> BackgroundConfiguration {
        Style.listPlainCell.configuration
    }
    /// The background of a cell in a grouped list.
    public static func listGroupedCell() -> BackgroundConfiguration {
        Style.listGroupedCell.configuration
    }
    /// The background of a cell in a sidebar.
    public static func listSidebarCell() -> BackgroundConfiguration {
        Style.listSidebarCell.configuration
    }
    /// The background of a cell in a sidebar shown beside other content (its selection is not
    /// "key", so it is gray rather than tinted).
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        Style.listAccompaniedSidebarCell.configuration
    }
    /// The background of a header or footer in a plain list.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        Style.listPlainHeaderFooter.configuration
    }
    /// The background of a header or footer in a grouped list.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        Style.listGroupedHeaderFooter.configuration
    }
    /// The background of a header in a sidebar.
    public static func listSidebarHeader() -> BackgroundConfiguration {
        Style.listSidebarHeader.configuration
    }
}

/// One concrete background table: a state-aware value per styled property. Immutable and
/// shared, so updating copies one reference.
final class BackgroundStyleTable: Sendable {
    let name: String
    let backgroundColor: CompiledStateValue<Color?>
    let backgroundColorTransformer: CompiledStateValue<ConfigurationColorTransformer?>
    let cornerRadius: CompiledStateValue<Double>
    let backgroundInsets: CompiledStateValue<DirectionalEdgeInsets>
    let visualEffect: CompiledStateValue<VisualEffect?>
    let shadowProperties: CompiledStateValue<ShadowProperties>
    let strokeColor: Color?
    /// The configuration with nothing customised, for every combination of the bits the table
    /// reads: what any uncustomised configuration of a style using this table updates to
    /// (with its own style). `nil` only if a rule read custom states or too many bits.
    let uncustomized: StateValues<SharedValue<BackgroundConfiguration.Values>>?
    /// Whether the background resolves to the tint colour, for every combination of the bits
    /// its colour reads; `nil` when the colour keeps the rule scan.
    let usesTint: StateValues<Bool>?

    private init(
        name: String, backgroundColor: CompiledStateValue<Color?>,
        backgroundColorTransformer: CompiledStateValue<ConfigurationColorTransformer?>,
        cornerRadius: CompiledStateValue<Double>,
        backgroundInsets: CompiledStateValue<DirectionalEdgeInsets>,
        visualEffect: CompiledStateValue<VisualEffect?>,
        shadowProperties: CompiledStateValue<ShadowProperties>, strokeColor: Color?,
        uncustomized: StateValues<SharedValue<BackgroundConfiguration.Values>>?
    ) {
        self.name = name
        self.backgroundColor = backgroundColor
        self.backgroundColorTransformer = backgroundColorTransformer
        self.cornerRadius = cornerRadius
        self.backgroundInsets = backgroundInsets
        self.visualEffect = visualEffect
        self.shadowProperties = shadowProperties
        self.strokeColor = strokeColor
        self.uncustomized = uncustomized
        usesTint = backgroundColor.table.map { colors in
            StateValues(colors.index) { word in colors[word] == nil }
        }
    }

    convenience init(
        name: String, backgroundColor: StateAwareValue<Color?>,
        backgroundColorTransformer: StateAwareValue<ConfigurationColorTransformer?> = .init(nil),
        cornerRadius: StateAwareValue<Double> = .init(0),
        backgroundInsets: StateAwareValue<DirectionalEdgeInsets> = .init(.zero),
        visualEffect: StateAwareValue<VisualEffect?> = .init(nil),
        shadowProperties: StateAwareValue<ShadowProperties> = .init(ShadowProperties()),
        strokeColor: Color? = nil
    ) {
        let draft = BackgroundStyleTable(
            name: name, backgroundColor: CompiledStateValue(backgroundColor),
            backgroundColorTransformer: CompiledStateValue(backgroundColorTransformer),
            cornerRadius: CompiledStateValue(cornerRadius),
            backgroundInsets: CompiledStateValue(backgroundInsets),
            visualEffect: CompiledStateValue(visualEffect),
            shadowProperties: CompiledStateValue(shadowProperties), strokeColor: strokeColor,
            uncustomized: nil)
        let uncustomized = denseStateTable(
            masks: [
                draft.backgroundColor.mask, draft.backgroundColorTransformer.mask,
                draft.cornerRadius.mask, draft.backgroundInsets.mask, draft.visualEffect.mask,
                draft.shadowProperties.mask,
            ]
        ) { word in
            SharedValue(
                BackgroundConfiguration.Values().styledByRules(
                    draft, word: word, CellConfigurationState()))
        }
        self.init(
            name: name, backgroundColor: draft.backgroundColor,
            backgroundColorTransformer: draft.backgroundColorTransformer,
            cornerRadius: draft.cornerRadius, backgroundInsets: draft.backgroundInsets,
            visualEffect: draft.visualEffect, shadowProperties: draft.shadowProperties,
            strokeColor: strokeColor, uncustomized: uncustomized)
    }

    /// Whether the background resolves to the tint colour in this state — UIKit's
    /// `_UITableUsesTintColorAsBackgroundColor`, which turns text and images white.
    @inline(__always)
    func usesTintBackground(word: UInt32, _ state: CellConfigurationState) -> Bool {
        if let usesTint { return usesTint[word] }
        return backgroundColor.resolve(word: word, state) == nil
    }
}

/// Shared values of the tables.
enum BackgroundValues {
    /// The shadow of a reordering or lifted cell (ConfigState's choice; see the file header).
    static let liftedShadow = ShadowProperties(
        color: .black, opacity: 0.2, radius: 8, offset: CGSize(width: 0, height: 2))
    /// UIKit's reordering blur.
    static let reorderingBlur = VisualEffect.blurRadius(4)
    /// The reordering alpha (ConfigState's choice for `defaultAlphaForReorderingCell`), for
    /// every fill but the tint colour.
    static let reorderingAlpha = ConfigurationColorTransformer.multiplyingAlpha(by: 0.8)
    /// Highlight while selected in a sidebar (ConfigState's choice for UIKit's transformer 7):
    /// white text keeps 4.5:1 on systemBlue pressed this way in every appearance.
    static let sidebarPressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.25)
    /// Selected while a drag targets another cell (ConfigState's choice for transformers 3, 8).
    static let dimmed = ConfigurationColorTransformer.multiplyingAlpha(by: 0.5)
    /// UIKit's `_swipedSidebarCellBackgroundColor` (reference §7.2): light 229,229,234;
    /// high-contrast light 216,216,220; dark 44,44,46; high-contrast dark 54,54,56; dark
    /// elevated 58,58,60; high-contrast dark elevated 68,68,70.
    static let swipedSidebar = Color(
        light: Color(red8: 229, green8: 229, blue8: 234),
        dark: Color(red8: 44, green8: 44, blue8: 46),
        highContrastLight: Color(red8: 216, green8: 216, blue8: 220),
        highContrastDark: Color(red8: 54, green8: 54, blue8: 56),
        elevatedDark: Color(red8: 58, green8: 58, blue8: 60),
        highContrastElevatedDark: Color(red8: 68, green8: 68, blue8: 70))
    /// Drop-targeted but unselected sidebar cells inset their background by one point at top
    /// and bottom.
    static let dropInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
}

extension BackgroundStyleTable {
    static func tableCell(name: String, normal: Color, cornerRadius: Double)
        -> BackgroundStyleTable
    {
        BackgroundStyleTable(
            name: name,
            backgroundColor: StateAwareValue(normal)
                .when(.highlighted && .dropTargeted, .systemGray2)
                .when(.focused, nil)
                .when(.highlighted || .selected || .dropTargeted, .systemGray4),
            // The tint stays opaque (see the file header): the colour rules' tint state.
            backgroundColorTransformer: StateAwareValue(nil)
                .when(.focused && !(.highlighted && .dropTargeted), nil)
                .when(.reordering, BackgroundValues.reorderingAlpha),
            cornerRadius: StateAwareValue(cornerRadius),
            visualEffect: StateAwareValue(nil).when(.reordering, BackgroundValues.reorderingBlur),
            shadowProperties: StateAwareValue(ShadowProperties())
                .when(.reordering || .dragLifting, BackgroundValues.liftedShadow))
    }

    static let plainCell = tableCell(
        name: "plain cell", normal: .systemBackground, cornerRadius: 0)
    static let groupedCell = tableCell(
        name: "grouped cell", normal: .secondarySystemGroupedBackground, cornerRadius: 0)
    static let insetGroupedCell = tableCell(
        name: "inset grouped cell", normal: .secondarySystemGroupedBackground, cornerRadius: 10)

    static func sidebar(name: String, selectedStyled: StatePredicate, accompanied: Bool)
        -> BackgroundStyleTable
    {
        let selectedFill: Color? = accompanied ? .secondarySystemFill : nil
        // UIKit's disabled fill; otherwise isDisabled changes nothing, transformers included.
        let disabledFill: StatePredicate = selectedStyled && .disabled && !.swiped
        return BackgroundStyleTable(
            name: name,
            backgroundColor: StateAwareValue(Color.clear)
                .when(.reordering, .secondarySystemBackground)
                .when(disabledFill, .quaternarySystemFill)
                .when(.selected && .dropNotTargeted, .systemGray)
                .when(selectedStyled, selectedFill)
                .when(.focused, nil)
                .when(.highlighted, .systemGray5)
                .when(.swiped, BackgroundValues.swipedSidebar),
            backgroundColorTransformer: StateAwareValue(nil)
                .when(.reordering || disabledFill, nil)
                .when(.selected && .dropNotTargeted, BackgroundValues.dimmed)
                .when(selectedStyled && .highlighted, BackgroundValues.sidebarPressed),
            cornerRadius: StateAwareValue(10),
            backgroundInsets: StateAwareValue(.zero)
                .when(.dropTargeted && !.selected, BackgroundValues.dropInsets),
            visualEffect: StateAwareValue(nil).when(.reordering, BackgroundValues.reorderingBlur),
            shadowProperties: StateAwareValue(ShadowProperties())
                .when(.reordering || .dragLifting, BackgroundValues.liftedShadow))
    }

    /// Selected and not editing, or drop-targeted.
    static let sidebarSelectedStyled: StatePredicate = (.selected && !.editing) || .dropTargeted
    /// A plain sidebar keeps the selected look while editing.
    static let sidebarPlainSelectedStyled: StatePredicate = .selected || .dropTargeted

    static let sidebarCell = sidebar(
        name: "sidebar cell", selectedStyled: sidebarSelectedStyled, accompanied: false)
    static let sidebarPlainCell = sidebar(
        name: "plain sidebar cell", selectedStyled: sidebarPlainSelectedStyled, accompanied: false)
    static let accompaniedSidebarCell = sidebar(
        name: "accompanied sidebar cell", selectedStyled: sidebarSelectedStyled, accompanied: true)

    static let plainHeaderFooter = BackgroundStyleTable(
        name: "plain header/footer",
        backgroundColor: StateAwareValue(Color.clear)
            .when(.focused, nil)
            .when(.pinned, .systemBackground))
    static let groupedHeaderFooter = BackgroundStyleTable(
        name: "grouped header/footer",
        backgroundColor: StateAwareValue(Color.clear).when(.focused, nil),
        cornerRadius: StateAwareValue(10))
    static let sidebarHeader = BackgroundStyleTable(
        name: "sidebar header",
        backgroundColor: StateAwareValue(Color.clear).when(.focused, nil))
    static let clear = BackgroundStyleTable(
        name: "clear", backgroundColor: StateAwareValue(Color.clear), strokeColor: .clear)
}
