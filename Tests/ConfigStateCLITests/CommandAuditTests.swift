import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigStateCLI

/// `configstate audit --format json`, decoded with the test's own types.
struct AuditReport: Decodable {
    struct Figures: Decodable, Equatable {
        var checked: Int
        var belowThreshold: Int
        var fidelity: [String: Int]
        var fidelityTotal: Int
        var realFailures: Int
    }
    struct Context: Decodable {
        var identifier: String
        var contentStyle: String
        var backgroundStyle: String
        var listEnvironment: String
        var figures: Figures
    }
    struct Case: Decodable {
        struct NamedColor: Decodable {
            var name: String
            var hex: String
        }
        var kind: String
        var fidelityCase: String?
        var citation: String?
        var appearance: String
        var text: NamedColor
        var background: NamedColor
        var wcag: Double
        var apca: Double
        var combinations: Int
        var contexts: [String]
        var exampleState: String
        var resolveCommand: String
    }
    var metric: String
    var threshold: Double
    var appearances: [String]
    var statesPerAppearance: Int
    struct FidelityCaseEntry: Decodable, Equatable {
        var kind: String
        var summary: String
        var citation: String
        var combinations: Int
    }
    var total: Figures
    var fidelityCases: [FidelityCaseEntry]
    var contexts: [Context]
    var cases: [Case]
}

@MainActor
func auditReport(_ arguments: [String]) throws -> AuditReport {
    let result = runCommand(["audit", "--format", "json"] + arguments)
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    return try JSONDecoder().decode(AuditReport.self, from: Data(result.output.utf8))
}

/// The counts for one context, computed with the library and the style walk's helpers.
func independentFigures(
    content contentStyle: ListContentConfiguration.Style, environment: ListEnvironment,
    background backgroundStyle: BackgroundConfiguration.Style, threshold: Double
) -> AuditReport.Figures {
    let content = contentStyle.configuration
    let background = backgroundStyle.configuration
    var figures = AuditReport.Figures(
        checked: 0, belowThreshold: 0,
        fidelity: Dictionary(
            uniqueKeysWithValues: ContrastException.allCases.map { ($0.rawValue, 0) }),
        fidelityTotal: 0, realFailures: 0)
    for (style, contrast) in walkAppearances {
        let traits = TraitCollection(
            userInterfaceStyle: style, accessibilityContrast: contrast, listEnvironment: environment
        )
        for state in everyBuiltInState(traits: traits) {
            figures.checked += 1
            let (updated, updatedBackground) = hostedUpdate(content, background, state)
            guard primaryTextContrast(updated, updatedBackground, state).ratio < threshold else {
                continue
            }
            figures.belowThreshold += 1
            if let exception = contrastException(updated, updatedBackground, state) {
                figures.fidelity[exception.rawValue, default: 0] += 1
                figures.fidelityTotal += 1
            } else {
                figures.realFailures += 1
            }
        }
    }
    return figures
}

@MainActor
@Suite("configstate audit")
struct CommandAuditTests {
    /// The contexts checked independently: one for each content table family and list kind,
    /// every fidelity case and the real failure. Walking all 39 again here would double the
    /// audit's cost in a debug test; the other 27 contexts run through the same per-context
    /// code, and the totals are checked to be their sum.
    static let independentlyChecked = [
        "cell-plain", "cell-insetGrouped", "subtitleCell-sidebarPlain", "valueCell-sidebar",
        "header-grouped", "footer-sidebar", "plainHeader-plain",
        "prominentInsetGroupedHeader-insetGrouped", "accompaniedSidebarSubtitleCell-sidebar",
        "sidebarHeader-sidebar", "cell-grouped-listGroupedCell", "cell-plain-clear",
    ]

    @Test func countsMatchAnIndependentWalkWithTheLibrary() throws {
        let report = try auditReport([])
        #expect(report.metric == "wcag")
        #expect(report.threshold == 4.5)
        #expect(report.appearances == ["light", "dark", "highContrastLight", "highContrastDark"])
        #expect(report.statesPerAppearance == 4_608)

        // The contexts: the style walk's 36, then cell() on the three unused backgrounds.
        let walked = contentContexts.map { "\($0.style.rawValue)-\($0.environment.rawValue)" }
        #expect(Array(report.contexts.map(\.identifier).prefix(36)) == walked)
        #expect(
            report.contexts.map(\.identifier).suffix(3) == [
                "cell-plain-listPlainCell", "cell-grouped-listGroupedCell", "cell-plain-clear",
            ])
        #expect(report.total.checked == 39 * 4_608 * 4)

        // The totals are the sums of the contexts' figures.
        var sum = AuditReport.Figures(
            checked: 0, belowThreshold: 0, fidelity: [:], fidelityTotal: 0, realFailures: 0)
        for context in report.contexts {
            #expect(context.figures.checked == 4_608 * 4)
            #expect(
                context.figures.belowThreshold
                    == context.figures.fidelityTotal + context.figures.realFailures)
            sum.checked += context.figures.checked
            sum.belowThreshold += context.figures.belowThreshold
            sum.fidelityTotal += context.figures.fidelityTotal
            sum.realFailures += context.figures.realFailures
            sum.fidelity.merge(context.figures.fidelity, uniquingKeysWith: +)
        }
        #expect(sum == report.total)

        for identifier in Self.independentlyChecked {
            let context = try #require(report.contexts.first { $0.identifier == identifier })
            let expected = independentFigures(
                content: try #require(
                    ListContentConfiguration.Style(rawValue: context.contentStyle)),
                environment: try #require(ListEnvironment(rawValue: context.listEnvironment)),
                background: try #require(
                    BackgroundConfiguration.Style(rawValue: context.backgroundStyle)),
                threshold: 4.5)
            #expect(context.figures == expected, "\(identifier)")
        }

        // Distinct cases add up to the shortfalls, and every shortfall is a documented UIKit
        // case: hosts tell content whether its background is the tint, so cell() on clear()
        // keeps label-coloured text when focused, as in UIKit.
        #expect(report.cases.map(\.combinations).reduce(0, +) == report.total.belowThreshold)
        let failures = report.cases.filter { $0.kind == "failure" }
        #expect(failures.isEmpty)
        #expect(report.total.realFailures == 0)
        for item in report.cases {
            #expect(item.wcag < 4.5)
            #expect((item.kind == "failure") == (item.fidelityCase == nil))
            #expect(
                item.citation
                    == item.fidelityCase.flatMap { FidelityCase(rawValue: $0) }?.citation)
            #expect(item.resolveCommand.hasPrefix("configstate resolve "))
        }
    }

    /// Each case's `configstate resolve` command is one that `resolve` accepts: the example
    /// state of a header's case is one a header can be in, and of a cell's case one a cell can
    /// be in. With every combination below 21:1, every group of every context is a case.
    @Test func everyCasesResolveCommandIsAccepted() throws {
        let report = try auditReport(["--min-contrast", "21"])
        #expect(report.cases.count > 100)
        for item in report.cases {
            let words = item.resolveCommand.split(separator: " ").map(String.init)
            try #require(Array(words.prefix(2)) == ["configstate", "resolve"])
            let result = runCommand(Array(words.dropFirst()))
            #expect(result.status == 0, "\(item.resolveCommand): \(result.errors.prefix(300))")
        }
    }

    @Test func textReportShowsTheSameCounts() throws {
        let report = try auditReport([])
        let result = runCommand(["audit"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let total = report.total
        #expect(
            result.output.contains(
                "39 style contexts × 4608 states × 4 appearances = \(total.checked) combinations checked"
            ))
        #expect(result.output.contains("  below 4.5:1: \(total.belowThreshold)\n"))
        let byCase = ContrastException.allCases.map {
            "\($0.rawValue) \(total.fidelity[$0.rawValue] ?? 0)"
        }
        #expect(
            result.output.contains(
                "UIKit fidelity: \(total.fidelityTotal) (\(byCase.joined(separator: ", ")))"))
        #expect(result.output.contains("real failures:  \(total.realFailures)\n"))
        #expect(result.output.contains("distinct failing cases: \(report.cases.count)\n"))
        // One table row per distinct case, after the header, up to the buttons' part.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("KIND ") })
        #expect(lines[(header + 1)...].prefix { !$0.isEmpty }.count == report.cases.count)
        #expect(lines[header + 1 + report.cases.count + 1].hasPrefix("Buttons — "))
        #expect(!result.output.contains("\u{1B}["))
        #expect(runCommand(["audit"], isTerminal: true).output.contains("\u{1B}["))
    }

    @Test func strictExitsOneWhenAnythingFallsBelowTheThreshold() {
        #expect(runCommand(["audit"]).status == 0)
        let strict = runCommand(["audit", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.errors.isEmpty)
        // Nothing is below 1:1, the lowest WCAG ratio there is.
        let lenient = runCommand(["audit", "--strict", "--min-contrast", "1"])
        #expect(lenient.status == 0)
        #expect(lenient.output.contains("below 1:1: 0\n"))
        #expect(lenient.output.contains("distinct failing cases: 0\n"))
    }

    @Test func minContrastMovesTheThreshold() throws {
        let strictest = try auditReport(["--min-contrast=21"])
        #expect(strictest.threshold == 21)
        let standard = try auditReport([])
        #expect(strictest.total.belowThreshold > standard.total.belowThreshold)
        let three = try auditReport(["--min-contrast", "3"])
        let context = try #require(three.contexts.first { $0.identifier == "cell-plain" })
        #expect(
            context.figures
                == independentFigures(
                    content: .cell, environment: .plain, background: .listCell, threshold: 3))
    }

    /// The figures after the exemptions were traced one by one (issue 19): a rule that grew to
    /// swallow a look of ConfigState's own choosing would change them.
    @Test func eachTracedCaseCoversExactlyItsCombinations() throws {
        let report = try auditReport([])
        #expect(report.total.checked == 718_848)
        #expect(report.total.belowThreshold == 380_448)
        #expect(
            report.total.fidelity == [
                "disabledCell": 55_296, "disabledSidebar": 119_808,
                "disabledProminentHeader": 18_432, "whiteOnTint": 160_704,
                "headerSecondaryLabel": 23_040, "highlightedDropTarget": 3_168,
            ])
        #expect(report.total.realFailures == 0)
        #expect(report.cases.count == 102)
        #expect(report.fidelityCases.map(\.kind) == FidelityCase.allCases.map(\.rawValue))
        for entry in report.fidelityCases {
            #expect(entry.combinations == report.total.fidelity[entry.kind])
            #expect(entry.citation == FidelityCase(rawValue: entry.kind)?.citation)
        }
        // Every shortfall's colours are ones its case names: no look of ConfigState's own
        // choosing (a reordering alpha or a pressed layer on the tint) hides under one.
        let texts: [String: Set<String>] = [
            "disabledCell": ["tertiaryLabel"], "disabledSidebar": ["quaternaryLabel"],
            "disabledProminentHeader": ["quaternaryLabel"], "whiteOnTint": ["#FFFFFF"],
            "headerSecondaryLabel": ["secondaryLabel"], "highlightedDropTarget": ["label"],
        ]
        for item in report.cases {
            let kind = try #require(item.fidelityCase)
            #expect(texts[kind]?.contains(item.text.name) == true, "\(kind): \(item.text.name)")
            if kind == "whiteOnTint" { #expect(item.background.name == "systemBlue") }
            if kind == "highlightedDropTarget" { #expect(item.background.name == "systemGray2") }
        }
    }

    /// The audit's rules and the style walk's oracle are stated apart — the command cannot
    /// depend on test support, nor the library's tests on the command — so they are held to
    /// the same answer, with the same citations, on every combination the audit checks.
    @Test func theAuditAndTheStyleWalkClassifyEveryCombinationAlike() {
        #expect(
            FidelityCase.allCases.map(\.rawValue) == ContrastException.allCases.map(\.rawValue))
        for (kind, exception) in zip(FidelityCase.allCases, ContrastException.allCases) {
            #expect(kind.citation == exception.citation, "\(kind)")
        }
        var disagreements: [String] = []
        var classified = 0
        for context in StyleContext.all {
            let content = context.content
            let background = context.background
            for appearance in Appearance.all {
                for state in everyBuiltInState(traits: appearance.traits(in: context.environment)) {
                    let (updated, updatedBackground) = hostedUpdate(content, background, state)
                    let command = FidelityCase.classify(
                        content: updated, background: updatedBackground, state: state)
                    let oracle = contrastException(updated, updatedBackground, state)
                    if command != nil { classified += 1 }
                    if command?.rawValue != oracle?.rawValue {
                        disagreements.append(
                            "\(context.identifier) \(appearance.name) \(StateWord.name(of: state)): \(String(describing: command)) vs \(String(describing: oracle))"
                        )
                    }
                }
            }
        }
        #expect(classified > 0)
        #expect(disagreements.isEmpty, "\(disagreements.count), e.g. \(disagreements.prefix(5))")
    }

    /// Exemptions follow the colours and the state, not a state flag: the issue's examples.
    @Test func aCaseMatchesTheLookNotTheState() throws {
        func classify(
            _ content: ListContentConfiguration, _ background: BackgroundConfiguration,
            _ words: [StateWord], _ environment: ListEnvironment = .plain
        ) -> (FidelityCase?, ContrastVerdict) {
            var state = CellConfigurationState(
                traitCollection: TraitCollection(
                    userInterfaceStyle: .dark, listEnvironment: environment))
            for word in words { word.apply(to: &state) }
            let (updated, updatedBackground) = hostedUpdate(content, background, state)
            let kind = FidelityCase.classify(
                content: updated, background: updatedBackground, state: state)
            let ratio = primaryTextContrast(updated, updatedBackground, state).ratio
            return (kind, ContrastVerdict(ratio: ratio, threshold: 4.5, fidelity: kind))
        }
        let cell = ListContentConfiguration.cell()
        let plain = BackgroundConfiguration.listPlainCell()

        // Swiping cancels UIKit's disabled dimming: white on the plain tint, 3.65:1 in dark
        // mode, is the white-on-tint look, not disabled text.
        let swiped = classify(cell, plain, [.disabled, .focused, .swiped])
        #expect(swiped.0 == .whiteOnTint)
        #expect(swiped.1 == .fidelity(.whiteOnTint))
        #expect(classify(cell, plain, [.disabled, .focused]).0 == .disabledCell)

        // Planted: a disabled cell whose text is label on the tint (3.65:1) is no UIKit look.
        var planted = cell
        planted.textProperties.color = .label
        let labelOnTint = classify(planted, plain, [.disabled, .focused])
        #expect(labelOnTint.0 == nil)
        #expect(labelOnTint.1 == .failure)

        // Planted: white on a tint made translucent, as the reordering alpha once made it.
        var translucent = plain
        translucent.backgroundColorTransformer = .multiplyingAlpha(by: 0.8)
        var white = cell
        white.textProperties.color = .white
        #expect(classify(white, translucent, [.focused, .reordering]).0 == nil)

        // Planted: tertiaryLabel on a swiped cell, which UIKit draws in label.
        var dimmed = cell
        dimmed.textProperties.color = .tertiaryLabel
        #expect(classify(dimmed, plain, [.disabled, .swiped]).0 == nil)

        // Planted: secondaryLabel in a footer, whose colour UIKit's is not known.
        var footer = ListContentConfiguration.plainFooter()
        footer.textProperties.color = .secondaryLabel
        #expect(classify(footer, .listPlainHeaderFooter(), []).0 == nil)
        #expect(
            classify(ListContentConfiguration.plainHeader(), .listPlainHeaderFooter(), [.disabled])
                .0 == .headerSecondaryLabel)

        // Label on systemGray2 is UIKit's only for a highlighted drop target.
        #expect(classify(cell, plain, [.highlighted, .targeted]).0 == .highlightedDropTarget)
        #expect(
            classify(cell, plain, [.highlighted, .disabled, .swiped, .targeted]).0
                == .highlightedDropTarget)
    }

    /// Every case carries the reference's words, and the guide lists the same words.
    @Test func everyCitationIsInTheGuide() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Configurations.md")
        let guide = try String(contentsOf: url, encoding: .utf8)
        for kind in FidelityCase.allCases {
            #expect(kind.citation.hasPrefix("reference §"), "\(kind)")
            // The guide's table escapes `|` and nothing else.
            let row =
                "| \(kind.rawValue) | \(kind.citation.replacingOccurrences(of: "|", with: "\\|")) |"
            #expect(guide.contains(row), "\(kind)")
        }
        let text = runCommand(["audit"]).output
        for kind in FidelityCase.allCases {
            #expect(text.contains("  \(kind.rawValue): \(kind.citation)\n"), "\(kind)")
        }
    }
}
