/// A headless collection view: `UICollectionView` without the `UI` — items in sections, laid
/// out by a layout, shown through a viewport by cells that registrations configure and reuse
/// pools recycle, with the item state (selection, highlight, focus, editing, expansion,
/// reordering, drag and drop) applied to whichever cell shows each item.
///
/// <!-- snippet: SymbolDocs/DocCollectionView -->
/// ```swift
/// let collectionView = CollectionView(
///     frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///     collectionViewLayout: CollectionViewCompositionalLayout.list(
///         using: CollectionLayoutListConfiguration(appearance: .plain)))
/// let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
///     cell, indexPath, item in
///     var content = cell.defaultContentConfiguration()
///     content.text = "Row \(item)"
///     cell.contentConfiguration = content
/// }
/// let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
///     collectionView, indexPath, item in
///     collectionView.dequeueConfiguredReusableCell(
///         using: registration, for: indexPath, item: item)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Int, Int>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(Array(0..<1_000))
/// dataSource.apply(snapshot)
/// collectionView.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
/// // Cells created stay around the viewport's rows; scrolling reuses them.
/// print(collectionView.statistics.cellsCreated, collectionView.statistics.cellsReused)
///
/// // Prints:
/// // 20 20
/// ```
///
/// **Lazy, as in UIKit.** Changes mark the collection view as needing layout;
/// ``layoutIfNeeded()`` — which ``render()``, ``visibleCells`` and ``cellForItem(at:)`` call —
/// asks the data source for cells for the items that came into view, returns the cells of the
/// items that left it to their registration's pool, gives each visible cell its item's state
/// and runs the cells' update passes. Cells are the collection view's subviews and inherit its
/// traits — with the list appearance of a list layout as their `listEnvironment`.
///
/// **State follows items.** Item state is kept by index path, as UIKit does, and moved with
/// the items when a diffable data source applies a snapshot: a selected item stays selected
/// wherever it moves, on whichever cell shows it; the state of deleted items is dropped.
///
/// **Beyond UIKit**, for tests: headless interactions (``tapItem(at:)``,
/// ``tapAccessory(_:ofItemAt:)``, drag and drop), the batch of the last update (``lastUpdate``),
/// ``render()``, ``statistics``, the reuse audit (``isReuseAuditEnabled``) and ``diagnostics`` —
/// where every misuse UIKit would crash on is reported instead.
@MainActor
open class CollectionView: View {
    /// Creates a collection view with `frame` and `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Creates a collection view from an archive: a headless view decodes nothing, so this is
    /// a zero frame and a plain list layout.
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain))
        super.init(coder: coder)
        adopt(collectionViewLayout)
    }

    // MARK: Geometry and scrolling

    /// The collection view's frame; a change lays it out again.
    open override var frame: CGRect {
        didSet {
            guard frame != oldValue else { return }
            needsLayout = true
            if frame.width != oldValue.width { collectionViewLayout.collectionViewWidthDidChange() }
        }
    }

    /// The point of the content at the viewport's top left (`UIScrollView.contentOffset`);
    /// setting it scrolls.
    @exclusivity(unchecked) open var contentOffset: CGPoint = .zero {
        didSet {
            // A scroll changes which items are visible, not where they are: as in UIKit,
            // whose layouts are not invalidated by a scroll unless they ask to be, the visible
            // cells keep their frames and only the ones coming in get theirs.
            guard contentOffset != oldValue, !isAdjustingContentOffset else { return }
            needsLayout = true
        }
    }

    /// Whether the layout pass is moving the content offset to keep what shows still.
    private var isAdjustingContentOffset = false

    /// Moves the content offset by `deltaY` points without asking for another layout: the
    /// pass that calls it lays the new offset out itself.
    func moveContentOffsetWithoutLayout(by deltaY: CGFloat) {
        isAdjustingContentOffset = true
        contentOffset.y += deltaY
        isAdjustingContentOffset = false
    }

    // MARK: Layout and traits

    /// The layout that places the items. Setting one lays the collection view out again.
    @exclusivity(unchecked) open var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }

    private func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.collectionViewWidthDidChange()
        placedElementsVersion = nil
        placedElementsShownVersion = nil
        // Another layout's versions count on their own.
        settledRows = nil
        viewsCleanAt = nil
        applyLayoutTraits()
        layoutNeedsUpdate()
        // Visible cells and supplementary views take their parts and list environments from
        // the new layout.
        needsStateRefresh = true
    }

    /// The traits set on the collection view, before the layout's list environment.
    private var assignedTraits: TraitCollection?

    /// The collection view's traits: those set on it (or inherited), with a list layout's
    /// appearance as their `listEnvironment`. Its cells inherit them.
    open override var traitCollection: TraitCollection {
        get { super.traitCollection }
        set {
            assignedTraits = newValue
            applyLayoutTraits()
        }
    }

    /// Gives the collection view a list layout's appearance as its `listEnvironment`; a layout
    /// that is not one list (sections of several appearances, or a custom layout) leaves the
    /// environment set on the collection view, or none.
    private func applyLayoutTraits() {
        var traits = assignedTraits ?? super.traitCollection
        traits.listEnvironment =
            collectionViewLayout.listEnvironment ?? assignedTraits?.listEnvironment ?? .none
        super.traitCollection = traits
    }

    /// A trait change updates every visible cell, and lays the collection view out again:
    /// sizes follow the traits (Dynamic Type).
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        needsStateRefresh = true
        collectionViewLayout.invalidateLayout()
    }

    /// Brings the visible cells up to date: asks the data source again after
    /// ``reloadData()``, gets cells for the items that came into view and returns the cells of
    /// those that left to their pools, gives each visible cell its item's state, runs the
    /// cells' update passes, and — with the audit on — checks each freshly configured or
    /// updated cell. Updates that arrived from inside a cell provider run afterwards.
    ///
    /// A cell gets its element's frame when it comes into view and whenever the layout's frame
    /// for it changes, as UIKit applies layout attributes: a frame an app sets on a visible
    /// cell stays until then.
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible items, plus the cells' update passes and
    ///   the cell providers; after ``reloadData()``, also O(*s*) for *s* sections.
    open override func layoutIfNeeded() {
        layOut()
    }

    /// Marks the layout as needing work: the next ``layoutIfNeeded()`` lays out again.
    func layoutNeedsUpdate() {
        needsLayout = true
    }

    // MARK: Data source and delegate

    // The data source and delegate are read for every cell shown and returned, on the main
    // actor; each read loads the reference and ends before the call it makes, so the
    // runtime's exclusivity check (dearer than the read) is off for them, as for the stored
    // state below.

    /// The object that provides the items and their cells; held weakly, as in UIKit. Setting
    /// one reloads the data.
    @exclusivity(unchecked) public weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            itemStateSourceCache = dataSource as? any CollectionViewItemStateSource
            reloadData()
        }
    }

    /// The object told about interactions; held weakly, as in UIKit.
    @exclusivity(unchecked) public weak var delegate: (any CollectionViewDelegate)?

    /// The data source's answers about its items, when it is a diffable data source:
    /// expansion, outline levels, descriptions.
    var itemStateSource: (any CollectionViewItemStateSource)? { itemStateSourceCache }

    /// The number of items in each section, as last asked of the data source.
    @exclusivity(unchecked) var itemCounts = ItemCounts()

    /// The number of sections, as last asked of the data source.
    public var numberOfSections: Int {
        reloadCountsIfNeeded()
        return itemCounts.sections.count
    }

    /// The number of items in `section`; 0 for a section that does not exist (UIKit raises).
    public func numberOfItems(inSection section: Int) -> Int {
        reloadCountsIfNeeded()
        return itemCounts.count(inSection: section)
    }

    /// Asks the data source for everything again: every visible cell goes back to its pool
    /// and the visible items get cells anew. Item state is dropped, as UIKit drops the
    /// selection.
    open func reloadData() {
        needsReload = true
        needsLayout = true
    }

    // MARK: Stored state (the parts live in the extensions)
    //
    // The layout pass reads the state marked `@exclusivity(unchecked)` (all of it that a
    // scroll touches) many times a scroll,
    // and the runtime's exclusivity check costs more than each read (about 100 instructions
    // on Linux). All of it is the collection view's own, accessed on the main actor, and no
    // access to it is held across a call out to user code (a data source, a handler), so
    // accesses cannot overlap: the check is off for it.

    /// Whether the counts must be asked of the data source again.
    @exclusivity(unchecked) var needsReload = true
    /// Whether the visible items must be worked out again.
    @exclusivity(unchecked) var needsLayout = true
    /// Whether every visible cell must be given its item's state again.
    @exclusivity(unchecked) var needsStateRefresh = true
    /// The visible cells by index path.
    @exclusivity(unchecked) var visible = VisibleCells()
    /// The data source as an item-state source, cast once when it is set: a cell shown asks
    /// it twice, and a cast to a protocol searches the conformances.
    @exclusivity(unchecked)
    private weak var itemStateSourceCache: (any CollectionViewItemStateSource)?
    /// The layout pass's buffers, kept between passes so that a pass allocates none: the
    /// elements the layout places, and the cell showing each.
    @exclusivity(unchecked) var placedElementsBuffer = PlacedElements()
    @exclusivity(unchecked) var shownCellsBuffer: [Int] = []
    /// The layout's placement version when the placed-elements buffer's elements were placed
    /// (those of the viewport then); `nil` when it holds no rect's elements as they are.
    @exclusivity(unchecked) var placedElementsVersion: Int?
    /// ``HostChanges/count`` and the visible cells' version when every visible view was last
    /// known measured as it is and not waiting for an update pass — the end of a settled pass
    /// of a self-sizing layout; `nil` when not known.
    @exclusivity(unchecked) var viewsCleanAt: (changes: Int, visibleVersion: Int)?
    /// The visible cells' version when the last pass left every element of the placed-elements
    /// buffer shown by its cell at the element's frame; `nil` when it did not.
    @exclusivity(unchecked) var placedElementsShownVersion: Int?
    /// While a layout pass runs, ``HostChanges/count`` at the last point the pass knew every
    /// visible view measured as it is and not waiting for an update pass, but for new cells
    /// it is still showing; `nil` when it does not know. While it equals the count, the pass
    /// skips asking each visible view (see ``HostChanges``).
    @exclusivity(unchecked) var cleanChanges: Int?
    /// How many times a layout pass asked each visible view whether it needs measuring or
    /// updating, for the tests: a steady scroll asks none.
    @exclusivity(unchecked) var visibleViewWalks = 0
    /// Counts layout passes (``layOut()``): a visible cell refreshed by the pass that is
    /// running is marked with its number (``VisibleCell/refreshedInPass``).
    @exclusivity(unchecked) var layOutPass = 0
    /// The cells leaving the viewport, by where they were among the visible cells.
    @exclusivity(unchecked) var leavingBuffer: [LeavingCell] = []
    /// The last pass that settled with exactly a list's rows shown, each by its cell at its
    /// frame (see ``SettledRows``); `nil` when the last pass did not.
    @exclusivity(unchecked) var settledRows: SettledRows?
    /// Whether a scroll down of settled rows takes the rows' own path
    /// (``layOutRowsScrolledDown(in:)``); the tests turn it off to compare it with the general
    /// pass.
    @exclusivity(unchecked) var scrollsRowsDirectly = true
    /// How many passes took the rows' own path, for the tests.
    @exclusivity(unchecked) var rowScrolls = 0

    /// A visible cell leaving the viewport: its index path, the index path's key, and its
    /// offset among the visible cells when it was found, where it is removed from without a
    /// search.
    struct LeavingCell {
        var indexPath: IndexPath
        var key: VisibleCells.Key
        var offset: Int
    }
    /// Cells of reloaded items, with the index paths they showed: they go back to their pools
    /// after the next layout pass has dequeued the new cells, so that a reload, as in UIKit
    /// (where the old cell is still on screen while the new one comes in), never gets the
    /// reloaded item's own cell back.
    @exclusivity(unchecked) var replacedCells: [(cell: VisibleCell, indexPath: IndexPath)] = []
    /// Records of cells that left the viewport, for when they show again, oldest first.
    @exclusivity(unchecked) var spareVisibleCells: [VisibleCell] = []
    /// The item state, by index path.
    @exclusivity(unchecked) var itemState = CollectionViewItemState()
    /// Cells waiting to be reused, by registration.
    @exclusivity(unchecked) var pools = ReusePools<any ListCellSlot>()
    /// The collection view's record of every cell it created, by the cell's identity.
    @exclusivity(unchecked) var slots: [ObjectIdentifier: any ListCellSlot] = [:]
    /// The request the data source is answering, while it is.
    @exclusivity(unchecked) var cellRequest: CellRequest?
    /// The cell ``reconfigureItems(at:)`` is running the data source for.
    @exclusivity(unchecked) var reconfiguring: (any ListCellSlot)?
    /// The visible supplementary views by kind and index path.
    @exclusivity(unchecked)
    var visibleSupplementaries: [SupplementaryKey: VisibleSupplementary] = [:]
    /// Supplementary views waiting to be reused, by registration.
    @exclusivity(unchecked) var supplementaryPools = ReusePools<any SupplementarySlot>()
    /// The collection view's record of every supplementary view it created, by identity.
    @exclusivity(unchecked) var supplementarySlots: [ObjectIdentifier: any SupplementarySlot] = [:]
    /// The supplementary view request the data source is answering, while it is.
    @exclusivity(unchecked) var supplementaryRequest: SupplementaryRequest?
    /// Updates deferred because they arrived while the collection view was asking for cells.
    @exclusivity(unchecked) var deferredUpdates: [() -> Void] = []
    /// Whether ``runDeferredUpdates()`` is running, so that the layouts it causes leave the
    /// updates they defer to its loop.
    @exclusivity(unchecked) var isRunningDeferredUpdates = false
    /// Counts for ``statistics``.
    @exclusivity(unchecked) var counters = CollectionViewStatistics()
    /// Where an interactive movement would put its item now.
    @exclusivity(unchecked) var movementTarget: IndexPath?
    /// The actions the swiped item reveals, when it was swiped open with actions.
    @exclusivity(unchecked) var swipeReveal: SwipeReveal?

    /// Whether the collection view is editing; cells show editing accessories while it is.
    @exclusivity(unchecked) open var isEditing = false {
        didSet { if isEditing != oldValue { needsStateRefresh = true } }
    }

    // MARK: Selection settings

    /// Whether the user can select items. Default `true`.
    open var allowsSelection = true
    /// Whether the user can select several items. Default `false`.
    open var allowsMultipleSelection = false
    /// Whether the user can select items while editing. Default `false`.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items while editing. Default `false`.
    open var allowsMultipleSelectionDuringEditing = false

    // MARK: Reuse audit, diagnostics and the last update

    /// Whether every configured cell is checked against a fresh cell configured with the same
    /// registration, item and state (beyond UIKit). Differences are reported as
    /// ``Diagnostic/Kind/staleState`` diagnostics naming the properties. Default `false`.
    @exclusivity(unchecked) public var isReuseAuditEnabled = false

    /// Everything the collection view, its data source and its cells reported (beyond UIKit).
    public let diagnostics = DiagnosticLog()

    /// The batch the last update made — what a `UICollectionView` would animate (beyond UIKit).
    public internal(set) var lastUpdate: CollectionViewUpdate?
}

/// What a diffable data source tells its collection view about its items beyond their count.
@MainActor
protocol CollectionViewItemStateSource: AnyObject {
    /// Whether the item at `indexPath` is an expanded outline parent.
    func isExpanded(at indexPath: IndexPath) -> Bool
    /// The item's depth in its section's outline; `nil` outside outlines.
    func outlineLevel(at indexPath: IndexPath) -> Int?
    /// The item, described, for renders and diagnostics.
    func itemDescription(at indexPath: IndexPath) -> String?
    /// Expands or collapses the outline parent at `indexPath` (an outline disclosure's default
    /// action).
    func toggleExpansion(at indexPath: IndexPath)
}

/// The number of items in each section, and where each section starts among all items.
struct ItemCounts: Equatable {
    /// Items per section.
    private(set) var sections: [Int] = []
    /// The global row of each section's first item.
    private var starts: [Int] = []
    /// All items.
    private(set) var total = 0

    init() {}

    /// Counts for `sections` sections of the given sizes; negative counts read as 0.
    init(_ counts: [Int]) {
        sections = counts.map { max($0, 0) }
        starts.reserveCapacity(sections.count)
        var start = 0
        for count in sections {
            starts.append(start)
            start += count
        }
        total = start
    }

    /// The number of items in `section`, or 0 when there is none.
    func count(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section] : 0
    }

    /// Whether `indexPath` names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0
            && indexPath.item < count(inSection: indexPath.section)
    }

    /// The global row of `indexPath`, or `nil` when it names no item.
    func row(of indexPath: IndexPath) -> Int? {
        contains(indexPath) ? starts[indexPath.section] + indexPath.item : nil
    }

    /// The index path of global row `row`.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    func indexPath(ofRow row: Int) -> IndexPath? {
        guard row >= 0, row < total else { return nil }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= row { low = middle } else { high = middle - 1 }
        }
        // Skip empty sections that start at the same row.
        while low + 1 < starts.count, starts[low + 1] <= row { low += 1 }
        return IndexPath(item: row - starts[low], section: low)
    }
}

/// Counts that show whether reuse works (beyond UIKit).
public struct CollectionViewStatistics: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Cells created by the collection view (not counting the reuse audit's fresh cells).
    public var cellsCreated = 0
    /// Dequeues answered from a reuse pool.
    public var cellsReused = 0
    /// Dequeues in total.
    public var cellsDequeued = 0
    /// Supplementary views (headers and footers) created by the collection view.
    public var supplementaryViewsCreated = 0
    /// Supplementary view dequeues answered from a reuse pool.
    public var supplementaryViewsReused = 0
    /// Supplementary view dequeues in total.
    public var supplementaryViewsDequeued = 0
    /// Content views created by the collection view's cells, replacements included.
    public var contentViewsCreated = 0
    /// Content views replaced because they did not support a new configuration.
    public var contentViewsReplaced = 0
    /// Update passes run on the collection view's cells.
    public var configurationUpdates = 0
    /// Cells the reuse audit compared with a fresh cell.
    public var cellsAudited = 0
    /// Audited cells that differed from a fresh cell.
    public var staleCells = 0
    /// Supplementary views the reuse audit compared with a fresh view.
    public var supplementaryViewsAudited = 0
    /// Audited supplementary views that differed from a fresh view.
    public var staleSupplementaryViews = 0

    /// Zeroed statistics.
    public init() {}

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case cellsCreated, cellsReused, cellsDequeued, supplementaryViewsCreated
        case supplementaryViewsReused, supplementaryViewsDequeued, contentViewsCreated
        case contentViewsReplaced, configurationUpdates, cellsAudited, staleCells
        case supplementaryViewsAudited, staleSupplementaryViews
    }

    /// Decodes every count; a missing count or any other key is a `DecodingError` that names
    /// it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "collection view statistics")
        func count(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
        cellsCreated = try count(.cellsCreated)
        cellsReused = try count(.cellsReused)
        cellsDequeued = try count(.cellsDequeued)
        supplementaryViewsCreated = try count(.supplementaryViewsCreated)
        supplementaryViewsReused = try count(.supplementaryViewsReused)
        supplementaryViewsDequeued = try count(.supplementaryViewsDequeued)
        contentViewsCreated = try count(.contentViewsCreated)
        contentViewsReplaced = try count(.contentViewsReplaced)
        configurationUpdates = try count(.configurationUpdates)
        cellsAudited = try count(.cellsAudited)
        staleCells = try count(.staleCells)
        supplementaryViewsAudited = try count(.supplementaryViewsAudited)
        staleSupplementaryViews = try count(.staleSupplementaryViews)
    }

    /// One line, for logs; supplementary views only when there were some.
    public var description: String {
        var line =
            "cells created \(cellsCreated), reused \(cellsReused), dequeued \(cellsDequeued); content views created \(contentViewsCreated), replaced \(contentViewsReplaced); update passes \(configurationUpdates); audited \(cellsAudited), stale \(staleCells)"
        if supplementaryViewsDequeued > 0 {
            line +=
                "; supplementary views created \(supplementaryViewsCreated), reused \(supplementaryViewsReused), dequeued \(supplementaryViewsDequeued), audited \(supplementaryViewsAudited), stale \(staleSupplementaryViews)"
        }
        return line
    }
}
