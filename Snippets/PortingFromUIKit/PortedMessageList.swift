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

let registration = CellRegistration<MessageCell, Message> { cell, indexPath, message in
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
let list = ListView<Message>(traitCollection: TraitCollection(listEnvironment: .insetGrouped)) {
    list, indexPath, message in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
}
list.apply([ListSection(messages)])
list.selectItem(messages[2])

for row in list.render().rows {
    let fields = row.render.fields.filter {
        $0.path == "content.image.image" || $0.path == "background.color"
    }
    print(row.indexPath, fields.map(\.value).joined(separator: " "))
}

// Prints:
// [0, 0] symbol(envelope) #FFFFFF
// [0, 1] symbol(archivebox) #F2F2F7
// [0, 2] symbol(archivebox) #D1D1D6
