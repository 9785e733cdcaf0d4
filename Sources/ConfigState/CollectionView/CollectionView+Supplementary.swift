// Supplementary views — headers and footers — registered, dequeued and reused as cells are:
// one pool per registration, a record of each view kept by the collection view, and the same
// checks on the data source that provides them.
extension CollectionView {
    /// The kind of a section header: `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer: `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// How to configure supplementary views of one type and kind:
    /// `UICollectionView.SupplementaryRegistration` without the `UI`.
    ///
    /// List cells work as headers and footers, as Apple's samples use them: in a list layout
    /// their default content and background configurations are then a header's or a
    /// footer's. Create registrations once, outside the supplementary view provider.
    ///
    /// <!-- snippet: SymbolDocs/DocSupplementaryRegistration -->
    /// ```swift
    /// let header = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
    ///     elementKind: CollectionView.elementKindSectionHeader
    /// ) { headerView, elementKind, indexPath in
    ///     var content = headerView.defaultContentConfiguration()
    ///     content.text = "Section \(indexPath.section)"
    ///     headerView.contentConfiguration = content
    /// }
    /// ```
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// The closure type that configures a supplementary view.
        public typealias Handler =
            @MainActor (
                _ supplementaryView: Supplementary, _ elementKind: String,
                _ indexPath: IndexPath
            ) -> Void

        let identity = RegistrationIdentity()
        /// The kind of supplementary view the registration configures.
        let elementKind: String
        let handler: Handler

        /// Creates a registration for views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        /// The key of this registration's reuse pool.
        var reuseKey: ObjectIdentifier { ObjectIdentifier(identity) }
    }

    /// Returns a view from `registration`'s pool — after its ``CollectionReusableView/prepareForReuse()``
    /// — or a new one, and runs the registration's handler: UIKit's
    /// `dequeueConfiguredReusableSupplementary(using:for:)`. Call it from the supplementary
    /// view provider, once per view.
    ///
    /// - Complexity: O(1), plus the handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        typealias Slot = TypedSupplementarySlot<Supplementary>
        let key = registration.reuseKey
        counters.supplementaryViewsDequeued += 1
        let slot: Slot
        if let reused = supplementaryPools.dequeue(for: key) as? Slot {
            counters.supplementaryViewsReused += 1
            reused.typedView.prepareForReuse()
            slot = reused
        } else {
            slot = Slot(view: Supplementary(), registration: registration)
            supplementarySlots[ObjectIdentifier(slot.typedView)] = slot
            counters.supplementaryViewsCreated += 1
        }
        let view = slot.typedView
        if !view.isSubview(of: self) { addSubview(view) }
        view.isHidden = false
        prepareListRole(of: view, for: .supplementary(registration.elementKind, indexPath))
        if let cell = view as? CollectionViewCell {
            cell.diagnosticSink = diagnostics
            cell.isEditing = isEditing
        }
        slot.configuration = TypedSupplementarySlot<Supplementary>.Configuration(
            elementKind: registration.elementKind, indexPath: indexPath,
            traits: view.traitCollection)
        supplementaryRequest?.dequeued.append(slot)
        registration.handler(view, registration.elementKind, indexPath)
        slot.configuredSinceAudit = true
        return view
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, after laying out; `nil`
    /// when none shows there.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> CollectionReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]?
            .view
    }

    /// The visible supplementary views of `elementKind`, in index-path order, after laying out.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: $0)]?.view
        }
    }

    /// The index paths of the visible supplementary views of `elementKind`, in order, after
    /// laying out.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
        -> [IndexPath]
    {
        layoutIfNeeded()
        return visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath)
            .sorted()
    }

    /// How many supplementary views wait in the reuse pools (beyond UIKit).
    public var pooledSupplementaryViewCount: Int { supplementaryPools.count }

    // MARK: Providing and returning

    /// Asks the data source for the supplementary view at `key`, and checks the answer as
    /// ``provideCell(at:)`` checks cells.
    func provideSupplementary(at key: SupplementaryKey) -> VisibleSupplementary {
        guard let dataSource else { return placeholderSupplementary(at: key) }
        let outer = supplementaryRequest
        supplementaryRequest = SupplementaryRequest(key: key)
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        let request = supplementaryRequest ?? SupplementaryRequest(key: key)
        supplementaryRequest = outer
        if view.isPlaceholder { return VisibleSupplementary(view: view, slot: nil) }
        let slot = supplementarySlots[ObjectIdentifier(view)]
        for extra in request.dequeued where extra !== slot {
            reportMisuse(
                "the supplementary view provider dequeued a view for the \(key) but returned another; dequeue once per view (the extra view went back to its pool)",
                at: key.indexPath)
            extra.view.isHidden = true
            supplementaryPools.enqueue(extra, for: extra.reuseKey)
        }
        if let shownAt = visibleSupplementaries.first(where: { $0.value.view === view })?.key,
            shownAt != key
        {
            reportMisuse(
                "the supplementary view provider returned for the \(key) the view already showing the \(shownAt); one view cannot show two, so a placeholder shows it",
                at: key.indexPath)
            return placeholderSupplementary(at: key)
        }
        guard let slot, request.dequeued.contains(where: { $0 === slot }) else {
            reportMisuse(
                "the supplementary view provider returned for the \(key) a view it did not dequeue; use dequeueConfiguredReusableSupplementary(using:for:) (the view is shown but never reused or audited)",
                at: key.indexPath)
            // A view made elsewhere: compared by the superview itself (see the cells' case).
            if view.superview !== self { addSubview(view) }
            return VisibleSupplementary(view: view, slot: slot)
        }
        return VisibleSupplementary(view: view, slot: slot)
    }

    /// A plain view standing in for a supplementary view the data source could not give, as
    /// tall as the estimate for one.
    func placeholderSupplementary(at key: SupplementaryKey) -> VisibleSupplementary {
        let view = CollectionReusableView(
            frame: CGRect(
                x: 0, y: 0, width: 0,
                height: CollectionLayoutListConfiguration.Appearance.estimatedHeight))
        view.isPlaceholder = true
        addSubview(view)
        return VisibleSupplementary(view: view, slot: nil)
    }

    /// Takes a supplementary view off the screen and returns it to its registration's pool,
    /// hidden; a view the collection view did not dequeue is let go.
    func enqueueSupplementary(_ visible: VisibleSupplementary, at key: SupplementaryKey) {
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: visible.view, forElementOfKind: key.kind,
            at: key.indexPath)
        guard let slot = visible.slot else {
            visible.view.removeFromSuperview()
            return
        }
        visible.view.isHidden = true
        supplementaryPools.enqueue(slot, for: slot.reuseKey)
    }
}

/// Identifies a registration: copies share it, separate registrations differ.
final class RegistrationIdentity: Sendable {}

/// Where a supplementary view shows: its kind and index path.
struct SupplementaryKey: Hashable, Comparable, CustomStringConvertible {
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: SupplementaryKey, rhs: SupplementaryKey) -> Bool {
        (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }

    /// "section header at [0, 0]".
    var description: String {
        switch kind {
        case CollectionView.elementKindSectionHeader: return "section header at \(indexPath)"
        case CollectionView.elementKindSectionFooter: return "section footer at \(indexPath)"
        default: return "supplementary view of kind \(kind) at \(indexPath)"
        }
    }
}

/// A visible supplementary view and the collection view's record of it (`nil` for a view the
/// data source did not dequeue).
@MainActor
struct VisibleSupplementary {
    var view: CollectionReusableView
    var slot: (any SupplementarySlot)?
    /// The view's configuration update count (or -1 for a plain reusable view) and width when
    /// it was last measured.
    var measuredUpdate: (count: Int, width: CGFloat)?
}

/// The request a data source is answering for a supplementary view.
@MainActor
struct SupplementaryRequest {
    let key: SupplementaryKey
    var dequeued = DequeuedSlots<any SupplementarySlot>()
}

/// What a ``CollectionView`` keeps about each supplementary view it created.
@MainActor
protocol SupplementarySlot: HostNameSource {
    /// The view.
    var view: CollectionReusableView { get }
    /// The registration the view was made by.
    var reuseKey: ObjectIdentifier { get }
    /// Whether the handler ran since the audit last checked the view.
    var configuredSinceAudit: Bool { get set }
    /// The view's update count when the audit last checked it.
    var auditedUpdateCount: Int? { get set }
    /// A new view configured as this one was.
    func makeFreshView() -> CollectionReusableView
}

/// A ``SupplementarySlot`` for one registration's view type.
@MainActor
final class TypedSupplementarySlot<RegisteredView: CollectionReusableView>: SupplementarySlot {
    /// How the view was last configured.
    struct Configuration {
        var elementKind: String
        var indexPath: IndexPath
        var traits: TraitCollection
    }

    let typedView: RegisteredView
    let registration: CollectionView.SupplementaryRegistration<RegisteredView>
    var configuration: Configuration?
    var configuredSinceAudit = true
    var auditedUpdateCount: Int?

    init(
        view: RegisteredView, registration: CollectionView.SupplementaryRegistration<RegisteredView>
    ) {
        self.typedView = view
        self.registration = registration
    }

    var view: CollectionReusableView { typedView }
    var reuseKey: ObjectIdentifier { registration.reuseKey }
    var hostDescription: String {
        guard let configuration else { return "\(RegisteredView.self)" }
        return
            "\(RegisteredView.self)(\(SupplementaryKey(kind: configuration.elementKind, indexPath: configuration.indexPath)))"
    }

    func makeFreshView() -> CollectionReusableView {
        let fresh = RegisteredView()
        guard let configuration else { return fresh }
        fresh.traitCollection = configuration.traits
        fresh.listRole = typedView.listRole
        registration.handler(fresh, configuration.elementKind, configuration.indexPath)
        return fresh
    }
}
