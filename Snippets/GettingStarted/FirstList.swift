// A first list: a registration, a cell provider, data, selection and scrolling.
import ConfigState

let registration = CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
}

let list = ListView<String>(visibleRowCount: 3) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
list.apply([ListSection(["Inbox", "Drafts", "Sent", "Archive", "Trash"])])
list.selectItem("Drafts")

@MainActor
func show(_ list: ListView<String>) {
    let rows = list.render().rows.map { row in
        "\(row.item) \(row.render.background!.color)"
    }
    print(rows.joined(separator: ", "))
}

show(list)
list.scroll(toRow: 2)
show(list)
list.scroll(toRow: 0)
show(list)
print(list.statistics)

// Prints:
// Inbox #FFFFFF, Drafts #D1D1D6, Sent #FFFFFF
// Sent #FFFFFF, Archive #FFFFFF, Trash #FFFFFF
// Inbox #FFFFFF, Drafts #D1D1D6, Sent #FFFFFF
// cells created 3, reused 4, dequeued 7; content views created 3, replaced 0; update passes 5; audited 0, stale 0
