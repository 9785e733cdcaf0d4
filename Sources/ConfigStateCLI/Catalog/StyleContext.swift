import ConfigState

/// A content style with a background style in a list environment: one group of the gallery
/// and one unit of the audit.
///
/// ``all`` is the one definition of "every system style" that `gallery`, `audit` and
/// `resolve` share:
///
/// 1. each of the 16 content styles with its default background
///    (``ListContentConfiguration/Style/defaultBackgroundStyle``) in its natural list
///    environment (sidebar styles in a sidebar, grouped headers and footers in a grouped list,
///    prominent headers in an inset grouped list, the rest in a plain list);
/// 2. the adaptive content styles (`cell`, `subtitleCell`, `valueCell`, `header`, `footer`)
///    also in grouped, inset grouped, sidebar and plain sidebar lists;
/// 3. `cell()` content on the three background styles no content style uses by default —
///    `listPlainCell` (plain list), `listGroupedCell` (grouped list) and `clear` (plain list) —
///    so that all 11 background styles appear.
///
/// That makes 39 contexts; the first 36 are exactly the contexts the library's style walk
/// test checks.
struct StyleContext: Sendable, Hashable {
    /// The content style.
    var contentStyle: ListContentConfiguration.Style
    /// The list the view is in.
    var environment: ListEnvironment
    /// The background style.
    var backgroundStyle: BackgroundConfiguration.Style

    /// Whether the background is the content style's default one.
    var usesDefaultBackground: Bool { backgroundStyle == contentStyle.defaultBackgroundStyle }

    /// Whether the view is a header or footer (which has no accessories and no cell states).
    var isHeaderOrFooter: Bool { contentStyle.isHeaderOrFooter }

    /// A stable identifier, also the HTML anchor: `cell-plain`, `cell-plain-listPlainCell`.
    var identifier: String {
        let base = "\(contentStyle.rawValue)-\(environment.rawValue)"
        return usesDefaultBackground ? base : "\(base)-\(backgroundStyle.rawValue)"
    }

    /// `a plain list`, `an inset grouped list`, `a sidebar`, `a plain sidebar`.
    static func describe(_ environment: ListEnvironment) -> String {
        switch environment {
        case .grouped: return "a grouped list"
        case .insetGrouped: return "an inset grouped list"
        case .sidebar: return "a sidebar"
        case .sidebarPlain: return "a plain sidebar"
        case .unspecified, .none, .plain: return "a plain list"
        }
    }

    /// The gallery rows that apply to this context.
    var states: [NamedState] {
        NamedState.all.filter { $0.applies(toHeaderOrFooter: isHeaderOrFooter) }
    }

    /// The content configuration with sample text, secondary text and a symbol image, before
    /// any state update.
    var content: ListContentConfiguration {
        var content = contentStyle.configuration
        let sample = Self.sample(for: contentStyle)
        content.text = sample.text
        content.secondaryText = sample.secondaryText
        content.image = Image(systemName: sample.symbol)
        return content
    }

    /// The background configuration, before any state update.
    var background: BackgroundConfiguration { backgroundStyle.configuration }

    /// Representative accessories: none for headers and footers; for sidebar cells an outline
    /// disclosure (which turns while expanded) with delete and reorder controls while editing;
    /// for other cells a disclosure indicator with delete, multiselect and reorder controls
    /// while editing. ``CellAccessory/layout(_:for:)`` decides which show, in UIKit's order.
    var accessories: [CellAccessory] {
        if isHeaderOrFooter { return [] }
        if contentStyle.isSidebarStyle || contentStyle.isSidebarTable(in: environment) {
            return [.outlineDisclosure(), .delete(), .reorder()]
        }
        return [.disclosureIndicator(), .delete(), .multiselect(), .reorder()]
    }

    /// Sample content for a style: text, secondary text, SF Symbol name.
    static func sample(for style: ListContentConfiguration.Style) -> (
        text: String, secondaryText: String, symbol: String
    ) {
        switch style {
        case .cell: return ("Inbox", "12 new", "tray")
        case .subtitleCell: return ("Inbox", "12 unread messages", "tray")
        case .valueCell: return ("Wi-Fi", "Home", "wifi")
        case .sidebarCell, .accompaniedSidebarCell: return ("Library", "2,048", "folder")
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            return ("Library", "2,048 photos", "folder")
        case .header, .plainHeader, .groupedHeader: return ("Recent", "Last 7 days", "clock")
        case .footer, .plainFooter, .groupedFooter:
            return ("Synced just now", "On all your devices", "info.circle")
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            return ("Favourites", "8 items", "star")
        case .sidebarHeader: return ("Places", "3 folders", "folder")
        }
    }

    /// The list environment a style is designed for.
    static func naturalEnvironment(of style: ListContentConfiguration.Style) -> ListEnvironment {
        switch style {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader:
            return .sidebar
        case .groupedHeader, .groupedFooter: return .grouped
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: return .insetGrouped
        default: return .plain
        }
    }

    /// Every context, in gallery order (see the type's discussion).
    static let all: [StyleContext] = {
        var contexts: [StyleContext] = []
        for style in ListContentConfiguration.Style.allCases {
            let environments: [ListEnvironment] =
                style.isAdaptive
                ? [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
                : [naturalEnvironment(of: style)]
            for environment in environments {
                contexts.append(
                    StyleContext(
                        contentStyle: style, environment: environment,
                        backgroundStyle: style.defaultBackgroundStyle))
            }
        }
        contexts.append(
            StyleContext(contentStyle: .cell, environment: .plain, backgroundStyle: .listPlainCell))
        contexts.append(
            StyleContext(
                contentStyle: .cell, environment: .grouped, backgroundStyle: .listGroupedCell))
        contexts.append(
            StyleContext(contentStyle: .cell, environment: .plain, backgroundStyle: .clear))
        return contexts
    }()

    /// The context `configstate resolve STYLE` uses for a style name: a content style in its
    /// natural environment with its default background, or a background style with the content
    /// of the first context that uses it. `nil` for an unknown name.
    static func named(_ name: String) -> StyleContext? {
        if let content = ListContentConfiguration.Style(rawValue: name) {
            return all.first { $0.contentStyle == content && $0.usesDefaultBackground }
        }
        if let background = BackgroundConfiguration.Style(rawValue: name) {
            return all.first { $0.backgroundStyle == background }
        }
        return nil
    }

    /// Every style name `resolve` and `gallery --styles` accept: the content styles, then the
    /// background styles.
    static let styleNames: [String] =
        ListContentConfiguration.Style.allCases.map(\.rawValue)
        + BackgroundConfiguration.Style.allCases.map(\.rawValue)

    /// The list style names, then the button names (`button-plain` …).
    static let allStyleNames = styleNames + ButtonContext.names

    /// The valid styles as error messages list them: the list styles by name, the buttons by
    /// their pattern, so that the message stays short enough to be printed whole.
    static let validStylesClause =
        "valid styles: \(styleNames.joined(separator: ", ")), and button-STYLE for a button style (see --help)"

    /// The refusal of a style name that is neither a list style nor a button, suggesting the
    /// nearest names — and `button-NAME` for a button style typed without its prefix.
    /// `problem` quotes the name: `unknown style 'filled' in '--styles'`.
    static func unknownStyle(_ name: String, problem: String, subcommand: String)
        -> CommandLineError
    {
        let valid = validStylesClause
        if ButtonContext.named("button-" + name) != nil {
            return CommandLineError(
                "\(problem); did you mean 'button-\(name)'? V\(valid.dropFirst())",
                subcommand: subcommand)
        }
        return .unknownWord(
            problem, word: name, candidates: allStyleNames, valid: valid, subcommand: subcommand)
    }
}

extension ListContentConfiguration.Style {
    /// Whether the style is one of the sidebar cell styles.
    var isSidebarStyle: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell:
            return true
        default: return false
        }
    }

    /// Whether an adaptive cell style looks like a sidebar cell in `environment`.
    func isSidebarTable(in environment: ListEnvironment) -> Bool {
        isAdaptive && (environment == .sidebar || environment == .sidebarPlain)
    }
}
