// The reuse audit finds a handler that leaves stale state behind, and names the property.
import ConfigState

let registration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    // The bug: starting from the cell's previous configuration instead of a fresh one.
    var content =
        (cell.contentConfiguration as? ListContentConfiguration)
        ?? cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    if item == 0 { content.image = Image(systemName: "star") }
    cell.contentConfiguration = content
}
let list = ListView<Int>(visibleRowCount: 3) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
list.isReuseAuditEnabled = true
list.apply([ListSection(Array(0..<20))])
for row in 0..<17 {
    list.scroll(toRow: row)
    list.layoutIfNeeded()
}

let stale = list.diagnostics.diagnostics(of: .staleState)
print(stale.count, stale[0].source, stale[0].properties)
print(stale[0].message)
print(list.statistics)

// Prints:
// 6 CollectionViewListCell(item 3) ["content.image.image", "content.image.tintColor", "content.image.size", "content.image.reservedSize", "content.image.cornerRadius", "content.imageToTextPadding", "separatorInsets"]
// stale state in the cell showing item 3: it differs from a fresh cell in content.image.image: absent → symbol(star); content.image.tintColor: absent → #007AFF; content.image.size: absent → {24, 24}; content.image.reservedSize: absent → {24, 24}; content.image.cornerRadius: absent → 0; content.imageToTextPadding: 0 → 16; separatorInsets: {0, 16, 0, 0} → {0, 56, 0, 0}
// cells created 3, reused 16, dequeued 19; content views created 3, replaced 0; update passes 3; audited 19, stale 6
