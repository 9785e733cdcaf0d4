// Target–action with closures, as UIKit code writes it with `UI` deleted: actions added for
// control events, one replaced by identifier, and the order a tap sends them in.
import ConfigState

@MainActor
final class ComposeViewController {
    var sent: [String] = []

    lazy var sendButton: Button = {
        var configuration = Button.Configuration.filled()
        configuration.title = "Send"
        let button = Button(configuration: configuration)
        button.addAction(
            Action { [weak self] _ in self?.sent.append("touch down") }, for: .touchDown)
        button.addAction(
            Action(identifier: Action.Identifier("send")) { [weak self] _ in
                self?.sent.append("draft")
            }, for: .touchUpInside)
        // Same identifier: replaces the draft action.
        button.addAction(
            Action(identifier: Action.Identifier("send")) { [weak self] _ in
                self?.sent.append("message")
            }, for: .touchUpInside)
        return button
    }()
}

let controller = ComposeViewController()
let button = controller.sendButton
button.tap()
print(controller.sent)
print(button.allControlEvents)

button.isEnabled = false
button.tap()
print(controller.sent.count)

// Prints:
// ["touch down", "message"]
// [touchDown, touchUpInside]
// 2
