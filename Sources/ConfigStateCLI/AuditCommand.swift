import ConfigState

/// `configstate audit`: the contrast of every style's primary text in every state.
enum AuditCommand: Subcommand {
    static let name = "audit"
    static let summary = "Check the text contrast of every style in every state (WCAG and APCA)."

    static let usage = """
        USAGE: configstate audit [--strict] [--min-contrast R] [--format text|json]

        Measures the primary text of every style context — the gallery's \(StyleContext.all.count): each
        content style with its default background in its natural list, the adaptive styles
        in every list, and cell() on listPlainCell, listGroupedCell and clear — in every
        combination of the nine built-in flags and the drag and drop states (4608), in
        light, dark and both high-contrast appearances: the WCAG 2 ratio against the view's
        background composited over the list's, and APCA |Lc|. Prints how many combinations
        fall below the threshold, split into UIKit-fidelity cases and real failures, and a
        table of the distinct failing cases.

        Then the buttons: each of the \(ButtonContext.all.count) button styles
          \(wrapList(ButtonContext.names, indent: "  "))
        for the normal and destructive roles (primary and cancel look as normal does), in
        every combination of highlighted, selected, disabled and focused (16), with
        automaticallyUpdateForSelection on and, for the 8 selected combinations, off
        (\(ButtonAudit.combinations.count) combinations per style and appearance), in the same four appearances.
        Each is a Button hosted and rendered; its title and subtitle are measured against the
        rendered fill composited over systemBackground, and the lower figure decides. The
        UIKit button looks are the style table's two: filled() white on the tint colour and
        plain() tint text on clear, at rest.

        A UIKit-fidelity case is one look the reference notes give UIKit, matched exactly —
        the text colour and the background as the style names them, in the states the
        reference names: disabled cell text (tertiaryLabel), disabled sidebar text and
        disabled prominent headers (quaternaryLabel), white on the tint colour, secondaryLabel
        headers, label on systemGray2 for a highlighted drop target. The report lists each
        case with the reference's words it is traced to. Anything else below the threshold —
        ConfigState's own choices included — is a real failure.

        OPTIONS:
          --strict          Exit 1 when any combination, list or button, falls below the
                            threshold, fidelity cases included (they are real shortfalls, only documented ones).
          --min-contrast R  The WCAG ratio to meet, 1 to 21 (default 4.5, AA body text).
          --format FORMAT   text (default) or json.
          -h, --help        Show this help.

        EXIT STATUS: 0 done (or, under --strict, nothing below the threshold); 1 something
        below the threshold under --strict; 2 usage error.
        """

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: ["strict"],
            options: ["min-contrast", "format"])
        try parsed.expectNoPositionals()
        let threshold = try parsed.number("min-contrast", in: 1...21) ?? 4.5
        let format = try parsed.choice("format", in: ["text", "json"], default: "text")
        let contextCount = StyleContext.all.count
        var audit = context.withProgress(Self.name) { progress -> Audit in
            // Unwatched, the audit uses the walks it caches (for the tests, which run it often).
            guard progress.isTerminal else { return Audit(threshold: threshold) }
            return Audit(threshold: threshold) {
                progress.advance("measuring style contexts", of: contextCount, unit: "contexts")
            }
        }
        audit.buttons = ButtonAudit(threshold: threshold)
        if format == "json" {
            context.print(JSONOutput.string(audit))
        } else {
            for line in text(audit, usesColor: context.usesColor) { context.print(line) }
        }
        return parsed.flags.contains("strict") && audit.overall.below > 0
            ? ExitStatus.failure : ExitStatus.success
    }

    /// The text report: a summary, then the distinct failing cases as a table.
    static func text(_ audit: Audit, usesColor: Bool) -> [String] {
        let style = TerminalStyle(enabled: usesColor)
        let threshold = formatShort(audit.threshold)
        var lines = [
            style.bold("configstate audit")
                + " — primary text, WCAG 2 contrast against \(threshold):1 (APCA |Lc| shown)",
            "  \(audit.contexts.count) style contexts × \(audit.statesPerAppearance) states × \(Appearance.all.count) appearances = \(audit.total.checked) combinations checked",
        ]
        lines += tallyLines(
            audit.total, threshold: threshold, caseCount: audit.cases.count,
            citationsHeading: "UIKit looks, traced to the reference notes:", style: style)
        if !audit.cases.isEmpty {
            lines.append("")
            lines += table(
                audit.cases.map { item in
                    item.tableCells + [
                        item.contexts.count == 1
                            ? item.contexts[0] : "\(item.contexts[0]) +\(item.contexts.count - 1)",
                        item.exampleState,
                    ]
                }, failures: audit.cases.map { $0.fidelity == nil }, contextsHeading: "CONTEXTS",
                style: style)
        }
        if let buttons = audit.buttons { lines += buttonText(buttons, style: style) }
        let overall = audit.overall
        lines.append("")
        lines.append(
            style.bold("overall")
                + " (list styles and buttons): \(overall.checked) combinations checked, \(overall.below) below \(threshold):1, \(overall.fidelity) UIKit fidelity, \(overall.failures) real failures"
        )
        return lines
    }

    /// The buttons' part of the text report: a summary, the UIKit looks' citations and the
    /// table of distinct failing cases.
    static func buttonText(_ audit: ButtonAudit, style: TerminalStyle) -> [String] {
        let threshold = formatShort(audit.threshold)
        var lines = [
            "",
            style.bold("Buttons")
                + " — title and subtitle, WCAG 2 contrast against \(threshold):1 (APCA |Lc| shown)",
            "  \(audit.contexts.count) button styles × \(audit.combinationsPerAppearance) combinations (\(ButtonContext.auditedRoles.count) roles × \(ButtonContext.everyState.count) control states, and the selected ones with automaticallyUpdateForSelection off) × \(Appearance.all.count) appearances = \(audit.total.checked) combinations checked",
        ]
        lines += tallyLines(
            audit.total, threshold: threshold, caseCount: audit.cases.count,
            citationsHeading: "UIKit button looks, traced to the style table's sources:",
            style: style)
        guard !audit.cases.isEmpty else { return lines }
        lines.append("")
        lines += table(
            audit.cases.map { item in
                item.tableCells + [
                    item.styles.count == 1
                        ? item.styles[0] : "\(item.styles[0]) +\(item.styles.count - 1)",
                    item.exampleRole == .normal
                        ? item.exampleState : "\(item.exampleState) (\(item.exampleRole.rawValue))",
                ]
            }, failures: audit.cases.map { $0.fidelity == nil }, contextsHeading: "STYLES",
            style: style)
        return lines
    }

    /// A tally's lines: below the threshold, in each UIKit-fidelity case and real failures,
    /// the number of distinct failing cases, and the citations of the fidelity cases seen.
    static func tallyLines<Case>(
        _ total: AuditTally<Case>, threshold: String, caseCount: Int, citationsHeading: String,
        style: TerminalStyle
    ) -> [String] {
        let byCase = Case.allCases.map { "\($0.rawValue) \(total.fidelity[$0] ?? 0)" }
        let failures = String(total.failures)
        var lines = [
            "  below \(threshold):1: \(total.below)",
            "    UIKit fidelity: \(style.yellow(String(total.fidelityTotal))) (\(byCase.joined(separator: ", ")))",
            "    real failures:  \(total.failures == 0 ? style.green(failures) : style.red(failures))",
            "  distinct failing cases: \(caseCount)",
        ]
        let shown = Case.allCases.filter { (total.fidelity[$0] ?? 0) > 0 }
        if !shown.isEmpty {
            lines.append("")
            lines.append(style.bold(citationsHeading))
            for kind in shown { lines.append("  \(kind.rawValue): \(kind.citation)") }
        }
        return lines
    }

    /// A table of distinct failing cases, its header first; rows that are real failures in red.
    static func table(
        _ rows: [[String]], failures: [Bool], contextsHeading: String, style: TerminalStyle
    ) -> [String] {
        let header = [
            "KIND", "APPEARANCE", "TEXT", "BACKGROUND", "WCAG", "APCA", "COMBINATIONS",
            contextsHeading, "EXAMPLE",
        ]
        let numeric: Set<Int> = [4, 5, 6]
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func format(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index == row.count - 1
                    ? cell : pad(cell, widths[index], right: numeric.contains(index))
            }.joined(separator: "  ")
        }
        var lines = [style.bold(format(header))]
        for (row, isFailure) in zip(rows, failures) {
            let line = format(row)
            lines.append(isFailure ? style.red(line) : line)
        }
        return lines
    }
}

/// A colour's name for the text table: `clear` for transparent black, `dynamic` for a
/// dynamic colour's list of variants, and the hex value after a name that is not itself hex.
func shortName(_ name: String, hex: String? = nil) -> String {
    var result = name == "#00000000" ? "clear" : name
    while let start = result.range(of: "dynamic(") {
        var depth = 0
        var end = result.endIndex
        for index in result[start.lowerBound...].indices {
            if result[index] == "(" { depth += 1 }
            if result[index] == ")" {
                depth -= 1
                if depth == 0 {
                    end = result.index(after: index)
                    break
                }
            }
        }
        result.replaceSubrange(start.lowerBound..<end, with: "dynamic")
    }
    if let hex, hex != result { result += " " + hex }
    return result
}

extension AuditShortfall {
    /// The table cells every shortfall fills: kind, appearance, text, background, WCAG, APCA
    /// and combinations (the contexts or styles and the example follow).
    var tableCells: [String] {
        [
            fidelity?.rawValue ?? "FAILURE",
            appearance.name,
            shortName(textName, hex: measurement.text.hexString),
            "\(shortName(backgroundName)) → \(measurement.background.hexString)",
            formatFixed(measurement.wcag, fractionDigits: 2),
            formatFixed(measurement.apca, fractionDigits: 1),
            String(combinations),
        ]
    }
}
