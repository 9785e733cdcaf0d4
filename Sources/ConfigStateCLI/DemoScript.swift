import ConfigState

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
    /// Told, after each scroll, which way the list scrolls (`down`, `back up`) and the
    /// fraction of the way done, from 0 to 1.
    var reportScrolling: (_ direction: String, _ fraction: Double) -> Void = { _, _ in }

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
        ) { [weak dataSource] header, _, indexPath in
            // Weakly: the data source holds the provider that holds this registration.
            guard let dataSource else { return }
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
    /// The end moves as the rows that come into view are measured, so the number of scrolls is
    /// known only once they are made.
    mutating func scrollToEnd() {
        let pageHeight = pageHeight
        let viewport = viewport
        let reportScrolling = reportScrolling
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
                reportScrolling("down", Double(collectionView.contentOffset.y / bottom()))
            }
            return "scroll to the end, \(viewport) rows at a time (\(scrolls) scrolls)"
        }
    }

    /// Scrolls a viewport at a time back to the top, laying out after each scroll.
    mutating func scrollToTop() {
        let pageHeight = pageHeight
        let start = collectionView.contentOffset.y
        let scrolls = Int((start / pageHeight).rounded(.up))
        let reportScrolling = reportScrolling
        step("scroll back to the top (\(scrolls) scrolls)") { collectionView in
            while collectionView.contentOffset.y > 0 {
                collectionView.contentOffset.y = max(collectionView.contentOffset.y - pageHeight, 0)
                collectionView.layoutIfNeeded()
                reportScrolling("back up", Double(1 - collectionView.contentOffset.y / start))
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
