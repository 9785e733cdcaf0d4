import ConfigState
import ConfigStateTesting
import Foundation
import Testing

// Every derived geometric value is finite and within the documented maximum (issue 18): a
// list cell given extreme numbers — the largest finite double, ±∞, NaN, an indentation level
// of `Int.max` — through its public setters renders only finite numbers no larger than
// `RenderFrames.maximumDimension` (100 000 points), and its render survives a strict JSON
// encoder. Sums of clamped values clamp again: margins plus paddings of 1e308 each do not
// overflow to ∞ (which a clamp used to turn into 0, moving the separator to the edge).

/// A number a careless or hostile caller passes: ordinary in about half the cases, else an
/// extreme one.
let extremeNumbers: Gen<Double> = Gen.oneOf(
    Gen.double(in: 0...60),
    Gen.element(of: [
        Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e308, 1e6, .infinity,
        -.infinity, .nan, -5,
    ]))

/// The numbers a case sets, one per knob.
struct ExtremeCellSetup: CustomStringConvertible {
    var base: GeometryCellSetup
    var indentationWidth: Double
    var indentationLevel: Int
    var margins: [Double]
    var paddings: [Double]
    var reservedImageSize: Double
    var width: Double
    var backgroundNumbers: [Double]

    var description: String {
        """
        \(base)
        indentationWidth: \(indentationWidth), indentationLevel: \(indentationLevel)
        margins: \(margins), paddings: \(paddings), reservedImageSize: \(reservedImageSize)
        width: \(width), background insets/corner/stroke: \(backgroundNumbers)
        """
    }

    @MainActor
    func makeCell() -> CollectionViewListCell {
        let cell = base.makeCell()
        cell.indentationWidth = indentationWidth
        cell.indentationLevel = indentationLevel
        var content = base.content
        content.directionalLayoutMargins = DirectionalEdgeInsets(
            top: margins[0], leading: margins[1], bottom: margins[2], trailing: margins[3])
        content.imageToTextPadding = paddings[0]
        content.textToSecondaryTextVerticalPadding = paddings[1]
        content.textToSecondaryTextHorizontalPadding = paddings[2]
        content.imageProperties.reservedLayoutSize = CGSize(
            width: reservedImageSize, height: reservedImageSize)
        cell.contentConfiguration = content
        var background = BackgroundConfiguration.listCell()
        background.backgroundInsets = DirectionalEdgeInsets(
            top: backgroundNumbers[0], leading: backgroundNumbers[0],
            bottom: backgroundNumbers[0], trailing: backgroundNumbers[0])
        background.cornerRadius = backgroundNumbers[1]
        background.strokeWidth = backgroundNumbers[2]
        cell.backgroundConfiguration = background
        cell.frame = CGRect(x: 0, y: 0, width: width, height: 44)
        return cell
    }
}

let extremeCellSetups: Gen<ExtremeCellSetup> = Gen.zip(
    geometryCellSetups, extremeNumbers,
    Gen.oneOf(Gen.int(in: 0...4), Gen.element(of: [Int.max, 1 << 40])),
    Gen.array(of: extremeNumbers, count: 4...4), Gen.array(of: extremeNumbers, count: 3...3),
    extremeNumbers, Gen.oneOf(Gen.double(in: 0...800), extremeNumbers),
    Gen.array(of: extremeNumbers, count: 3...3)
).map { base, width, level, margins, paddings, reserved, cellWidth, background in
    ExtremeCellSetup(
        base: base, indentationWidth: width, indentationLevel: level, margins: margins,
        paddings: paddings, reservedImageSize: reserved, width: cellWidth,
        backgroundNumbers: background)
}

/// Every number in a JSON document, with the path to it.
private func numbers(in json: Any, path: String = "") -> [(String, Double)] {
    switch json {
    case let dictionary as [String: Any]:
        return dictionary.flatMap { numbers(in: $0.value, path: path + "." + $0.key) }
    case let array as [Any]:
        return array.enumerated().flatMap { numbers(in: $0.element, path: path + "[\($0.offset)]") }
    case let number as NSNumber:
        return [(path, number.doubleValue)]
    default:
        return []
    }
}

@Suite("Geometry: extreme numbers give finite renders within the documented maximum")
@MainActor
struct ExtremeGeometryProperties {
    @Test func extremeNumbersRenderFiniteBoundedGeometry() {
        var tally = BranchTally("an infinite or NaN number set", "a huge indentation level")
        let held = checkProperty(
            "a list cell given extreme numbers renders only finite numbers within 100 000 and "
                + "its render encodes as strict JSON",
            using: extremeCellSetups, configuration: Cases.standard
        ) { setup in
            tally.countCase()
            let all =
                [setup.indentationWidth, setup.reservedImageSize, setup.width]
                + setup.margins + setup.paddings + setup.backgroundNumbers
            tally.take("an infinite or NaN number set", if: all.contains { !$0.isFinite })
            tally.take("a huge indentation level", if: setup.indentationLevel > 4)
            let cell = setup.makeCell()
            _ = cell.systemLayoutSizeFitting(CGSize(width: setup.width, height: 0))
            let render = cell.render()
            let data = try JSONEncoder().encode(render)
            let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            for (path, number) in numbers(in: json) {
                try require(
                    number.isFinite && abs(number) <= 100_000,
                    "\(path) is \(number)")
            }
            // A sum that overflowed to ∞ and was then made safe as 0 would be finite and in
            // range: the separator must still start past the indentation and the leading
            // margin (each bounded as the render shows them), or at the content view's
            // trailing edge, where the text is held when the margin pushes it further.
            // (Insets take NaN and ±∞ as 0, as `DirectionalEdgeInsets` documents.)
            let margin = setup.margins[1].isFinite ? min(max(setup.margins[1], 0), 100_000) : 0
            var floor = min(Double(render.indentation) + margin, 100_000)
            if let frames = render.frames {
                let edge =
                    setup.base.traits.layoutDirection == .rightToLeft
                    ? frames.size.width - frames.content.minX : frames.content.maxX
                floor = min(floor, Double(edge))
            }
            let leading = Double(render.separatorInsets?.leading ?? 0)
            try require(
                leading >= floor - 1e-6,
                "the separator starts at \(leading), before the indentation and margin \(floor)")
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
