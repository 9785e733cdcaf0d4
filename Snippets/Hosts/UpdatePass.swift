// The update pass: requests coalesce, and the pass runs in UIKit's order.
import ConfigState

final class InboxCell: CollectionViewListCell {
    override func updateConfiguration(using state: CellConfigurationState) {
        // The automatic updates have run: the background already follows the state.
        let background = backgroundConfiguration!.backgroundColor!
        print("updateConfiguration(using: \(state)), background \(background)")
    }
}

let cell = InboxCell()
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
cell.contentConfiguration = content
cell.configurationUpdateHandler = { cell, state in
    print("configurationUpdateHandler(\(type(of: cell)), \(state))")
}

cell.layoutIfNeeded()  // a new cell runs one pass before it is first shown
cell.isSelected = true
cell.isHighlighted = true
cell.setNeedsUpdateConfiguration()
print("passes so far:", cell.configurationUpdateCount)
cell.layoutIfNeeded()  // three requests, one pass
cell.isSelected = true  // unchanged: nothing is requested
cell.layoutIfNeeded()
print("passes so far:", cell.configurationUpdateCount)

// Prints:
// updateConfiguration(using: CellConfigurationState(normal)), background systemBackground
// configurationUpdateHandler(InboxCell, CellConfigurationState(normal))
// passes so far: 1
// updateConfiguration(using: CellConfigurationState(highlighted, selected)), background systemGray4
// configurationUpdateHandler(InboxCell, CellConfigurationState(highlighted, selected))
// passes so far: 2
