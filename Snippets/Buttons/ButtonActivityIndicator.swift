// A filled button whose update handler shows an activity indicator while an upload runs.
import ConfigState

@MainActor
final class UploadViewController {
    var isUploading = false {
        didSet { uploadButton.setNeedsUpdateConfiguration() }
    }

    lazy var uploadButton: Button = {
        var configuration = Button.Configuration.filled()
        configuration.title = "Upload"
        configuration.image = Image(systemName: "arrow.up.circle")
        configuration.imagePadding = 8
        let button = Button(
            configuration: configuration,
            primaryAction: Action { [weak self] _ in
                self?.isUploading = true
            })
        button.configurationUpdateHandler = { [weak self] button in
            let isUploading = self?.isUploading ?? false
            var configuration = button.configuration
            configuration?.showsActivityIndicator = isUploading
            configuration?.title = isUploading ? "Uploading…" : "Upload"
            button.configuration = configuration
            button.isEnabled = !isUploading
        }
        return button
    }()
}

let controller = UploadViewController()
let button = controller.uploadButton
var render = button.render()!
print(render.title!.text, render.showsActivityIndicator, render.image!)

button.tap()
render = button.render()!
print(render.title!.text, render.showsActivityIndicator, button.isEnabled)
print(render.background.color.hexString, render.title!.color.hexString)

// Prints:
// Upload false symbol(arrow.up.circle)
// Uploading… true false
// #E5E5EA #67676B
