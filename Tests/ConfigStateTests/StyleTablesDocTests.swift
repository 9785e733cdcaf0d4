import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigState

// Renders the style tables in `+Styles.swift` as Markdown and checks that `Docs/Configurations.md`
// carries exactly that text between `<!-- generated: style-tables -->` and
// `<!-- end generated: style-tables -->`, so that the tables are written once, as data, and
// reproduced without drift. `CONFIGSTATE_UPDATE_DOCS=1 swift test --filter StyleTablesDocTests`
// rewrites the section.

/// The colour environments the documentation resolves in.
let documentedAppearances: [(String, ColorEnvironment)] = [
    ("light", ColorEnvironment()), ("dark", ColorEnvironment(colorScheme: .dark)),
    ("HC light", ColorEnvironment(contrast: .high)),
    ("HC dark", ColorEnvironment(colorScheme: .dark, contrast: .high)),
]

/// A UIKit-fidelity contrast case, as `Docs/Configurations.md` lists it.
struct DocumentedContrastCase: Sendable {
    var category: ContrastException
    var description: String
    var text: Color
    var background: Color
    var list: ListEnvironment

    func figure(in environment: ColorEnvironment) -> Double {
        let behind = background.resolve(in: environment).composited(
            over: list.backgroundColor.resolve(in: environment))
        return text.resolve(in: environment).contrastRatio(against: behind)
    }
}

let documentedContrastCases: [DocumentedContrastCase] = [
    .init(
        category: .whiteOnTint,
        description: "white on the tint colour (selected sidebar cell, focused cell)", text: .white,
        background: .tintColor, list: .plain),
    .init(
        category: .headerSecondaryLabel, description: "secondaryLabel header, plain list",
        text: .secondaryLabel, background: .clear, list: .plain),
    .init(
        category: .headerSecondaryLabel, description: "secondaryLabel header, grouped list",
        text: .secondaryLabel, background: .clear, list: .grouped),
    .init(
        category: .highlightedDropTarget,
        description: "label on systemGray2 (highlighted drop target), plain list", text: .label,
        background: .systemGray2, list: .plain),
    .init(
        category: .disabledCell, description: "tertiaryLabel (disabled cell text), plain list",
        text: .tertiaryLabel, background: .systemBackground, list: .plain),
    .init(
        category: .disabledSidebar, description: "quaternaryLabel (disabled sidebar text), sidebar",
        text: .quaternaryLabel, background: .clear, list: .sidebar),
    .init(
        category: .disabledProminentHeader,
        description: "quaternaryLabel (disabled prominent header), inset grouped list",
        text: .quaternaryLabel, background: .clear, list: .insetGrouped),
]

/// Whether a case is disabled text, which WCAG 1.4.3 exempts as part of an inactive component
/// and which is below 4.5:1 on any background.
func isDisabledText(_ category: ContrastException) -> Bool {
    [.disabledCell, .disabledSidebar, .disabledProminentHeader].contains(category)
}

/// The lowest documented figure per category and appearance; the exhaustive walk checks that
/// no exception falls below it (except disabled text, which WCAG exempts entirely).
func documentedMinimum(_ category: ContrastException, _ environment: ColorEnvironment) -> Double {
    documentedContrastCases.filter { $0.category == category }.map { $0.figure(in: environment) }
        .min() ?? 21
}

func fixed2(_ value: Double) -> String {
    let scaled = Int((value * 100).rounded())
    let fraction = scaled % 100
    return "\(scaled / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

enum StyleTablesMarkdown {
    static func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }

    static func rules<Value>(_ value: StateAwareValue<Value>, _ show: (Value) -> String) -> (
        String, String
    ) {
        let rules = value.rules.map {
            "`\($0.predicate.description.replacingOccurrences(of: "tintBackground", with: "on tint"))` → \(show($0.value))"
        }
        return (rules.isEmpty ? "—" : rules.joined(separator: "; "), show(value.defaultValue))
    }

    static func color(_ color: Color?) -> String { color.map { "`\($0)`" } ?? "tint colour" }
    static func any<T>(_ value: T?) -> String { value.map { "`\($0)`" } ?? "none" }

    static func background(_ table: BackgroundStyleTable) -> String {
        var rows: [(String, (String, String))] = [
            ("backgroundColor", rules(table.backgroundColor.source, color)),
            ("backgroundColorTransformer", rules(table.backgroundColorTransformer.source, any)),
            ("cornerRadius", rules(table.cornerRadius.source, { "\(formatNumber($0))" })),
            ("backgroundInsets", rules(table.backgroundInsets.source, { "`\($0)`" })),
            ("visualEffect", rules(table.visualEffect.source, any)),
            ("shadowProperties", rules(table.shadowProperties.source, { "`\($0)`" })),
        ]
        rows.append(("strokeColor", ("—", color(table.strokeColor))))
        var lines = [
            "#### \(table.name)", "", "| Property | Rules, first match wins | Otherwise |",
            "| --- | --- | --- |",
        ]
        for (name, (ruleText, otherwise)) in rows {
            lines.append("| \(name) | \(cell(ruleText)) | \(cell(otherwise)) |")
        }
        return lines.joined(separator: "\n")
    }

    static func content(_ table: ListContentStyleTable) -> String {
        func text(_ spec: TextStyleSpec, _ prefix: String) -> [(String, (String, String))] {
            [
                ("\(prefix).font", ("—", "`\(spec.font)`")),
                ("\(prefix).color", rules(spec.color.source, color)),
                ("\(prefix).transform", ("—", "`\(spec.transform.rawValue)`")),
                ("\(prefix).numberOfLines", rules(spec.numberOfLines.source, { "\($0)" })),
                (
                    "\(prefix).minimumScaleFactor",
                    rules(spec.minimumScaleFactor.source, { formatNumber($0) })
                ),
                (
                    "\(prefix).allowsDefaultTighteningForTruncation",
                    rules(spec.allowsTightening.source, { "\($0)" })
                ),
            ]
        }
        var rows =
            text(table.text, "textProperties")
            + text(table.secondaryText, "secondaryTextProperties")
        rows.append(
            (
                "imageProperties.tintColor",
                rules(table.image.tintColor.source, { $0.map { "`\($0)`" } ?? "inherited" })
            ))
        rows.append(("directionalLayoutMargins", ("—", "`\(table.directionalLayoutMargins)`")))
        rows.append(
            (
                "axesPreservingSuperviewLayoutMargins",
                ("—", "`\(table.axesPreservingSuperviewLayoutMargins)`")
            ))
        rows.append(
            (
                "prefersSideBySideTextAndSecondaryText",
                ("—", "\(table.prefersSideBySideTextAndSecondaryText)")
            ))
        rows.append(("imageToTextPadding", ("—", formatNumber(table.imageToTextPadding))))
        rows.append(
            (
                "textToSecondaryTextHorizontalPadding",
                ("—", formatNumber(table.textToSecondaryTextHorizontalPadding))
            ))
        rows.append(
            (
                "textToSecondaryTextVerticalPadding",
                ("—", formatNumber(table.textToSecondaryTextVerticalPadding))
            ))
        rows.append(("alpha", rules(table.alpha.source, { formatNumber($0) })))
        var lines = [
            "#### \(table.name)", "", "| Property | Rules, first match wins | Otherwise |",
            "| --- | --- | --- |",
        ]
        for (name, (ruleText, otherwise)) in rows {
            lines.append("| \(name) | \(cell(ruleText)) | \(cell(otherwise)) |")
        }
        return lines.joined(separator: "\n")
    }

    static let documentedStates: [PinnedState] = [
        .normal, .highlighted, .selected, .focused, .disabled, .editing, .swiped, .expanded,
        .reordering,
        .dragLifting, .dragging, .dropTargeted, .selectedHighlighted, .selectedEditing,
        .selectedDisabled,
    ]

    static func resolved(_ color: Color) -> String {
        documentedAppearances.map { color.resolve(in: $0.1).hexString }.joined(separator: " / ")
    }

    static func perState(_ style: ListContentConfiguration.Style, _ environment: ListEnvironment)
        -> String
    {
        let content = style.configuration
        let background = style.defaultBackgroundStyle.configuration
        var lines = [
            "#### `\(style.rawValue)()` in a \(environment.rawValue) list (background `\(style.defaultBackgroundStyle.rawValue)()`)",
            "",
            "| State | Background | Text | Secondary text | Image tint |",
            "| --- | --- | --- | --- | --- |",
        ]
        for pinned in documentedStates {
            let state = pinned.state(environment)
            let updated = content.updated(for: state)
            let updatedBackground = background.updated(for: state)
            let fill = updatedBackground.resolvedBackgroundColor(for: .tintColor)
            let backgroundText =
                "\(color(updatedBackground.backgroundColor))\(updatedBackground.backgroundColorTransformer.map { " → `\($0)`" } ?? "")<br>\(resolved(fill))"
            let text =
                "`\(updated.textProperties.color)`<br>\(resolved(updated.textProperties.color))"
            let secondary = "`\(updated.secondaryTextProperties.color)`"
            let image = updated.imageProperties.tintColor.map { "`\($0)`" } ?? "inherited"
            lines.append(
                "| \(pinned.rawValue) | \(cell(backgroundText)) | \(cell(text)) | \(cell(secondary)) | \(cell(image)) |"
            )
        }
        return lines.joined(separator: "\n")
    }

    static let perStateContexts: [(ListContentConfiguration.Style, ListEnvironment)] =
        ListContentConfiguration.Style.allCases.map {
            ($0, $0.isAdaptive ? .plain : naturalEnvironment(of: $0))
        }
        + [
            (.cell, .grouped), (.cell, .insetGrouped), (.cell, .sidebar), (.cell, .sidebarPlain),
            (.header, .grouped), (.header, .sidebar),
        ]

    static func adaptiveMapping() -> String {
        let environments: [ListEnvironment] = [
            .none, .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
        ]
        var lines = [
            "| Factory | " + environments.map(\.rawValue).joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: environments.count + 1),
        ]
        for style in ListContentConfiguration.Style.allCases where style.isAdaptive {
            lines.append(
                "| `\(style.rawValue)()` | "
                    + environments.map { style.styleTable(for: $0).name }.joined(separator: " | ")
                    + " |")
        }
        for style in [BackgroundConfiguration.Style.listCell, .listHeader, .listFooter] {
            lines.append(
                "| `\(style.rawValue)()` | "
                    + environments.map { style.styleTable(for: $0).name }.joined(separator: " | ")
                    + " |")
        }
        return lines.joined(separator: "\n")
    }

    static func contrastCases() -> String {
        var lines = [
            "| Case | Kind | " + documentedAppearances.map(\.0).joined(separator: " | ") + " |",
            "| --- | --- |" + String(repeating: " --- |", count: documentedAppearances.count),
        ]
        for item in documentedContrastCases {
            let figures = documentedAppearances.map { appearance -> String in
                let figure = item.figure(in: appearance.1)
                return figure < 4.5 ? "**\(fixed2(figure))**" : fixed2(figure)
            }
            lines.append(
                "| \(item.description) | \(item.category.rawValue) | "
                    + figures.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }

    /// Each UIKit-fidelity case with the reference's words it is traced to.
    static func contrastCitations() -> String {
        var lines = ["| Kind | Traced to |", "| --- | --- |"]
        for category in ContrastException.allCases {
            lines.append("| \(category.rawValue) | \(cell(category.citation)) |")
        }
        return lines.joined(separator: "\n")
    }

    static func render() -> String {
        var sections = ["### Which table an adaptive factory uses", "", adaptiveMapping(), ""]
        sections += [
            "### Primary text below WCAG AA (4.5:1)", "",
            "Figures are WCAG 2 contrast ratios of the text against its background composited over the list's background; bold figures are below 4.5:1. `configstate audit` flags every one of them.",
            "", contrastCases(), "",
            "Each kind is one look the reference notes give UIKit — the text colour and the background as the styles name them, in the states the reference names — and `configstate audit` exempts exactly that look; anything else below 4.5:1 is a real failure. A look of ConfigState's own choosing keeps 4.5:1: the reordering alpha leaves the tint opaque, a pressed selected sidebar cell is the tint under a 25% black layer, footers use a darker grey than secondaryLabel in light mode, and plain and grouped headers keep secondaryLabel when disabled.",
            "", contrastCitations(), "",
        ]
        sections += ["### Background tables", ""]
        let backgrounds: [BackgroundStyleTable] = [
            .plainCell, .groupedCell, .insetGroupedCell, .sidebarCell, .sidebarPlainCell,
            .accompaniedSidebarCell, .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader,
            .clear,
        ]
        for table in backgrounds { sections += [background(table), ""] }
        sections += ["### Content tables", ""]
        let contents: [ListContentStyleTable] = [
            .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .sidebarValueCell,
            .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
            .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader, .sidebarHeader,
        ]
        for table in contents { sections += [content(table), ""] }
        sections += [
            "### Per-state appearance", "",
            "Colours resolved light / dark / high-contrast light / high-contrast dark, with the default tint (systemBlue).",
            "",
        ]
        for (style, environment) in perStateContexts {
            sections += [perState(style, environment), ""]
        }
        return sections.joined(separator: "\n")
    }
}

/// Expects the text between `<!-- generated: NAME -->` and `<!-- end generated: NAME -->` in
/// the document at `path` (from the package root) to be `expected`; with
/// `CONFIGSTATE_UPDATE_DOCS=1` it rewrites the section first. `regenerate` names the test
/// filter the failure message suggests.
func expectGeneratedSection(
    _ name: String, in path: String, equals expected: String, regenerate: String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let url = packageRoot().appendingPathComponent(path)
    let document = try String(contentsOf: url, encoding: .utf8)
    let begin = "<!-- generated: \(name) -->\n"
    let end = "<!-- end generated: \(name) -->"
    let start = try #require(
        document.range(of: begin), "\(path) has no generated section",
        sourceLocation: sourceLocation)
    let stop = try #require(document.range(of: end), sourceLocation: sourceLocation)
    let current = String(document[start.upperBound..<stop.lowerBound])
    if current != expected && ProcessInfo.processInfo.environment["CONFIGSTATE_UPDATE_DOCS"] == "1"
    {
        try
            (String(document[..<start.upperBound]) + expected + String(document[stop.lowerBound...]))
            .write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
        current == expected,
        "\(path) differs from its source; run CONFIGSTATE_UPDATE_DOCS=1 swift test --filter \(regenerate)",
        sourceLocation: sourceLocation)
}

func packageRoot() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

@MainActor
@Suite("Style tables in Docs")
struct StyleTablesDocTests {
    @Test func docsReproduceTheStyleTables() throws {
        try expectGeneratedSection(
            "style-tables", in: "Docs/Configurations.md", equals: StyleTablesMarkdown.render(),
            regenerate: "StyleTablesDocTests")
    }

    @Test func whiteOnLightSystemBlueIsAbout4To1() {
        #expect(fixed2(documentedContrastCases[0].figure(in: ColorEnvironment())) == "4.02")
    }
}
