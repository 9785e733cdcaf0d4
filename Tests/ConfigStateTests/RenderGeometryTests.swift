import ConfigState
import Foundation
import Testing

// Geometry and self-sizing (issue 16): the text-measuring model, the frames renders carry, and
// the heights hosts answer to `systemLayoutSizeFitting(_:)`. The model and its numbers are
// documented on `TextMeasurement` and `RenderFrames`, and in Docs/Hosts.md, "Geometry and
// self-sizing".

/// Body at the default content size category: 17 points on 22-point lines.
private let body = Font.body.resolved(for: .large)

/// A target size as a list layout asks it: the width it offers and a height of 0.
private func target(_ width: CGFloat) -> CGSize { CGSize(width: width, height: 0) }

/// A list cell showing `text` (and `secondaryText`) in `style`, with `accessories`, in
/// `traits`.
@MainActor
private func listCell(
    _ text: String?, secondaryText: String? = nil, image: Image? = nil,
    style: ListContentConfiguration = .cell(), accessories: [CellAccessory] = [],
    traits: TraitCollection = TraitCollection(), frame: CGRect = .zero
) -> CollectionViewListCell {
    let cell = CollectionViewListCell(frame: frame)
    cell.traitCollection = traits
    configure(cell, text, secondaryText: secondaryText, image: image, style: style)
    cell.accessories = accessories
    return cell
}

@MainActor
private func configure(
    _ cell: CollectionViewListCell, _ text: String?, secondaryText: String? = nil,
    image: Image? = nil, style: ListContentConfiguration = .cell()
) {
    var content = style
    content.text = text
    content.secondaryText = secondaryText
    content.image = image
    cell.contentConfiguration = content
}

/// The height `cell` answers for `width`.
@MainActor
private func height(_ cell: View, width: CGFloat = 390) -> CGFloat {
    cell.systemLayoutSizeFitting(target(width)).height
}

/// Whether two rectangles share an area: touching edges, and overlaps of a rounding error
/// (1e-9 points, from adding the same offsets in another order), do not count.
private func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let rounding = 1e-9
    return a.minX < b.maxX - rounding && b.minX < a.maxX - rounding
        && a.minY < b.maxY - rounding && b.minY < a.maxY - rounding
}

/// Expects `frames`' parts not to overlap each other and every frame to lie in its bounds.
private func expectWellFormed(
    _ frames: RenderFrames?, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let frames else {
        Issue.record("no frames", sourceLocation: sourceLocation)
        return
    }
    let parts = frames.parts
    for (index, part) in parts.enumerated() {
        for other in parts[(index + 1)...] {
            #expect(
                !overlap(part, other), "\(part) overlaps \(other)", sourceLocation: sourceLocation)
        }
    }
    let tolerance = 1e-9
    for frame in parts + [frames.content] {
        let inside =
            frame.minX >= -tolerance && frame.minY >= -tolerance
            && frame.maxX <= frames.size.width + tolerance
            && frame.maxY <= frames.size.height + tolerance
        #expect(inside, "\(frame) leaves \(frames.size)", sourceLocation: sourceLocation)
    }
}

// MARK: - Text measurement

@Suite("TextMeasurement")
struct TextMeasurementTests {
    @Test func advanceWidthsFollowTheDocumentedClasses() {
        #expect(TextMeasurement.advance(of: " ") == 0.25)
        #expect(TextMeasurement.advance(of: "\t") == 1)
        #expect(TextMeasurement.advance(of: "i") == 0.28)
        #expect(TextMeasurement.advance(of: ".") == 0.28)
        #expect(TextMeasurement.advance(of: "a") == 0.55)
        #expect(TextMeasurement.advance(of: "7") == 0.6)
        #expect(TextMeasurement.advance(of: "A") == 0.65)
        #expect(TextMeasurement.advance(of: "m") == 0.85)
        #expect(TextMeasurement.advance(of: "W") == 0.85)
        #expect(TextMeasurement.advance(of: "漢") == 1)
        #expect(TextMeasurement.advance(of: "😀") == 1)
        #expect(TextMeasurement.advance(of: "\u{301}") == 0)
        #expect(TextMeasurement.advance(of: "\n") == 0)
    }

    @Test func heavierWeightsWidenGlyphsButNotFullWidthOnes() {
        #expect(TextMeasurement.advance(of: "a", weight: .bold) == 0.572)  // 0.55 × 1.04
        #expect(TextMeasurement.advance(of: "a", weight: .ultraLight) == 0.506)  // 0.55 × 0.92
        #expect(TextMeasurement.advance(of: "漢", weight: .black) == 1)
        let bold = Font.body.withWeight(.bold).resolved(for: .large)
        #expect(
            TextMeasurement.width(of: "Inbox", font: bold)
                > TextMeasurement.width(of: "Inbox", font: body))
    }

    @Test func widthIsTheSumOfAdvancesTimesThePointSize() {
        // I 0.28, n b o x 0.55 each: 2.48 em at 17 points.
        #expect(TextMeasurement.width(of: "Inbox", font: body) == 42.16)
        // Whitespace at the ends of a line takes no room.
        #expect(TextMeasurement.width(of: "  Inbox  ", font: body) == 42.16)
        // The widest line, when the text has line breaks.
        #expect(TextMeasurement.width(of: "ab\nInbox", font: body) == 42.16)
    }

    @Test func wordsWrapGreedily() {
        #expect(
            TextMeasurement.lines(of: "Call me when you can", font: body, width: 80)
                == ["Call me", "when you", "can"])
        #expect(TextMeasurement.lineCount(of: "Call me when you can", font: body, width: 80) == 3)
        // The widest line, "when you": (0.85 + 3 × 0.55 + 0.25 + 3 × 0.55) × 17.
        #expect(
            TextMeasurement.size(of: "Call me when you can", font: body, width: 80)
                == CGSize(width: 74.8, height: 66))
    }

    @Test func aWordLongerThanALineBreaksBetweenCharacters() {
        // 0.55 em × 17 = 9.35 points a letter: three fit on a line 30 points wide, and so do
        // "g", a space (4.25) and "hi" (9.35 + 4.76).
        #expect(
            TextMeasurement.lines(of: "abcdefg hi", font: body, width: 30)
                == ["abc", "def", "g hi"])
        // A character wider than the line stands alone on it, clipped to the width.
        let narrow = TextMeasurement.size(of: "ab", font: body, width: 5)
        #expect(TextMeasurement.lineCount(of: "ab", font: body, width: 5) == 2)
        #expect(narrow.width == 5)
    }

    @Test func fullWidthCharactersBreakWithoutSpaces() {
        // 17 points each: two fit on a line 40 points wide.
        #expect(
            TextMeasurement.lines(of: "東京都庁舎", font: body, width: 40)
                == ["東京", "都庁", "舎"])
    }

    @Test func numberOfLinesKeepsTheFirstLines() {
        let text = "Call me when you can"
        #expect(
            TextMeasurement.lines(of: text, font: body, width: 80, numberOfLines: 2)
                == ["Call me", "when you"])
        #expect(
            TextMeasurement.size(of: text, font: body, width: 80, numberOfLines: 1).height == 22)
        // 0 and negative counts keep every line.
        #expect(TextMeasurement.lineCount(of: text, font: body, width: 80, numberOfLines: -1) == 3)
    }

    @Test func lineBreaksEndLinesAndCarriageReturnLineFeedCountsOnce() {
        #expect(TextMeasurement.lines(of: "a\nb", font: body, width: 300) == ["a", "b"])
        #expect(TextMeasurement.lines(of: "a\r\nb", font: body, width: 300) == ["a", "b"])
        #expect(TextMeasurement.lines(of: "a\n", font: body, width: 300) == ["a", ""])
        #expect(TextMeasurement.lines(of: "a\u{2028}\u{2029}b", font: body, width: 300).count == 3)
        #expect(TextMeasurement.lines(of: "", font: body, width: 300) == [])
        #expect(TextMeasurement.size(of: "", font: body, width: 300) == .zero)
    }

    @Test func lineHeightIsTheDynamicTypeLeadingOrTwelveTenthsOfTheSize() {
        #expect(TextMeasurement.lineHeight(of: body) == 22)
        #expect(TextMeasurement.lineHeight(of: Font.caption1.resolved(for: .large)) == 16)
        #expect(
            TextMeasurement.lineHeight(of: Font.systemFont(ofSize: 20).resolved(for: .large))
                == 24)
    }

    @Test func attributedRunsAreMeasuredInTheirOwnFonts() {
        let title3 = Font.title3.resolved(for: .large)  // 20 points on 25-point lines
        let run = TextRunRender(text: "Big", font: title3, color: Color.Resolved.black)
        let small = TextRunRender(text: " print", font: body, color: Color.Resolved.black)
        let render = TextRender(
            text: "Big print", font: body, color: .black, numberOfLines: 0, alignment: .natural,
            lineBreakMode: .byWordWrapping, runs: [run, small])
        let size = TextMeasurement.size(of: render, width: 300)
        let expectedWidth =
            TextMeasurement.width(of: "Big", font: title3)
            + TextMeasurement.width(of: " print", font: body) + 0.25 * 17
        #expect(abs(size.width - expectedWidth) < 1e-9)
        // One line, as tall as its tallest run; wrapped, every line is.
        #expect(size.height == 25)
        #expect(TextMeasurement.size(of: render, width: 60).height == 50)
    }

    @Test(arguments: [CGFloat.nan, -1, 0, .infinity, -.infinity, .greatestFiniteMagnitude])
    func anyWidthGivesAFiniteSize(width: CGFloat) {
        let size = TextMeasurement.size(of: "Call me when you can", font: body, width: width)
        #expect(size.width.isFinite && size.height.isFinite)
        #expect(size.width >= 0 && size.height >= 22)
    }

    @Test func hugeTextIsMeasuredToTheEnd() {
        let text = String(repeating: "word ", count: 200_000)
        let size = TextMeasurement.size(of: text, font: body, width: 0)
        #expect(size.height == CGFloat(22 * 800_000))
        #expect(TextMeasurement.size(of: text, font: body, width: 0, numberOfLines: 1).height == 22)
    }
}

// MARK: - Frames in renders

@MainActor
@Suite("RenderFrames")
struct RenderFramesTests {
    @Test func aViewOfZeroSizeHasNoFrames() {
        let cell = listCell("Inbox")
        #expect(cell.render().frames == nil)
        #expect(!cell.render().fields.contains { $0.path.hasPrefix("frames") })
        let header = HeaderFooterView()
        #expect(header.render().frames == nil)
    }

    @Test func aViewWithASizeHasFramesForItsBounds() throws {
        let cell = listCell("Inbox", frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let frames = try #require(cell.render().frames)
        #expect(frames.size == CGSize(width: 390, height: 44))
        #expect(frames.content == CGRect(x: 0, y: 0, width: 390, height: 44))
        // At the leading margin (16), below the top margin (11), one 22-point line.
        #expect(frames.text == CGRect(x: 16, y: 11, width: 42.16, height: 22))
        #expect(frames.secondaryText == nil && frames.image == nil)
    }

    @Test func framesAreListedAsFields() {
        let cell = listCell(
            "Inbox", accessories: [.disclosureIndicator()],
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let fields = cell.render().fields.filter { $0.path.hasPrefix("frames") }
        #expect(
            fields.map(\.description) == [
                "frames.size = {390, 44}",
                "frames.content = {{0, 0}, {366, 44}}",
                "frames.text = {{16, 11}, {42.16, 22}}",
                "frames.trailingAccessories[0] = {{366, 15}, {8, 14}}",
            ])
    }

    @Test func differencesNameTheFramesThatMoved() {
        let wide = listCell("Inbox", frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let narrow = listCell("Inbox", frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let paths = narrow.render().differences(from: wide.render()).map(\.path)
        #expect(paths == ["frames.size", "frames.content"])
        let standalone = listCell("Inbox")
        #expect(
            standalone.render().differences(from: wide.render()).contains {
                $0.path == "frames.text" && $0.actual == nil
            })
    }

    @Test func rendersWithFramesSurviveJSON() throws {
        let cell = listCell(
            "Inbox", secondaryText: "3 unread", image: Image(systemName: "tray"),
            accessories: [.delete(), .label(text: "3"), .disclosureIndicator()],
            frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.isEditing = true
        let render = cell.render()
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(render)
        #expect(try JSONDecoder().decode(ViewRender.self, from: data) == render)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains(#""frames":{"content":{"height":60,"width":287.8,"x":60,"y":0}"#))
    }

    @Test func aRenderStoredWithoutFramesDecodesWithNone() throws {
        let render = listCell("Inbox").render()
        let data = try JSONEncoder().encode(render)
        #expect(!String(decoding: data, as: UTF8.self).contains("frames"))
        #expect(try JSONDecoder().decode(ViewRender.self, from: data).frames == nil)
    }

    @Test func framesWithNonFiniteNumbersDoNotDecode() {
        let json =
            #"{"size":{"width":1,"height":1},"content":{"x":0,"y":0,"width":1e999,"height":1}}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RenderFrames.self, from: Data(json.utf8))
        }
    }
}

// MARK: - List cells

@MainActor
@Suite("CollectionViewListCell geometry")
struct CollectionViewListCellGeometryTests {
    @Test func aOneLineCellIsFortyFourPointsAsOnIOS() {
        // 11 (top margin) + 22 (Body's leading at Large) + 11 (bottom margin).
        let cell = listCell("Inbox")
        #expect(cell.systemLayoutSizeFitting(target(390)) == CGSize(width: 390, height: 44))
    }

    @Test func anImageReachesIntoTheMarginsAndATallerOneSetsTheHeight() {
        // A 24-point symbol shares a 44-point row with one line of Body text, as on iOS: the
        // image may reach into the vertical margins, keeping 4 points above and below.
        #expect(height(listCell("Inbox", image: Image(systemName: "tray"))) == 44)
        #expect(height(listCell(nil, image: Image(systemName: "tray"))) == 44)
        // A 90-point poster: 4 + 90 + 4.
        let poster = Image(named: "poster", size: CGSize(width: 60, height: 90))
        #expect(height(listCell("Inbox", image: poster)) == 98)
    }

    @Test func aCellWithoutTextIsStillFortyFourPoints() {
        #expect(height(listCell(nil)) == 44)
        #expect(height(CollectionViewListCell()) == 44)
        // Small Dynamic Type sizes keep the minimum: 11 + 19 + 11 = 41 at extra small.
        #expect(
            height(
                listCell(
                    "Inbox", traits: TraitCollection(preferredContentSizeCategory: .extraSmall)))
                == 44)
    }

    @Test func aSubtitleCellIsTaller() {
        let subtitle = listCell("Inbox", secondaryText: "3 unread", style: .subtitleCell())
        // 11 + 22 (Body) + 0 (the subtitle style's padding) + 16 (Caption 1) + 11.
        #expect(height(subtitle) == 60)
        let cell = listCell("Inbox", secondaryText: "3 unread")
        #expect(height(cell) == 63)  // the cell style's vertical padding is 3
    }

    @Test func longerTextWrapsToMoreLinesAndATallerRow() throws {
        let short = listCell("Call me", frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let long = listCell(
            "Call me when you can, and bring the book you borrowed last summer",
            frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(height(short, width: 200) == 44)
        let longHeight = height(long, width: 200)
        #expect(longHeight > 44)
        long.frame.size.height = longHeight
        let text = try #require(long.render().frames?.text)
        #expect(text.height == longHeight - 22)
        #expect(text.height.truncatingRemainder(dividingBy: 22) == 0)
    }

    @Test func numberOfLinesOneCapsTheRow() {
        var content = ListContentConfiguration.cell()
        content.textProperties.numberOfLines = 1
        let cell = listCell(
            "Call me when you can, and bring the book you borrowed last summer", style: content)
        #expect(height(cell, width: 200) == 44)
    }

    @Test func largerContentSizeCategoriesGiveTallerRows() {
        var previous: CGFloat = 0
        for category in ContentSizeCategory.allCases where category != .unspecified {
            let cell = listCell(
                "Call me when you can", secondaryText: "Yesterday", style: .subtitleCell(),
                accessories: [.disclosureIndicator()],
                traits: TraitCollection(preferredContentSizeCategory: category))
            let rowHeight = height(cell)
            #expect(rowHeight >= previous, "\(category)")
            previous = rowHeight
        }
        let large = height(listCell("Inbox"))
        let huge = height(
            listCell(
                "Inbox",
                traits: TraitCollection(
                    preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        #expect(huge > large)
        let leading = TextMeasurement.lineHeight(
            of: Font.body.resolved(for: .accessibilityExtraExtraExtraLarge))
        #expect(huge == 11 + leading + 11)
    }

    @Test func trailingAccessoriesNarrowTheText() throws {
        // About 300 points of text: one line in a 390-point cell, not beside four accessories.
        let text = "Show previews when unlocked only"
        #expect(height(listCell(text)) == 44)
        #expect(height(listCell(text, accessories: [.disclosureIndicator()])) == 44)
        let crowded = listCell(
            text,
            accessories: [
                .label(text: "Always"), .detail(), .checkmark(), .disclosureIndicator(),
            ], frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(height(crowded) > 44)
        let frames = try #require(crowded.render().frames)
        #expect(frames.trailingAccessories.count == 4)
        let firstAccessory = try #require(frames.trailingAccessories.first)
        #expect(try #require(frames.text).maxX <= firstAccessory.minX)
        #expect(frames.content.maxX <= firstAccessory.minX)
    }

    @Test func hiddenAccessoriesKeepTheirSpaceButHaveNoFrame() throws {
        let hidden = CellAccessory.checkmark(options: .init(isHidden: true))
        let cell = listCell(
            "Inbox", accessories: [hidden, .disclosureIndicator()],
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let frames = try #require(cell.render().frames)
        #expect(frames.trailingAccessories.count == 1)
        // 16 margin + 8 chevron + 8 spacing + 44 standard checkmark slot.
        #expect(frames.content.width == CGFloat(390 - 76))
    }

    @Test func indentationMovesTheContentAndTheLeadingAccessories() throws {
        let cell = listCell(
            "Child", accessories: [.multiselect(displayed: .always)],
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.indentationLevel = 2
        let indented = try #require(cell.render().frames)
        // 20 of indentation, then 16 margin and the 44-point standard slot.
        #expect(indented.content.minX == 80)
        #expect(indented.leadingAccessories.first?.minX == CGFloat(20 + 16 + 11))
        cell.indentsAccessories = false
        let atEdge = try #require(cell.render().frames)
        #expect(atEdge.content.minX == 80)
        #expect(atEdge.leadingAccessories.first?.minX == CGFloat(16 + 11))
        expectWellFormed(atEdge)
    }

    @Test func framesNeverOverlapAndStayInsideTheBounds() {
        let accessories: [CellAccessory] = [
            .delete(displayed: .always), .reorder(displayed: .always), .label(text: "99+"),
            .detail(), .popUpMenu(Menu(children: ["Name", "Date"])),
            .outlineDisclosure(),
        ]
        for width in [0.0, 1, 44, 120, 390, 1024] as [CGFloat] {
            for height in [1.0, 20, 44, 200] as [CGFloat] {
                let cell = listCell(
                    "Call me when you can", secondaryText: "Yesterday at 10:41",
                    image: Image(systemName: "phone"), style: .valueCell(),
                    accessories: accessories,
                    frame: CGRect(x: 0, y: 0, width: width, height: height))
                expectWellFormed(cell.render().frames)
            }
        }
    }

    @Test func anEnormousLabelStaysInItsSlot() throws {
        let label = CellAccessory.label(text: String(repeating: "W", count: 20_000))
        let cell = listCell(
            "Inbox", accessories: [label, .disclosureIndicator()],
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let frames = try #require(cell.render().frames)
        expectWellFormed(frames)
        #expect(height(cell).isFinite)
    }

    @Test func aFittedCellShowsEverythingInside() throws {
        let cell = listCell(
            "Call me when you can", secondaryText: "Yesterday", image: Image(systemName: "phone"),
            style: .subtitleCell(), accessories: [.label(text: "2"), .disclosureIndicator()],
            traits: TraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        cell.frame.size = cell.systemLayoutSizeFitting(target(320))
        let frames = try #require(cell.render().frames)
        expectWellFormed(frames)
        let text = try #require(frames.text)
        let secondary = try #require(frames.secondaryText)
        let image = try #require(frames.image)
        #expect(text.minY >= 11 && secondary.maxY <= frames.size.height - 11)
        #expect(secondary.minY >= text.maxY)
        #expect(image.maxX <= text.minX)
        #expect(
            text.height
                == TextMeasurement.size(
                    of: "Call me when you can", font: Font.body.resolved(for: .accessibilityLarge),
                    width: text.width + 1
                ).height)
    }

    @Test func aValueCellPutsItsSecondaryTextBesideTheTextWhenBothFit() throws {
        let cell = listCell(
            "Wi-Fi", secondaryText: "Home", style: .valueCell(),
            frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(height(cell) == 44)
        let frames = try #require(cell.render().frames)
        let text = try #require(frames.text)
        let secondary = try #require(frames.secondaryText)
        #expect(text.minY == secondary.minY)
        #expect(secondary.maxX == CGFloat(390 - 8))  // at the trailing margin

        // Too long to share a line: stacked, with the configuration's vertical padding (3).
        let stacked = listCell(
            "Network name", secondaryText: "The network at the end of the long corridor",
            style: .valueCell())
        #expect(height(stacked, width: 320) == CGFloat(11 + 22 + 3 + 44 + 11))
    }

    @Test func rightToLeftMirrorsEveryFrame() throws {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let accessories: [CellAccessory] = [
            .multiselect(displayed: .always), .disclosureIndicator(),
        ]
        let leftToRight = try #require(
            listCell(
                "Inbox", image: Image(systemName: "tray"), accessories: accessories, frame: frame
            )
            .render().frames)
        let rightToLeft = try #require(
            listCell(
                "Inbox", image: Image(systemName: "tray"), accessories: accessories,
                traits: TraitCollection(layoutDirection: .rightToLeft), frame: frame
            ).render().frames)
        func mirrored(_ rect: CGRect?) -> CGRect? {
            rect.map { CGRect(x: 390 - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        #expect(rightToLeft.text == mirrored(leftToRight.text))
        #expect(rightToLeft.image == mirrored(leftToRight.image))
        #expect(rightToLeft.content == mirrored(leftToRight.content))
        #expect(
            rightToLeft.leadingAccessories == leftToRight.leadingAccessories.compactMap(mirrored))
        #expect(
            rightToLeft.trailingAccessories == leftToRight.trailingAccessories.compactMap(mirrored))
        #expect(try #require(rightToLeft.text).minX > 200)
    }

    @Test func heightDependsOnlyOnConfigurationTraitsAndWidth() {
        let fresh = listCell(
            "Call me when you can", secondaryText: "Yesterday", style: .subtitleCell(),
            accessories: [.disclosureIndicator()])
        let reused = listCell(
            "A much longer text that wraps onto a good few lines in a narrow cell",
            style: .valueCell(), accessories: [.label(text: "123"), .detail(), .checkmark()],
            traits: TraitCollection(preferredContentSizeCategory: .accessibilityMedium),
            frame: CGRect(x: 0, y: 0, width: 120, height: 300))
        reused.indentationLevel = 3
        _ = reused.render()
        reused.prepareForReuse()
        reused.traitCollection = TraitCollection()
        configure(
            reused, "Call me when you can", secondaryText: "Yesterday", style: .subtitleCell())
        reused.accessories = [.disclosureIndicator()]
        for width in [100, 200, 390] as [CGFloat] {
            #expect(height(reused, width: width) == height(fresh, width: width))
        }
        // The current frame is not read.
        fresh.frame = CGRect(x: 0, y: 0, width: 10, height: 1000)
        #expect(height(fresh, width: 390) == height(reused, width: 390))
    }

    @Test func fittingRunsThePendingUpdatePass() {
        let cell = CollectionViewListCell()
        cell.configurationUpdateHandler = { cell, state in
            var content = ListContentConfiguration.subtitleCell().updated(for: state)
            content.text = "Inbox"
            content.secondaryText = state.isSelected ? "Selected" : nil
            cell.contentConfiguration = content
        }
        #expect(height(cell) == 44)
        cell.isSelected = true
        #expect(cell.needsUpdateConfiguration)
        #expect(height(cell) == 60)
        #expect(!cell.needsUpdateConfiguration)
    }

    @Test(arguments: [
        CGFloat.nan, -1, -.infinity, 0, 1, .infinity, .greatestFiniteMagnitude, 1e12,
    ])
    func anyWidthGivesAFiniteSize(width: CGFloat) {
        let cell = listCell(
            "Call me when you can", secondaryText: "Yesterday", style: .subtitleCell(),
            accessories: [.disclosureIndicator(), .label(text: "12")])
        let size = cell.systemLayoutSizeFitting(CGSize(width: width, height: .nan))
        #expect(size.width.isFinite && size.height.isFinite)
        #expect(size.width >= 0 && size.width <= 100_000)
        #expect(size.height >= 44 && size.height <= 100_000)
        cell.frame.size = CGSize(width: width, height: width)
        if width > 0 {
            expectWellFormed(cell.render().frames)
        } else {
            #expect(cell.render().frames == nil)  // NaN and negative sizes count as zero
        }
    }

    @Test func hugeContentIsCappedAtTheMaximumHeight() {
        let text = String(repeating: "word ", count: 100_000)
        let cell = listCell(
            text, image: Image(named: "poster", size: CGSize(width: 1e300, height: 1e300)))
        cell.indentationLevel = .max
        #expect(cell.systemLayoutSizeFitting(target(390)) == CGSize(width: 390, height: 100_000))
    }
}

// MARK: - Plain cells and header and footer views

/// A content configuration that is not a list content configuration.
private struct GeometryBadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    @MainActor func makeContentView() -> any View & ContentView {
        GeometryBadgeView(configuration: self)
    }
    func updated(for state: any ConfigurationState) -> GeometryBadgeConfiguration { self }
}

private final class GeometryBadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: GeometryBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        .custom(CustomContentRender(viewType: "GeometryBadgeView"))
    }
}

@MainActor
@Suite("CollectionViewCell and HeaderFooterView geometry")
struct HostGeometryTests {
    @Test func aPlainCellHasNoMinimumHeight() {
        let cell = CollectionViewCell()
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        cell.contentConfiguration = content
        cell.traitCollection = TraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(cell.systemLayoutSizeFitting(target(390)) == CGSize(width: 390, height: 41))
    }

    @Test func customContentTakesTheDefaultHeight() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.contentConfiguration = GeometryBadgeConfiguration(count: 3)
        #expect(height(cell) == 44)
        let frames = try #require(cell.render().frames)
        #expect(frames.content == CGRect(x: 0, y: 0, width: 390, height: 60))
        #expect(frames.text == nil && frames.parts.isEmpty)
        #expect(height(HeaderFooterView()) == 44)
    }

    @Test func aHeaderIsAsTallAsItsContent() throws {
        let header = HeaderFooterView()
        var content = ListContentConfiguration.groupedHeader()
        content.text = "Settings"
        header.contentConfiguration = content
        // 17 top margin + 18 (Footnote's leading) + 6 bottom margin; no minimum.
        #expect(header.systemLayoutSizeFitting(target(390)) == CGSize(width: 390, height: 41))
        header.traitCollection = TraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(height(header) > 41)
        header.frame.size = header.systemLayoutSizeFitting(target(390))
        let frames = try #require(header.render().frames)
        expectWellFormed(frames)
        #expect(frames.text?.minX == 8)
    }

    @Test(arguments: [CGFloat.nan, -.infinity, .infinity, 0])
    func aHeaderAnswersFinitelyForAnyWidth(width: CGFloat) {
        let header = HeaderFooterView(role: .footer)
        var content = header.defaultContentConfiguration()
        content.text = String(repeating: "A footer that goes on. ", count: 50)
        header.contentConfiguration = content
        let size = header.systemLayoutSizeFitting(target(width))
        #expect(size.width.isFinite && size.height.isFinite && size.height <= 100_000)
    }
}
