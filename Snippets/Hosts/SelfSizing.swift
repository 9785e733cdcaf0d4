// Geometry and self-sizing: heights from the content, frames in renders.
import ConfigState
import Foundation

// A list layout asks each configured cell how tall it is at the width it offers.
let cell = CollectionViewListCell()
var content = cell.defaultContentConfiguration()
content.text = "Inbox"
cell.contentConfiguration = content
print(cell.systemLayoutSizeFitting(CGSize(width: 390, height: 0)).height)

// Longer text wraps, beside accessories that take their slots.
content.text = "Show previews when unlocked only"
cell.contentConfiguration = content
cell.accessories = [.label(text: "Always"), .disclosureIndicator()]
let target = CGSize(width: 320, height: 0)
print(cell.systemLayoutSizeFitting(target).height)

// A view with a size renders where each part is, in its own coordinates.
cell.frame.size = cell.systemLayoutSizeFitting(target)
for field in cell.render().fields where field.path.hasPrefix("frames") {
    print(field)
}

// Larger Dynamic Type makes taller rows.
cell.traitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
print(cell.systemLayoutSizeFitting(target).height)

// A list content view on its own (a table footer, a custom view) measures its
// configuration alone: no accessories, no least height.
var note = ListContentConfiguration.plainFooter()
note.text = "Updated just now"
print(ListContentView(configuration: note).systemLayoutSizeFitting(target).height)

// The text-measuring model is public.
let body = Font.body.resolved(for: .large)
print(TextMeasurement.lines(of: "Call me when you can", font: body, width: 80))

// Prints:
// 44.0
// 66.0
// frames.size = {320, 66}
// frames.content = {{0, 0}, {229.69, 66}}
// frames.text = {{16, 11}, {165.92, 44}}
// frames.trailingAccessories[0] = {{229.69, 22}, {58.31, 22}}
// frames.trailingAccessories[1] = {{296, 26}, {8, 14}}
// 222.0
// 35.0
// ["Call me", "when you", "can"]
