// Generators for configuration states, with the app's own custom states.

/// A custom state that generated configuration states may hold: its key and a generator of
/// its values.
///
/// Pass these to ``Gen/cellConfigurationState(traits:customStates:)`` or
/// ``Gen/viewConfigurationState(traits:customStates:)``. Each one is absent from about half the
/// generated states, and absent in the simplest state.
///
///     extension CustomStateKey where Value == Bool {
///         static let isArchived = CustomStateKey("com.my-app.isArchived", defaultValue: false)
///     }
///
///     extension CustomStateKey where Value == Int {
///         static let priority = CustomStateKey("com.my-app.priority", defaultValue: 0)
///     }
///
///     let states = Gen.cellConfigurationState(customStates: [
///         .flag(.isArchived),
///         CustomStateGenerator(.priority, values: Gen.int(in: 0...3)),
///     ])
public struct CustomStateGenerator: Sendable {
    /// The key the state is stored under.
    public let key: ConfigurationStateCustomKey
    /// Draws a value and stores it. View states are generated as cell states and converted,
    /// which keeps custom states, so a cell state is all this needs to know.
    let setOnCell: @Sendable (inout ChoiceSource, inout CellConfigurationState) throws -> Void

    /// A typed custom state with values from `values`, set through the typed subscript.
    ///
    /// As the typed subscript documents, a generated value equal to the key's default removes
    /// the entry, so that state equals one without it.
    ///
    /// - Parameters:
    ///   - key: The typed key.
    ///   - values: The values to store.
    public init<Value>(_ key: CustomStateKey<Value>, values: Gen<Value>) {
        self.key = key.key
        setOnCell = { source, state in state[key] = try values.generate(from: &source) }
    }

    /// An untyped custom state with values from `values`, set through UIKit's
    /// `AnyHashable?` subscript.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - values: The values to store; they are stored as `AnyHashable`.
    public init<Value: Hashable & Sendable>(
        _ key: ConfigurationStateCustomKey, values: Gen<Value>
    ) {
        self.key = key
        setOnCell = { source, state in state[key] = AnyHashable(try values.generate(from: &source))
        }
    }

    /// A Boolean custom state that is `true` or `false` when present.
    ///
    /// - Parameter key: The typed key.
    /// - Returns: The custom-state generator.
    public static func flag(_ key: CustomStateKey<Bool>) -> CustomStateGenerator {
        CustomStateGenerator(key, values: Gen.bool)
    }
}

extension Gen where Value == CellConfigurationState {
    /// CollectionViewCell states with any combination of the nine built-in flags, the drag and drop states,
    /// and random traits (``Gen/traitCollection``), without custom states.
    ///
    /// The simplest value is `CellConfigurationState()`: no flag set, no drag or drop, the
    /// default traits. See ``cellConfigurationState(traits:customStates:)``.
    public static var cellConfigurationState: Gen<CellConfigurationState> {
        cellConfigurationState(customStates: [])
    }

    /// CollectionViewCell states with any combination of the nine built-in flags, the drag and drop states,
    /// traits from `traits` and any subset of `customStates`.
    ///
    /// Each flag is set in about a third of the states, drag and drop states are not `none`
    /// in about a quarter, and each custom state is present in about half. Shrinks towards
    /// `CellConfigurationState()` — no flag, no drag or drop, the simplest traits, no custom
    /// state — so a shrunk counterexample names only what the failure needs:
    /// `CellConfigurationState(selected, editing, traits: [dark])`.
    ///
    /// - Parameters:
    ///   - traits: The generator of the states' traits.
    ///   - customStates: The custom states the states may hold.
    /// - Returns: The generator.
    /// - Complexity: Generating a state costs O(*k*) for *k* custom-state generators, plus the cost
    ///   of `traits` and of the custom states' value generators.
    public static func cellConfigurationState(
        traits: Gen<TraitCollection> = .traitCollection, customStates: [CustomStateGenerator]
    ) -> Gen<CellConfigurationState> {
        ConfigStateGenerators.cellState(traits: traits, customStates: customStates)
    }
}

extension Gen where Value == ViewConfigurationState {
    /// View states with any combination of the five built-in flags and random traits
    /// (``Gen/traitCollection``), without custom states; the simplest value is
    /// `ViewConfigurationState()`.
    public static var viewConfigurationState: Gen<ViewConfigurationState> {
        viewConfigurationState(customStates: [])
    }

    /// View states with any combination of the five built-in flags (highlighted, selected,
    /// disabled, focused, pinned), traits from `traits` and any subset of `customStates`;
    /// shrinks towards `ViewConfigurationState()`.
    ///
    /// - Parameters:
    ///   - traits: The generator of the states' traits.
    ///   - customStates: The custom states the states may hold.
    /// - Returns: The generator.
    /// - Complexity: Generating a state costs O(*k*) for *k* custom-state generators, plus the cost
    ///   of `traits` and of the custom states' value generators.
    public static func viewConfigurationState(
        traits: Gen<TraitCollection> = .traitCollection, customStates: [CustomStateGenerator]
    ) -> Gen<ViewConfigurationState> {
        // CollectionViewCell states with only the view flags drawn convert to view states losing nothing.
        ConfigStateGenerators.cellState(
            traits: traits, customStates: customStates, viewFlagsOnly: true
        ).map(\.viewConfigurationState)
    }
}

extension ConfigStateGenerators {
    /// How often each built-in flag is set in random mode.
    static let flagProbability = 0.3

    /// CollectionViewCell states with random flags, drag and drop states, traits from `traits` and any subset
    /// of `customStates`.
    ///
    /// With `viewFlagsOnly`, only the five flags a view state has are drawn, so that the states
    /// convert to view states without losing anything: that is how view states are generated.
    static func cellState(
        traits: Gen<TraitCollection>, customStates: [CustomStateGenerator],
        viewFlagsOnly: Bool = false
    ) -> Gen<CellConfigurationState> {
        let drag = Gen.usually(
            CellConfigurationState.DragState.none,
            otherwise: Gen.element(of: [.lifting, .dragging]), probabilityOfOther: 0.25)
        let drop = Gen.usually(
            CellConfigurationState.DropState.none,
            otherwise: Gen.element(of: [.notTargeted, .targeted]), probabilityOfOther: 0.25)
        return Gen { source in
            var state = CellConfigurationState()
            func flag() throws -> Bool { try source.chooseBool(probability: flagProbability) }
            state.isHighlighted = try flag()
            state.isSelected = try flag()
            state.isDisabled = try flag()
            state.isFocused = try flag()
            state.isPinned = try flag()
            if !viewFlagsOnly {
                state.isEditing = try flag()
                state.isSwiped = try flag()
                state.isExpanded = try flag()
                state.isReordering = try flag()
                state.cellDragState = try drag.generate(from: &source)
                state.cellDropState = try drop.generate(from: &source)
            }
            state.traitCollection = try traits.generate(from: &source)
            for custom in customStates where try source.chooseBool(probability: 0.5) {
                try custom.setOnCell(&source, &state)
            }
            return state
        }
    }
}
