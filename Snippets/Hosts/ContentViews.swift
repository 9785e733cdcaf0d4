// A custom content configuration and view; updating in place versus replacing the view.
import ConfigState

struct BadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    var color = Color.systemRed

    func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> BadgeConfiguration {
        var updated = self
        updated.color = state.cellConfigurationState.isSelected ? .white : .systemRed
        return updated
    }
}

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

    // Report what the view shows, so that renders (and the reuse audit) can see it.
    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "BadgeView")
        render.add("count", badge.count)
        render.add("color", badge.color.resolve(in: traitCollection.colorEnvironment))
        return .custom(render)
    }
}

let log = DiagnosticLog()
let cell = CollectionViewListCell()
cell.diagnosticSink = log
cell.contentConfiguration = BadgeConfiguration(count: 3)
let badgeView = cell.contentView
cell.contentConfiguration = BadgeConfiguration(count: 4)  // same type: updated in place
cell.isSelected = true
print(cell.contentView === badgeView, cell.contentViewCreationCount)
print(cell.render().fields.filter { $0.path.hasPrefix("content") })

var text = cell.defaultContentConfiguration()
text.text = "Inbox"
cell.contentConfiguration = text  // another type: the view is replaced
print(cell.contentView is ListContentView, cell.contentViewReplacementCount)
let warning = log.diagnostics(of: .contentViewReplaced)[0]
print(warning.kind, warning.source)
print(warning.message.split(separator: "\n").dropFirst().joined(separator: "\n"))

// Prints:
// true 1
// [content.viewType = BadgeView, content.count = 4, content.color = #FFFFFF]
// true 1
// contentViewReplaced CollectionViewListCell
// Cell: CollectionViewListCell;
// Existing content configuration: BadgeConfiguration(count: 4, color: #FFFFFF);
// New content configuration: ListContentConfiguration(cell; text: "Inbox")
