// The UIKit message list of Docs/PortingFromUIKit.md, ported: delete `UI`, then run it on Linux.
import ConfigState

struct Message: Hashable {
    var subject: String
    var sender: String
    var isArchived: Bool
}

extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.my-app.MessageCell.isArchived")
}

extension CellConfigurationState {
    var isArchived: Bool {
        get { return self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

final class MessageCell: CollectionViewListCell {
    var isArchived = false {
        didSet { if oldValue != isArchived { setNeedsUpdateConfiguration() } }
    }

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchived
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        var background = BackgroundConfiguration.listCell().updated(for: state)
        if state.isArchived && !state.isSelected { background.backgroundColor = .systemGray6 }
        backgroundConfiguration = background
    }
}

let registration = CollectionView.CellRegistration<MessageCell, Message> {
    cell, indexPath, message in
    var content = cell.defaultContentConfiguration()
    content.text = message.subject
    content.secondaryText = message.sender
    content.image = Image(systemName: message.isArchived ? "archivebox" : "envelope")
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
    cell.isArchived = message.isArchived
}

let messages = [
    Message(subject: "Lunch?", sender: "Ana", isArchived: false),
    Message(subject: "Invoice 42", sender: "Billing", isArchived: true),
    Message(subject: "Release notes", sender: "Team", isArchived: true),
]
let layout = CollectionViewCompositionalLayout.list(
    using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
let collectionView = CollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
let dataSource = CollectionViewDiffableDataSource<Int, Message>(collectionView: collectionView) {
    collectionView, indexPath, message in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
}
var snapshot = DiffableDataSourceSnapshot<Int, Message>()
snapshot.appendSections([0])
snapshot.appendItems(messages)
dataSource.apply(snapshot, animatingDifferences: false)
collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])

for row in collectionView.render().rows {
    let fields = row.render.fields.filter {
        $0.path == "content.image.image" || $0.path == "background.color"
    }
    print(row.indexPath, fields.map(\.value).joined(separator: " "))
}

// Prints:
// [0, 0] symbol(envelope) #FFFFFF
// [0, 1] symbol(archivebox) #F2F2F7
// [0, 2] symbol(archivebox) #D1D1D6
