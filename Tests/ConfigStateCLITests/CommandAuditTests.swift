import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

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
    var total: Figures
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
        // One table row per distinct case, after the header.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.firstIndex { $0.hasPrefix("KIND ") })
        #expect(lines[(header + 1)...].filter { !$0.isEmpty }.count == report.cases.count)
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
}
