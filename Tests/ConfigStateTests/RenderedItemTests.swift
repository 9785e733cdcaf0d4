import ConfigState
import Testing

/// A test finds a row by its item, never by matching the row's text.
@MainActor
@Suite("Rendered items")
struct RenderedItemTests {
    struct Mailbox: Hashable, Sendable {
        var id: Int
        var name: String
    }

    static let mailboxes = (0..<30).map { Mailbox(id: $0, name: "Box \($0 % 7)") }

    func makeList() -> ListHarness<String, Mailbox> {
        let list = ListHarness<String, Mailbox>(rows: 10) { cell, _, mailbox in
            var content = cell.defaultContentConfiguration()
            content.text = mailbox.name  // names repeat: the text cannot tell the rows apart
            cell.contentConfiguration = content
        }
        list.apply(["inbox": Self.mailboxes])
        return list
    }

    @Test func eachVisibleRowComesWithItsItem() {
        let list = makeList()
        let rendered = list.dataSource.renderedItems()
        #expect(rendered.map(\.item) == Array(Self.mailboxes.prefix(10)))
        let rows = list.collectionView.render().rows
        #expect(rendered.map(\.row) == rows)
        for entry in rendered {
            #expect(entry.row.render.listContent?.text?.text == entry.item.name)
            #expect(list.dataSource.itemIdentifier(for: entry.row.indexPath) == entry.item)
        }
    }

    @Test func aRowIsFoundByItsItemAfterScrollingAndMoving() throws {
        let list = makeList()
        list.collectionView.contentOffset.y = 44 * 12
        var snapshot = list.dataSource.snapshot()
        let moved = Self.mailboxes[15]
        snapshot.moveItem(moved, afterItem: Self.mailboxes[20])
        list.dataSource.apply(snapshot)

        let row = try #require(list.dataSource.render(of: moved))
        #expect(row.indexPath == list.indexPath(of: moved))
        #expect(row.render.listContent?.text?.text == moved.name)
        #expect(list.dataSource.renderedItems().contains { $0.item == moved && $0.row == row })
        // Another mailbox with the same name is another row.
        let twin = Self.mailboxes[15 + 7]
        #expect(list.dataSource.render(of: twin)?.indexPath != row.indexPath)
    }

    @Test func itemsOffScreenOrUnknownHaveNoRow() {
        let list = makeList()
        #expect(list.dataSource.render(of: Self.mailboxes[25]) == nil)
        #expect(list.dataSource.render(of: Mailbox(id: 99, name: "Box 1")) == nil)
        #expect(list.collectionView.render().rows.first?.render.listContent != nil)
    }
}
