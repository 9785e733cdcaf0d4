import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A layout pass skips asking each visible cell whether it needs measuring or an update when
// no host changed since the last pass left them all measured and up to date, but for the new
// cells it shows, each accounted for by its own count of changes (`HostChanges`). Through
// random scrolls, a cell changed between passes or while a scroll shows another — by the
// will-display callback, the did-end-displaying callback or the registration's handler — must
// be up to date and as tall as it measures when the pass ends, placed where the layout
// places its row. A pass that credited another cell's change to the new one, or missed a
// change made before the new cell was dequeued, leaves a row at its old height.
//
// Planted-bug check (done once, by hand): keeping one element too many of the last pass's
// (the rows that stayed, given no frame) fails this on seeds 1–5. Crediting every change
// while a new cell is shown to that cell, or dropping the check that nothing changed before
// it was dequeued, does not: the scenarios here end with the pass asking the cells anyway.
// `ChangeCountTests` has the examples that fail on those two. So that the property is not
// vacuous, the test also expects the scenarios to reach passes that ask no visible cell (the
// path the count guards): a collection view that always asked would fail it.

/// What a step of the changing list does.
enum ChangeStep: CustomStringConvertible, Sendable {
    /// Who changes a row while a scroll shows another.
    enum Changer: Sendable { case willDisplay, didEndDisplaying, handler }

    /// Scrolls by `rows` rows (44 points each), within the list.
    case scroll(by: Int)
    /// Sets the row `offset` below the first visible one to `lines` lines, between passes.
    case change(offset: Int, lines: Int)
    /// Scrolls by `rows` rows, and the first time `changer` runs, sets the row `offset` below
    /// the first visible one before the scroll to `lines` lines.
    case changeWhileScrolling(rows: Int, offset: Int, lines: Int, by: Changer)

    var description: String {
        switch self {
        case .scroll(let rows): "scroll by \(rows) rows"
        case .change(let offset, let lines): "row +\(offset) to \(lines) lines"
        case .changeWhileScrolling(let rows, let offset, let lines, let changer):
            "scroll by \(rows) rows, \(changer) setting row +\(offset) to \(lines) lines"
        }
    }
}

/// A list of 60 rows, ten on screen, whose rows show as many lines as `lines` says, set by
/// each cell's update handler.
@MainActor
final class ChangingList {
    /// A cell held weakly.
    final class WeakCell {
        weak var cell: CollectionViewCell?
        init(_ cell: CollectionViewCell) { self.cell = cell }
    }

    /// Calls the list's change from the display callbacks.
    final class Delegate: CollectionViewDelegate {
        weak var list: ChangingList?
        func collectionView(
            _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { list?.changeIfPending(by: .willDisplay) }
        func collectionView(
            _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { list?.changeIfPending(by: .didEndDisplaying) }
    }

    var lines = Array(repeating: 1, count: 60)
    /// The cell that last showed each row.
    var cells: [Int: WeakCell] = [:]
    /// A change one of the callbacks makes, once.
    var pending: (row: Int, lines: Int, by: ChangeStep.Changer)?
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 440),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
    let delegate = Delegate()
    var dataSource: CollectionViewDiffableDataSource<Int, Int>?
    /// How many of the steps' passes asked no visible cell whether it needs measuring or
    /// updating (``CollectionView/visibleViewWalks`` did not move).
    private(set) var passesAskingNoCell = 0

    init() {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            [weak self] cell, _, row in
            self?.cells[row] = WeakCell(cell)
            cell.configurationUpdateHandler = { [weak self] cell, _ in
                var content = ListContentConfiguration.cell()
                let count = self?.lines[row] ?? 1
                content.text = (1...count).map { "Line \($0) of row \(row)" }.joined(
                    separator: "\n")
                cell.contentConfiguration = content
            }
            self?.changeIfPending(by: .handler)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: row)
        }
        delegate.list = self
        collectionView.delegate = delegate
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<60), toSection: 0)
        dataSource?.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    /// Sets `row` to `count` lines and asks the cell that last showed it for an update.
    func change(_ row: Int, to count: Int) {
        lines[row] = count
        cells[row]?.cell?.setNeedsUpdateConfiguration()
    }

    func changeIfPending(by changer: ChangeStep.Changer) {
        guard let pending, pending.by == changer else { return }
        self.pending = nil
        change(pending.row, to: pending.lines)
    }

    /// The first visible row, from the laid-out cells (without laying out).
    private var firstVisibleRow: Int {
        collectionView.indexPathsForVisibleItems.first?.item ?? 0
    }

    /// Scrolls by `rows` rows of 44 points, within the first 50 rows' worth.
    private func scroll(by rows: Int) {
        let y = min(max(collectionView.contentOffset.y + 44 * CGFloat(rows), 0), 44 * 50)
        collectionView.contentOffset = CGPoint(x: 0, y: y)
    }

    func run(_ step: ChangeStep) {
        switch step {
        case .scroll(let rows):
            scroll(by: rows)
        case .change(let offset, let count):
            change(min(firstVisibleRow + offset, 59), to: count)
        case .changeWhileScrolling(let rows, let offset, let count, let changer):
            pending = (min(firstVisibleRow + offset, 59), count, changer)
            scroll(by: rows)
        }
        let walks = collectionView.visibleViewWalks
        collectionView.layoutIfNeeded()
        if collectionView.visibleViewWalks == walks { passesAskingNoCell += 1 }
        pending = nil
    }

    /// Every visible row is up to date, shows its lines, is as tall as its cell measures and
    /// is where the layout places it.
    func requireUpToDate() throws {
        // The frames the pass left, read without laying out: a pass that left a row out of
        // date is corrected by the next one, which must change nothing.
        let left = shownFrames()
        for indexPath in collectionView.indexPathsForVisibleItems {
            guard let cell = collectionView.cellForItem(at: indexPath) else {
                throw RequirementFailure(
                    message: "no cell for visible row \(indexPath.item)", fileID: #fileID,
                    line: #line)
            }
            try require(!cell.needsUpdateConfiguration, "row \(indexPath.item) waits for an update")
            let text = (cell.contentConfiguration as? ListContentConfiguration)?.text ?? ""
            try requireEqual(
                text.split(separator: "\n").count, lines[indexPath.item],
                "row \(indexPath.item)'s lines")
            let fitting = cell.systemLayoutSizeFitting(CGSize(width: cell.frame.width, height: 0))
            try requireEqual(cell.frame.height, fitting.height, "row \(indexPath.item)'s height")
            try requireEqual(
                cell.frame,
                collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame,
                "row \(indexPath.item)'s frame")
        }
        try requireEqual(shownFrames(), left, "the shown cells' frames after another pass")
    }

    /// The frames of the cells on screen (not hidden in a pool), by identity, without laying
    /// out.
    private func shownFrames() -> [String] {
        collectionView.subviews.compactMap { view -> String? in
            guard let cell = view as? CollectionViewCell, !cell.isHidden else { return nil }
            return "\(ObjectIdentifier(cell).hashValue) \(cell.frame)"
        }.sorted()
    }
}

/// Mostly a few rows, up or down (rows that stay on screen), sometimes a jump.
let scrollDistances: Gen<Int> = Gen.oneOf(
    Gen.int(in: -3...3), Gen.int(in: -3...3), Gen.int(in: -3...3), Gen.int(in: -30...30))

let changeSteps: Gen<[ChangeStep]> = Gen.array(
    of: Gen.oneOf(
        scrollDistances.map { ChangeStep.scroll(by: $0) },
        Gen.zip(Gen.int(in: 0...9), Gen.int(in: 1...3)).map {
            ChangeStep.change(offset: $0, lines: $1)
        },
        Gen.zip(
            scrollDistances, Gen.int(in: 0...9), Gen.int(in: 1...3),
            Gen.oneOf(
                Gen.always(ChangeStep.Changer.willDisplay),
                Gen.always(ChangeStep.Changer.didEndDisplaying),
                Gen.always(ChangeStep.Changer.handler))
        ).map { ChangeStep.changeWhileScrolling(rows: $0, offset: $1, lines: $2, by: $3) }),
    count: 1...16)

@MainActor
@Suite("Change counts: a pass that skips asking the cells leaves none out of date")
struct ChangeCountProperties {
    @Test func everyVisibleRowIsUpToDateAfterEveryPass() {
        var passesAskingNoCell = 0
        checkProperty(
            "after scrolls and changes — between passes, or by a callback or handler while a "
                + "scroll shows another row — every visible row is up to date, as tall as it "
                + "measures and where the layout places it",
            using: changeSteps, configuration: Cases.standard
        ) { steps in
            let list = ChangingList()
            for (index, step) in steps.enumerated() {
                list.run(step)
                do { try list.requireUpToDate() } catch {
                    throw RequirementFailure(
                        message: "after step \(index + 1) \(step): \(error)", fileID: #fileID,
                        line: #line)
                }
            }
            passesAskingNoCell += list.passesAskingNoCell
            return true
        }
        #expect(passesAskingNoCell > 0, "no pass skipped asking the visible cells")
    }

    // A cell a callback changed while it waited in its reuse pool counts that change as its
    // own; shown again, in a pass that trusts the counts, the change must not be taken for
    // another row's change made as it comes in (the collection view counts a dequeued cell's
    // changes from when it leaves the pool). Without that, this list ends with row 1 waiting
    // for the update its display callback asked for, and shows the wrong rows.
    @Test func aCellChangedInItsPoolDoesNotHideAnotherRowsChange() throws {
        let list = ChangingList()
        let steps: [ChangeStep] = [
            .changeWhileScrolling(rows: 1, offset: 0, lines: 1, by: .willDisplay),
            .change(offset: 0, lines: 3),
            .changeWhileScrolling(rows: -1, offset: 9, lines: 1, by: .willDisplay),
            .scroll(by: 1), .changeWhileScrolling(rows: 1, offset: 0, lines: 1, by: .willDisplay),
        ]
        for step in steps {
            list.run(step)
            try list.requireUpToDate()
        }
    }
}
