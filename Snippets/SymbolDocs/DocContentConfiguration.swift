// What the example in ContentConfiguration's documentation shows: a custom content
// configuration, a value whose update is a pure function of the state.

// snippet.hide
import ConfigState

// snippet.show
struct BadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    var color = Color.systemRed

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> BadgeConfiguration {
        var copy = self
        if state.cellConfigurationState.isSelected { copy.color = .white }
        return copy
    }
}
// snippet.hide

final class BadgeView: View, ContentView {
    private var badge: BadgeConfiguration

    init(configuration: BadgeConfiguration) {
        badge = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    var configuration: any ContentConfiguration {
        get { badge }
        set { if let new = newValue as? BadgeConfiguration { badge = new } }
    }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "BadgeView")
        render.add("count", badge.count)
        render.add("color", badge.color.resolve(in: traitCollection.colorEnvironment))
        return .custom(render)
    }
}

let cell = CollectionViewListCell()
cell.contentConfiguration = BadgeConfiguration(count: 3)
cell.isSelected = true
print(cell.render().fields.filter { $0.path.hasPrefix("content") })

// Prints:
// [content.viewType = BadgeView, content.count = 3, content.color = #FFFFFF]
