// A list cell's accessories, indentation and separator.
import ConfigState

let log = DiagnosticLog()
let cell = CollectionViewListCell()
cell.diagnosticSink = log
var content = cell.defaultContentConfiguration()
content.text = "Drafts"
content.image = Image(systemName: "doc")
cell.contentConfiguration = content
// System accessories take the system's order, whatever their order here.
cell.accessories = [.disclosureIndicator(), .delete(), .label(text: "3"), .reorder()]
cell.indentationLevel = 2

func describe(_ render: ViewRender) -> String {
    let leading = render.leadingAccessories.map { "\($0.accessoryType)" }
    let trailing = render.trailingAccessories.map { "\($0.accessoryType)" }
    return "leading \(leading), trailing \(trailing)"
}
print(describe(cell.render()))
cell.isEditing = true
print(describe(cell.render()))
print(cell.render().indentation, cell.render().separatorInsets!)

// On a tint-coloured background, default accessory tints turn white, as text does.
cell.isEditing = false
cell.traitCollection = TraitCollection(listEnvironment: .sidebar)
cell.isSelected = true
print(cell.render().trailingAccessories.map { "\($0.accessoryType) \($0.tintColor)" })

// Two system accessories of one kind: UIKit throws; the cell keeps its accessories and reports.
cell.accessories = [.checkmark(), .checkmark()]
print(cell.accessories.count, log.diagnostics.map(\.kind.rawValue))
do {
    try cell.setAccessories([.checkmark(), .checkmark()])
} catch {
    print(error)
}

// Prints:
// leading [], trailing ["label", "disclosureIndicator"]
// leading ["delete"], trailing ["label", "disclosureIndicator", "reorder"]
// 20.0 {0, 76, 0, 0}
// ["label #FFFFFF", "disclosureIndicator #FFFFFF"]
// 4 ["invalidAccessories"]
// the accessories hold 2 checkmark accessories that would be displayed together, at positions 0 and 1; a cell shows each system accessory at most once (UIKit throws "Accessories array contains more than one system accessory of the same type") — keep one, give the others displayed states that never overlap (.whenEditing and .whenNotEditing), or use customView(configuration:) for a repeated accessory
