// One reuse pool per registration: separate registrations never replace content views.
import ConfigState

// snippet.hide
struct BadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
    func updated(for state: any ConfigurationState) -> BadgeConfiguration { self }
}

final class BadgeView: View, ContentView {
    var configuration: any ContentConfiguration
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
}

// snippet.show
let rows = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
}
let badges = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, indexPath, item in
    cell.contentConfiguration = BadgeConfiguration(count: item)
}
// The same two kinds of content from one registration.
let mixed = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, indexPath, item in
    if item.isMultiple(of: 3) {
        cell.contentConfiguration = BadgeConfiguration(count: item)
    } else {
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        cell.contentConfiguration = content
    }
}

@MainActor
func scrollThrough(separateRegistrations: Bool) -> CollectionViewStatistics {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 220),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
    ) { collectionView, indexPath, item in
        // Every third row is a badge: from its own registration, and so its own pool — or not.
        let registration = separateRegistrations ? (item.isMultiple(of: 3) ? badges : rows) : mixed
        return collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<1_000))
    dataSource.apply(snapshot)
    for row in 0...995 {
        collectionView.contentOffset.y = CGFloat(row) * 44
        collectionView.layoutIfNeeded()
    }
    return collectionView.statistics
}

print(scrollThrough(separateRegistrations: true))
print(scrollThrough(separateRegistrations: false))

// Prints:
// cells created 6, reused 994, dequeued 1000; content views created 6, replaced 0; update passes 6; audited 0, stale 0
// cells created 5, reused 995, dequeued 1000; content views created 669, replaced 664; update passes 5; audited 0, stale 0
