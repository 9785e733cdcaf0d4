// The reuse audit finds a handler that leaves stale state behind, and names the property.
import ConfigState

let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
    cell, indexPath, item in
    // The bug: starting from the cell's previous configuration instead of a fresh one.
    var content =
        (cell.contentConfiguration as? ListContentConfiguration)
        ?? cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    if item == 0 { content.image = Image(systemName: "star") }
    cell.contentConfiguration = content
}
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 132),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain)))
let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
collectionView.isReuseAuditEnabled = true
var snapshot = DiffableDataSourceSnapshot<Int, Int>()
snapshot.appendSections([0])
snapshot.appendItems(Array(0..<20))
dataSource.apply(snapshot)
for row in 0..<17 {
    collectionView.contentOffset.y = CGFloat(row) * 44
    collectionView.layoutIfNeeded()
}

let stale = collectionView.diagnostics.diagnostics(of: .staleState)
print(stale.count, stale[0].source, stale[0].properties)
print(stale[0].message)
print(collectionView.statistics)

// Prints:
// 6 CollectionViewListCell(item 3) ["content.image.image", "content.image.tintColor", "content.image.size", "content.image.reservedSize", "content.image.cornerRadius", "content.imageToTextPadding", "separatorInsets", "separators.bottom", "frames.text", "frames.image"]
// stale state in the cell showing item 3 at [0, 3]: it differs from a fresh cell in content.image.image: absent → symbol(star); content.image.tintColor: absent → #007AFF; content.image.size: absent → {24, 24}; content.image.reservedSize: absent → {24, 24}; content.image.cornerRadius: absent → 0; content.imageToTextPadding: 0 → 16; separatorInsets: {0, 16, 0, 0} → {0, 56, 0, 0}; separators.bottom: insets 16 0, #3C3C4349, {{16, 43.6667}, {374, 0.3333}} → insets 56 0, #3C3C4349, {{56, 43.6667}, {334, 0.3333}}; frames.text: {{16, 11}, {49.3, 22}} → {{56, 11}, {49.3, 22}}; frames.image: absent → {{16, 10}, {24, 24}}
// cells created 3, reused 16, dequeued 19; content views created 3, replaced 0; update passes 3; audited 19, stale 6
