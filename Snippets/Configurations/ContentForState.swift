// A list content configuration follows its style's table in every state you do not customise.
import ConfigState

var content = ListContentConfiguration.sidebarCell()
content.text = "Inbox"
content.secondaryText = "3 unread"
content.image = Image(systemName: "tray")

var state = CellConfigurationState(traitCollection: TraitCollection(listEnvironment: .sidebar))
state.isSelected = true
let selected = content.updated(for: state)
print(selected.textProperties.color, selected.secondaryTextProperties.color)
print(selected.imageProperties.tintColor.map(String.init(describing:)) ?? "inherited")

state.isSelected = false
state.isDisabled = true
print(content.updated(for: state).textProperties.color)

// Prints:
// #FFFFFF #FFFFFFCC
// #FFFFFF
// quaternaryLabel
