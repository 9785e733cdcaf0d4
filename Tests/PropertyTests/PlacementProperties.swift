import ConfigStateTesting
import Foundation
import Testing

@testable import ConfigState

// A layout pass moves the elements the last pass placed to the new viewport
// (`ListLayoutModel.movePlacedElements`): it drops those that left and places only those that
// came in, above and below, where placing from scratch walks every visible row. The moved
// elements must be exactly those placed from scratch, with the same frames, in the same order
// — after any number of moves, up and down, near and far, across sections with headers,
// footers, paddings and zero-height rows. A move that kept a row whose bottom touches the
// viewport's top, started the rows below one element late, left rows placed above at the end,
// or numbered headers wrongly after moving them to the front would show other rows than the
// layout places.
//
// When one placed element is measured again and reaches the viewport's bottom (a scroll's new
// row, taller than its estimate), the pass gives it its new frame and drops the elements after
// it (`ListLayoutModel.placeElementsAgain`) instead of placing them again. That must also be
// exactly the fresh placement: keeping the rows after it, keeping its old height, or taking
// the shortcut when its bottom stops short of the viewport's would show other rows or frames.

/// A list layout model to place elements in, and the rects a viewport moves through.
struct PlacementSetup: CustomStringConvertible {
    struct Section {
        var items: Int
        var hasHeader: Bool
        var hasFooter: Bool
        var topPadding: Double
        var bottomPadding: Double
    }

    var sections: [Section]
    /// Measured heights, by section, item (−1 for the header, −2 for the footer) and height;
    /// indices beyond the section are wrapped into it.
    var measured: [(section: Int, item: Int, height: Double)]
    /// How a move chooses the next rect's top: by a distance, or at an edge of an element
    /// near the viewport (where an element only touches the rect and must be left out).
    enum Target {
        case by(Double)
        case topAtBottom(of: Int)
        case topAtTop(of: Int)
        case bottomAtTop(of: Int)
    }

    /// The first rect's top and height, and each move's target and change of height.
    var start: (y: Double, height: Double)
    var moves: [(target: Target, dHeight: Double)]

    var description: String {
        "sections \(sections.map { "\($0.items) items\($0.hasHeader ? " +header" : "")\($0.hasFooter ? " +footer" : "") pad \($0.topPadding)/\($0.bottomPadding)" }), measured \(measured), start \(start), moves \(moves)"
    }

    func makeModel() -> ListLayoutModel {
        var heights: [ListLayoutModel.Element: CGFloat] = [:]
        for (section, item, height) in measured where !sections.isEmpty {
            let index = section % sections.count
            let shape = sections[index]
            switch item {
            case -1 where shape.hasHeader: heights[.header(section: index)] = height
            case -2 where shape.hasFooter: heights[.footer(section: index)] = height
            case 0... where shape.items > 0:
                heights[.item(IndexPath(item: item % shape.items, section: index))] = height
            default: continue
            }
        }
        return ListLayoutModel(
            sections: sections.map {
                (
                    ListLayoutModel.Section(
                        itemCount: $0.items, hasHeader: $0.hasHeader, hasFooter: $0.hasFooter,
                        topPadding: $0.topPadding, bottomPadding: $0.bottomPadding,
                        leadingInset: 16, trailingInset: 16),
                    CollectionLayoutListConfiguration(appearance: .insetGrouped)
                )
            }, width: 390, measured: heights)
    }
}

/// Heights and offsets in quarter points — the layout's grid, so that edges meet exactly —
/// with zero among them.
private func quarterPoints(_ range: ClosedRange<Int>) -> Gen<Double> {
    Gen.int(in: range).map { Double($0) / 4 }
}

let placementSetups: Gen<PlacementSetup> = Gen.zip(
    Gen.array(
        of: Gen.zip(
            Gen.int(in: 0...30), Gen.bool, Gen.bool,
            Gen.oneOf(quarterPoints(0...160), Gen.double(in: 0...40)), quarterPoints(0...160)
        ).map {
            PlacementSetup.Section(
                items: $0, hasHeader: $1, hasFooter: $2, topPadding: $3, bottomPadding: $4)
        }, count: 1...4),
    Gen.array(
        of: Gen.zip(
            Gen.int(in: 0...3), Gen.int(in: -2...30),
            Gen.oneOf(Gen.always(0), quarterPoints(1...1_200))
        )
        .map { (section: $0, item: $1, height: $2) }, count: 0...40),
    Gen.zip(quarterPoints(-400...8_000), quarterPoints(1...3_600)).map { (y: $0, height: $1) },
    Gen.array(
        of: Gen.zip(
            Gen.oneOf(
                Gen.oneOf(quarterPoints(-240...240), quarterPoints(-8_000...8_000)).map {
                    PlacementSetup.Target.by($0)
                },
                Gen.int(in: 0...60).map { PlacementSetup.Target.topAtBottom(of: $0) },
                Gen.int(in: 0...60).map { PlacementSetup.Target.topAtTop(of: $0) },
                Gen.int(in: 0...60).map { PlacementSetup.Target.bottomAtTop(of: $0) }),
            Gen.oneOf(Gen.always(0), quarterPoints(-400...400))
        ).map { (target: $0, dHeight: $1) }, count: 1...8)
).map { PlacementSetup(sections: $0, measured: $1, start: $2, moves: $3) }

@Suite("Placement: elements moved to a new viewport are the elements placed there")
struct PlacementProperties {
    /// Places the elements of `rect` from scratch.
    private func placed(in rect: CGRect, of model: inout ListLayoutModel) -> PlacedElements {
        var placed = PlacedElements()
        model.placedElements(in: rect, into: &placed, headerKind: "header", footerKind: "footer")
        return placed
    }

    /// Requires `moved` to be `expected`, element by element.
    private func requireSame(_ moved: PlacedElements, _ expected: PlacedElements, in rect: CGRect)
        throws
    {
        let elements = (0..<moved.count).map { moved.element(at: $0) }
        let expectedElements = (0..<expected.count).map { expected.element(at: $0) }
        try requireEqual(elements, expectedElements, "the elements in \(rect)")
        try requireEqual(
            (0..<moved.count).map { moved[$0].frame },
            (0..<expected.count).map { expected[$0].frame }, "the frames in \(rect)")
        try requireEqual(moved.cellsInOrder, expected.cellsInOrder, "whether cells are in order")
        try requireEqual(moved.hasOthers, expected.hasOthers, "whether others are placed")
    }

    /// Moves the elements through the setup's rects, checking each against a fresh placement;
    /// returns how many moves placed incrementally.
    private func moveThrough(_ setup: PlacementSetup) throws -> Int {
        var model = setup.makeModel()
        var rect = CGRect(x: 0, y: setup.start.y, width: 390, height: setup.start.height)
        var current = placed(in: rect, of: &model)
        var incremental = 0
        for move in setup.moves {
            let height = max(rect.height + move.dHeight, 1)
            // The elements within a viewport's height around the viewport, for the edges.
            let near = placed(in: rect.insetBy(dx: 0, dy: -height), of: &model)
            let y: Double
            switch move.target {
            case .by(let dy):
                y = rect.minY + dy
            case .topAtBottom(let pick) where near.count > 0:
                y = near[pick % near.count].frame.maxY
            case .topAtTop(let pick) where near.count > 0:
                y = near[pick % near.count].frame.minY
            case .bottomAtTop(let pick) where near.count > 0:
                y = near[pick % near.count].frame.minY - height
            default:
                y = rect.minY
            }
            rect = CGRect(x: 0, y: y, width: 390, height: height)
            if model.movePlacedElements(
                &current, to: rect, headerKind: "header", footerKind: "footer")
            {
                incremental += 1
            } else {
                current.removeAll()
                model.placedElements(
                    in: rect, into: &current, headerKind: "header", footerKind: "footer")
            }
            try requireSame(current, placed(in: rect, of: &model), in: rect)
        }
        return incremental
    }

    @Test func movedElementsAreThoseTheLayoutPlaces() {
        checkProperty(
            "the elements placed in one rect and moved to another are those placed there from "
                + "scratch, with their frames, through any moves",
            using: placementSetups, configuration: Cases.standard
        ) { setup in
            _ = try moveThrough(setup)
            return true
        }
    }

    /// The model's element `placed` has at `offset`.
    private func modelElement(_ placed: PlacedElements, at offset: Int) -> ListLayoutModel.Element {
        switch placed.element(at: offset) {
        case .cell(let indexPath): return .item(indexPath)
        case .supplementary(let kind, let indexPath):
            return kind == "header"
                ? .header(section: indexPath.section) : .footer(section: indexPath.section)
        }
    }

    /// Places each of the setup's rects, measures one of its elements again — to a random
    /// height, or one that ends at, just above or below the rect's bottom — and places the
    /// elements again from it; returns how many times the shortcut applied.
    private func measureAgainThrough(_ setup: PlacementSetup, picks: [(Int, Int, Double)])
        throws -> Int
    {
        var model = setup.makeModel()
        var rect = CGRect(x: 0, y: setup.start.y, width: 390, height: setup.start.height)
        var applied = 0
        for (move, pick) in zip(setup.moves, picks) {
            if case .by(let dy) = move.target {
                rect = CGRect(
                    x: 0, y: rect.minY + dy, width: 390, height: max(rect.height + move.dHeight, 1))
            }
            var current = placed(in: rect, of: &model)
            guard current.count > 0 else { continue }
            let offset = pick.0 % current.count
            let top = current[offset].frame.minY
            let height: CGFloat
            switch pick.1 % 4 {
            case 0: height = rect.maxY - top
            case 1: height = rect.maxY - top + 0.25
            case 2: height = max(rect.maxY - top - 0.25, 0)
            default: height = pick.2
            }
            model.setMeasuredHeight(height, of: modelElement(current, at: offset))
            let before = (0..<current.count).map { (current.element(at: $0), current[$0].frame) }
            if model.placeElementsAgain(
                &current, from: offset, in: rect, headerKind: "header", footerKind: "footer")
            {
                applied += 1
                try requireSame(current, placed(in: rect, of: &model), in: rect)
            } else {
                let after = (0..<current.count).map { (current.element(at: $0), current[$0].frame) }
                try requireEqual(
                    after.map(\.0), before.map(\.0), "the elements left as they were in \(rect)")
                try requireEqual(
                    after.map(\.1), before.map(\.1), "the frames left as they were in \(rect)")
            }
        }
        return applied
    }

    @Test func anElementMeasuredToTheBottomIsPlacedAgainAsTheLayoutPlacesIt() {
        checkProperty(
            "an element measured again to a height reaching the viewport's bottom, placed again "
                + "alone, leaves the elements and frames placed from scratch; otherwise nothing "
                + "changes",
            using: Gen.zip(
                placementSetups,
                Gen.array(
                    of: Gen.zip(Gen.int(in: 0...60), Gen.int(in: 0...3), quarterPoints(0...1_200))
                        .map { ($0, $1, $2) }, count: 8...8)),
            configuration: Cases.standard
        ) { setup, picks in
            _ = try measureAgainThrough(setup, picks: picks)
            return true
        }
    }

    @Test func aNewRowTallerThanItsEstimateIsPlacedAgainAlone() throws {
        // One section of 100 estimated rows in a 20-row viewport moved down by 44 points at a
        // time: the last placed row, measured to reach the bottom, is placed again alone.
        let setup = PlacementSetup(
            sections: [
                .init(
                    items: 100, hasHeader: false, hasFooter: false, topPadding: 0, bottomPadding: 0)
            ],
            measured: [], start: (y: 0, height: 20 * 44 - 0.5),
            moves: Array(repeating: (target: .by(44), dHeight: 0), count: 8))
        let picks = Array(repeating: (19, 1, 0.0), count: 8)
        #expect(try measureAgainThrough(setup, picks: picks) == 8)
    }

    @Test func aScrollByARowPlacesIncrementallyUpAndDown() throws {
        // Two sections of 100 rows with headers and a footer, in a viewport of 20 rows,
        // scrolled down and back up by a row, then by 500 points down across the second
        // section's header and back: every move places incrementally.
        let setup = PlacementSetup(
            sections: [
                .init(
                    items: 100, hasHeader: true, hasFooter: true, topPadding: 35, bottomPadding: 20),
                .init(
                    items: 100, hasHeader: true, hasFooter: false, topPadding: 0, bottomPadding: 0),
            ],
            measured: [], start: (y: 0, height: 20 * 44),
            moves: [(.by(44), 0), (.by(44), 0), (.by(-44), 0), (.by(-44), 0)]
                + Array(repeating: (target: .by(500), dHeight: 0), count: 12)
                + Array(repeating: (target: .by(-500), dHeight: 0), count: 12))
        #expect(try moveThrough(setup) == setup.moves.count)
    }
}
