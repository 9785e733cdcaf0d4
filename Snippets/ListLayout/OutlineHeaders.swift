// A sidebar whose sections start with a header item, as Apple's outline samples build one: the
// list configuration's header mode is firstItemInSection, so the first item of each section
// gets the header's look, and its outline disclosure expands the section's children.
import ConfigState

@MainActor
final class SidebarViewController {
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<String, String>!

    init() {
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let headerRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, String> {
            cell, indexPath, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = Image(systemName: "folder")
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<String, String>(
            collectionView: collectionView
        ) { collectionView, indexPath, title in
            indexPath.item == 0
                ? collectionView.dequeueConfiguredReusableCell(
                    using: headerRegistration, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(
                    using: rowRegistration, for: indexPath, item: title)
        }
        for (header, children) in [("Library", ["Recents", "Shared"]), ("Places", ["Desktop"])] {
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append([header])
            outline.append(children, to: header)
            outline.expand([header])
            dataSource.apply(outline, to: header, animatingDifferences: false)
        }
    }

    /// Each visible row: its text, font, and whether it shows a header's look.
    func show() {
        for row in collectionView.render().rows {
            guard case .list(let list)? = row.render.content, let text = list.text else { continue }
            let cell = collectionView.cellForItem(at: row.indexPath) as! CollectionViewListCell
            let style = (cell.contentConfiguration as? ListContentConfiguration)?.style
            print(text.text, "—", style.map { "\($0)" } ?? "custom", text.font)
        }
    }
}

let controller = SidebarViewController()
controller.show()
// Collapsing the first header hides its children.
controller.collectionView.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
print("--")
controller.show()

// Prints:
// Library — header title3 20/25pt semibold
// Recents — cell body 17/22pt regular
// Shared — cell body 17/22pt regular
// Places — header title3 20/25pt semibold
// Desktop — cell body 17/22pt regular
// --
// Library — header title3 20/25pt semibold
// Places — header title3 20/25pt semibold
// Desktop — cell body 17/22pt regular
