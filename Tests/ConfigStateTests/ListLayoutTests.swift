import ConfigState
import Foundation
import Testing

// The list layout: rows as tall as their cells ask, estimates for rows never shown, headers
// and footers from supplementary registrations, per-section list configurations, and a
// viewport that stays still while estimates are corrected above it.

/// A list cell whose height the test chooses, so that the layout is tested apart from the
/// text-measuring model.
final class SizedListCell: CollectionViewListCell {
    var requestedHeight: CGFloat = 44

    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: targetSize.width, height: requestedHeight)
    }
}

/// A list of sections of `Int` items whose rows are `height(item)` tall, with optional headers
/// and footers from list cell registrations.
@MainActor
final class SizedList {
    /// What the registrations read, made before them.
    final class Settings {
        var height: (Int) -> CGFloat
        var headerHeight: CGFloat = 30
        var supplementaryRuns: [String] = []
        init(height: @escaping (Int) -> CGFloat) { self.height = height }
    }

    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let settings: Settings
    var supplementaryRuns: [String] { settings.supplementaryRuns }

    init(
        configuration: CollectionLayoutListConfiguration = CollectionLayoutListConfiguration(
            appearance: .plain),
        viewportHeight: CGFloat = 440, height: @escaping (Int) -> CGFloat = { _ in 44 }
    ) {
        let settings = Settings(height: height)
        self.settings = settings
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: viewportHeight),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let registration = CollectionView.CellRegistration<SizedListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.requestedHeight = settings.height(item)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<SizedListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Header \(indexPath.section)"
            view.contentConfiguration = content
            view.requestedHeight = settings.headerHeight
            settings.supplementaryRuns.append("header \(indexPath.section)")
        }
        let footer = CollectionView.SupplementaryRegistration<SizedListCell>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { view, kind, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Footer \(indexPath.section)"
            view.contentConfiguration = content
            view.requestedHeight = 20
            settings.supplementaryRuns.append("footer \(indexPath.section)")
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == CollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(
                    using: header, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(
                    using: footer, for: indexPath)
        }
    }

    /// Applies sections 0, 1, … of `counts[s]` items numbered `s * 1000 + i`.
    func apply(sections counts: [Int]) {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<count).map { section * 1000 + $0 }, toSection: section)
        }
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
    }

    func frame(ofItem item: Int) -> CGRect? {
        dataSource.indexPath(for: item).flatMap {
            collectionView.collectionViewLayout.layoutAttributesForItem(at: $0)?.frame
        }
    }

    /// Where `item`'s top is on screen: its frame's top less the content offset.
    func screenTop(ofItem item: Int) -> CGFloat? {
        frame(ofItem: item).map { $0.minY - collectionView.contentOffset.y }
    }
}

@MainActor
@Suite("List layout")
struct ListLayoutTests {
    @Test func aListConfigurationStartsWithUIKitsDefaults() {
        for appearance in CollectionLayoutListConfiguration.Appearance.allCases {
            let configuration = CollectionLayoutListConfiguration(appearance: appearance)
            let isSidebar = appearance == .sidebar || appearance == .sidebarPlain
            #expect(configuration.showsSeparators == !isSidebar, "\(appearance)")
            #expect(configuration.headerMode == .none && configuration.footerMode == .none)
            #expect(configuration.headerTopPadding == nil)
            #expect(configuration.backgroundColor == nil)
            #expect(
                configuration.separatorConfiguration.bottomSeparatorInsets
                    == ListSeparatorConfiguration.automaticInsets)
        }
    }

    @Test func rowsAreAsTallAsTheirCellsAsk() throws {
        let list = SizedList { item in [30, 60, 90][item] }
        list.apply(sections: [3])
        #expect(list.frame(ofItem: 0) == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(list.frame(ofItem: 1) == CGRect(x: 0, y: 30, width: 390, height: 60))
        #expect(list.frame(ofItem: 2) == CGRect(x: 0, y: 90, width: 390, height: 90))
        #expect(list.collectionView.contentSize == CGSize(width: 390, height: 180))
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 30, width: 390, height: 60), "cells get the frames")
    }

    @Test func rowsNeverShownAreEstimatedAt44Points() {
        let list = SizedList(viewportHeight: 200) { _ in 60 }
        list.apply(sections: [100])
        #expect(
            list.collectionView.indexPathsForVisibleItems.count == 4, "200 points of 60-point rows")
        // Each row is measured as it comes in: at 44 points a fifth row would fill the
        // viewport, but the four measured rows push it below, so it is neither dequeued nor
        // measured, and the other 96 are still estimated.
        #expect(list.collectionView.contentSize.height == CGFloat(4 * 60 + 96 * 44))
        #expect(list.collectionView.statistics.cellsDequeued == 4, "no row dequeued in vain")
    }

    @Test func heightsAreRoundedUpToQuarterPoints() {
        let list = SizedList { _ in 44.1 }
        list.apply(sections: [2])
        #expect(list.frame(ofItem: 1)?.minY == 44.25)
    }

    @Test func theVisibleItemsAreExactlyThoseMeetingTheBounds() {
        let list = SizedList(viewportHeight: 300) { item in CGFloat(20 + (item * 37) % 70) }
        list.apply(sections: [40, 0, 25])
        for offset in stride(from: 0.0, through: 1_500, by: 97.5) {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
            let visible = list.collectionView.indexPathsForVisibleItems
            let bounds = CGRect(
                origin: list.collectionView.contentOffset, size: CGSize(width: 390, height: 300))
            let layout = list.collectionView.collectionViewLayout
            let expected =
                (0..<40).map { IndexPath(item: $0, section: 0) }
                + (0..<25).map { IndexPath(item: $0, section: 2) }
            let meeting = expected.filter {
                layout.layoutAttributesForItem(at: $0).map {
                    $0.frame.minY < bounds.maxY && $0.frame.maxY > bounds.minY
                } ?? false
            }
            #expect(visible == meeting, "at \(offset)")
        }
    }

    @Test func framesTileTheContentWithoutGapsOrOverlaps() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let list = SizedList(configuration: configuration, viewportHeight: 5_000) { item in
            CGFloat(30 + item % 3 * 10)
        }
        list.apply(sections: [3, 2])
        let render = list.collectionView.render()
        var frames = render.rows.map(\.frame) + render.supplementaryViews.map(\.frame)
        frames.sort { $0.minY < $1.minY }
        #expect(frames.count == 9, "5 rows, 2 headers, 2 footers")
        // 35 points above a section without a header, 17 above one with a header; 35 at the end.
        #expect(frames.first?.minY == 17)
        for (above, below) in zip(frames, frames.dropFirst()) {
            #expect(above.maxY <= below.minY, "no overlap")
        }
        #expect(
            frames.allSatisfy { $0.minX == 20 && $0.width == 350 },
            "inset grouped: 20 points a side")
        let gaps = zip(frames, frames.dropFirst()).map { $1.minY - $0.maxY }
        #expect(gaps == [0, 0, 0, 0, 17, 0, 0, 0], "the next section's padding is the only gap")
        #expect(list.collectionView.contentSize.height == frames.last!.maxY + 35)
    }

    @Test func headerTopPaddingReplacesTheAutomaticPadding() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 5
        let list = SizedList(configuration: configuration)
        list.apply(sections: [1, 1])
        let headers = list.collectionView.render().supplementaryViews
        let tops: [CGFloat] = headers.map(\.frame.minY)
        let expected: [CGFloat] = [5, 84]  // 5 padding, 30 header, 44 row, 5 padding
        #expect(tops == expected)
        configuration.headerTopPadding = -3
        #expect(configuration.headerTopPadding == 0, "negative padding clamps to 0")
    }

    @Test func headersAndFootersComeFromTheSupplementaryViewProvider() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let list = SizedList(configuration: configuration)
        list.apply(sections: [2, 1])
        #expect(list.supplementaryRuns == ["header 0", "footer 0", "header 1", "footer 1"])
        let collectionView = list.collectionView
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(
                ofKind: CollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        let header = try #require(
            collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1)) as? CollectionViewListCell)
        #expect(
            (header.contentConfiguration as? ListContentConfiguration)?.text == "Header 1")
        #expect(
            collectionView.visibleSupplementaryViews(
                ofKind: CollectionView.elementKindSectionFooter
            ).count == 2)
        #expect(header.traitCollection.listEnvironment == .grouped)
        #expect(collectionView.diagnostics.diagnostics.isEmpty)
    }

    @Test func headersScrollAndAreReused() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = SizedList(configuration: configuration, viewportHeight: 300)
        list.apply(sections: Array(repeating: 3, count: 200))
        for step in 1...300 {
            list.collectionView.setContentOffset(
                CGPoint(x: 0, y: CGFloat(step) * 41), animated: false)
            list.collectionView.layoutIfNeeded()
        }
        let statistics = list.collectionView.statistics
        #expect(statistics.supplementaryViewsDequeued > 60, "\(statistics)")
        #expect(statistics.supplementaryViewsCreated <= 5, "bounded by the viewport: \(statistics)")
        #expect(statistics.cellsCreated <= 10, "\(statistics)")
    }

    @Test func aListWithoutASupplementaryViewProviderShowsAPlaceholderAndSaysSo() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = SizedList(configuration: configuration)
        list.dataSource.supplementaryViewProvider = nil
        list.apply(sections: [2])
        let render = list.collectionView.render()
        #expect(render.supplementaryViews.count == 1, "a placeholder stands in")
        let misuse = list.collectionView.diagnostics.diagnostics(of: .cellProviderMisuse)
        #expect(misuse.count == 1)
        #expect(misuse.first?.message.contains("section header at [0, 0]") == true)
    }

    @Test func theDelegateHearsHeadersComeAndGo() {
        final class Recorder: CollectionViewDelegate {
            var events: [String] = []
            func collectionView(
                _ collectionView: CollectionView,
                willDisplaySupplementaryView view: CollectionReusableView,
                forElementKind elementKind: String, at indexPath: IndexPath
            ) { events.append("show \(indexPath.section)") }
            func collectionView(
                _ collectionView: CollectionView,
                didEndDisplayingSupplementaryView view: CollectionReusableView,
                forElementOfKind elementKind: String, at indexPath: IndexPath
            ) { events.append("hide \(indexPath.section)") }
        }
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let list = SizedList(configuration: configuration, viewportHeight: 100)
        let recorder = Recorder()
        list.collectionView.delegate = recorder
        list.apply(sections: [1, 1, 1])
        list.collectionView.setContentOffset(CGPoint(x: 0, y: 110), animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(recorder.events == ["show 0", "hide 0", "show 1"])
    }

    @Test func eachSectionCanHaveItsOwnAppearance() throws {
        let layout = CollectionViewCompositionalLayout { section, environment in
            var configuration = CollectionLayoutListConfiguration(
                appearance: section == 0 ? .insetGrouped : .sidebar)
            configuration.headerMode = section == 0 ? .supplementary : .none
            return CollectionLayoutSection.list(
                using: configuration, layoutEnvironment: environment)
        }
        let list = SizedList()
        list.collectionView.collectionViewLayout = layout
        list.apply(sections: [1, 1])
        let first = try #require(
            list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(
            list.collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(first.traitCollection.listEnvironment == .insetGrouped)
        #expect(second.traitCollection.listEnvironment == .sidebar)
        #expect(first.frame.minX == 20 && second.frame.minX == 0)
        #expect(
            list.collectionView.render().supplementaryViews.count == 1,
            "only section 0 has a header")
    }

    @Test func scrollToItemPutsTheMeasuredItemWhereAsked() throws {
        let list = SizedList(viewportHeight: 300) { item in CGFloat(30 + (item * 53) % 90) }
        list.apply(sections: [300])
        let collectionView = list.collectionView
        for (item, position) in [
            (150, CollectionView.ScrollPosition.top), (40, .centeredVertically), (220, .bottom),
        ] {
            collectionView.scrollToItem(
                at: IndexPath(item: item, section: 0), at: position, animated: false)
            let frame = try #require(list.frame(ofItem: item))
            let offset = collectionView.contentOffset.y
            switch position {
            case .top: #expect(frame.minY == offset, "item \(item)")
            case .bottom: #expect(frame.maxY == offset + 300, "item \(item)")
            default: #expect(frame.midY == offset + 150, "item \(item)")
            }
            #expect(
                collectionView.indexPathsForVisibleItems.contains(IndexPath(item: item, section: 0))
            )
        }
    }

    @Test func correctingEstimatesAboveKeepsWhatIsOnScreenStill() throws {
        let list = SizedList(viewportHeight: 300) { _ in 88 }
        list.apply(sections: [200])
        let collectionView = list.collectionView
        collectionView.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        #expect(list.screenTop(ofItem: 100) == 0)
        // Rows 95…99 were never measured: estimated at 44. Scrolling up 100 points brings
        // them in; once measured at 88 they push row 100 down, and the offset follows.
        collectionView.setContentOffset(
            CGPoint(x: 0, y: collectionView.contentOffset.y - 100), animated: false)
        collectionView.layoutIfNeeded()
        #expect(list.screenTop(ofItem: 100) == 100, "row 100 stayed where the scroll put it")
        let visible = collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(visible.first == 98 && visible.contains(100))
    }

    @Test func largerTextShowsFewerRows() {
        func visibleRows(_ category: ContentSizeCategory) -> Int {
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                collectionViewLayout: CollectionViewCompositionalLayout.list(
                    using: CollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.traitCollection = TraitCollection(preferredContentSizeCategory: category)
            let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
                cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                content.secondaryText = "Details of row \(item)"
                cell.contentConfiguration = content
            }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: collectionView
            ) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: item)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<100))
            dataSource.apply(snapshot)
            return collectionView.indexPathsForVisibleItems.count
        }
        let large = visibleRows(.large)
        let huge = visibleRows(.accessibilityExtraExtraExtraLarge)
        #expect(huge < large, "\(huge) rows at AX5, \(large) at the default size")
    }

    /// The layout rebuilds on the collection view's word (a trait change invalidates it), not
    /// by comparing the traits every pass: a text size changed after the rows were measured
    /// measures them again, and changing it back gives the rows back.
    @Test func aTextSizeChangedAfterALayoutMeasuresTheRowsAgain() {
        let list = ListHarness<Int, Int>(rows: 14)
        list.dataSource.apply(ListHarness.snapshot([0: Array(0..<100)]))
        let collectionView = list.collectionView
        let large = collectionView.indexPathsForVisibleItems.count
        let largeHeight = collectionView.visibleCells.first?.frame.height
        collectionView.traitCollection = TraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let huge = collectionView.indexPathsForVisibleItems.count
        #expect(huge < large, "\(huge) rows at AX5, \(large) at the default size")
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.height > largeHeight ?? 0 })
        collectionView.traitCollection = TraitCollection(preferredContentSizeCategory: .large)
        #expect(collectionView.indexPathsForVisibleItems.count == large)
        #expect(collectionView.visibleCells.first?.frame.height == largeHeight)
    }
}

@MainActor
@Suite("Docs/ListLayout.md")
struct ListLayoutDocTests {
    /// The guide's table of each appearance's numbers, by appearance name.
    private func table() throws -> [String: [CGFloat]] {
        let url = packageRoot().appendingPathComponent("Docs/ListLayout.md")
        let document = try String(contentsOf: url, encoding: .utf8)
        var rows: [String: [CGFloat]] = [:]
        for line in document.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let numbers = cells.dropFirst().compactMap { Double($0) }.map { CGFloat($0) }
            if numbers.count == 6 { rows[cells[0]] = numbers }
        }
        return rows
    }

    /// The numbers the table lists, measured on a live layout: two sections of one 44-point
    /// row each, with or without 30-point headers.
    private func measured(_ appearance: CollectionLayoutListConfiguration.Appearance) -> [CGFloat] {
        func layout(headers: Bool) -> (rows: [CGRect], headers: [CGRect], height: CGFloat) {
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = headers ? .supplementary : .none
            let list = SizedList(configuration: configuration, viewportHeight: 2_000)
            list.apply(sections: [1, 1])
            let render = list.collectionView.render()
            return (
                render.rows.map(\.frame), render.supplementaryViews.map(\.frame),
                list.collectionView.contentSize.height
            )
        }
        let withHeaders = layout(headers: true)
        let without = layout(headers: false)
        return [
            withHeaders.headers[0].minY, withHeaders.headers[1].minY - withHeaders.rows[0].maxY,
            without.rows[0].minY, without.rows[1].minY - without.rows[0].maxY,
            without.height - without.rows[1].maxY, without.rows[0].minX,
        ]
    }

    @Test func theTableOfEachAppearancesNumbersIsWhatTheLayoutDoes() throws {
        let table = try table()
        for appearance in CollectionLayoutListConfiguration.Appearance.allCases {
            let documented = try #require(table["\(appearance)"], "no row for \(appearance)")
            #expect(documented == measured(appearance), "\(appearance)")
        }
    }
}
