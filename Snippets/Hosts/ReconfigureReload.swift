// reconfigureItems(_:) re-runs the handler on the same cell; reloadItems(_:) dequeues again.
import ConfigState

var unread = ["Inbox": 3]
let registration = CellRegistration<CollectionViewListCell, String> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    content.secondaryText = unread[item].map { "\($0) unread" }
    cell.contentConfiguration = content
}
let list = ListView<String>(visibleRowCount: 3) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
}
list.apply([ListSection(["Inbox", "Drafts", "Sent"])])

@MainActor
func describeInbox(in list: ListView<String>) -> String {
    let content = list.cell(for: "Inbox")?.contentConfiguration as? ListContentConfiguration
    let statistics = list.statistics
    return "\(content?.secondaryText ?? "-"); dequeued \(statistics.cellsDequeued)"
        + ", reused \(statistics.cellsReused)"
}
print(describeInbox(in: list))

unread["Inbox"] = 4
list.reconfigureItems(["Inbox"])  // the same cell, no prepareForReuse()
print(describeInbox(in: list))

unread["Inbox"] = 5
list.reloadItems(["Inbox"])  // back to the pool, prepareForReuse(), dequeued again
print(describeInbox(in: list))

// Prints:
// 3 unread; dequeued 3, reused 0
// 4 unread; dequeued 4, reused 0
// 5 unread; dequeued 5, reused 1
