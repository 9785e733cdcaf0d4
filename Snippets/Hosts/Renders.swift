// Renders: what a screen would show, as a Hashable, Codable, printable value.
import ConfigState
import Foundation

let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 240),
    collectionViewLayout: CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
collectionView.traitCollection = TraitCollection(
    userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)
let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
    cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    content.textProperties.transform = .uppercase
    cell.contentConfiguration = content
    cell.accessories = [.checkmark()]
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
var snapshot = DiffableDataSourceSnapshot<Int, String>()
snapshot.appendSections([0])
snapshot.appendItems(["Wi-Fi", "Bluetooth"])
dataSource.apply(snapshot)
let render = collectionView.render()
let rows = render.rows
print(rows[0].render)

// Renders compare field by field, and survive a JSON round trip.
print(rows[1].render.differences(from: rows[0].render))
let json = try JSONEncoder().encode(render)
print(try JSONDecoder().decode(CollectionViewRender.self, from: json) == render)

// Prints:
// content.text.text = "WI-FI"
// content.text.font = body 33/40pt regular
// content.text.color = #FFFFFF
// content.text.numberOfLines = 0
// content.text.alignment = natural
// content.text.lineBreakMode = byTruncatingTail
// content.layout = stacked
// content.margins = {11, 16, 11, 8}
// content.imageToTextPadding = 0
// content.textToSecondaryTextPadding = 0
// content.alpha = 1
// background.color = #1C1C1E
// background.cornerRadius = 10
// background.insets = {0, 0, 0, 0}
// accessories.trailing[0] = checkmark, tint #0A84FF, symbol checkmark
// indentation = 0
// separatorInsets = {0, 16, 0, 0}
// separators.bottom = insets 16 0, #54545899, {{16, 61.6667}, {334, 0.3333}}
// frames.size = {350, 62}
// frames.content = {{0, 0}, {290, 62}}
// frames.text = {{16, 11}, {77.22, 40}}
// frames.trailingAccessories[0] = {{296.4706, 15.4706}, {31.0588, 31.0588}}
// [content.text.text: "WI-FI" → "BLUETOOTH", frames.text: {{16, 11}, {77.22, 40}} → {{16, 11}, {193.05, 40}}, separators.bottom: insets 16 0, #54545899, {{16, 61.6667}, {334, 0.3333}} → absent]
// true
