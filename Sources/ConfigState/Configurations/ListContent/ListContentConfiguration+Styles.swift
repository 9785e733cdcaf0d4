// The per-state appearance of every list content style, as data (state-aware values, first
// match wins). `Docs/Configurations.md` reproduces these tables.
//
// Sources (reference notes, `reference/uikit-configuration-api.md` §2.3–2.4, decompiled
// `UIListContentConfiguration.m` and `UITableConstants_IOS`, iOS 17/18 era):
// * Text: disabled (and not swiped) → tertiaryLabel; on a tint-coloured background → white;
//   otherwise label. Secondary text: on tint → white; value cells → secondaryLabel (disabled →
//   quaternaryLabel); others → label (disabled → tertiaryLabel). Image tint: disabled →
//   tertiaryLabel; on tint → white; otherwise inherited (nil).
// * cell()/subtitleCell(): Body text; secondary text in the subtitle detail style, Caption 1;
//   valueCell(): Body and Body, side by side. Margins {11, 16, 11, 8}, horizontal axis
//   preserving superview margins, image-to-text padding 16, text-to-secondary vertical
//   padding 3 (0 for the subtitle style), as UIKit logs `cell()` (a third-party console log).
// * Sidebar: Body; secondary secondaryLabel; image-to-text padding 10; one line with minimum
//   scale factor 0.9 and tightening (0 lines, no scaling, no tightening at accessibility sizes);
//   selected on the tint background → white text, white image, secondary text white at 0.8
//   alpha; disabled → quaternaryLabel for text and image.
// * Plain headers: emphasized Subheadline in secondaryLabel. Grouped headers: Footnote,
//   uppercased, secondaryLabel; margins {17, 8, 6, 8} (third-party log). Prominent inset
//   grouped headers: emphasized Title 3 (extra prominent: emphasized Title 2) in label,
//   secondary Subheadline in secondaryLabel, margins top 8 (9), bottom 11 (10), sides 3;
//   disabled → quaternaryLabel.
// * Sidebar headers: emphasized Title 3.
// * Prominent headers dim text and image when disabled (quaternaryLabel).
//
// ConfigState's choices where UIKit's are not public, each keeping primary text at WCAG 4.5:1
// in every state (SPEC §6): footers use Footnote in `ContentColors.footerGray` — secondaryLabel's
// colour at 0.75 alpha in light mode (secondaryLabel itself is 3.30:1 on a grouped list),
// secondaryLabel in dark mode — at least 4.66:1 on every list; plain and grouped headers keep
// their text colour when disabled (UIKit's disabled header colour is not known, and UIKit's
// secondaryLabel is already its look), dimming only their image (tertiaryLabel), as do
// footers; plain header margins {11, 8, 6, 8}, plain footer {6, 8, 11, 8}, grouped
// footer {6, 8, 17, 8}, sidebar header {11, 8, 6, 8}; the text-to-secondary horizontal padding
// is 8; sidebar secondary text uses Subheadline; the header's secondary text uses Footnote;
// sidebar headers use label; content alpha stays 1 in every state (so that no state lowers
// text contrast). A `valueCell()` in a sidebar uses the sidebar's colours with the value
// layout.

extension PredicateBits {
    /// Internal: the matching system background resolves to the tint colour in this state
    /// (the bit above the trait bits, so that compiled tables can index it).
    static let tintBackground: UInt32 = 1 << 18
}

extension StatePredicate {
    /// Internal: the cell's system background is the tint colour (UIKit's
    /// `_UITableUsesTintColorAsBackgroundColor`).
    static let tintBackground = StatePredicate(bit: PredicateBits.tintBackground)
}

extension ListContentConfiguration {
    /// The content styles: one per factory.
    public enum Style: String, Hashable, Sendable, Codable, CaseIterable {
        /// ``ListContentConfiguration/cell()``: adapts to the list environment.
        case cell
        /// ``ListContentConfiguration/subtitleCell()``: adapts to the list environment.
        case subtitleCell
        /// ``ListContentConfiguration/valueCell()``: adapts to the list environment.
        case valueCell
        /// ``ListContentConfiguration/header()``: adapts to the list environment (iOS 18).
        case header
        /// ``ListContentConfiguration/footer()``: adapts to the list environment (iOS 18).
        case footer
        /// ``ListContentConfiguration/plainHeader()``.
        case plainHeader
        /// ``ListContentConfiguration/plainFooter()``.
        case plainFooter
        /// ``ListContentConfiguration/groupedHeader()``.
        case groupedHeader
        /// ``ListContentConfiguration/groupedFooter()``.
        case groupedFooter
        /// ``ListContentConfiguration/prominentInsetGroupedHeader()`` (iOS 15).
        case prominentInsetGroupedHeader
        /// ``ListContentConfiguration/extraProminentInsetGroupedHeader()`` (iOS 15).
        case extraProminentInsetGroupedHeader
        /// ``ListContentConfiguration/sidebarCell()``.
        case sidebarCell
        /// ``ListContentConfiguration/sidebarSubtitleCell()``.
        case sidebarSubtitleCell
        /// ``ListContentConfiguration/accompaniedSidebarCell()``.
        case accompaniedSidebarCell
        /// ``ListContentConfiguration/accompaniedSidebarSubtitleCell()``.
        case accompaniedSidebarSubtitleCell
        /// ``ListContentConfiguration/sidebarHeader()``.
        case sidebarHeader

        /// Decodes a style from its name (`"cell"`); an unknown name is a
        /// `DecodingError.dataCorrupted` that lists the valid ones.
        public init(from decoder: any Decoder) throws {
            self = try decoder.decodeName(Self.self, what: "list content style")
        }

        /// A fresh configuration of this style, as its factory makes it (the normal state
        /// outside any list).
        public var configuration: ListContentConfiguration {
            let table = styleTable(for: .none)
            return ListContentConfiguration(
                style: self, content: Content.none,
                appearance: table.uncustomized?[0]
                    ?? SharedValue(
                        Appearance().styledByRules(table, word: 0, CellConfigurationState())))
        }

        /// The system background a view with this content uses by default, whose colour decides
        /// when text turns white: cells → ``BackgroundConfiguration/Style/listCell``, sidebar
        /// cells → ``BackgroundConfiguration/Style/listSidebarCell``, and so on.
        public var defaultBackgroundStyle: BackgroundConfiguration.Style {
            switch self {
            case .cell, .subtitleCell, .valueCell: return .listCell
            case .header: return .listHeader
            case .footer: return .listFooter
            case .plainHeader, .plainFooter: return .listPlainHeaderFooter
            case .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
                .extraProminentInsetGroupedHeader:
                return .listGroupedHeaderFooter
            case .sidebarCell, .sidebarSubtitleCell: return .listSidebarCell
            case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
                return .listAccompaniedSidebarCell
            case .sidebarHeader: return .listSidebarHeader
            }
        }

        /// Whether the style adapts to the list environment (iOS 18).
        public var isAdaptive: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .header, .footer: return true
            default: return false
            }
        }

        /// Whether the style is for a header or footer rather than a cell.
        public var isHeaderOrFooter: Bool {
            switch self {
            case .header, .footer, .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
                .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader:
                return true
            default: return false
            }
        }

        @inline(__always)
        func styleTable(for environment: ListEnvironment) -> ListContentStyleTable {
            let isSidebar = environment == .sidebar || environment == .sidebarPlain
            let isGrouped = environment == .grouped || environment == .insetGrouped
            switch self {
            case .cell: return isSidebar ? .sidebarCell : .cell
            case .subtitleCell: return isSidebar ? .sidebarSubtitleCell : .subtitleCell
            case .valueCell: return isSidebar ? .sidebarValueCell : .valueCell
            case .header:
                return isSidebar ? .sidebarHeader : (isGrouped ? .groupedHeader : .plainHeader)
            case .footer: return isGrouped ? .groupedFooter : .plainFooter
            case .plainHeader: return .plainHeader
            case .plainFooter: return .plainFooter
            case .groupedHeader: return .groupedHeader
            case .groupedFooter: return .groupedFooter
            case .prominentInsetGroupedHeader: return .prominentInsetGroupedHeader
            case .extraProminentInsetGroupedHeader: return .extraProminentInsetGroupedHeader
            case .sidebarCell, .accompaniedSidebarCell: return .sidebarCell
            case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: return .sidebarSubtitleCell
            case .sidebarHeader: return .sidebarHeader
            }
        }
    }

    /// A cell: image, text and optional secondary text; adapts to the list environment (iOS 18).
    public static func cell() -> ListContentConfiguration { Style.cell.configuration }
    /// A cell with secondary text below the text; adapts to the list environment.
    public static func subtitleCell() -> ListContentConfiguration {
        Style.subtitleCell.configuration
    }
    /// A cell with secondary text beside the text, trailing; adapts to the list environment.
    public static func valueCell() -> ListContentConfiguration { Style.valueCell.configuration }
    /// A header; adapts to the list environment (iOS 18).
    public static func header() -> ListContentConfiguration { Style.header.configuration }
    /// A footer; adapts to the list environment (iOS 18).
    public static func footer() -> ListContentConfiguration { Style.footer.configuration }
    /// A header for a plain list.
    public static func plainHeader() -> ListContentConfiguration { Style.plainHeader.configuration }
    /// A footer for a plain list.
    public static func plainFooter() -> ListContentConfiguration { Style.plainFooter.configuration }
    /// A header for a grouped list.
    public static func groupedHeader() -> ListContentConfiguration {
        Style.groupedHeader.configuration
    }
    /// A footer for a grouped list.
    public static func groupedFooter() -> ListContentConfiguration {
        Style.groupedFooter.configuration
    }
    /// A prominent header for an inset grouped list (iOS 15).
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        Style.prominentInsetGroupedHeader.configuration
    }
    /// An extra-prominent header for an inset grouped list (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        Style.extraProminentInsetGroupedHeader.configuration
    }
    /// A cell for a sidebar.
    public static func sidebarCell() -> ListContentConfiguration { Style.sidebarCell.configuration }
    /// A cell with secondary text for a sidebar.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        Style.sidebarSubtitleCell.configuration
    }
    /// A cell for a sidebar shown beside other content (selection is gray, not tinted).
    public static func accompaniedSidebarCell() -> ListContentConfiguration {
        Style.accompaniedSidebarCell.configuration
    }
    /// A cell with secondary text for a sidebar shown beside other content.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        Style.accompaniedSidebarSubtitleCell.configuration
    }
    /// A header for a sidebar.
    public static func sidebarHeader() -> ListContentConfiguration {
        Style.sidebarHeader.configuration
    }
}

/// How one text element of a style looks.
final class TextStyleSpec: Sendable {
    let font: Font
    let color: CompiledStateValue<Color>
    let transform: ListContentConfiguration.TextProperties.TextTransform
    let numberOfLines: CompiledStateValue<Int>
    let minimumScaleFactor: CompiledStateValue<Double>
    let allowsTightening: CompiledStateValue<Bool>
    /// The text properties with nothing customised, for every combination of the bits the
    /// spec reads: what ``ListContentConfiguration/TextProperties`` updates to when none of its
    /// properties is customised.
    let uncustomized: StateValues<ListContentConfiguration.TextProperties>?

    private init(
        font: Font, color: CompiledStateValue<Color>,
        transform: ListContentConfiguration.TextProperties.TextTransform,
        numberOfLines: CompiledStateValue<Int>, minimumScaleFactor: CompiledStateValue<Double>,
        allowsTightening: CompiledStateValue<Bool>,
        uncustomized: StateValues<ListContentConfiguration.TextProperties>?
    ) {
        self.font = font
        self.color = color
        self.transform = transform
        self.numberOfLines = numberOfLines
        self.minimumScaleFactor = minimumScaleFactor
        self.allowsTightening = allowsTightening
        self.uncustomized = uncustomized
    }

    convenience init(
        font: Font, color: StateAwareValue<Color>,
        transform: ListContentConfiguration.TextProperties.TextTransform = .none,
        numberOfLines: StateAwareValue<Int> = StateAwareValue(0),
        minimumScaleFactor: StateAwareValue<Double> = StateAwareValue(0),
        allowsTightening: StateAwareValue<Bool> = StateAwareValue(false)
    ) {
        let draft = TextStyleSpec(
            font: font, color: CompiledStateValue(color), transform: transform,
            numberOfLines: CompiledStateValue(numberOfLines),
            minimumScaleFactor: CompiledStateValue(minimumScaleFactor),
            allowsTightening: CompiledStateValue(allowsTightening), uncustomized: nil)
        let uncustomized = denseStateTable(
            masks: [
                draft.color.mask, draft.numberOfLines.mask, draft.minimumScaleFactor.mask,
                draft.allowsTightening.mask,
            ]
        ) { word in
            ListContentConfiguration.TextProperties(font: font, color: .label).styledByRules(
                draft, word: word, CellConfigurationState())
        }
        self.init(
            font: font, color: draft.color, transform: transform,
            numberOfLines: draft.numberOfLines, minimumScaleFactor: draft.minimumScaleFactor,
            allowsTightening: draft.allowsTightening, uncustomized: uncustomized)
    }
}

/// How the image of a style looks.
final class ImageStyleSpec: Sendable {
    let tintColor: CompiledStateValue<Color?>
    /// The image properties with nothing customised, for every combination of the bits the
    /// spec reads.
    let uncustomized: StateValues<ListContentConfiguration.ImageProperties>?

    private init(
        tintColor: CompiledStateValue<Color?>,
        uncustomized: StateValues<ListContentConfiguration.ImageProperties>?
    ) {
        self.tintColor = tintColor
        self.uncustomized = uncustomized
    }

    convenience init(tintColor: StateAwareValue<Color?>) {
        let draft = ImageStyleSpec(tintColor: CompiledStateValue(tintColor), uncustomized: nil)
        let uncustomized = denseStateTable(masks: [draft.tintColor.mask]) { word in
            ListContentConfiguration.ImageProperties().styledByRules(
                draft, word: word, CellConfigurationState())
        }
        self.init(tintColor: draft.tintColor, uncustomized: uncustomized)
    }
}

/// One concrete content table. Immutable and shared.
final class ListContentStyleTable: Sendable {
    let name: String
    let text: TextStyleSpec
    let secondaryText: TextStyleSpec
    let image: ImageStyleSpec
    let axesPreservingSuperviewLayoutMargins: Axis
    let directionalLayoutMargins: DirectionalEdgeInsets
    let prefersSideBySideTextAndSecondaryText: Bool
    let imageToTextPadding: Double
    let textToSecondaryTextHorizontalPadding: Double
    let textToSecondaryTextVerticalPadding: Double
    let alpha: CompiledStateValue<Double>
    /// The appearance with nothing customised, one shared box for every combination of the
    /// state bits the table reads (the texts', the image's and alpha's); `nil` when a part
    /// reads custom states or the parts read too many bits together.
    let uncustomized: StateValues<SharedValue<ListContentConfiguration.Appearance>>?

    private init(
        name: String, text: TextStyleSpec, secondaryText: TextStyleSpec, image: ImageStyleSpec,
        margins: DirectionalEdgeInsets, sideBySide: Bool, imageToTextPadding: Double,
        horizontalPadding: Double, verticalPadding: Double,
        uncustomized: StateValues<SharedValue<ListContentConfiguration.Appearance>>?
    ) {
        self.name = name
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.axesPreservingSuperviewLayoutMargins = .horizontal
        self.directionalLayoutMargins = margins
        self.prefersSideBySideTextAndSecondaryText = sideBySide
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextHorizontalPadding = horizontalPadding
        self.textToSecondaryTextVerticalPadding = verticalPadding
        self.alpha = CompiledStateValue(StateAwareValue(1))
        self.uncustomized = uncustomized
    }

    convenience init(
        name: String, text: TextStyleSpec, secondaryText: TextStyleSpec, image: ImageStyleSpec,
        margins: DirectionalEdgeInsets, sideBySide: Bool = false, imageToTextPadding: Double = 16,
        horizontalPadding: Double = 8, verticalPadding: Double = 3
    ) {
        let draft = ListContentStyleTable(
            name: name, text: text, secondaryText: secondaryText, image: image, margins: margins,
            sideBySide: sideBySide, imageToTextPadding: imageToTextPadding,
            horizontalPadding: horizontalPadding, verticalPadding: verticalPadding,
            uncustomized: nil)
        let parts: [UInt32?] = [
            text.uncustomized?.index.mask, secondaryText.uncustomized?.index.mask,
            image.uncustomized?.index.mask, draft.alpha.mask,
        ]
        let uncustomized = denseStateTable(masks: parts) { word in
            SharedValue(
                ListContentConfiguration.Appearance().styledByRules(
                    draft, word: word, CellConfigurationState()))
        }
        self.init(
            name: name, text: text, secondaryText: secondaryText, image: image, margins: margins,
            sideBySide: sideBySide, imageToTextPadding: imageToTextPadding,
            horizontalPadding: horizontalPadding, verticalPadding: verticalPadding,
            uncustomized: uncustomized)
    }
}

/// The colour rules the tables share.
enum ContentColors {
    static let enabledNotSwiped: StatePredicate = .disabled && !.swiped
    static let onTint = StatePredicate.tintBackground

    /// CollectionViewCell text: disabled (not swiped) → tertiaryLabel; on tint → white; label.
    static let cellText = StateAwareValue(Color.label)
        .when(enabledNotSwiped, .tertiaryLabel).when(onTint, .white)
    /// Value-cell secondary text: disabled → quaternaryLabel; on tint → white; secondaryLabel.
    static let valueSecondaryText = StateAwareValue(Color.secondaryLabel)
        .when(enabledNotSwiped, .quaternaryLabel).when(onTint, .white)
    /// CollectionViewCell image tint: disabled → tertiaryLabel; on tint → white; inherited.
    static let cellImage = StateAwareValue<Color?>(nil)
        .when(enabledNotSwiped, .tertiaryLabel).when(onTint, .white)
    /// Sidebar text: disabled → quaternaryLabel; on tint → white; label.
    static let sidebarText = StateAwareValue(Color.label)
        .when(.disabled, .quaternaryLabel).when(onTint, .white)
    /// Sidebar secondary text: disabled → quaternaryLabel; on tint → white at 0.8; secondaryLabel.
    static let sidebarSecondaryText = StateAwareValue(Color.secondaryLabel)
        .when(.disabled, .quaternaryLabel).when(onTint, Color.white.withAlphaComponent(0.8))
    /// Sidebar image tint: disabled → quaternaryLabel; on tint → white; inherited.
    static let sidebarImage = StateAwareValue<Color?>(nil)
        .when(.disabled, .quaternaryLabel).when(onTint, .white)
    /// Header text: on tint → white; secondaryLabel (UIKit's), disabled included.
    static let headerText = StateAwareValue(Color.secondaryLabel).when(onTint, .white)
    /// ConfigState's footer grey: secondaryLabel's colour at 0.75 alpha in light mode, which
    /// keeps 4.5:1 on every list background (4.66:1 on high-contrast light's grouped list),
    /// and secondaryLabel in dark mode (6.36:1 or more).
    static let footerGray = Color(
        light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 191), dark: .secondaryLabel)
    /// Footer text: on tint → white; ``footerGray``, disabled included.
    static let footerText = StateAwareValue(footerGray).when(onTint, .white)
    /// Header image tint: disabled → tertiaryLabel; on tint → white; inherited.
    static let headerImage = StateAwareValue<Color?>(nil)
        .when(.disabled, .tertiaryLabel).when(onTint, .white)
    /// Prominent header image tint: disabled → quaternaryLabel; on tint → white; inherited.
    static let prominentImage = StateAwareValue<Color?>(nil)
        .when(.disabled, .quaternaryLabel).when(onTint, .white)
    /// Prominent header text: disabled → quaternaryLabel; on tint → white; label.
    static let prominentText = StateAwareValue(Color.label)
        .when(.disabled, .quaternaryLabel).when(onTint, .white)
    /// Prominent header secondary text: disabled → quaternaryLabel; on tint → white;
    /// secondaryLabel.
    static let prominentSecondaryText = StateAwareValue(Color.secondaryLabel)
        .when(.disabled, .quaternaryLabel).when(onTint, .white)
    /// Sidebar cells show one line that may shrink and tighten, except at accessibility sizes.
    static let sidebarLines = StateAwareValue(1).when(.accessibilityContentSize, 0)
    static let sidebarScale = StateAwareValue(0.9).when(.accessibilityContentSize, 0)
    static let sidebarTightening = StateAwareValue(true).when(.accessibilityContentSize, false)
}

extension ListContentStyleTable {
    static let cellMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)

    static let cell = ListContentStyleTable(
        name: "cell",
        text: TextStyleSpec(font: .body, color: ContentColors.cellText),
        secondaryText: TextStyleSpec(font: .caption1, color: ContentColors.cellText),
        image: ImageStyleSpec(tintColor: ContentColors.cellImage), margins: cellMargins)
    static let subtitleCell = ListContentStyleTable(
        name: "subtitle cell",
        text: TextStyleSpec(font: .body, color: ContentColors.cellText),
        secondaryText: TextStyleSpec(font: .caption1, color: ContentColors.cellText),
        image: ImageStyleSpec(tintColor: ContentColors.cellImage), margins: cellMargins,
        verticalPadding: 0)
    static let valueCell = ListContentStyleTable(
        name: "value cell",
        text: TextStyleSpec(font: .body, color: ContentColors.cellText),
        secondaryText: TextStyleSpec(font: .body, color: ContentColors.valueSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.cellImage), margins: cellMargins,
        sideBySide: true)

    static func sidebarText(_ font: Font, _ color: StateAwareValue<Color>) -> TextStyleSpec {
        TextStyleSpec(
            font: font, color: color, numberOfLines: ContentColors.sidebarLines,
            minimumScaleFactor: ContentColors.sidebarScale,
            allowsTightening: ContentColors.sidebarTightening)
    }

    static let sidebarCell = ListContentStyleTable(
        name: "sidebar cell", text: sidebarText(.body, ContentColors.sidebarText),
        secondaryText: sidebarText(.subheadline, ContentColors.sidebarSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.sidebarImage), margins: cellMargins,
        imageToTextPadding: 10)
    static let sidebarSubtitleCell = ListContentStyleTable(
        name: "sidebar subtitle cell", text: sidebarText(.body, ContentColors.sidebarText),
        secondaryText: sidebarText(.subheadline, ContentColors.sidebarSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.sidebarImage), margins: cellMargins,
        imageToTextPadding: 10, verticalPadding: 0)
    static let sidebarValueCell = ListContentStyleTable(
        name: "sidebar value cell", text: sidebarText(.body, ContentColors.sidebarText),
        secondaryText: sidebarText(.body, ContentColors.sidebarSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.sidebarImage), margins: cellMargins,
        sideBySide: true, imageToTextPadding: 10)

    static let plainHeader = ListContentStyleTable(
        name: "plain header",
        text: TextStyleSpec(font: Font.subheadline.emphasized(), color: ContentColors.headerText),
        secondaryText: TextStyleSpec(font: .footnote, color: ContentColors.headerText),
        image: ImageStyleSpec(tintColor: ContentColors.headerImage),
        margins: DirectionalEdgeInsets(top: 11, leading: 8, bottom: 6, trailing: 8))
    static let plainFooter = ListContentStyleTable(
        name: "plain footer",
        text: TextStyleSpec(font: .footnote, color: ContentColors.footerText),
        secondaryText: TextStyleSpec(font: .footnote, color: ContentColors.footerText),
        image: ImageStyleSpec(tintColor: ContentColors.headerImage),
        margins: DirectionalEdgeInsets(top: 6, leading: 8, bottom: 11, trailing: 8))
    static let groupedHeader = ListContentStyleTable(
        name: "grouped header",
        text: TextStyleSpec(
            font: .footnote, color: ContentColors.headerText, transform: .uppercase),
        secondaryText: TextStyleSpec(font: .footnote, color: ContentColors.headerText),
        image: ImageStyleSpec(tintColor: ContentColors.headerImage),
        margins: DirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8))
    static let groupedFooter = ListContentStyleTable(
        name: "grouped footer",
        text: TextStyleSpec(font: .footnote, color: ContentColors.footerText),
        secondaryText: TextStyleSpec(font: .footnote, color: ContentColors.footerText),
        image: ImageStyleSpec(tintColor: ContentColors.headerImage),
        margins: DirectionalEdgeInsets(top: 6, leading: 8, bottom: 17, trailing: 8))
    static let prominentInsetGroupedHeader = ListContentStyleTable(
        name: "prominent inset grouped header",
        text: TextStyleSpec(font: Font.title3.emphasized(), color: ContentColors.prominentText),
        secondaryText: TextStyleSpec(
            font: .subheadline, color: ContentColors.prominentSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.prominentImage),
        margins: DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    static let extraProminentInsetGroupedHeader = ListContentStyleTable(
        name: "extra-prominent inset grouped header",
        text: TextStyleSpec(font: Font.title2.emphasized(), color: ContentColors.prominentText),
        secondaryText: TextStyleSpec(
            font: .subheadline, color: ContentColors.prominentSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.prominentImage),
        margins: DirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3))
    static let sidebarHeader = ListContentStyleTable(
        name: "sidebar header",
        text: TextStyleSpec(font: Font.title3.emphasized(), color: ContentColors.sidebarText),
        secondaryText: TextStyleSpec(
            font: .subheadline, color: ContentColors.sidebarSecondaryText),
        image: ImageStyleSpec(tintColor: ContentColors.sidebarImage),
        margins: DirectionalEdgeInsets(top: 11, leading: 8, bottom: 6, trailing: 8),
        imageToTextPadding: 10)
}

extension ListEnvironment {
    /// The background of a list of this kind (`UICollectionView`'s default per appearance):
    /// plain lists and views outside a list use systemBackground, grouped and inset grouped
    /// lists systemGroupedBackground, sidebars secondarySystemBackground (UIKit's
    /// `_sidebarBackgroundColor`, reference notes §7.2). CollectionViewCell and header backgrounds are drawn
    /// over it, which matters for translucent and clear ones.
    public var backgroundColor: Color {
        switch self {
        case .unspecified, .none, .plain: return .systemBackground
        case .grouped, .insetGrouped: return .systemGroupedBackground
        case .sidebar, .sidebarPlain: return .secondarySystemBackground
        }
    }
}
