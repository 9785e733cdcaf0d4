// Docs/PropertyTesting.md: the app's generators.

// snippet.hide
import ConfigStateTesting
import Testing

/// The app's own content configuration: a badge whose look follows the cell's state.
struct BadgeConfiguration: Hashable {
    var count = 0
    var text = ""
    var alpha = 1.0
    var isEmphasized = false

    func updated(for state: CellConfigurationState) -> BadgeConfiguration {
        var updated = self
        updated.text = count > 99 ? "99+" : String(count)
        updated.alpha = state.isDisabled ? 0.5 : 1
        updated.isEmphasized = state.isHighlighted || state.isSelected
        return updated
    }
}

// snippet.show
/// The app's generators, shared by its properties.
enum BadgeGenerators {
    /// CollectionViewCell states with any combination of the flags the badge reads.
    static let cellState = Gen.zip(Gen.bool, Gen.bool, Gen.bool).map {
        isHighlighted, isSelected, isDisabled in
        var state = CellConfigurationState()
        state.isHighlighted = isHighlighted
        state.isSelected = isSelected
        state.isDisabled = isDisabled
        return state
    }

    /// Badges with counts from zero to well past the "99+" cut-off.
    static let badge = Gen.int(in: 0...1_000).map { BadgeConfiguration(count: $0) }

    /// Even counts, drawn straight from the choice source: choice 0 is the simplest count, 0.
    static let evenCount = Gen<Int> { source in
        Int(try source.choose(upTo: 500)) * 2
    }
}

// snippet.hide
print(try BadgeGenerators.evenCount.value(replaying: [21]))
print(try BadgeGenerators.badge.value(replaying: [120]).updated(for: CellConfigurationState()).text)

// Prints:
// 42
// 99+
