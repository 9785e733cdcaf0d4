// An outline, as UIKit code writes it: a list layout, an outline-disclosure accessory, a
// section snapshot with children, expand and collapse through the handlers — and children
// loaded lazily by snapshotForExpandingParent.
import ConfigState

struct Folder: Hashable, Sendable {
    let name: String
    let isContainer: Bool
}

@MainActor
final class FoldersViewController {
    let collectionView: CollectionView
    var dataSource: CollectionViewDiffableDataSource<Int, Folder>!
    var expansions: [String] = []

    init() {
        let configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 440), collectionViewLayout: layout)
        configureDataSource()
    }

    func configureDataSource() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Folder> {
            cell, indexPath, folder in
            var content = cell.defaultContentConfiguration()
            content.text = folder.name
            content.image = Image(systemName: folder.isContainer ? "folder" : "doc")
            cell.contentConfiguration = content
            let disclosure = CellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = folder.isContainer ? [.outlineDisclosure(options: disclosure)] : []
        }
        dataSource = CollectionViewDiffableDataSource<Int, Folder>(
            collectionView: collectionView
        ) { collectionView, indexPath, folder in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: folder)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] folder in
            self?.expansions.append("expand \(folder.name)")
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] folder in
            self?.expansions.append("collapse \(folder.name)")
        }
        // Children are loaded when their parent first expands.
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            guard children.items.isEmpty else { return children }
            var loaded = DiffableDataSourceSectionSnapshot<Folder>()
            loaded.append((1...2).map { Folder(name: "\(parent.name) \($0)", isContainer: false) })
            return loaded
        }
        var outline = DiffableDataSourceSectionSnapshot<Folder>()
        let projects = Folder(name: "Projects", isContainer: true)
        let archive = Folder(name: "Archive", isContainer: true)
        outline.append([projects, archive])
        outline.append([Folder(name: "Roadmap", isContainer: false)], to: projects)
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    func tapDisclosure(of name: String) {
        let folder = dataSource.snapshot().itemIdentifiers.first { $0.name == name }!
        collectionView.tapAccessory(
            .outlineDisclosure, ofItemAt: dataSource.indexPath(for: folder)!)
    }

    func show() {
        for row in collectionView.render().rows {
            let chevron = row.render.trailingAccessories.first.map {
                $0.isExpanded ? " ▾" : " ▸"
            }
            let indent = String(repeating: "  ", count: Int(row.render.indentation / 10))
            print(indent + dataSource.itemIdentifier(for: row.indexPath)!.name + (chevron ?? ""))
        }
    }
}

let controller = FoldersViewController()
controller.show()
controller.tapDisclosure(of: "Projects")
controller.tapDisclosure(of: "Archive")
print("--")
controller.show()
controller.tapDisclosure(of: "Projects")
print("--")
controller.show()
print(controller.expansions)
print(controller.dataSource.snapshot(for: 0).visualDescription(), terminator: "")

// Prints:
// Projects ▸
// Archive ▸
// --
// Projects ▾
//   Roadmap
// Archive ▾
//   Archive 1
//   Archive 2
// --
// Projects ▸
// Archive ▾
//   Archive 1
//   Archive 2
// ["expand Projects", "expand Archive", "collapse Projects"]
// *- Folder(name: "Projects", isContainer: true)
//      Folder(name: "Roadmap", isContainer: false)
// *+ Folder(name: "Archive", isContainer: true)
// *    Folder(name: "Archive 1", isContainer: false)
// *    Folder(name: "Archive 2", isContainer: false)
