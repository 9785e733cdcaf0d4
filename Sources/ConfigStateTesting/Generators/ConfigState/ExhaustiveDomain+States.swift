// Exhaustive domains of ConfigState values, for `checkEveryCombination` and
// `findFailingCombination`.

extension ExhaustiveDomain where Value == CellConfigurationState {
    /// Every combination of the nine built-in flags with every drag and drop state: 2⁹ × 3 × 3
    /// = 4 608 cell states, all with the same traits and no custom states.
    ///
    ///     checkEveryCombination(
    ///         "every state updates idempotently",
    ///         of: .everyBuiltInCellState("state")
    ///     ) { state in
    ///         let once = badge.updated(for: state)
    ///         return once.updated(for: state) == once
    ///     }
    ///
    /// - Parameters:
    ///   - label: The label printed in a failing combination's trace.
    ///   - traits: The traits of every state.
    /// - Returns: The domain, the normal state first.
    public static func everyBuiltInCellState(
        _ label: String, traits: TraitCollection = TraitCollection()
    ) -> ExhaustiveDomain<CellConfigurationState> {
        var states: [CellConfigurationState] = []
        states.reserveCapacity(4_608)
        for bits in 0..<(1 << 9) {
            for drag in CellConfigurationState.DragState.allCases {
                for drop in CellConfigurationState.DropState.allCases {
                    var state = CellConfigurationState(traitCollection: traits)
                    func flag(_ index: Int) -> Bool { bits & (1 << index) != 0 }
                    state.isHighlighted = flag(0)
                    state.isSelected = flag(1)
                    state.isDisabled = flag(2)
                    state.isFocused = flag(3)
                    state.isPinned = flag(4)
                    state.isEditing = flag(5)
                    state.isSwiped = flag(6)
                    state.isExpanded = flag(7)
                    state.isReordering = flag(8)
                    state.cellDragState = drag
                    state.cellDropState = drop
                    states.append(state)
                }
            }
        }
        return ExhaustiveDomain(label, values: states)
    }
}

extension ExhaustiveDomain where Value == ViewConfigurationState {
    /// Every combination of the five built-in view flags: 32 view states, all with the same
    /// traits and no custom states.
    ///
    /// - Parameters:
    ///   - label: The label printed in a failing combination's trace.
    ///   - traits: The traits of every state.
    /// - Returns: The domain, the normal state first.
    public static func everyBuiltInViewState(
        _ label: String, traits: TraitCollection = TraitCollection()
    ) -> ExhaustiveDomain<ViewConfigurationState> {
        let states = (0..<(1 << 5)).map { bits in
            var state = ViewConfigurationState(traitCollection: traits)
            state.isHighlighted = bits & 1 != 0
            state.isSelected = bits & 2 != 0
            state.isDisabled = bits & 4 != 0
            state.isFocused = bits & 8 != 0
            state.isPinned = bits & 16 != 0
            return state
        }
        return ExhaustiveDomain(label, values: states)
    }
}

extension ExhaustiveDomain where Value == TraitCollection {
    /// Every combination of the appearance traits colours and styles respond to: light and
    /// dark, normal and high contrast, base and elevated, a standard and an accessibility text
    /// size (`ContentSizeCategory.large`, `.accessibilityMedium`), left
    /// to right and right to left — 32 trait collections in one list environment.
    ///
    /// - Parameters:
    ///   - label: The label printed in a failing combination's trace.
    ///   - listEnvironment: The list environment of every trait collection.
    /// - Returns: The domain, the default traits (in `listEnvironment`) first.
    public static func everyAppearance(
        _ label: String, listEnvironment: ListEnvironment = .none
    ) -> ExhaustiveDomain<TraitCollection> {
        var traits: [TraitCollection] = []
        for style in [UserInterfaceStyle.light, .dark] {
            for contrast in [AccessibilityContrast.normal, .high] {
                for level in [UserInterfaceLevel.base, .elevated] {
                    for size in [ContentSizeCategory.large, .accessibilityMedium] {
                        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                            traits.append(
                                TraitCollection(
                                    userInterfaceStyle: style, accessibilityContrast: contrast,
                                    userInterfaceLevel: level, preferredContentSizeCategory: size,
                                    layoutDirection: direction, listEnvironment: listEnvironment))
                        }
                    }
                }
            }
        }
        return ExhaustiveDomain(label, values: traits)
    }
}
