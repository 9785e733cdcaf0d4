// Custom states set on a cell request an update and reach its state, with no override.
import ConfigState

extension CustomStateKey where Value == Bool {
    static let isArchived = CustomStateKey("com.my-app.isArchived", defaultValue: false)
}

let cell = CollectionViewListCell()
cell.configurationUpdateHandler = { cell, state in
    var content = ListContentConfiguration.cell()
    content.text = "Invoice 42"
    content.secondaryText = state[.isArchived] ? "Archived" : nil
    cell.contentConfiguration = content
    var background = BackgroundConfiguration.listCell()
    if state[.isArchived] { background.backgroundColor = .systemGray5 }
    cell.backgroundConfiguration = background
}
cell.layoutIfNeeded()

cell[customState: .isArchived] = true
print(cell.needsUpdateConfiguration, cell.configurationState)
let shown = ["content.secondaryText.text", "background.color"]
print(cell.render().fields.filter { shown.contains($0.path) })

// prepareForReuse() clears the cell's custom states with the other transient state.
cell.prepareForReuse()
print(cell.configurationState)

// Prints:
// true CellConfigurationState(custom: [com.my-app.isArchived: true])
// [content.secondaryText.text = "Archived", background.color = #E5E5EA]
// CellConfigurationState(normal)
