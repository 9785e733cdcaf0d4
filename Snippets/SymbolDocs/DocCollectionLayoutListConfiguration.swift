// What the example in CollectionLayoutListConfiguration's documentation shows: an inset grouped
// list with section headers and a trailing Delete swipe action.

// snippet.hide
import ConfigState

// snippet.show
var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
configuration.headerMode = .supplementary
configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
    let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
        done(true)
    }
    return SwipeActionsConfiguration(actions: [delete])
}
let layout = CollectionViewCompositionalLayout.list(using: configuration)
// snippet.hide
let actions = configuration.trailingSwipeActionsConfigurationProvider?(
    IndexPath(item: 0, section: 0))
print(actions?.actions.map { $0.title ?? "none" } ?? [])

// Prints:
// ["Delete"]
