// List-level state belongs to items: it follows an item onto whichever cell shows it.
import ConfigState

let registration = CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    cell.accessories = [.outlineDisclosure()]
}
let list = ListView<String>(
    traitCollection: TraitCollection(listEnvironment: .sidebar), visibleRowCount: 4
) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
let folders = ["Mail", "Notes", "Photos", "Music", "Files", "Podcasts", "Books", "News"]
list.apply([ListSection(folders, children: ["Mail": ["Inbox", "Sent"]])])

list.selectItem("Notes")
let notesCell = list.cell(for: "Notes")!
list.scroll(toRow: 4)
let reusedFor = list.visibleCells.first { $0.cell === notesCell }!
print(list.visibleItems, reusedFor.item, reusedFor.cell.isSelected)
list.scroll(toRow: 0)
print(list.cell(for: "Notes")!.isSelected, list.selectedItems)

// Expanding shows the children, indented by the list; the chevron follows the state.
list.expandItem("Mail")
for row in list.render().rows {
    let isExpanded = row.render.trailingAccessories[0].isExpanded
    print(row.indexPath, row.item, "indentation", row.render.indentation, "expanded", isExpanded)
}

// Prints:
// ["Files", "Podcasts", "Books", "News"] Books false
// true ["Notes"]
// [0, 0] Mail indentation 0.0 expanded true
// [0, 1] Inbox indentation 10.0 expanded false
// [0, 2] Sent indentation 10.0 expanded false
// [0, 3] Notes indentation 0.0 expanded false
