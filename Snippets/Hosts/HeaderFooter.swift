// Header and footer views run the same update pass with a view configuration state.
import ConfigState

let header = HeaderFooterView()
header.traitCollection = TraitCollection(listEnvironment: .grouped)
var content = header.defaultContentConfiguration()
content.text = "Recent"
header.contentConfiguration = content
header.backgroundConfiguration = header.defaultBackgroundConfiguration()
header.configurationUpdateHandler = { view, state in
    print("handler:", state)
}
header.isPinned = true

let paths = ["content.text.text", "content.text.font", "content.text.color", "background.color"]
print(header.render().fields.filter { paths.contains($0.path) })

let footer = HeaderFooterView(role: .footer)
print(footer.defaultContentConfiguration().style, footer.defaultBackgroundConfiguration().style)

// Prints:
// handler: ViewConfigurationState(pinned, traits: [listEnvironment: grouped])
// [content.text.text = "RECENT", content.text.font = footnote 13/18pt regular, content.text.color = #3C3C4399, background.color = #00000000]
// footer listFooter
