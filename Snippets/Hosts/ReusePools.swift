// One reuse pool per registration: separate registrations never replace content views.
import ConfigState

// snippet.hide
struct BadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
    func updated(for state: any ConfigurationState) -> BadgeConfiguration { self }
}

final class BadgeView: View, ContentView {
    var configuration: any ContentConfiguration
    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }
}

// snippet.show
let rows = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    var content = cell.defaultContentConfiguration()
    content.text = "Row \(item)"
    cell.contentConfiguration = content
}
let badges = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    cell.contentConfiguration = BadgeConfiguration(count: item)
}

// Every third row is a badge, from its own registration and so its own pool.
let separate = ListView<Int>(visibleRowCount: 5) { list, indexPath, item in
    item.isMultiple(of: 3)
        ? list.dequeueConfiguredReusableCell(using: badges, for: indexPath, item: item)
        : list.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
}

// The same two kinds of content from one registration.
let mixed = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
    if item.isMultiple(of: 3) {
        cell.contentConfiguration = BadgeConfiguration(count: item)
    } else {
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        cell.contentConfiguration = content
    }
}
let shared = ListView<Int>(visibleRowCount: 5) { list, indexPath, item in
    list.dequeueConfiguredReusableCell(using: mixed, for: indexPath, item: item)
}

for list in [separate, shared] {
    list.apply([ListSection(Array(0..<1_000))])
    for row in 0...995 {
        list.scroll(toRow: row)
        list.layoutIfNeeded()
    }
    print(list.statistics)
}

// Prints:
// cells created 6, reused 994, dequeued 1000; content views created 6, replaced 0; update passes 6; audited 0, stale 0
// cells created 5, reused 995, dequeued 1000; content views created 669, replaced 664; update passes 5; audited 0, stale 0
