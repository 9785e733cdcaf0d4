import ConfigState
import Testing

// What a list layout adds to its cells: separators, headers and footers made of list cells,
// first-item headers, and swipe actions.

/// A list of `String` items with a list configuration the test chooses.
@MainActor
final class DecoratedList {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    init(_ configuration: CollectionLayoutListConfiguration, height: CGFloat = 600) {
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: height),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    func apply(_ sections: [[String]]) {
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        for (index, items) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(items, toSection: index)
        }
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
    }

    func render(of item: String) -> ViewRender? {
        dataSource.indexPath(for: item).flatMap(collectionView.cellForItem(at:))?.render()
    }

    /// Which items show a bottom separator, in order.
    var itemsWithBottomSeparators: [String] {
        collectionView.render().rows.filter { $0.render.bottomSeparator != nil }.map(\.item)
    }
}

@MainActor
@Suite("List separators")
struct ListSeparatorTests {
    @Test func everyItemButTheLastOfItsSectionHasASeparatorBelow() throws {
        let list = DecoratedList(CollectionLayoutListConfiguration(appearance: .plain))
        list.apply([["a", "b", "c"], ["d", "e"]])
        #expect(list.itemsWithBottomSeparators == ["a", "b", "d"])
        let rows = list.collectionView.render().rows
        #expect(rows.allSatisfy { $0.render.topSeparator == nil }, "none above")
        let separator = try #require(list.render(of: "a")?.bottomSeparator)
        #expect(separator.color == Color.separator.resolve(in: TraitCollection().colorEnvironment))
        // Automatic insets: under the text, to the trailing edge; one pixel along the bottom.
        #expect(separator.leadingInset == 16 && separator.trailingInset == 0)
        #expect(separator.frame == CGRect(x: 16, y: 44 - 1.0 / 3, width: 374, height: 1.0 / 3))
    }

    @Test func sidebarsShowNoSeparatorsAndShowsSeparatorsTurnsThemOff() {
        let sidebar = DecoratedList(CollectionLayoutListConfiguration(appearance: .sidebar))
        sidebar.apply([["a", "b"]])
        #expect(sidebar.itemsWithBottomSeparators.isEmpty)
        var plain = CollectionLayoutListConfiguration(appearance: .plain)
        plain.showsSeparators = false
        let list = DecoratedList(plain)
        list.apply([["a", "b"]])
        #expect(list.itemsWithBottomSeparators.isEmpty)
    }

    @Test func theSeparatorStartsUnderTheTextPastAnImage() throws {
        let list = DecoratedList(CollectionLayoutListConfiguration(appearance: .plain))
        list.apply([["a", "b"]])
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        var content = try #require(cell.contentConfiguration as? ListContentConfiguration)
        content.image = Image(systemName: "star")
        cell.contentConfiguration = content
        let render = cell.render()
        let text = try #require(render.frames?.text)
        #expect(render.bottomSeparator?.leadingInset == Double(text.minX))
        #expect(render.separatorInsets?.leading == text.minX)
        let listCell = try #require(cell as? CollectionViewListCell)
        let guide = listCell.separatorLayoutGuide
        #expect(guide.owningView === cell && guide === listCell.separatorLayoutGuide)
        #expect(guide.layoutFrame == CGRect(x: text.minX, y: 0, width: 390 - text.minX, height: 44))
        // Without the image the guide starts at the content's leading margin.
        content.image = nil
        cell.contentConfiguration = content
        #expect(guide.layoutFrame.minX == 16)
    }

    @Test func separatorsNextToAHighlightedOrSelectedItemHide() {
        let list = DecoratedList(CollectionLayoutListConfiguration(appearance: .insetGrouped))
        list.apply([["a", "b", "c", "d"]])
        list.collectionView.selectItem(
            at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        list.collectionView.layoutIfNeeded()
        #expect(list.itemsWithBottomSeparators == ["c"], "a's and b's touch the selected b")
        list.collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        list.collectionView.highlightItem(at: IndexPath(item: 2, section: 0))
        list.collectionView.layoutIfNeeded()
        #expect(list.itemsWithBottomSeparators == ["a"])
    }

    @Test func separatorsBetweenSelectedItemsTakeTheMultipleSelectionColor() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.multipleSelectionColor = .systemPink
        let list = DecoratedList(configuration)
        list.collectionView.allowsMultipleSelection = true
        list.apply([["a", "b", "c"]])
        for item in [0, 1] {
            list.collectionView.selectItem(
                at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        list.collectionView.layoutIfNeeded()
        #expect(list.itemsWithBottomSeparators == ["a"])
        let color = try #require(list.render(of: "a")?.bottomSeparator?.color)
        #expect(color == Color.systemPink.resolve(in: TraitCollection().colorEnvironment))
    }

    @Test func theItemSeparatorHandlerHasTheLastWord() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.separatorConfiguration.bottomSeparatorInsets.leading = 60
        var asked: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            asked.append(indexPath)
            var configuration = sectionConfiguration
            if indexPath.item == 0 { configuration.topSeparatorVisibility = .visible }
            if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
            if indexPath.item == 2 { configuration.bottomSeparatorVisibility = .visible }
            return configuration
        }
        let list = DecoratedList(configuration)
        list.apply([["a", "b", "c"]])
        #expect(Set(asked) == Set((0..<3).map { IndexPath(item: $0, section: 0) }))
        #expect(list.itemsWithBottomSeparators == ["a", "c"], "c is last, but the handler wins")
        let a = try #require(list.render(of: "a"))
        #expect(a.topSeparator?.frame?.minY == 0)
        #expect(a.bottomSeparator?.leadingInset == 60, "an explicit inset stands")
        #expect(
            a.bottomSeparator?.color
                == Color.systemRed.resolve(in: TraitCollection().colorEnvironment))
    }

    @Test func aPassThatScrollsAndRefreshesGivesEachRowItsStateOnce() {
        // A pass that brings rows in (a scroll) and refreshes every visible row's state (a
        // selection changed) gives each row its state once — the rows that came in as they
        // came, the others after — so the separator handler, asked for each state given, is
        // asked once per row.
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        var asked: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            asked.append(indexPath)
            return sectionConfiguration
        }
        let list = DecoratedList(configuration, height: 440)
        list.apply([(0..<100).map { "Row \($0)" }])
        asked = []
        list.collectionView.selectItem(
            at: IndexPath(item: 12, section: 0), animated: false, scrollPosition: [])
        list.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        list.collectionView.layoutIfNeeded()
        let visible = Set(list.collectionView.indexPathsForVisibleItems)
        #expect(visible.contains(IndexPath(item: 12, section: 0)))
        #expect(Set(asked) == visible)
        #expect(asked.count == visible.count, "no row is given its state twice")
    }
}

@MainActor
@Suite("List headers and footers")
struct ListHeaderTests {
    @Test func aListCellMadeAHeaderGetsTheHeadersDefaults() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = DecoratedList(configuration)
        list.apply([["a"]])
        let header = try #require(
            list.collectionView.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell)
        let content = try #require(header.contentConfiguration as? ListContentConfiguration)
        #expect(content.style == ListContentConfiguration.header().style)
        #expect(header.backgroundConfiguration?.style == BackgroundConfiguration.listHeader().style)
        #expect(header.render().bottomSeparator == nil, "headers carry no item separators")
        let cell = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.maxY <= cell.frame.minY)
    }

    @Test func theFirstItemOfEachSectionIsItsHeaderInFirstItemMode() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let list = DecoratedList(configuration)
        list.apply([["Header 0", "a", "b"], ["Header 1", "c"]])
        func style(_ item: String) throws -> ListContentConfiguration.Style {
            let indexPath = try #require(list.dataSource.indexPath(for: item))
            let cell = try #require(
                list.collectionView.cellForItem(at: indexPath) as? CollectionViewListCell)
            return try #require(cell.contentConfiguration as? ListContentConfiguration).style
        }
        #expect(try style("Header 0") == ListContentConfiguration.header().style)
        #expect(try style("Header 1") == ListContentConfiguration.header().style)
        #expect(try style("a") == ListContentConfiguration.cell().style)
        // New items: the header's cell goes back to the pool and is reused; whichever cell
        // shows an item has the look of its part.
        list.apply([["x", "y", "z", "w"]])
        #expect(try style("x") == ListContentConfiguration.header().style)
        for item in ["y", "z", "w"] {
            #expect(try style(item) == ListContentConfiguration.cell().style)
            let indexPath = try #require(list.dataSource.indexPath(for: item))
            let cell = try #require(list.collectionView.cellForItem(at: indexPath))
            #expect(cell.backgroundConfiguration?.style == BackgroundConfiguration.listCell().style)
        }
    }

    @Test func theAuditChecksHeadersLikeCells() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.isReuseAuditEnabled = true
        let cell = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
        }
        // The classic stale-state bug, in a header: it starts from the view's previous
        // configuration and sets secondary text only for even sections.
        let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content =
                view.contentConfiguration as? ListContentConfiguration
                ?? view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            if indexPath.section.isMultiple(of: 2) { content.secondaryText = "even" }
            view.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView)
        {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        for section in 0..<40 {
            snapshot.appendSections([section])
            snapshot.appendItems([section * 10, section * 10 + 1], toSection: section)
        }
        dataSource.apply(snapshot)
        for step in 1...40 {
            collectionView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 60), animated: false)
            collectionView.layoutIfNeeded()
        }
        let stale = collectionView.diagnostics.diagnostics(of: .staleState)
        #expect(collectionView.statistics.supplementaryViewsAudited > 10)
        #expect(collectionView.statistics.staleSupplementaryViews > 0)
        let first = try #require(stale.first)
        #expect(first.message.contains("section header at"))
        #expect(first.properties.contains("content.secondaryText.text"))
    }
}

@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
    /// A list whose items reveal "Flag" from the leading edge and "Delete", "More" from the
    /// trailing edge; performed actions are logged, and Delete deletes.
    @MainActor
    final class Inbox {
        var items = ["a", "b", "c"]
        var log: [String] = []
        var completeMore = false
        // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
        // Set at the end of init: the providers it builds read it.
        var list: DecoratedList!

        init() {
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                guard indexPath.item != 2 else { return nil }
                let flag = ContextualAction(style: .normal, title: "Flag") { action, view, done in
                    self.log.append("flag \(indexPath.item)")
                    done(true)
                }
                flag.backgroundColor = .systemOrange
                let configuration = SwipeActionsConfiguration(actions: [flag])
                configuration.performsFirstActionWithFullSwipe = indexPath.item == 0
                return configuration
            }
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let item = self.list.dataSource.itemIdentifier(for: indexPath)!
                let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    self.log.append("delete \(item)")
                    self.items.removeAll { $0 == item }
                    self.apply()
                    done(true)
                }
                let more = ContextualAction(style: .normal, title: "More") { _, _, done in
                    self.log.append("more \(item)")
                    done(self.completeMore)
                }
                return SwipeActionsConfiguration(actions: [delete, more])
            }
            list = DecoratedList(configuration)
            apply()
        }

        func apply() { list.apply([items]) }
        var collectionView: CollectionView { list.collectionView }
    }

    @Test func aSwipeRevealsTheProvidersActionsInTheRender() throws {
        let inbox = Inbox()
        #expect(
            inbox.collectionView.revealSwipeActions(
                at: IndexPath(item: 1, section: 0), edge: .trailing))
        let cell = try #require(
            inbox.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.isSwiped && cell.configurationState.isSwiped)
        let actions = try #require(cell.render().swipeActions)
        #expect(actions.edge == .trailing)
        #expect(actions.actions.map(\.title) == ["Delete", "More"])
        let environment = TraitCollection().colorEnvironment
        #expect(
            actions.actions.map(\.backgroundColor)
                == [
                    Color.systemRed.resolve(in: environment),
                    Color.systemGray.resolve(in: environment),
                ],
            "UIKit's defaults per style")
        #expect(inbox.collectionView.indexPathForSwipedItem == IndexPath(item: 1, section: 0))
    }

    @Test func anItemWithoutActionsDoesNotSwipe() {
        let inbox = Inbox()
        #expect(
            !inbox.collectionView.revealSwipeActions(
                at: IndexPath(item: 2, section: 0), edge: .leading))
        #expect(inbox.collectionView.indexPathForSwipedItem == nil)
        #expect(
            !inbox.collectionView.revealSwipeActions(
                at: IndexPath(item: 9, section: 0), edge: .trailing))
    }

    @Test func tappingAnActionRunsItAndItsCompletionDecides() throws {
        let inbox = Inbox()
        let collectionView = inbox.collectionView
        collectionView.revealSwipeActions(at: IndexPath(item: 0, section: 0), edge: .trailing)
        #expect(collectionView.tapSwipeAction(at: 1))
        #expect(inbox.log == ["more a"])
        #expect(collectionView.revealedSwipeActions != nil, "completion(false) leaves it open")
        inbox.completeMore = true
        collectionView.tapSwipeAction(at: 1)
        #expect(collectionView.revealedSwipeActions == nil, "completion(true) closes it")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSwiped == false)
        #expect(!collectionView.tapSwipeAction(at: 0), "nothing is open")
        collectionView.revealSwipeActions(at: IndexPath(item: 1, section: 0), edge: .trailing)
        collectionView.tapSwipeAction(at: 0)
        #expect(inbox.items == ["a", "c"] && inbox.log.last == "delete b")
        #expect(collectionView.indexPathForSwipedItem == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionWhenAllowed() {
        let inbox = Inbox()
        let collectionView = inbox.collectionView
        #expect(collectionView.fullySwipeItem(at: IndexPath(item: 0, section: 0), edge: .leading))
        #expect(inbox.log == ["flag 0"])
        #expect(!collectionView.fullySwipeItem(at: IndexPath(item: 1, section: 0), edge: .leading))
        #expect(inbox.log == ["flag 0"], "item 1's configuration does not perform on a full swipe")
        #expect(collectionView.revealedSwipeActions?.edge == .leading, "its actions show instead")
    }

    @Test func oneItemAtATimeAndTheSwipeFollowsItsItem() throws {
        let inbox = Inbox()
        let collectionView = inbox.collectionView
        collectionView.revealSwipeActions(at: IndexPath(item: 0, section: 0), edge: .trailing)
        collectionView.revealSwipeActions(at: IndexPath(item: 1, section: 0), edge: .leading)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.isSwiped == false)
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.render().swipeActions
                == nil)
        inbox.items = ["z", "a", "b", "c"]
        inbox.apply()
        #expect(
            collectionView.indexPathForSwipedItem == IndexPath(item: 2, section: 0), "b moved down")
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.render().swipeActions?.actions.map(\.title) == ["Flag"])
        inbox.items = ["z", "a", "c"]
        inbox.apply()
        #expect(collectionView.indexPathForSwipedItem == nil, "b is gone, and its swipe")
        #expect(collectionView.revealedSwipeActions == nil)
    }

    @Test func theDeleteControlRevealsTheTrailingActions() throws {
        let inbox = Inbox()
        let collectionView = inbox.collectionView
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
                as? CollectionViewListCell)
        cell.accessories = [.delete()]
        collectionView.isEditing = true
        collectionView.layoutIfNeeded()
        #expect(collectionView.tapAccessory(.delete, ofItemAt: IndexPath(item: 0, section: 0)))
        #expect(collectionView.revealedSwipeActions?.edge == .trailing)
        #expect(collectionView.revealedSwipeActions?.configuration.actions.first?.title == "Delete")
    }
}
