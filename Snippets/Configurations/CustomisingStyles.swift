// A property you set keeps its value in every state; resetToStyle(_:) hands it back.
import ConfigState

var background = BackgroundConfiguration.listPlainCell()
background.cornerRadius = 8
var state = CellConfigurationState(traitCollection: TraitCollection())
state.isSelected = true
print(background.updated(for: state))

background.backgroundColor = .systemIndigo
print(background.updated(for: state).backgroundColor!)

background.resetToStyle(.backgroundColor)
print(background.updated(for: state).backgroundColor!)
print(background.customizedProperties)

// Text properties track their own customisations.
var content = ListContentConfiguration.cell()
content.textProperties.color = .systemOrange
state.isSelected = false
state.isDisabled = true
print(content.updated(for: state).textProperties.color)
content.textProperties.resetToStyle(.color)
print(content.updated(for: state).textProperties.color)

// Prints:
// BackgroundConfiguration(listPlainCell; cornerRadius*: 8, backgroundColor: systemGray4)
// systemIndigo
// systemGray4
// [ConfigState.BackgroundConfiguration.Property.cornerRadius]
// systemOrange
// tertiaryLabel
