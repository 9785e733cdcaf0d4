// cell(), header(), listCell() and friends adapt to the list environment, as in iOS 18.
import ConfigState

let content = ListContentConfiguration.cell()
let background = BackgroundConfiguration.listCell()
for environment in [ListEnvironment.plain, .insetGrouped, .sidebar] {
    var state = CellConfigurationState(
        traitCollection: TraitCollection(listEnvironment: environment))
    state.isSelected = true
    let selectedContent = content.updated(for: state)
    let selectedBackground = background.updated(for: state)
    let fill = selectedBackground.backgroundColor.map(String.init(describing:)) ?? "tint"
    print(environment, fill, selectedBackground.cornerRadius, selectedContent.textProperties.color)
}

// Prints:
// plain systemGray4 0.0 label
// insetGrouped systemGray4 10.0 label
// sidebar tint 10.0 #FFFFFF
