// UIKit's geometry ports literally: Foundation's `CGSize` and `CGFloat` where UIKit declares
// them, `NSDirectionalEdgeInsets` without `NS`, and `UIFont` without `UI`.
import ConfigState

let cell = CollectionViewListCell()
var content = cell.defaultContentConfiguration()
content.image = Image(systemName: "person.crop.circle")
content.text = "Ada Lovelace"
content.imageProperties.maximumSize = CGSize(width: 20, height: 20)
content.imageProperties.reservedLayoutSize = CGSize(width: 44, height: 44)
content.imageProperties.cornerRadius = 10
let spacing: CGFloat = 12
content.imageToTextPadding = spacing
content.directionalLayoutMargins = DirectionalEdgeInsets(
    top: 8, leading: 16, bottom: 8, trailing: 16)
content.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
cell.contentConfiguration = content

var background = BackgroundConfiguration.listCell()
background.cornerRadius = 10
background.strokeWidth = 1 / cell.traitCollection.displayScale
background.shadowProperties = ShadowProperties(
    opacity: 0.2, radius: 4, offset: CGSize(width: 0, height: 2))
cell.backgroundConfiguration = background

cell.indentationLevel = 2
let indentation: CGFloat = cell.indentation  // level × indentationWidth, as in UIKit
print("indentation", indentation)

let shown = [
    "content.image.size", "content.image.reservedSize", "content.imageToTextPadding",
    "content.margins", "content.text.font", "background.cornerRadius", "background.stroke",
    "background.shadow",
]
for field in cell.render().fields where shown.contains(field.path) {
    print(field.path, field.value)
}

// Prints:
// indentation 20.0
// content.text.font system 15pt semibold
// content.image.size {20, 20}
// content.image.reservedSize {44, 44}
// content.margins {8, 16, 8, 16}
// content.imageToTextPadding 12
// background.cornerRadius 10
// background.stroke #007AFF 0.3333 outset 0
// background.shadow #000000 @0.2 radius 4 offset {0, 2}
