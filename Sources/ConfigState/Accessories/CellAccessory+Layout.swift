extension CellAccessory {
    /// The accessories a cell shows in `state`, edge by edge and in order, with their resolved
    /// appearance — what `UICollectionViewListCell` does with its `accessories`.
    ///
    /// 1. Keeps the accessories whose `displayed` state matches the cell's editing flag
    ///    (`state.cellConfigurationState.isEditing`). Hidden ones stay: they keep their space.
    /// 2. Puts each system accessory on its edge in the system order (see ``CellAccessory``),
    ///    whatever its place in the array.
    /// 3. Inserts the custom accessories by their ``Placement/Position``, evaluated against the
    ///    edge as it stands: leading ones in array order, trailing ones in reverse array order,
    ///    as UIKit does, so that the default positions keep array order on both edges.
    /// 4. Resolves each item's appearance: a multiselect accessory is checked while the cell is
    ///    selected, an outline disclosure points down while it is expanded, tints fall back to
    ///    the kind's default, and a reorder control after another trailing accessory gets a
    ///    vertical separator.
    ///
    /// A pure function: the same accessories and state always give the same layout.
    ///
    /// <!-- snippet: SymbolDocs/DocCellAccessoryLayout -->
    /// ```swift
    /// var state = CellConfigurationState()
    /// state.isEditing = true
    /// state.isSelected = true
    /// let accessories: [CellAccessory] = [.reorder(), .multiselect(), .checkmark()]
    /// let layout = try CellAccessory.layout(accessories, for: state)
    /// print(layout.leading)
    /// print(layout.trailing)
    ///
    /// // Prints:
    /// // [multiselect(checked, tint: tintColor)]
    /// // [checkmark(tint: tintColor), reorder(tint: tertiaryLabel, separator: separator)]
    /// ```
    ///
    /// - Parameters:
    ///   - accessories: The cell's accessories, as UIKit's `accessories`.
    ///   - state: The cell's state; a view state counts as not editing and not expanded.
    /// - Returns: The accessories shown, by edge, leading to trailing.
    /// - Throws: ``CellAccessoryError/duplicateSystemAccessory(_:positions:)`` when two system
    ///   accessories of one kind could be displayed together — whatever `state` is, so that a
    ///   bad list fails in every state, as UIKit rejects it when it is set.
    /// - Complexity: O(*n* + *c*²) for *n* accessories of which *c* are custom: each edge holds
    ///   at most one system accessory of each kind, and each custom accessory is inserted into
    ///   its edge as it stands.
    public static func layout(
        _ accessories: [CellAccessory], for state: some ConfigurationState
    ) throws(CellAccessoryError) -> CellAccessoryLayout {
        try validate(accessories)
        let cellState = state.cellConfigurationState
        let isEditing = cellState.isEditing

        var leadingSystem: [Int] = []
        var trailingSystem: [Int] = []
        var leadingCustom: [(index: Int, position: Placement.Position)] = []
        var trailingCustom: [(index: Int, position: Placement.Position)] = []
        for (index, accessory) in accessories.enumerated()
        where accessory.displayed.isDisplayed(isEditing: isEditing) {
            if case .customView(let configuration) = accessory.options {
                let entry = (index, configuration.placement.position)
                switch configuration.placement.edge {
                case .leading: leadingCustom.append(entry)
                case .trailing: trailingCustom.append(entry)
                }
            } else if let system = accessory.accessoryType.systemTraits {
                switch system.edge {
                case .leading: leadingSystem.append(index)
                case .trailing: trailingSystem.append(index)
                }
            }
        }

        // Validation guarantees one accessory per kind here, so ranks are distinct.
        func rank(_ index: Int) -> Int { accessories[index].accessoryType.systemTraits?.rank ?? 0 }
        var leading = leadingSystem.sorted { rank($0) < rank($1) }
        var trailing = trailingSystem.sorted { rank($0) < rank($1) }

        // UIKit walks the leading custom accessories forwards and the trailing ones backwards
        // (`objectEnumerator` / `reverseObjectEnumerator` in -[UICollectionViewListCell
        // _applyCellAccessoriesToNormalConfiguration:editingConfiguration:], decompiled UIKitCore,
        // reference id 10627036380), inserting each at its position in the edge as it stands.
        for custom in leadingCustom {
            let at = custom.position.insertionIndex(
                in: leading.map { accessories[$0].accessoryType })
            leading.insert(custom.index, at: at)
        }
        for custom in trailingCustom.reversed() {
            let at = custom.position.insertionIndex(
                in: trailing.map { accessories[$0].accessoryType })
            trailing.insert(custom.index, at: at)
        }

        // UIKit inserts a vertical separator before the last reorder control that shows one and
        // is not first on the trailing edge (same method, `…_block_invoke_3`/`_4`).
        let separatorIndex = trailing.indices.last { position in
            guard position > 0,
                case .reorder(let options) = accessories[trailing[position]].options
            else { return false }
            return options.showsVerticalSeparator
        }

        let leadingItems = leading.map {
            accessories[$0].layoutItem(sourceIndex: $0, edge: .leading, state: cellState)
        }
        var trailingItems = trailing.map {
            accessories[$0].layoutItem(sourceIndex: $0, edge: .trailing, state: cellState)
        }
        if let separatorIndex {
            let reorder = accessories[trailing[separatorIndex]]
            trailingItems[separatorIndex].verticalSeparatorColor =
                reorder.tintColor ?? AccessoryType.defaultVerticalSeparatorColor
        }
        return CellAccessoryLayout(leading: leadingItems, trailing: trailingItems)
    }

    /// Checks that no two system accessories of one kind could be displayed together, the rule
    /// ``layout(_:for:)`` enforces in every state.
    ///
    /// Accessories of a kind collide when their displayed states overlap: two `.always`, an
    /// `.always` and a `.whenEditing`, and so on. A `.whenEditing` and a `.whenNotEditing`
    /// accessory of one kind never show together and are allowed, as in UIKit's
    /// implementation, which sorts the editing and non-editing accessories separately and
    /// rejects a kind repeated within either.
    ///
    /// - Parameter accessories: The cell's accessories.
    /// - Throws: ``CellAccessoryError/duplicateSystemAccessory(_:positions:)`` for the kind
    ///   whose repeat comes first in the array, with the positions of all its accessories
    ///   that collide.
    /// - Complexity: O(*n*), where *n* is the number of accessories.
    public static func validate(_ accessories: [CellAccessory]) throws(CellAccessoryError) {
        var firstWhenEditing: [AccessoryType: Int] = [:]
        var firstWhenNotEditing: [AccessoryType: Int] = [:]
        for (index, accessory) in accessories.enumerated() {
            let type = accessory.accessoryType
            guard type.isSystem else { continue }
            let collides =
                (accessory.displayed.isDisplayed(isEditing: true)
                    && firstWhenEditing[type] != nil)
                || (accessory.displayed.isDisplayed(isEditing: false)
                    && firstWhenNotEditing[type] != nil)
            if collides {
                throw .duplicateSystemAccessory(
                    type, positions: collidingPositions(of: type, in: accessories))
            }
            if accessory.displayed.isDisplayed(isEditing: true) { firstWhenEditing[type] = index }
            if accessory.displayed.isDisplayed(isEditing: false) {
                firstWhenNotEditing[type] = index
            }
        }
    }

    /// The indices of the accessories of `type` whose displayed state overlaps another's.
    private static func collidingPositions(of type: AccessoryType, in accessories: [CellAccessory])
        -> [Int]
    {
        let ofType = accessories.indices.filter { accessories[$0].accessoryType == type }
        // An accessory collides when another of its kind shows in an editing mode it shows in:
        // when more than one of the kind shows in that mode. Counting first keeps this linear,
        // so a hostile list of thousands of duplicates fails as fast as a short one.
        func count(isEditing: Bool) -> Int {
            ofType.count { accessories[$0].displayed.isDisplayed(isEditing: isEditing) }
        }
        let shownWhenEditing = count(isEditing: true)
        let shownWhenNotEditing = count(isEditing: false)
        return ofType.filter { index in
            let displayed = accessories[index].displayed
            return (displayed.isDisplayed(isEditing: true) && shownWhenEditing > 1)
                || (displayed.isDisplayed(isEditing: false) && shownWhenNotEditing > 1)
        }
    }

    /// The accessory as a layout item in `state`.
    func layoutItem(sourceIndex: Int, edge: CellAccessoryLayout.Edge, state: CellConfigurationState)
        -> CellAccessoryLayout.Item
    {
        let type = accessoryType
        let system = type.systemTraits
        let common = options.common
        var item = CellAccessoryLayout.Item(
            accessoryType: type, edge: edge, sourceIndex: sourceIndex, isHidden: common.isHidden,
            reservedLayoutWidth: common.reservedLayoutWidth,
            tintColor: common.tintColor ?? system?.defaultTintColor ?? .tintColor,
            backgroundColor: backgroundColor, systemImageName: system?.systemImageName)
        switch options {
        case .multiselect(let options):
            // The accessory follows the cell's selection (`-[_UICollectionViewListAccessoryControl
            // setSelected:]` with the cell's `isSelected`).
            item.isChecked = state.isSelected
            if state.isSelected {
                item.tintColor = options.tintColor ?? AccessoryType.checkedMultiselectTintColor
                item.systemImageName = AccessoryType.checkedMultiselectImageName
            }
        case .outlineDisclosure(let options):
            // UIKit rotates the chevron when the cell's state is expanded (`setRotated:` with
            // `isExpanded`).
            item.isExpanded = state.isExpanded
            item.outlineDisclosureStyle = options.style
        case .label(let text, let options):
            item.text = text
            item.font = options.font
            item.adjustsFontForContentSizeCategory = options.adjustsFontForContentSizeCategory
        case .customView(let configuration):
            item.customView = configuration.customView
            item.maintainsFixedSize = configuration.maintainsFixedSize
        case .popUpMenu(let menu, _):
            item.menu = menu
        case .disclosureIndicator, .checkmark, .delete, .insert, .reorder, .detail:
            break
        }
        return item
    }
}
