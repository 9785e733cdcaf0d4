// A bordered toggle: each tap flips the selection before the action runs, and the look follows.
import ConfigState

var configuration = Button.Configuration.bordered()
configuration.title = "Follow"
let follow = Button(
    configuration: configuration,
    primaryAction: Action { action in
        let button = action.sender as? Button
        print("following:", button?.isSelected ?? false)
    })
follow.changesSelectionAsPrimaryAction = true
follow.configurationUpdateHandler = { button in
    button.configuration?.title = button.isSelected ? "Following" : "Follow"
}

for _ in 1...2 {
    follow.tap()
    let render = follow.render()!
    print(render.title!.text, render.background.color.hexString, render.title!.color.hexString)
}

// Prints:
// following: true
// Following #0072F0 #FFFFFF
// following: false
// Follow #E5E5EA #0063D2
