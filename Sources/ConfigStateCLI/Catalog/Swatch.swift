import ConfigState
import Foundation

/// One style context in one state: the updated configurations, what a screen would show
/// (a ``ViewRender``) and the contrast of its primary text.
///
/// This is what a gallery swatch draws and what `configstate resolve` prints.
struct Swatch: Sendable {
    /// The style context.
    var context: StyleContext
    /// The state, including its traits.
    var state: CellConfigurationState
    /// The content configuration updated for ``state``.
    var content: ListContentConfiguration
    /// The background configuration updated for ``state``.
    var background: BackgroundConfiguration
    /// The accessories the view carries (shown or not).
    var accessories: [CellAccessory]
    /// What a screen shows: the content view's render, the background's, and the visible
    /// accessories in UIKit's order.
    var render: ViewRender
    /// The list's own background behind the view.
    var listBackground: Color.Resolved
    /// The contrast of the primary text, when there is one.
    var measurement: ContrastMeasurement?
    /// The UIKit-fidelity case that applies, if any.
    var fidelity: FidelityCase?

    /// Updates and renders `context` in `state`.
    init(context: StyleContext, state: CellConfigurationState) {
        let traits = state.traitCollection
        let environment = traits.colorEnvironment
        self.context = context
        self.state = state
        // As a host does: content learns whether its actual background is the tint colour.
        let background = context.background.updated(for: state)
        var contentState = state
        contentState.backgroundUsesTintColor = background.backgroundColor == nil
        self.content = context.content.updated(for: contentState)
        self.background = background
        self.accessories = context.accessories
        let contentRender = ListContentView.render(content, in: traits)
        // As `CollectionViewListCell` does, and UIKit: on a tint-coloured background, accessories without
        // a tint of their own turn white, like the text and the image.
        var render = ViewRender(
            content: contentRender, background: BackgroundRender(background, traits: traits))
        render.showAccessories(
            accessories, in: state, traitCollection: traits,
            backgroundUsesTintColor: background.backgroundColor == nil)
        self.render = render
        self.listBackground = traits.listEnvironment.backgroundColor.resolve(in: environment)
        if case .list(let list) = contentRender, let text = list.text {
            measurement = ContrastMeasurement(
                text: text.color, fill: render.background?.color ?? .clear, list: listBackground)
        }
        fidelity = FidelityCase.classify(content: content, background: background, state: state)
    }

    /// The verdict on the primary text against `threshold` (WCAG ratio).
    func verdict(threshold: Double) -> ContrastVerdict {
        guard let measurement else { return .pass }
        return ContrastVerdict(ratio: measurement.wcag, threshold: threshold, fidelity: fidelity)
    }

    /// The content view's render, when it is a list content view's.
    var listContent: ListContentRender? {
        if case .list(let list) = render.content { return list }
        return nil
    }
}
