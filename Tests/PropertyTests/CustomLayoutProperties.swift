import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A layout an app writes itself, as it subclasses `UICollectionViewLayout`: here a chat's
// list, one section of 40-point rows from the bottom up (item 0 at the bottom), so that the
// cells the layout places come in the reverse of their index paths' order. The collection
// view finds the cells leaving and staying in one walk when a layout's cells come in order
// (a list's) and through a set of the wanted otherwise; the realistic bug is taking cells
// for in order when they are not, which shows the wrong cells. Planted (every layout's cells
// taken as in order): fails on seeds 1–3.

/// Rows from the bottom up, each `rowHeight` tall and as wide as the collection view.
@MainActor
private final class BottomUpLayout: CollectionViewLayout {
    let rowHeight: CGFloat = 40

    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }
    private var width: CGFloat { collectionView?.bounds.width ?? 0 }

    override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: CGFloat(count) * rowHeight)
    }

    func frame(ofItem item: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(count - 1 - item) * rowHeight, width: width, height: rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]?
    {
        (0..<count).compactMap { item in
            guard frame(ofItem: item).intersects(rect) else { return nil }
            return layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else {
            return nil
        }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(ofItem: indexPath.item)
        return attributes
    }
}

/// What a step does to the chat: scroll to a point, or replace its items.
private enum ChatStep: CustomStringConvertible {
    case scroll(to: Double)
    case items([Int])

    var description: String {
        switch self {
        case .scroll(let y): return ".scroll(to: \(y))"
        case .items(let items): return ".items(\(items))"
        }
    }
}

private let chatItems = Gen.array(of: Gen.int(in: 0...80), count: 0...40).map {
    Array(Set($0)).sorted()
}

private let chatSteps: Gen<[ChatStep]> = Gen.array(
    of: Gen.oneOf(
        Gen.double(in: 0...1_600).map { .scroll(to: $0) },
        chatItems.map { .items($0) }),
    count: 1...8)

@MainActor
@Suite("A custom layout whose cells come in reverse order shows exactly what meets the bounds")
struct CustomLayoutProperties {
    @Test func aBottomUpLayoutShowsTheItemsMeetingTheBounds() {
        var tally = BranchTally("several rows shown", "a scroll away from the top")
        let held = checkProperty(
            "each step shows, in their own cells and frames, exactly the items whose rows meet "
                + "the bounds",
            using: Gen.zip(chatItems, chatSteps, Gen.element(of: [CGFloat(100), 230, 480])),
            configuration: Cases.standard
        ) { items, steps, height in
            tally.countCase()
            let layout = BottomUpLayout()
            let (collectionView, dataSource) = makeTextList(layout: layout, height: height) {
                "Message \($0)"
            }
            var shown = items
            @MainActor func apply() {
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems(shown, toSection: 0)
                dataSource.apply(snapshot, animatingDifferences: false)
            }
            apply()
            for step in [ChatStep.scroll(to: 0)] + steps {
                switch step {
                case .scroll(let y):
                    collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                case .items(let items):
                    shown = items
                    apply()
                }
                collectionView.layoutIfNeeded()
                let bounds = CGRect(
                    origin: collectionView.contentOffset, size: collectionView.bounds.size)
                let meeting = shown.indices.filter { layout.frame(ofItem: $0).intersects(bounds) }
                    .map { IndexPath(item: $0, section: 0) }
                try requireEqual(
                    collectionView.indexPathsForVisibleItems, meeting, "visible items after \(step)"
                )
                for indexPath in meeting {
                    let cell = try requireValue(
                        collectionView.cellForItem(at: indexPath), "no cell at \(indexPath)")
                    try requireEqual(
                        (cell.contentConfiguration as? ListContentConfiguration)?.text,
                        "Message \(shown[indexPath.item])", "the text of the cell at \(indexPath)")
                    try requireEqual(
                        cell.frame, layout.frame(ofItem: indexPath.item),
                        "the frame of the cell at \(indexPath)")
                }
                tally.take("several rows shown", if: meeting.count > 1)
                tally.take("a scroll away from the top", if: collectionView.contentOffset.y > 0)
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
