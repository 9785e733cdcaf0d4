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

    // A list content view on its own answers the self-sizing question from its configuration,
    // as `UIListContentView` sizes itself outside a cell: as its whole render lays out in its
    // traits with no accessories and no least height, and as a plain cell showing the same
    // configuration (not updated for a state) measures it. The base class's answer (the
    // frame's height), a list cell's least height, or a context without the configuration's
    // stacked padding fail it on seeds 1–3.
    @Test func aListContentViewOnItsOwnMeasuresItsConfiguration() {
        checkProperty(
            "a list content view's fitted size equals its render's, laid out without "
                + "accessories or a least height, and a plain cell's showing its configuration, "
                + "for any content, traits and width",
            using: Gen.zip(geometryCellSetups, Gen.double(in: 0...1_400)),
            configuration: Cases.standard
        ) { setup, width in
            let target = CGSize(width: width, height: 0)
            let view = ListContentView(configuration: setup.content)
            view.traitCollection = setup.traits
            let fitted = view.systemLayoutSizeFitting(target)
            var context = LayoutContext()
            context.isRightToLeft = setup.traits.layoutDirection == .rightToLeft
            context.stackedSecondaryTextPadding = setup.content.textToSecondaryTextVerticalPadding
            try requireEqual(
                fitted,
                RenderGeometry.fittingSize(
                    content: view.render(in: setup.traits), context: context, target: target),
                "the fitted size and the render's")
            let cell = CollectionViewCell()
            cell.automaticallyUpdatesContentConfiguration = false
            cell.traitCollection = setup.traits
            cell.contentConfiguration = setup.content
            try requireEqual(fitted, cell.systemLayoutSizeFitting(target), "the plain cell's")
            return true
        }
    }

    @Test func extremeNumbersMeasureAsTheRenderLaysOut() {
        checkProperty(
            "with extreme margins, paddings, reserved image sizes, indentation and widths, a "
                + "list cell's fitted size equals the one its full render lays out",
            using: Gen.zip(extremeCellSetups, extremeNumbers), configuration: Cases.standard
        ) { setup, width in try requireMeasuresAsRendered(setup.makeCell(), width: width) }
    }

    // A list content view keeps the height of the last row it measured whose texts each took
    // one line by their bound, and gives it to the next row with the same appearance, content
    // size category, width, image size and kind, texts showing and stacked padding
    // (`ListContentView.OneLineHeight`). Planted, each fails this on seeds 1–3: the image's
    // size, its kind, the width or the secondary text's presence left out of the key; the new
    // row's texts not checked for one line; the kept height not cleared when the appearance
    // or the content size category changes.
    @Test func aCellMeasuringRowAfterRowMeasuresEachAsAFreshCell() {
        var tally = BranchTally("a row's height reused", "a row laid out")
        let held = checkProperty(
            "a list cell given row after row (content, state, traits, accessories) and "
                + "measured at random widths fits each as a fresh cell given that row does",
            using: Gen.zip(Self.rows, Gen.array(of: Self.changes, count: 1...16)),
            configuration: Cases.standard
        ) { first, changes in
            tally.countCase()
            let cell = CollectionViewListCell()
            var row = first
            for change in [nil] + changes {
                change?.apply(to: &row)
                row.configure(cell)
                let reusedBefore = (cell.contentView as? ListContentView)?.oneLineHeightsReused
                let target = CGSize(width: row.width, height: 0)
                let fresh = CollectionViewListCell()
                row.configure(fresh)
                try requireEqual(
                    cell.systemLayoutSizeFitting(target), fresh.systemLayoutSizeFitting(target),
                    "the fitted size of \(row)")
                let reusedAfter = (cell.contentView as? ListContentView)?.oneLineHeightsReused
                tally.take("a row's height reused", if: reusedAfter != reusedBefore)
                tally.take("a row laid out", if: reusedAfter == reusedBefore)
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }

    /// One row a registration and the list give a cell.
    private struct MeasuredRow: CustomStringConvertible {
        var style: ListContentConfiguration.Style
        var isSelected: Bool
        var margins: Double?
        var text: String?
        var secondaryText: String?
        var image: Image?
        var category: ContentSizeCategory
        var hasAccessory: Bool
        var width: Double

        @MainActor
        func configure(_ cell: CollectionViewListCell) {
            var traits = TraitCollection()
            traits.preferredContentSizeCategory = category
            cell.traitCollection = traits
            cell.isSelected = isSelected
            var content = style.configuration
            content.text = text
            content.secondaryText = secondaryText
            content.image = image
            if let margins {
                content.directionalLayoutMargins = DirectionalEdgeInsets(
                    top: margins, leading: margins, bottom: margins, trailing: margins)
            }
            cell.contentConfiguration = content
            cell.accessories = hasAccessory ? [.disclosureIndicator()] : []
        }

        var description: String {
            "\(style) \(isSelected ? "selected " : "")margins \(margins.map { "\($0)" } ?? "style's"), "
                + "text \(text.debugDescription), secondary \(secondaryText.debugDescription), "
                + "image \(image.map { "\($0) \($0.size)" } ?? "none"), \(category), "
                + "\(hasAccessory ? "a disclosure indicator, " : "")at \(width) points"
        }
    }

    /// What the next row changes: most often only its texts (the rows of a list), else one
    /// of what the height depends on.
    private enum RowChange {
        case texts(String?, String?)
        case style(ListContentConfiguration.Style)
        case selection(Bool)
        case margins(Double?)
        case image(Image?)
        case category(ContentSizeCategory)
        case accessory(Bool)
        case width(Double)

        func apply(to row: inout MeasuredRow) {
            switch self {
            case .texts(let text, let secondary): (row.text, row.secondaryText) = (text, secondary)
            case .style(let style): row.style = style
            case .selection(let selected): row.isSelected = selected
            case .margins(let margins): row.margins = margins
            case .image(let image): row.image = image
            case .category(let category): row.category = category
            case .accessory(let accessory): row.hasAccessory = accessory
            case .width(let width): row.width = width
            }
        }
    }

    // Texts that take one line by their bound at most widths, two that do only side by side
    // with each other in a wide row (twelve of the widest glyph), and some that never do.
    private static let texts = Gen.element(of: [
        "Row", "Row", "Details", "Detail", nil, nil, "", "WWWWWWWWWWWW",
        "A text long enough to wrap in a narrow row", "WWWWWWWWWWWWWWWWWWWW", "漢字かな",
    ])
    // Images of the same size of either kind (symbols scale with Dynamic Type), and sizes
    // that make the image or the texts the taller part.
    private static let images: Gen<Image?> = Gen.element(of: [
        Image(systemName: "star"), Image(named: "avatar", size: CGSize(width: 24, height: 24)),
        Image(systemName: "person.circle", size: CGSize(width: 48, height: 48)),
        Image(named: "photo", size: CGSize(width: 48, height: 48)),
        Image(systemName: "person.circle", size: CGSize(width: 48, height: 48)),
        Image(named: "photo", size: CGSize(width: 48, height: 48)), nil,
        Image(systemName: "star.fill"), Image(named: "banner", size: CGSize(width: 60, height: 80)),
    ])
    private static let styles = Gen.element(of: [
        ListContentConfiguration.Style.cell, .subtitleCell, .valueCell, .valueCell,
    ])
    private static let margins = Gen.element(of: [nil, 2.0, 30])
    private static let categories = Gen.element(of: [
        ContentSizeCategory.large, .extraSmall, .accessibilityLarge,
        .accessibilityExtraExtraExtraLarge,
    ])
    private static let widths = Gen.element(of: [390.0, 0, 60, 160, 1_024])

    private static let rows: Gen<MeasuredRow> = Gen.zip(
        styles, Gen.bool, margins, texts, texts, images, categories, Gen.bool, widths
    ).map { style, selected, margins, text, secondary, image, category, accessory, width in
        MeasuredRow(
            style: style, isSelected: selected, margins: margins, text: text,
            secondaryText: secondary, image: image, category: category, hasAccessory: accessory,
            width: width)
    }

    /// Pairs of texts a list's rows have, among them two that sit side by side in a value
    /// cell and two as wide that do not.
    private static let textPairs: Gen<RowChange> = {
        let pairs: [(String?, String?)] = [
            ("Row", "Details"), ("Row", "Detail"), ("WWWWWWWWWWWW", "WWWWWWWWWWWW"), ("Row", nil),
            (nil, "Details"),
        ]
        return Gen.element(of: pairs.indices).map { RowChange.texts(pairs[$0].0, pairs[$0].1) }
    }()

    private static let changes: Gen<RowChange> = Gen.oneOf(
        Gen.zip(texts, texts).map { RowChange.texts($0, $1) },
        Gen.zip(texts, texts).map { RowChange.texts($0, $1) }, textPairs, textPairs, textPairs,
        styles.map { RowChange.style($0) }, Gen.bool.map { RowChange.selection($0) },
        margins.map { RowChange.margins($0) }, images.map { RowChange.image($0) },
        images.map { RowChange.image($0) },
        categories.map { RowChange.category($0) }, Gen.bool.map { RowChange.accessory($0) },
        widths.map { RowChange.width($0) })
}
