/// A cell for lists: `UICollectionViewListCell` without the `UI`.
///
/// It adds accessories, indentation and a separator to ``CollectionViewCell``, and defaults that follow the
/// list environment: ``defaultContentConfiguration()`` is ``ListContentConfiguration/cell()``
/// and the cell starts with ``BackgroundConfiguration/listCell()`` as its background
/// configuration, both adapting to `traitCollection.listEnvironment` when updated — which is
/// also why, as in UIKit, setting ``View/backgroundColor`` on a list cell seems to do nothing
/// until the background configuration is removed.
open class CollectionViewListCell: CollectionViewCell {
    /// Creates a list cell with the given frame and the default list background.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// Creates a list cell from an archive: a headless cell decodes nothing, so it has the
    /// default list background (see ``View/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundConfiguration = defaultBackgroundConfiguration()
    }

    /// A fresh content configuration for this cell: ``ListContentConfiguration/cell()``, which
    /// adapts to the list environment — or, where a list layout makes the cell a section
    /// header or footer (a supplementary header or footer, or the first item of a section
    /// whose header mode is `firstItemInSection`), ``ListContentConfiguration/header()`` or
    /// ``ListContentConfiguration/footer()``, as UIKit's list cells do.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        switch listRole {
        case .item: return .cell()
        case .header: return .header()
        case .footer: return .footer()
        }
    }

    /// ``BackgroundConfiguration/listCell()``, which adapts to the list environment — or
    /// ``BackgroundConfiguration/listHeader()`` or ``BackgroundConfiguration/listFooter()``
    /// where a list layout makes the cell a header or footer.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch listRole {
        case .item: return .listCell()
        case .header: return .listHeader()
        case .footer: return .listFooter()
        }
    }

    /// A cell that still has its default background gets the default of its new part when a
    /// list layout makes it a header, a footer or an item again.
    override var listRole: ListRole {
        didSet {
            guard listRole != oldValue else { return }
            let old = defaultBackgroundConfiguration(for: oldValue)
            if backgroundConfiguration == old
                || backgroundConfiguration == old.updated(for: configurationState)
            {
                backgroundConfiguration = defaultBackgroundConfiguration()
            }
        }
    }

    private func defaultBackgroundConfiguration(for role: ListRole) -> BackgroundConfiguration {
        switch role {
        case .item: return .listCell()
        case .header: return .listHeader()
        case .footer: return .listFooter()
        }
    }

    /// Where the separator starts: a guide whose leading edge is the separator's — under the
    /// primary text, past the image, indentation and leading accessories — as UIKit's
    /// `separatorLayoutGuide` (iOS 14). Its frame spans from there to the trailing edge, the
    /// cell's full height, in the cell's coordinates (worked out from the cell's render when
    /// asked; zero for a cell without a size).
    public private(set) lazy var separatorLayoutGuide: LayoutGuide = {
        let guide = LayoutGuide()
        guide.owningView = self
        guide.identifier = "separatorLayoutGuide"
        guide.frameProvider = { [unowned self] in
            let size = self.bounds.size
            let leading = min(self.render().separatorInsets?.leading ?? 0, size.width)
            let isRightToLeft = self.traitCollection.layoutDirection == .rightToLeft
            return CGRect(
                x: isRightToLeft ? 0 : leading, y: 0, width: size.width - leading,
                height: size.height)
        }
        return guide
    }()

    // MARK: Separators and swipe actions (given by the list)
    //
    // The list sets these on every cell it shows, on the main actor, never across a call out:
    // the runtime's exclusivity check, dearer than the access, is off for the cell's stored
    // properties here.

    /// The separators the list shows on the cell.
    @exclusivity(unchecked) var listSeparators = ListItemSeparators()
    /// The swipe actions the cell reveals.
    @exclusivity(unchecked) var listSwipeActions: RevealedSwipeActions?

    // MARK: Accessories

    @exclusivity(unchecked) var storedAccessories: [CellAccessory] = []

    /// The accessories (`UICollectionViewListCell.accessories`). System accessories are placed
    /// by the system's order whatever their order here; custom ones by their placement.
    ///
    /// Two system accessories of one kind are an error — UIKit throws an exception. Assigning
    /// such a list keeps the previous accessories and reports an
    /// ``Diagnostic/Kind/invalidAccessories`` diagnostic naming the kind and positions; use
    /// ``setAccessories(_:)`` to get the error instead.
    ///
    /// - Complexity: O(1) to read; O(*n*) to set, for *n* accessories, which are validated.
    public var accessories: [CellAccessory] {
        get { storedAccessories }
        set {
            do {
                try setAccessories(newValue)
            } catch {
                report(.invalidAccessories, error.description)
            }
        }
    }

    /// Sets the accessories, or throws when two system accessories have the same kind.
    ///
    /// - Complexity: O(*n*), where *n* is the number of accessories (see
    ///   ``CellAccessory/validate(_:)``).
    public func setAccessories(_ accessories: [CellAccessory]) throws(CellAccessoryError) {
        try CellAccessory.validate(accessories)
        storedAccessories = accessories
    }

    // MARK: Indentation and separator
    //
    // The list resets and sets the level for every cell it shows, and measuring reads both:
    // on the main actor, never across a call out, so the runtime's exclusivity check is off
    // for them as for the list's other stored properties here.

    /// The indentation level (outline children are one level deeper than their parent); negative
    /// values become 0.
    @exclusivity(unchecked) public var indentationLevel = 0 {
        didSet { if indentationLevel < 0 { indentationLevel = 0 } }
    }

    /// Points of indentation per level; negative, NaN and infinite values become 0. Default 10.
    @exclusivity(unchecked) public var indentationWidth: CGFloat = 10 {
        didSet { if !indentationWidth.isFinite || indentationWidth < 0 { indentationWidth = 0 } }
    }

    /// Whether leading accessories move with the indentation. Default `true`; when `false`
    /// they stay at the leading edge while the content is indented
    /// (``ViewRender/leadingAccessoryIndentation``).
    @exclusivity(unchecked) public var indentsAccessories = true

    /// Also resets ``indentationLevel`` to 0, which the list sets again for outline children.
    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }

    override func applyListItemState(
        _ state: ListItemState, traitCollection: TraitCollection?, indentationLevel: Int?
    ) {
        super.applyListItemState(
            state, traitCollection: traitCollection, indentationLevel: indentationLevel)
        listSeparators = state.separators
        // Most cells reveal no swipe actions before or after: assigning `nil` over `nil`
        // would still copy and destroy the optionals through the runtime's value witnesses.
        if case .none = state.swipeActions, case .none = listSwipeActions {
        } else {
            listSwipeActions = state.swipeActions
        }
        // The list owns indentation in outline sections; elsewhere the handler's value stands.
        if let indentationLevel { self.indentationLevel = indentationLevel }
    }

    override var handlerIndentationLevel: Int? {
        get { indentationLevel }
        set { if let newValue { indentationLevel = newValue } }
    }

    override func addLayout(to context: inout LayoutContext) {
        // Without accessories the layout is two empty edges, the context's own: most rows
        // are measured without building the state it needs.
        addLayout(
            storedAccessories.isEmpty
                ? nil : try? CellAccessory.layout(storedAccessories, for: configurationState),
            to: &context)
    }

    /// Adds the indentation, the accessories (hidden ones keep their space) and the list
    /// cell's minimum height to `context`.
    private func addLayout(_ layout: CellAccessoryLayout?, to context: inout LayoutContext) {
        context.indentation = indentation
        context.leadingAccessoryIndentation = indentsAccessories ? indentation : 0
        // The minimum is a row's; a list cell serving as a header or footer has none, as a
        // header or footer view has none.
        context.minimumHeight = listRole == .item ? RenderGeometry.minimumListCellHeight : 0
        guard let layout else { return }
        context.leading = AccessoryEdge(layout.leading, isLeading: true, traits: traitCollection)
        context.trailing = AccessoryEdge(
            layout.trailing, isLeading: false, traits: traitCollection)
    }

    /// The leading indentation in points: level × width, at most 100 000 points (the render
    /// model's largest length), so that a huge level or width never gives ∞.
    public var indentation: CGFloat {
        RenderGeometry.clamped(Double(indentationLevel) * Double(indentationWidth))
    }

    override func decorate(
        _ render: inout ViewRender, context: inout LayoutContext, needsGeometry: Bool
    ) {
        let state = configurationState
        // UIKit whitens default accessory tints when the cell's background is the tint colour
        // (a selected sidebar cell), as it whitens text and images: the same decision the
        // content gets, so a state that says `backgroundUsesTintColor` is obeyed by both.
        let onTint = contentState(for: state).backgroundUsesTintColor ?? false
        let layout = render.showAccessories(
            storedAccessories, in: state, traitCollection: traitCollection,
            backgroundUsesTintColor: onTint)
        if needsGeometry { addLayout(layout, to: &context) }
        render.indentation = indentation
        render.leadingAccessoryIndentation =
            indentsAccessories || render.leadingAccessories.isEmpty ? indentation : 0
        // The separator starts under the text, as UIKit's `separatorLayoutGuide` does.
        var leading = indentation
        if let listContentView = contentView as? ListContentView {
            leading += listContentView.textLeadingOffset(in: traitCollection)
        }
        render.separatorInsets = DirectionalEdgeInsets(
            top: 0, leading: RenderGeometry.bounded(leading), bottom: 0, trailing: 0)
    }

    override func decorateAfterLayout(_ render: inout ViewRender) {
        // Once the parts are placed, the separator starts under the text itself (past leading
        // accessories too), as UIKit's `separatorLayoutGuide` does.
        var leading = Double(render.separatorInsets?.leading ?? 0)
        let isRightToLeft = traitCollection.layoutDirection == .rightToLeft
        if let frames = render.frames, let text = frames.text ?? frames.secondaryText {
            leading = isRightToLeft ? frames.size.width - text.maxX : text.minX
            render.separatorInsets = DirectionalEdgeInsets(
                top: 0, leading: leading, bottom: 0, trailing: 0)
        }
        let environment = traitCollection.colorEnvironment
        func separator(_ separator: ListItemSeparators.Separator?, atBottom: Bool)
            -> SeparatorRender?
        {
            guard let separator else { return nil }
            let start = RenderGeometry.bounded(separator.leadingInset.map(Double.init) ?? leading)
            let end = RenderGeometry.bounded(separator.trailingInset.map(Double.init) ?? 0)
            var frame: CGRect?
            if let size = render.frames?.size, size.width > 0, size.height > 0 {
                let thickness = 1 / traitCollection.displayScale
                let width = Swift.max(size.width - start - end, 0)
                frame = CGRect(
                    x: isRightToLeft ? Swift.min(end, size.width) : Swift.min(start, size.width),
                    y: atBottom ? Swift.max(size.height - thickness, 0) : 0, width: width,
                    height: Swift.min(thickness, size.height))
            }
            return SeparatorRender(
                leadingInset: start, trailingInset: end,
                color: separator.color.resolve(in: environment),
                visualEffect: separator.visualEffect, frame: frame)
        }
        render.topSeparator = separator(listSeparators.top, atBottom: false)
        render.bottomSeparator = separator(listSeparators.bottom, atBottom: true)
        if let listSwipeActions {
            render.swipeActions = SwipeActionsRender(
                edge: listSwipeActions.edge,
                actions: listSwipeActions.actions.map {
                    SwipeActionsRender.Action(
                        style: $0.style, title: $0.title, image: $0.image,
                        backgroundColor: $0.backgroundColor.resolve(in: environment))
                })
        }
    }
}
