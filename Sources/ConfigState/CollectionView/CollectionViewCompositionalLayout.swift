/// The closure type that gives a compositional layout each section:
/// `UICollectionViewCompositionalLayoutSectionProvider` without the `UI`. It gets the section's
/// index and the layout environment, and returns the section (`nil` leaves it empty).
public typealias CollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout built from sections: `UICollectionViewCompositionalLayout` without the `UI`.
///
/// ``list(using:)`` makes a list: one full-width row per item, top to bottom, section after
/// section, with the configuration's headers, footers, separators and swipe actions; its
/// appearance becomes the `listEnvironment` trait of the cells and supplementary views. A
/// section provider (``init(sectionProvider:)``) gives each section its own list
/// configuration.
///
/// **Self-sizing, as UIKit's list sections.** A row's height is what its cell asks for
/// (``View/systemLayoutSizeFitting(_:)``) once the cell has been configured; rows never shown
/// yet are estimated at 44 points. When measuring changes heights above what the viewport
/// shows, the collection view moves its content offset by the same amount, so that what is on
/// screen stays still. Heights are rounded up to quarter points. The numbers each appearance
/// uses are in <doc:ListLayout>.
@MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Where the sections come from.
    private enum Sections {
        case list(CollectionLayoutListConfiguration)
        case provider(CollectionViewCompositionalLayoutSectionProvider)
    }

    private let sections: Sections
    /// Where every element is.
    // The layout pass reads these tens of times per scroll, and the runtime's exclusivity
    // check costs more than the read (about 100 instructions on Linux). Every access is on
    // the main actor and none is held across a call out to user code, so accesses cannot
    // overlap: the check is off.
    @exclusivity(unchecked) private(set) var model = ListLayoutModel()
    /// Whether the sections must be asked for again before the next answer.
    @exclusivity(unchecked) private var needsRebuild = true
    /// The measured heights the next rebuild starts from, by element; `nil` keeps the
    /// model's own.
    private var carried: [ListLayoutModel.Element: CGFloat]?
    /// The width and traits the model was built for.
    @exclusivity(unchecked) private var builtWidth: CGFloat = -1
    /// Counts the model's rebuilds and height changes: ``placementVersion``.
    @exclusivity(unchecked) private var placementChanges = 0
    private var builtTraits: TraitCollection?

    /// A layout whose every section is `section`.
    public init(section: CollectionLayoutSection) {
        self.sections = .provider { _, _ in section }
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.sections = .provider(sectionProvider)
        super.init()
    }

    private init(listConfiguration: CollectionLayoutListConfiguration) {
        self.sections = .list(listConfiguration)
        super.init()
    }

    /// A list layout: every section a list with `configuration`.
    public static func list(using configuration: CollectionLayoutListConfiguration)
        -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout(listConfiguration: configuration)
    }

    /// Asks for the sections again and lays everything out again, keeping the heights
    /// measured so far.
    open override func invalidateLayout() {
        needsRebuild = true
        super.invalidateLayout()
    }

    // MARK: Building the model

    /// Builds the model when the data, the width, the traits or the sections changed.
    ///
    /// The collection view says when its width changes (`collectionViewWidthDidChange()`)
    /// and when its traits do (its `traitCollectionDidChange(_:)` invalidates the layout):
    /// both mark the model for a rebuild, so a pass that changed neither — a scroll — reads
    /// neither (a weak load of the collection view and a copy of its traits, about 300
    /// instructions a pass).
    open override func prepare() {
        guard needsRebuild, let collectionView else { return }
        let width = collectionView.bounds.width
        let traits = collectionView.traitCollection
        if width != builtWidth || traits != builtTraits {
            // Heights depend on the width and the traits: measure again.
            carried = [:]
        }
        let measured =
            carried
            ?? Dictionary(
                model.measuredElements().map { ($0.element, $0.height) },
                uniquingKeysWith: { first, _ in first })
        carried = nil
        needsRebuild = false
        placementChanges &+= 1
        builtWidth = width
        builtTraits = traits
        let environment = LayoutEnvironment(
            contentSize: collectionView.bounds.size, traitCollection: traits)
        let counts = collectionView.itemCounts
        let described = counts.sections.indices.map {
            index -> (ListLayoutModel.Section, CollectionLayoutListConfiguration) in
            let section: CollectionLayoutSection?
            switch sections {
            case .list(let configuration):
                section = CollectionLayoutSection(kind: .list(configuration))
            case .provider(let provider):
                section = provider(index, environment)
            }
            return Self.describe(
                section, itemCount: counts.count(inSection: index), isFirst: index == 0)
        }
        model = ListLayoutModel(sections: described, width: width, measured: measured)
    }

    /// A section of the model: a list section's paddings, insets, header and footer.
    private static func describe(
        _ section: CollectionLayoutSection?, itemCount: Int, isFirst: Bool
    ) -> (ListLayoutModel.Section, CollectionLayoutListConfiguration) {
        let configuration =
            section?.listConfiguration ?? CollectionLayoutListConfiguration(appearance: .plain)
        let appearance = configuration.appearance
        let hasHeader = configuration.headerMode == .supplementary
        let hasFooter = configuration.footerMode == .supplementary
        let insets = section?.contentInsets ?? .zero
        let topPadding =
            hasHeader
            ? configuration.headerTopPadding
                ?? appearance.automaticTopPadding(hasHeader: true, isFirstSection: isFirst)
            : appearance.automaticTopPadding(hasHeader: false, isFirstSection: isFirst)
        let described = ListLayoutModel.Section(
            itemCount: section == nil ? 0 : itemCount,
            hasHeader: hasHeader, hasFooter: hasFooter, topPadding: topPadding + insets.top,
            bottomPadding: insets.bottom, leadingInset: appearance.sideInset + insets.leading,
            trailingInset: appearance.sideInset + insets.trailing)
        return (described, configuration)
    }

    // MARK: UIKit's questions

    /// The size of everything: the collection view's width by the rows', headers', footers'
    /// and paddings' heights — measured where they were, estimated elsewhere — plus the last
    /// section's bottom padding.
    open override var collectionViewContentSize: CGSize {
        guard let collectionView else { return .zero }
        prepareIfNeeded()
        return CGSize(
            width: collectionView.bounds.width, height: model.contentHeight + trailingPadding)
    }

    /// The space after the last section (grouped lists end with padding).
    private var trailingPadding: CGFloat {
        model.configurations.last?.configuration.appearance.bottomPadding ?? 0
    }

    /// The attributes of the rows, headers and footers whose frames meet `rect`.
    ///
    /// - Complexity: O(*v* log *n*) for *v* elements in `rect` among *n*.
    open override func layoutAttributesForElements(in rect: CGRect)
        -> [CollectionViewLayoutAttributes]?
    {
        prepareIfNeeded()
        return model.elements(in: rect).compactMap(attributes(for:))
    }

    /// The row of `indexPath`: full width (inset in inset grouped lists), at its place.
    ///
    /// - Complexity: O(log *n*).
    open override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        prepareIfNeeded()
        return attributes(for: .item(indexPath))
    }

    /// The header or footer of section `indexPath.section`, for
    /// ``CollectionView/elementKindSectionHeader`` and ``CollectionView/elementKindSectionFooter``.
    ///
    /// - Complexity: O(log *n*).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        guard let element = Self.element(.supplementary(elementKind, indexPath)) else {
            return nil
        }
        return attributes(for: element)
    }

    private func attributes(for element: ListLayoutModel.Element)
        -> CollectionViewLayoutAttributes?
    {
        guard let frame = Self.frame(of: element, in: &model) else { return nil }
        let attributes: CollectionViewLayoutAttributes
        switch element {
        case .item(let indexPath):
            attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        case .header(let section):
            attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section))
        case .footer(let section):
            attributes = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
                with: IndexPath(item: 0, section: section))
        }
        attributes.frame = frame
        return attributes
    }

    /// Builds the model if anything it depends on changed. The collection view reports width
    /// changes (``collectionViewWidthDidChange()``), so that the answers a layout pass asks
    /// for dozens of times a scroll need not load the weak reference to the collection view.
    private func prepareIfNeeded() {
        if needsRebuild { prepare() }
    }

    /// The heights depend on the width: measure again at the next answer.
    override func collectionViewWidthDidChange() {
        needsRebuild = true
    }

    // MARK: The seam

    override var listEnvironment: ListEnvironment? {
        if case .list(let configuration) = sections {
            return configuration.appearance.listEnvironment
        }
        return nil
    }

    override func listConfiguration(forSection section: Int) -> ListSectionConfiguration? {
        prepareIfNeeded()
        return model.configurations.indices.contains(section)
            ? model.configurations[section] : nil
    }

    override func placedElements(in rect: CGRect, into placed: inout PlacedElements) {
        prepareIfNeeded()
        Self.placedElements(of: &model, in: rect, into: &placed)
    }

    override var placementVersion: Int? { needsRebuild ? nil : placementChanges }

    override func movePlacedElements(_ placed: inout PlacedElements, to rect: CGRect) -> Bool {
        guard !needsRebuild else { return false }
        return Self.movePlacedElements(&placed, of: &model, to: rect)
    }

    override func placeElementsAgain(
        _ placed: inout PlacedElements, from offset: Int, in rect: CGRect
    ) -> Bool {
        guard !needsRebuild else { return false }
        return Self.placeElementsAgain(&placed, from: offset, of: &model, in: rect)
    }

    override func row(after key: VisibleCells.Key, top: CGFloat) -> PlacedElements.Element? {
        guard !needsRebuild else { return nil }
        return Self.row(after: key, top: top, of: &model)
    }

    override func frame(of element: LayoutElement) -> CGRect? {
        prepareIfNeeded()
        guard let element = Self.element(element) else { return nil }
        return Self.frame(of: element, in: &model)
    }

    // The model read in place. A method called on the stored model gets a copy of it (the
    // class's property could change during the call), which retains and releases each of
    // its arrays — about 600 instructions a call, twice a scroll; lent `inout`, it is not
    // copied. The model is not changed.

    private static func placedElements(
        of model: inout ListLayoutModel, in rect: CGRect, into placed: inout PlacedElements
    ) {
        model.placedElements(
            in: rect, into: &placed, headerKind: CollectionView.elementKindSectionHeader,
            footerKind: CollectionView.elementKindSectionFooter)
    }

    private static func movePlacedElements(
        _ placed: inout PlacedElements, of model: inout ListLayoutModel, to rect: CGRect
    ) -> Bool {
        model.movePlacedElements(
            &placed, to: rect, headerKind: CollectionView.elementKindSectionHeader,
            footerKind: CollectionView.elementKindSectionFooter)
    }

    private static func placeElementsAgain(
        _ placed: inout PlacedElements, from offset: Int, of model: inout ListLayoutModel,
        in rect: CGRect
    ) -> Bool {
        model.placeElementsAgain(
            &placed, from: offset, in: rect, headerKind: CollectionView.elementKindSectionHeader,
            footerKind: CollectionView.elementKindSectionFooter)
    }

    private static func row(
        after key: VisibleCells.Key, top: CGFloat, of model: inout ListLayoutModel
    ) -> PlacedElements.Element? {
        model.row(after: key, top: Double(top))
    }

    private static func frame(of element: ListLayoutModel.Element, in model: inout ListLayoutModel)
        -> CGRect?
    {
        model.frame(of: element)
    }

    override var isSelfSizing: Bool { true }

    override var placesElementsInRows: Bool { true }

    override func setMeasuredHeight(
        _ height: CGFloat, ofCellWithKey key: VisibleCells.Key,
        element: @autoclosure () -> LayoutElement
    ) -> CGFloat {
        let change = model.setMeasuredHeight(height, ofItemAt: key)
        if change != 0 { placementChanges &+= 1 }
        return change
    }

    override func setMeasuredHeight(_ height: CGFloat, of element: LayoutElement) -> CGFloat {
        guard let element = Self.element(element) else { return 0 }
        let change = model.setMeasuredHeight(height, of: element)
        if change != 0 { placementChanges &+= 1 }
        return change
    }

    override func dataDidChange(
        newIndexPath: (IndexPath) -> IndexPath?, sectionsMoved: Bool, reloadedItems: Set<IndexPath>
    ) {
        var carried: [ListLayoutModel.Element: CGFloat] = [:]
        for (element, height) in model.measuredElements() {
            switch element {
            case .item(let indexPath):
                if let moved = newIndexPath(indexPath), !reloadedItems.contains(moved) {
                    carried[.item(moved)] = height
                }
            case .header, .footer:
                // Headers and footers stay with their section when no section moved.
                if !sectionsMoved { carried[element] = height }
            }
        }
        self.carried = carried
        needsRebuild = true
    }

    private static func layoutElement(_ element: ListLayoutModel.Element) -> LayoutElement {
        switch element {
        case .item(let indexPath): return .cell(indexPath)
        case .header(let section):
            return .supplementary(
                CollectionView.elementKindSectionHeader, IndexPath(item: 0, section: section))
        case .footer(let section):
            return .supplementary(
                CollectionView.elementKindSectionFooter, IndexPath(item: 0, section: section))
        }
    }

    private static func element(_ element: LayoutElement) -> ListLayoutModel.Element? {
        switch element {
        case .cell(let indexPath): return .item(indexPath)
        case .supplementary(let kind, let indexPath):
            guard indexPath.count == 2 else { return nil }
            if kind == CollectionView.elementKindSectionHeader {
                return .header(section: indexPath.section)
            }
            if kind == CollectionView.elementKindSectionFooter {
                return .footer(section: indexPath.section)
            }
            return nil
        }
    }
}
