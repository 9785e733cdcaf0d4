// A first cell: configure it, change its state, render it.
import ConfigState

let cell = CollectionViewListCell()
cell.traitCollection = TraitCollection(listEnvironment: .insetGrouped)

var content = cell.defaultContentConfiguration()
content.text = "Inbox"
content.secondaryText = "3 unread"
content.image = Image(systemName: "tray")
cell.contentConfiguration = content
cell.accessories = [.disclosureIndicator()]

let normal = cell.render()
print(normal)

// Changing a state-bearing property only marks the cell; the update pass runs before the
// next render, and every style property you did not set follows the new state.
cell.isSelected = true
print(cell.needsUpdateConfiguration)
let selected = cell.render()
for difference in selected.differences(from: normal) {
    print(difference)
}

// Prints:
// content.text.text = "Inbox"
// content.text.font = body 17/22pt regular
// content.text.color = #000000
// content.text.numberOfLines = 0
// content.text.alignment = natural
// content.text.lineBreakMode = byTruncatingTail
// content.secondaryText.text = "3 unread"
// content.secondaryText.font = caption1 12/16pt regular
// content.secondaryText.color = #000000
// content.secondaryText.numberOfLines = 0
// content.secondaryText.alignment = natural
// content.secondaryText.lineBreakMode = byTruncatingTail
// content.image.image = symbol(tray)
// content.image.tintColor = #007AFF
// content.image.size = {24, 24}
// content.image.reservedSize = {24, 24}
// content.image.cornerRadius = 0
// content.layout = stacked
// content.margins = {11, 16, 11, 8}
// content.imageToTextPadding = 16
// content.textToSecondaryTextPadding = 3
// content.alpha = 1
// background.color = #FFFFFF
// background.cornerRadius = 10
// background.insets = {0, 0, 0, 0}
// accessories.trailing[0] = disclosureIndicator, tint #3C3C434C, symbol chevron.forward
// indentation = 0
// separatorInsets = {0, 56, 0, 0}
// true
// background.color: #FFFFFF → #D1D1D6
