// What the example in ContextualAction's documentation shows: a destructive swipe action whose
// handler deletes the item and closes the swipe.

// snippet.hide
import ConfigState

@MainActor
final class MailboxesViewController {
    var deleted = 0

    func deleteItem() { deleted += 1 }

    // swift-format-ignore
    func makeDeleteAction() -> ContextualAction {
// snippet.show
let delete = ContextualAction(style: .destructive, title: "Delete") {
    [weak self] action, sourceView, completion in
    self?.deleteItem()
    completion(true)
}
// snippet.hide
        return delete
    }
}

let controller = MailboxesViewController()
let delete = controller.makeDeleteAction()
delete.handler(delete, View()) { performed in print("performed:", performed) }
print(delete.title ?? "none", delete.style, "deleted:", controller.deleted)

// Prints:
// performed: true
// Delete destructive deleted: 1
