import ConfigState

/// `configstate demo`: a scripted scrolling list that shows reuse at work.
enum DemoCommand: Subcommand {
    static let name = "demo"
    static let summary =
        "Scroll a scripted list and log what reuse did: cells, replacements, audit."

    static let usage = """
        USAGE: configstate demo [--items N] [--viewport N] [--format text|json]

        Scrolls a headless list through three scenes, with the reuse audit on, and logs what
        reuse did: cells created versus reused, content views replaced, and what the audit
        found. Each scene runs a mistake next to its fix:

          1. A well-behaved registration: the whole list scrolled down and back with one item
             selected — a viewport's worth of cells shows every row, and the selection follows
             the item, not the cell.
          2. Two content types under one registration: reused cells must replace their content
             view (UIKit's console warning); one registration per content type avoids it.
          3. A handler that sets a property only for some items: reused cells keep the last
             item's value, and the audit names it; starting from
             defaultContentConfiguration() fixes it.

        OPTIONS:
          --items N        Items in the list, 1 to 100000 (default 1000).
          --viewport N     Rows the viewport shows, 1 to 200 (default 10).
          --format FORMAT  text (default): the log; json: each scene's figures.
          -h, --help       Show this help.

        EXIT STATUS: 0 when every fix leaves no replaced content view and no stale cell, and
        the selection followed its item; 1 otherwise (a library bug); 2 usage error.
        """

    @MainActor
    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: [], options: ["items", "viewport", "format"])
        try parsed.expectNoPositionals()
        let items = try parsed.integer("items", in: 1...100_000) ?? 1000
        let viewport = try parsed.integer("viewport", in: 1...200) ?? 10
        let format = try parsed.choice("format", in: ["text", "json"], default: "text")
        let demo = Demo(itemCount: items, viewport: viewport)
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

/// What `configstate demo --format json` prints.
struct DemoReport: Codable, Equatable {
    /// Whether a run shows a mistake or its fix.
    enum Role: String, Codable {
        case mistake
        case fix
    }

    /// One action of a run and what it changed.
    struct Step: Codable, Equatable {
        var action: String
        var cellsCreated: Int
        var cellsReused: Int
        var contentViewsReplaced: Int
        var staleCells: Int
    }

    /// One list scrolled through a script.
    struct Run: Codable, Equatable {
        var role: Role
        /// What the registration does, in a sentence.
        var registration: String
        /// A few words for the summary table.
        var short: String
        var steps: [Step]
        /// Checks made along the way, in sentences.
        var notes: [String]
        var statistics: ListStatistics
        /// Diagnostics by kind.
        var diagnostics: [String: Int]
        /// The first diagnostic of each kind, in full.
        var findings: [String]
        /// No replaced content view, no stale cell and every check passed.
        var clean: Bool
    }

    /// A mistake and its fix.
    struct Scene: Codable, Equatable {
        var title: String
        var runs: [Run]
    }

    var items: Int
    var viewport: Int
    var scenes: [Scene]

    /// Whether every fix ran clean.
    var succeeded: Bool {
        scenes.allSatisfy { $0.runs.allSatisfy { $0.role == .mistake || $0.clean } }
    }
}

/// A small custom content configuration, to mix with list content under one registration.
struct DemoBadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    var color = Color.systemRed

    func makeContentView() -> any View & ContentView { DemoBadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> DemoBadgeConfiguration {
        var copy = self
        if state.cellConfigurationState.isSelected { copy.color = .white }
        return copy
    }
}

/// Shows a ``DemoBadgeConfiguration``.
final class DemoBadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: DemoBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        self.configuration = DemoBadgeConfiguration()
        super.init(coder: coder)
    }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "DemoBadgeView")
        let badge = configuration as? DemoBadgeConfiguration
        render.add("count", badge?.count ?? -1)
        render.add("color", badge.map { traitCollection.resolve($0.color).hexString } ?? "")
        return .custom(render)
    }
}

/// Runs the demo's scenes.
@MainActor
struct Demo {
    let itemCount: Int
    let viewport: Int
    private(set) var report: DemoReport

    init(itemCount: Int, viewport: Int) {
        self.itemCount = itemCount
        self.viewport = viewport
        report = DemoReport(items: itemCount, viewport: viewport, scenes: [])
        report.scenes = [scrollScene(), contentTypeScene(), leakyHandlerScene()]
    }

    /// The items: `0..<itemCount`.
    private var items: [Int] { Array(0..<itemCount) }

    /// Scene 1: scroll a well-behaved list down and back with one item selected.
    private func scrollScene() -> DemoReport.Scene {
        let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = "Item \(item) of \(itemCount)"
            content.image = Image(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        var run = script(
            .fix, "scroll down and back",
            describing:
                "every handler call sets text, secondary text, image and accessories from the item"
        ) { _ in registration }
        run.apply(items)
        let selected = min(3, itemCount - 1)
        run.step("select item \(selected)") { $0.selectItem(selected) }
        run.scrollToEnd()
        run.scrollToTop()
        if !run.list.visibleItems.contains(selected) {
            run.step("scroll item \(selected) into view") { $0.scroll(toRow: selected) }
        }
        let cell = run.list.cell(for: selected)
        let followed = cell?.configurationState.isSelected == true
        let others = run.list.visibleCells.filter {
            $0.item != selected && $0.cell.configurationState.isSelected
        }
        run.check(
            followed && others.isEmpty,
            "item \(selected) is selected again on the cell now showing it, and no other visible cell is selected"
        )
        return DemoReport.Scene(
            title: "Scroll the whole list and back with one item selected", runs: [run.finish()])
    }

    /// Scene 2: two content types under one registration, then one registration each.
    private func contentTypeScene() -> DemoReport.Scene {
        func isBadge(_ item: Int) -> Bool { item % 3 == 0 }
        func configure(_ cell: CollectionViewListCell, _ item: Int) {
            if isBadge(item) {
                cell.contentConfiguration = DemoBadgeConfiguration(count: item)
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
        }
        let shared = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            configure(cell, item)
        }
        let mistake = scrolledThrough(
            script(
                .mistake, "two content types, one registration",
                describing:
                    "one registration shows a badge for every third item and list content otherwise"
            ) { _ in shared })

        let rows = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            configure(cell, item)
        }
        let badges = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            configure(cell, item)
        }
        let fix = scrolledThrough(
            script(
                .fix, "one registration per content type",
                describing: "badge items and list items each have their own registration"
            ) { item in isBadge(item) ? badges : rows })
        return DemoReport.Scene(title: "Two content types, one registration", runs: [mistake, fix])
    }

    /// Scene 3: a handler that sets secondary text only for some items, then one that starts
    /// from the defaults.
    private func leakyHandlerScene() -> DemoReport.Scene {
        // Both handlers set the same properties; they differ only in the content they start
        // from, which is the point of the scene.
        func setProperties(of content: inout ListContentConfiguration, for item: Int) {
            content.text = "Row \(item)"
            if item % 7 == 0 { content.secondaryText = "Multiple of 7" }
        }
        let leaky = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content =
                cell.contentConfiguration as? ListContentConfiguration
                ?? cell.defaultContentConfiguration()
            setProperties(of: &content, for: item)
            cell.contentConfiguration = content
        }
        let mistake = scrolledThrough(
            script(
                .mistake, "handler edits the previous content",
                describing:
                    "the handler edits the cell's previous content and sets secondary text only for multiples of 7"
            ) { _ in leaky })

        let reset = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            setProperties(of: &content, for: item)
            cell.contentConfiguration = content
        }
        let fix = scrolledThrough(
            script(
                .fix, "handler starts from the defaults",
                describing: "the handler starts from defaultContentConfiguration() every time"
            ) { _ in reset })
        return DemoReport.Scene(title: "A handler that forgets to reset", runs: [mistake, fix])
    }

    /// A script over a list with this demo's viewport, whose cells come from the registration
    /// `cellRegistration` picks for each item; `registration` says in a sentence what it does.
    private func script(
        _ role: DemoReport.Role, _ short: String, describing registration: String,
        using cellRegistration: @escaping (Int) -> CellRegistration<CollectionViewListCell, Int>
    ) -> Script {
        Script(role: role, short: short, registration: registration, viewport: viewport) {
            list, indexPath, item in
            list.dequeueConfiguredReusableCell(
                using: cellRegistration(item), for: indexPath, item: item)
        }
    }

    /// Runs `script` over the items — apply them, scroll to the end — and finishes it: a run of
    /// scenes 2 and 3, whose mistakes show on the way down.
    private func scrolledThrough(_ script: Script) -> DemoReport.Run {
        var script = script
        script.apply(items)
        script.scrollToEnd()
        return script.finish()
    }
}

/// One list driven through a script, recording what each step changed.
@MainActor
struct Script {
    let list: ListView<Int>
    private var run: DemoReport.Run
    private var checksPassed = true

    init(
        role: DemoReport.Role, short: String, registration: String, viewport: Int,
        cellProvider: @escaping ListView<Int>.CellProvider
    ) {
        list = ListView<Int>(visibleRowCount: viewport, cellProvider: cellProvider)
        list.isReuseAuditEnabled = true
        run = DemoReport.Run(
            role: role, registration: registration, short: short, steps: [], notes: [],
            statistics: ListStatistics(), diagnostics: [:], findings: [], clean: false)
    }

    /// Runs `action`, lays out, and records the change in the list's statistics.
    mutating func step(_ action: String, _ body: (ListView<Int>) -> Void) {
        let before = list.statistics
        body(list)
        list.layoutIfNeeded()
        let after = list.statistics
        run.steps.append(
            DemoReport.Step(
                action: action, cellsCreated: after.cellsCreated - before.cellsCreated,
                cellsReused: after.cellsReused - before.cellsReused,
                contentViewsReplaced: after.contentViewsReplaced - before.contentViewsReplaced,
                staleCells: after.staleCells - before.staleCells))
    }

    /// Applies the items as one section.
    mutating func apply(_ items: [Int]) {
        step("apply \(items.count) items") { $0.apply([ListSection(items)]) }
    }

    /// The row the viewport's top stops at when scrolled to the end.
    private var lastTopRow: Int { max(list.numberOfRows - list.visibleRowCount, 0) }

    /// Scrolls a viewport at a time to the end, laying out after each scroll.
    mutating func scrollToEnd() {
        let lastTopRow = lastTopRow
        let scrolls = (lastTopRow + list.visibleRowCount - 1) / list.visibleRowCount
        step("scroll to the end, \(list.visibleRowCount) rows at a time (\(scrolls) scrolls)") {
            list in
            while list.firstVisibleRow < lastTopRow {
                list.scroll(by: list.visibleRowCount)
                list.layoutIfNeeded()
            }
        }
    }

    /// Scrolls a viewport at a time back to the top, laying out after each scroll.
    mutating func scrollToTop() {
        let scrolls = (list.firstVisibleRow + list.visibleRowCount - 1) / list.visibleRowCount
        step("scroll back to the top (\(scrolls) scrolls)") { list in
            while list.firstVisibleRow > 0 {
                list.scroll(by: -list.visibleRowCount)
                list.layoutIfNeeded()
            }
        }
    }

    /// Records a check; a failed check makes the run unclean.
    mutating func check(_ passed: Bool, _ claim: String) {
        checksPassed = checksPassed && passed
        run.notes.append((passed ? "checked: " : "FAILED: ") + claim)
    }

    /// The finished run, with totals and findings.
    func finish() -> DemoReport.Run {
        var run = run
        run.statistics = list.statistics
        for kind in Diagnostic.Kind.allCases {
            let found = list.diagnostics.diagnostics(of: kind)
            guard let first = found.first else { continue }
            run.diagnostics[kind.rawValue] = found.count
            run.findings.append(
                "\(found.count) × [\(kind.rawValue)], first: \(first.source): \(first.message)"
                    + (kind == .staleState
                        ? " (each difference reads: fresh cell → this cell)" : ""))
        }
        run.clean =
            checksPassed && run.statistics.contentViewsReplaced == 0
            && run.statistics.staleCells == 0 && run.diagnostics.isEmpty
        return run
    }
}
