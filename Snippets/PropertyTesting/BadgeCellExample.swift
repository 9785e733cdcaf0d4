// Docs/PropertyTesting.md: a reusable cell that shows a badge, the system under test.

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
/// A reusable view that shows a badge; the system under test.
final class BadgeCell {
    private(set) var shown = BadgeConfiguration()
    var count = 0 { didSet { update() } }
    var state = CellConfigurationState() { didSet { update() } }

    func prepareForReuse() {
        count = 0
        state = CellConfigurationState()
    }

    private func update() {
        shown = BadgeConfiguration(count: count).updated(for: state)
    }
}

// snippet.hide
let cell = BadgeCell()
cell.count = 150
cell.state.isHighlighted = true
print(cell.shown.text, cell.shown.isEmphasized)
cell.prepareForReuse()
print(cell.shown.text, cell.shown.isEmphasized)

// Prints:
// 99+ true
// 0 false
