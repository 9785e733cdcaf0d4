// Apple's list-appearances pattern, as UIKit code writes it: one list whose appearance the user
// switches between the five, with supplementary headers and footers from list cells.
import ConfigState

@MainActor
final class AppearancesViewController {
    enum Section: Int, CaseIterable { case fruits, vegetables }

    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    var appearance = CollectionLayoutListConfiguration.Appearance.plain {
        didSet { collectionView.collectionViewLayout = makeLayout() }
    }

    init() {
        collectionView.collectionViewLayout = makeLayout()
        configureDataSource()
    }

    func makeLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { [unowned self] _, layoutEnvironment in
            var configuration = CollectionLayoutListConfiguration(appearance: self.appearance)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            return CollectionLayoutSection.list(
                using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    func configureDataSource() {
        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { headerView, elementKind, indexPath in
            var content = headerView.defaultContentConfiguration()
            content.text = "\(Section(rawValue: indexPath.section)!)".capitalized
            headerView.contentConfiguration = content
        }
        let footerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { [weak self] footerView, elementKind, indexPath in
            guard let self else { return }
            let section = self.dataSource.sectionIdentifier(for: indexPath.section)!
            let count = self.dataSource.snapshot().numberOfItems(inSection: section)
            var content = footerView.defaultContentConfiguration()
            content.text = "\(count) items"
            footerView.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
            if elementKind == CollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(
                    using: headerRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(
                using: footerRegistration, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Apple", "Pear", "Plum"], toSection: .fruits)
        snapshot.appendItems(["Leek", "Kale"], toSection: .vegetables)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// The primary text a render shows.
func text(of render: ViewRender) -> String {
    guard case .list(let list)? = render.content else { return "-" }
    return list.text?.text ?? "-"
}

let controller = AppearancesViewController()
for appearance in CollectionLayoutListConfiguration.Appearance.allCases {
    controller.appearance = appearance
    let render = controller.collectionView.render()
    let header = render.supplementaryViews[0]
    let firstRow = render.rows[0]
    print(
        appearance, "header", text(of: header.render),
        "at", header.frame.minY, "row at", firstRow.frame.minX, firstRow.frame.minY,
        "environment",
        controller.collectionView.cellForItem(at: firstRow.indexPath)!
            .traitCollection.listEnvironment)
}

// Prints:
// plain header Fruits at 22.0 row at 0.0 59.0 environment plain
// grouped header FRUITS at 17.0 row at 0.0 58.0 environment grouped
// insetGrouped header FRUITS at 17.0 row at 20.0 58.0 environment insetGrouped
// sidebar header Fruits at 0.0 row at 0.0 42.0 environment sidebar
// sidebarPlain header Fruits at 0.0 row at 0.0 42.0 environment sidebarPlain
