// Background configurations and the legacy background properties clear each other.
import ConfigState

let cell = CollectionViewListCell()  // starts with BackgroundConfiguration.listCell()
cell.backgroundColor = .systemYellow
print(cell.render().background!.color)  // the configuration draws over the colour

cell.backgroundConfiguration = nil
print(cell.render().background!.color)  // now the colour shows

cell.backgroundConfiguration = .listGroupedCell()  // resets the legacy properties
print(cell.backgroundColor.map(String.init(describing:)) ?? "nil")

cell.backgroundView = CustomView("paper")  // resets the configuration
print(cell.backgroundConfiguration.map(String.init(describing:)) ?? "nil")
cell.selectedBackgroundView = CustomView("paper.selected")
cell.isSelected = true
print(cell.render().background!.customView!)

// Prints:
// #FFFFFF
// #FFCC00
// nil
// nil
// customView(paper.selected)
