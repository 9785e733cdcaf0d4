// The README's example: a list cell in a dark sidebar, selected and rendered.
import ConfigState

let cell = CollectionViewListCell()
cell.traitCollection = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .sidebar)
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
content.image = Image(systemName: "tray")
cell.contentConfiguration = content

// Selecting marks the cell; the update pass runs updated(for:) before the next render.
cell.isSelected = true
for field in cell.render().fields where field.path.lowercased().hasSuffix("color") {
    print(field)
}

// Prints:
// content.text.color = #FFFFFF
// content.image.tintColor = #FFFFFF
// background.color = #0A84FF
