// ConfigState at a glance: a pure update for a state, then a headless list with the reuse audit.
import ConfigState

// A configuration is a value; updated(for:) is a pure function of the state.
var content = ListContentConfiguration.sidebarCell()
content.text = "Inbox"
var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .sidebar))
state.isSelected = true
print(content.updated(for: state).textProperties.color)

// A list runs UIKit's configuration-state machine without a screen, and audits reuse.
let registration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
}
let list = ListView<Int>(visibleRowCount: 10) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
list.isReuseAuditEnabled = true
list.apply([ListSection(Array(0..<10_000))])
list.selectItem(42)
for row in stride(from: 0, to: 10_000, by: 7) {
    list.scroll(toRow: row)
    list.layoutIfNeeded()
}
print(list.statistics)

// Prints:
// #FFFFFF
// cells created 10, reused 9990, dequeued 10000; content views created 10, replaced 0; update passes 12; audited 10000, stale 0
