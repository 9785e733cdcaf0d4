// What both benchmark executables measure over: the package-benchmark suite
// (`ConfigStateBenchmarks`) and the instruction-count workloads (`instruction-counts`).

import ConfigState

/// 64 states cycling through the flags, drag and drop states (no custom states), in light and
/// dark, so a benchmark does not measure one branch only.
public let measuredStates: [CellConfigurationState] = (0..<64).map { index in
    var state = CellConfigurationState(
        traitCollection: TraitCollection(userInterfaceStyle: index & 32 == 0 ? .light : .dark))
    state.isHighlighted = index & 1 != 0
    state.isSelected = index & 2 != 0
    state.isDisabled = index & 4 != 0 && index & 8 == 0
    state.isFocused = index & 8 != 0 && index & 1 == 0
    state.isEditing = index & 16 != 0
    state.isSwiped = index % 7 == 3
    state.isReordering = index % 11 == 5
    state.cellDragState = index % 13 == 4 ? .lifting : .none
    state.cellDropState = index % 9 == 2 ? .targeted : (index % 9 == 6 ? .notTargeted : .none)
    return state
}

/// The footer grey an app would define to match ConfigState's footers: `secondaryLabel`'s
/// colour at 0.75 alpha in light mode, `secondaryLabel` in dark mode (Docs/Configurations.md).
public let appFooterGray = Color(
    light: Color(red8: 60, green8: 60, blue8: 67, alpha8: 191), dark: .secondaryLabel)
