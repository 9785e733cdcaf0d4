import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A list cell measures its height from the parts of its content the height depends on (the
// texts without their colours, the image's sizes), without building the render
// (`ListContentView.fittingSize`): the layout must come out as the whole render's does. A
// measuring path that left out a padding, took the image's size unbounded or measured a text
// in another font would fit the cell to other content than it shows — too short, and the
// geometry properties find the parts squeezed; too tall, and only this comparison notices.

@Suite("Measuring: a list cell measures its parts as its whole render lays out")
@MainActor
struct MeasuringProperties {
    /// The size the whole render gives: the content view's full render, with its colours and
    /// image, laid out with the cell's layout context.
    private func renderedFittingSize(of cell: CollectionViewListCell, target: CGSize) -> CGSize {
        var context = cell.baseLayoutContext()
        cell.addLayout(to: &context)
        return RenderGeometry.fittingSize(
            content: cell.contentRender, context: context, target: target)
    }

    /// Requires `cell`, fitted to `width`, to measure as its full render lays out.
    private func requireMeasuresAsRendered(_ cell: CollectionViewListCell, width: Double) throws
        -> Bool
    {
        let target = CGSize(width: width, height: 0)
        try requireEqual(
            cell.systemLayoutSizeFitting(target), renderedFittingSize(of: cell, target: target),
            "the fitted size")
        return true
    }

    @Test func aSubtitleCellWithAnImageMeasuresAsItsRenderLaysOut() {
        let cell = CollectionViewListCell()
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Inbox"
        content.secondaryText = "3 unread messages from the team, waiting since this morning"
        content.image = Image(systemName: "tray")
        content.imageToTextPadding = 20
        cell.contentConfiguration = content
        for width in [0.0, 120, 390, 1_024] {
            let target = CGSize(width: width, height: 0)
            let fitted = cell.systemLayoutSizeFitting(target)
            #expect(fitted == renderedFittingSize(of: cell, target: target), "at \(width) points")
            #expect(fitted.width == width && fitted.height > 0)
        }
    }

    @Test func aListCellMeasuresAsItsRenderLaysOut() {
        checkProperty(
            "a list cell's fitted size equals the one its full render lays out, for any "
                + "content, traits, accessories and width",
            using: Gen.zip(geometryCellSetups, Gen.double(in: 0...1_400)),
            configuration: Cases.standard
        ) { setup, width in try requireMeasuresAsRendered(setup.makeCell(), width: width) }
    }

    @Test func extremeNumbersMeasureAsTheRenderLaysOut() {
        checkProperty(
            "with extreme margins, paddings, reserved image sizes, indentation and widths, a "
                + "list cell's fitted size equals the one its full render lays out",
            using: Gen.zip(extremeCellSetups, extremeNumbers), configuration: Cases.standard
        ) { setup, width in try requireMeasuresAsRendered(setup.makeCell(), width: width) }
    }
}
