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

    /// A fresh content configuration for this cell: ``ListContentConfiguration/cell()``,
    /// which adapts to the list environment.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// ``BackgroundConfiguration/listCell()``, which adapts to the list environment.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listCell() }

    // MARK: Accessories

    var storedAccessories: [CellAccessory] = []

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

    /// The indentation level (outline children are one level deeper than their parent); negative
    /// values become 0.
    public var indentationLevel = 0 {
        didSet { if indentationLevel < 0 { indentationLevel = 0 } }
    }

    /// Points of indentation per level; negative, NaN and infinite values become 0. Default 10.
    public var indentationWidth: CGFloat = 10 {
        didSet { if !indentationWidth.isFinite || indentationWidth < 0 { indentationWidth = 0 } }
    }

    /// Whether leading accessories move with the indentation. Default `true`; when `false`
    /// they stay at the leading edge while the content is indented
    /// (``ViewRender/leadingAccessoryIndentation``).
    public var indentsAccessories = true

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
        // The list owns indentation in outline sections; elsewhere the handler's value stands.
        if let indentationLevel { self.indentationLevel = indentationLevel }
    }

    override var handlerIndentationLevel: Int? {
        get { indentationLevel }
        set { if let newValue { indentationLevel = newValue } }
    }

    override func addLayout(to context: inout LayoutContext) {
        addLayout(
            try? CellAccessory.layout(storedAccessories, for: configurationState), to: &context)
    }

    /// Adds the indentation, the accessories (hidden ones keep their space) and the list
    /// cell's minimum height to `context`.
    private func addLayout(_ layout: CellAccessoryLayout?, to context: inout LayoutContext) {
        context.indentation = indentation
        context.leadingAccessoryIndentation = indentsAccessories ? indentation : 0
        context.minimumHeight = RenderGeometry.minimumListCellHeight
        guard let layout else { return }
        context.leading = AccessoryEdge(layout.leading, isLeading: true, traits: traitCollection)
        context.trailing = AccessoryEdge(
            layout.trailing, isLeading: false, traits: traitCollection)
    }

    /// The leading indentation in points: level × width.
    public var indentation: CGFloat { CGFloat(indentationLevel) * indentationWidth }

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
            top: 0, leading: leading, bottom: 0, trailing: 0)
    }
}
