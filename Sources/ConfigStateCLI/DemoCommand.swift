import ConfigState

/// `configstate demo`: a scripted scrolling list — a `CollectionView` and its diffable data
/// source, set up as a UIKit app sets them up — that shows reuse at work.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let summary =
        "Scroll a scripted list and log what reuse did: cells, replacements, audit."

    static let usage = """
        USAGE: configstate demo [--items N] [--viewport N] [--format text|json] [--html PATH]

        Scrolls a headless list — a CollectionView with an inset grouped list layout (section
        headers, separators, trailing swipe actions), fed by a
        CollectionViewDiffableDataSource — through three scenes, with the reuse audit on, and
        logs what reuse did: cells created versus reused, content views replaced, and what the
        audit found. Each scene runs a mistake next to its fix:

          1. A well-behaved registration: the whole list scrolled down and back with one item
             selected and one swiped open — a viewport's worth of cells shows every row, and
             the selection and the swipe follow their items, not the cells.
          2. Two content types under one registration: reused cells must replace their content
             view (UIKit's console warning); one registration per content type avoids it.
          3. A handler that sets a property only for some items: reused cells keep the last
             item's value, and the audit names it; starting from
             defaultContentConfiguration() fixes it.

        OPTIONS:
          --items N        Items in the list, 1 to 100000 (default 1000).
          --viewport N     Rows the viewport shows, 1 to 200 (default 10).
          --format FORMAT  text (default): the log; json: each scene's figures.
          --html PATH      Also write the first scene's screen, as laid out — a phone-sized
                           page of headers, rows, separators and the swiped row's buttons —
                           to PATH (- for standard output).
          -h, --help       Show this help.

        EXIT STATUS: 0 when every fix leaves no replaced content view and no stale cell, and
        the selection followed its item; 1 otherwise (a library bug); 2 usage error.
        """

    @MainActor
    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: [],
            options: ["items", "viewport", "format", "html"])
        try parsed.expectNoPositionals()
        let items = try parsed.integer("items", in: 1...100_000) ?? 1000
        let viewport = try parsed.integer("viewport", in: 1...200) ?? 10
        let format = try parsed.choice("format", in: ["text", "json"], default: "text")
        let demo = context.withProgress(Self.name) { progress in
            Demo(itemCount: items, viewport: viewport, progress: progress)
        }
        if let output = parsed.options["html"] {
            if output.isEmpty {
                throw CommandLineError("option '--html' needs a file path", subcommand: Self.name)
            }
            if output == "-" {
                context.print(demo.screen.document)
                return demo.report.succeeded ? ExitStatus.success : ExitStatus.failure
            }
            let path = GalleryCommand.absolutePath(output, in: context.currentDirectory)
            if let problem = GalleryCommand.write(demo.screen.document, to: path) {
                context.printError(
                    "error: cannot write the demo's screen to '\(quotedForMessage(path, limit: 4 * quotedTextLimit))': \(problem)"
                )
                return ExitStatus.failure
            }
        }
        if format == "json" {
            context.print(JSONOutput.string(demo.report))
        } else {
            for line in text(demo.report, usesColor: context.usesColor) { context.print(line) }
        }
        return demo.report.succeeded ? ExitStatus.success : ExitStatus.failure
    }

    /// The readable log.
    static func text(_ report: DemoReport, usesColor: Bool) -> [String] {
        let style = TerminalStyle(enabled: usesColor)
        var lines = [
            style.bold("configstate demo")
                + " — \(report.items) items, \(report.viewport) visible rows, reuse audit on"
        ]
        for (index, scene) in report.scenes.enumerated() {
            lines.append("")
            lines.append(style.bold("\(index + 1). \(scene.title)"))
            for run in scene.runs {
                lines.append("  \(run.role == .mistake ? "Mistake" : "Fix"): \(run.registration)")
                for step in run.steps {
                    let figures =
                        "created \(step.cellsCreated), reused \(step.cellsReused), replaced \(step.contentViewsReplaced), stale \(step.staleCells)"
                    lines.append("    " + pad(step.action, 50) + "  " + figures)
                }
                for note in run.notes { lines.append("    " + note) }
                let totals = run.statistics
                let summary =
                    "\(totals.cellsCreated) cells showed \(totals.cellsDequeued) rows (\(totals.cellsReused) reuses); \(totals.contentViewsReplaced) content views replaced; \(totals.staleCells) stale of \(totals.cellsAudited) audited"
                if run.clean {
                    lines.append("    " + style.green("✓ ") + summary)
                } else if run.role == .mistake {
                    lines.append("    " + style.yellow("! ") + summary)
                } else {
                    lines.append("    " + style.red("✗ ") + summary)
                }
                for finding in run.findings {
                    lines.append("    " + finding.replacingOccurrences(of: "\n", with: "\n      "))
                }
            }
        }
        lines.append("")
        let header =
            pad("scene", 48) + pad("created", 9, right: true) + pad("reused", 9, right: true)
            + pad("replaced", 10, right: true) + pad("stale", 7, right: true)
        lines.append(header)
        lines.append(String(repeating: "-", count: header.count))
        for (index, scene) in report.scenes.enumerated() {
            for run in scene.runs {
                let name = "\(index + 1) \(run.role == .mistake ? "mistake" : "fix"): \(run.short)"
                let totals = run.statistics
                lines.append(
                    pad(name, 48) + pad("\(totals.cellsCreated)", 9, right: true)
                        + pad("\(totals.cellsReused)", 9, right: true)
                        + pad("\(totals.contentViewsReplaced)", 10, right: true)
                        + pad("\(totals.staleCells)", 7, right: true))
            }
        }
        lines.append("")
        if report.succeeded {
            lines.append(
                style.green("Every fix ran clean")
                    + ": no content view replaced, no stale cell, the selection followed its item.")
        } else {
            lines.append(
                style.red("A fix did not run clean")
                    + ": this is a ConfigState bug; please report it with this log.")
        }
        return lines
    }
}
