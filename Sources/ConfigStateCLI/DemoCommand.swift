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
        let demo = Demo(itemCount: items, viewport: viewport)
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
                context.printError("error: cannot write the demo's screen to '\(path)': \(problem)")
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
        var statistics: CollectionViewStatistics
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
    typealias Registration = CollectionView.CellRegistration<CollectionViewListCell, Int>

    let itemCount: Int
    let viewport: Int
    private(set) var report: DemoReport
    /// The first scene's screen at its end, as a page.
    private(set) var screen: ListScreenHTML

    init(itemCount: Int, viewport: Int) {
        self.itemCount = itemCount
        self.viewport = viewport
        report = DemoReport(items: itemCount, viewport: viewport, scenes: [])
        screen = ListScreenHTML(
            render: CollectionViewRender(rows: []), viewport: .zero, listBackground: .clear,
            sectionCornerRadius: 0, itemCounts: [], title: "", caption: "")
        let (scroll, screen) = scrollScene()
        self.screen = screen
        report.scenes = [scroll, contentTypeScene(), leakyHandlerScene()]
    }

    /// The items: `0..<itemCount`.
    private var items: [Int] { Array(0..<itemCount) }

    /// Scene 1: scroll a well-behaved list down and back with one item selected and one
    /// swiped open; and the screen it ends on.
    private func scrollScene() -> (DemoReport.Scene, ListScreenHTML) {
        let registration = Registration { cell, _, item in
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
        let swiped = min(1, itemCount - 1)
        run.select(selected)
        run.swipeOpen(swiped)
        run.scrollToEnd()
        run.scrollToTop()
        run.scrollIntoView(selected)
        run.check(
            run.showsSelected(onlyItem: selected),
            "item \(selected) is selected again on the cell now showing it, and no other visible cell is selected"
        )
        run.check(
            run.showsSwipeActions(onlyItem: swiped),
            "item \(swiped) is still swiped open, its actions shown on the cell showing it (when it shows), and on no other"
        )
        let scene = DemoReport.Scene(
            title: "Scroll the whole list and back with one item selected and one swiped open",
            runs: [run.finish()])
        return (scene, run.screen(caption: "configstate demo, scene 1: \(itemCount) items"))
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
        let shared = Registration { cell, _, item in configure(cell, item) }
        let mistake = scrolledThrough(
            script(
                .mistake, "two content types, one registration",
                describing:
                    "one registration shows a badge for every third item and list content otherwise"
            ) { _ in shared })

        let rows = Registration { cell, _, item in configure(cell, item) }
        let badges = Registration { cell, _, item in configure(cell, item) }
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
        let leaky = Registration { cell, _, item in
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

        let reset = Registration { cell, _, item in
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
    /// The registrations exist before the cell provider runs, as UIKit requires.
    private func script(
        _ role: DemoReport.Role, _ short: String, describing registration: String,
        using cellRegistration: @escaping (Int) -> Registration
    ) -> Script {
        Script(role: role, short: short, registration: registration, viewport: viewport) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
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

/// One list — a collection view with a list layout and a diffable data source, as a UIKit app
/// builds it — driven through a script, recording what each step changed.
@MainActor
struct Script {
    typealias DataSource = CollectionViewDiffableDataSource<Int, Int>

    let collectionView: CollectionView
    /// Held here: the collection view holds its data source weakly, as in UIKit.
    let dataSource: DataSource
    /// The rows the viewport shows.
    let viewport: Int
    private var run: DemoReport.Run
    private var checksPassed = true

    /// A list row's height, in points: the list layout's estimated row height, as in UIKit.
    static let rowHeight: CGFloat = 44

    init(
        role: DemoReport.Role, short: String, registration: String, viewport: Int,
        cellProvider: @escaping DataSource.CellProvider
    ) {
        self.viewport = viewport
        // A viewport of `viewport` rows: the frame's height, as a UIKit list's. Any width
        // does; rows span it.
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(viewport) * Self.rowHeight),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.isReuseAuditEnabled = true
        let dataSource = DataSource(collectionView: collectionView, cellProvider: cellProvider)
        self.dataSource = dataSource
        collectionView.collectionViewLayout = Self.layout(for: dataSource)
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            let items = dataSource.snapshot().itemIdentifiers(
                inSection: dataSource.sectionIdentifier(for: indexPath.section) ?? 0)
            var content = header.defaultContentConfiguration()
            content.text = "Items \(items.first ?? 0)–\(items.last ?? 0)"
            header.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        run = DemoReport.Run(
            role: role, registration: registration, short: short, steps: [], notes: [],
            statistics: CollectionViewStatistics(), diagnostics: [:], findings: [], clean: false)
    }

    /// How many items a section holds.
    static let sectionSize = 25

    /// The list layout: inset grouped, with section headers, the automatic separators and a
    /// trailing swipe that reveals Delete and Flag.
    private static func layout(for dataSource: DataSource) -> CollectionViewLayout {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
            guard dataSource?.itemIdentifier(for: indexPath) != nil else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                done(true)
            }
            let flag = ContextualAction(style: .normal, title: "Flag") { _, _, done in
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return SwipeActionsConfiguration(actions: [delete, flag])
        }
        return CollectionViewCompositionalLayout.list(using: configuration)
    }

    /// Runs `action`, lays out, and records the change in the collection view's statistics.
    mutating func step(_ action: String, _ body: (CollectionView) -> Void) {
        step { collectionView in
            body(collectionView)
            return action
        }
    }

    /// Runs a step that names itself once done, lays out, and records the change in the
    /// collection view's statistics.
    mutating func step(_ body: (CollectionView) -> String) {
        let before = collectionView.statistics
        let action = body(collectionView)
        collectionView.layoutIfNeeded()
        let after = collectionView.statistics
        run.steps.append(
            DemoReport.Step(
                action: action, cellsCreated: after.cellsCreated - before.cellsCreated,
                cellsReused: after.cellsReused - before.cellsReused,
                contentViewsReplaced: after.contentViewsReplaced - before.contentViewsReplaced,
                staleCells: after.staleCells - before.staleCells))
    }

    /// Applies the items in sections of ``sectionSize``.
    mutating func apply(_ items: [Int]) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for (section, start) in stride(from: 0, to: items.count, by: Self.sectionSize).enumerated()
        {
            snapshot.appendSections([section])
            snapshot.appendItems(
                Array(items[start..<min(start + Self.sectionSize, items.count)]),
                toSection: section)
        }
        let dataSource = dataSource
        step("apply \(items.count) items") { _ in
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    /// Selects `item` by its index path, as UIKit selects.
    mutating func select(_ item: Int) {
        let indexPath = dataSource.indexPath(for: item)
        step("select item \(item)") {
            $0.selectItem(at: indexPath, animated: false, scrollPosition: [])
        }
    }

    /// Swipes `item` open from the trailing edge, revealing its actions.
    mutating func swipeOpen(_ item: Int) {
        let indexPath = dataSource.indexPath(for: item)
        step("swipe item \(item) open: Delete, Flag") { collectionView in
            if let indexPath { collectionView.revealSwipeActions(at: indexPath, edge: .trailing) }
        }
    }

    /// Whether `item` is the swiped item, and — among the visible cells — exactly the one
    /// showing it, if it shows, shows actions.
    func showsSwipeActions(onlyItem item: Int) -> Bool {
        guard let indexPath = dataSource.indexPath(for: item),
            collectionView.indexPathForSwipedItem == indexPath
        else { return false }
        return collectionView.indexPathsForVisibleItems.allSatisfy { visible in
            let showsActions = collectionView.cellForItem(at: visible)?.render().swipeActions != nil
            return showsActions == (visible == indexPath)
        }
    }

    /// What the viewport shows now, as a page.
    func screen(caption: String) -> ListScreenHTML {
        let traits = collectionView.traitCollection
        return ListScreenHTML(
            render: collectionView.render(),
            viewport: CGRect(
                origin: collectionView.contentOffset, size: collectionView.bounds.size),
            listBackground: traits.listEnvironment.backgroundColor.resolve(
                in: traits.colorEnvironment),
            sectionCornerRadius: 10,
            itemCounts: (0..<collectionView.numberOfSections).map {
                collectionView.numberOfItems(inSection: $0)
            },
            title: "An inset grouped list, as laid out", caption: caption)
    }

    /// Scrolls `item` to the top of the viewport, if it is not visible.
    mutating func scrollIntoView(_ item: Int) {
        guard let indexPath = dataSource.indexPath(for: item),
            !collectionView.indexPathsForVisibleItems.contains(indexPath)
        else { return }
        step("scroll item \(item) into view") {
            $0.scrollToItem(at: indexPath, at: .top, animated: false)
        }
    }

    /// A viewport's height: one scroll.
    private var pageHeight: CGFloat { CGFloat(viewport) * Self.rowHeight }

    /// Scrolls a viewport at a time to the end of the content, laying out after each scroll.
    /// Scrolls a viewport at a time to the end of the content, laying out after each scroll.
    /// The end moves as the rows that come into view are measured, so the number of scrolls is
    /// known only once they are made.
    mutating func scrollToEnd() {
        let pageHeight = pageHeight
        let viewport = viewport
        step { collectionView in
            @MainActor func bottom() -> CGFloat {
                max(collectionView.contentSize.height - collectionView.bounds.height, 0)
            }
            var scrolls = 0
            while collectionView.contentOffset.y < bottom() {
                collectionView.contentOffset.y = min(
                    collectionView.contentOffset.y + pageHeight, bottom())
                collectionView.layoutIfNeeded()
                scrolls += 1
            }
            return "scroll to the end, \(viewport) rows at a time (\(scrolls) scrolls)"
        }
    }

    /// Scrolls a viewport at a time back to the top, laying out after each scroll.
    mutating func scrollToTop() {
        let pageHeight = pageHeight
        let scrolls = Int((collectionView.contentOffset.y / pageHeight).rounded(.up))
        step("scroll back to the top (\(scrolls) scrolls)") { collectionView in
            while collectionView.contentOffset.y > 0 {
                collectionView.contentOffset.y = max(collectionView.contentOffset.y - pageHeight, 0)
                collectionView.layoutIfNeeded()
            }
        }
    }

    /// Whether `item` is the one selected item, and the cell showing it — and no other visible
    /// cell — is in the selected state.
    func showsSelected(onlyItem item: Int) -> Bool {
        guard let indexPath = dataSource.indexPath(for: item),
            collectionView.indexPathsForSelectedItems == [indexPath],
            collectionView.cellForItem(at: indexPath)?.configurationState.isSelected == true
        else { return false }
        return collectionView.indexPathsForVisibleItems.allSatisfy { visible in
            visible == indexPath
                || collectionView.cellForItem(at: visible)?.configurationState.isSelected == false
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
        run.statistics = collectionView.statistics
        for kind in Diagnostic.Kind.allCases {
            let found = collectionView.diagnostics.diagnostics(of: kind)
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
