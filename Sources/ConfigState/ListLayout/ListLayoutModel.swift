/// Where every element of a list layout is: sections, one after another, each a top padding,
/// an optional header, its items, an optional footer and a bottom padding — with the heights
/// measured so far, estimates for the rest, and the position of any element in O(log *n*).
///
/// Paddings are elements too (never shown), so that one ``HeightIndex`` answers every
/// position. Heights are rounded up to quarter points, so positions are exact.
struct ListLayoutModel {
    /// A section's place in the model. Plain values only: the layout asks for positions many
    /// times a pass, and a section that held its list configuration (closures, colours) would
    /// retain and release all of it each time it is read.
    struct Section {
        var itemCount: Int
        var hasHeader: Bool
        var hasFooter: Bool
        var topPadding: CGFloat
        var bottomPadding: CGFloat
        var leadingInset: CGFloat
        var trailingInset: CGFloat
        /// The index of the section's top padding among all elements.
        var firstElement = 0

        var elementCount: Int { itemCount + 2 + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }
        /// The offset of item 0 from the section's first element.
        var itemOffset: Int { hasHeader ? 2 : 1 }

        /// The width of the section's elements in a list `width` wide: inside its insets.
        @inline(__always)
        func elementWidth(in width: CGFloat) -> CGFloat {
            Swift.max(width - leadingInset - trailingInset, 0)
        }
    }

    /// The height the index holds for an item, header or footer whose measured height is
    /// `measuredHeight` (negative while it is not measured): that height, or the estimate
    /// every one of them starts from.
    @inline(__always)
    private static func height(measured measuredHeight: Float) -> Double {
        measuredHeight >= 0
            ? Double(measuredHeight)
            : Double(CollectionLayoutListConfiguration.Appearance.estimatedHeight)
    }

    /// An element a list shows.
    enum Element: Hashable {
        case item(IndexPath)
        case header(section: Int)
        case footer(section: Int)

        var section: Int {
            switch self {
            case .item(let indexPath): return indexPath.section
            case .header(let section), .footer(let section): return section
            }
        }
    }

    /// What one of the model's elements is.
    private enum Slot {
        case padding
        case element(Element)
    }

    private(set) var sections: [Section] = []
    /// Each section's list configuration, by section index.
    private(set) var configurations: [ListSectionConfiguration] = []
    /// The width rows are laid out at (the collection view's).
    private(set) var width: CGFloat = 0
    private var heights = HeightIndex(heights: [])
    /// Per element, the measured height, or −1 while it is estimated. `Float` holds every
    /// quarter point up to the largest height a view answers exactly.
    private var measured: [Float] = []
    /// Whether every element's height is a multiple of a quarter point (paddings are not
    /// rounded): then a position plus the element's height is the next position to the bit,
    /// and a walk down the elements adds heights instead of asking the index each time.
    private var heightsAreQuarterPoints = true

    init() {}

    /// A model of `sections` with their list configurations at `width`, with the heights
    /// measured so far.
    ///
    /// - Complexity: O(*e* + *m*) for *e* elements and *m* measured heights.
    init(
        sections: [(Section, CollectionLayoutListConfiguration)], width: CGFloat,
        measured heights: [Element: CGFloat]
    ) {
        configurations = sections.map { ListSectionConfiguration($0.1) }
        self.width = width.isFinite ? Swift.max(width, 0) : 0
        var start = 0
        self.sections = sections.map { section, _ in
            var section = section
            section.firstElement = start
            start += section.elementCount
            return section
        }
        let estimate = Double(CollectionLayoutListConfiguration.Appearance.estimatedHeight)
        var values = [Double](repeating: estimate, count: start)
        for section in self.sections {
            values[section.firstElement] = Double(section.topPadding)
            values[section.firstElement + section.elementCount - 1] = Double(section.bottomPadding)
            heightsAreQuarterPoints =
                heightsAreQuarterPoints && Self.isQuarterPoints(section.topPadding)
                && Self.isQuarterPoints(section.bottomPadding)
        }
        var measured = [Float](repeating: -1, count: start)
        for (element, height) in heights {
            guard let index = index(of: element) else { continue }
            let rounded = Self.rounded(height)
            measured[index] = Float(rounded)
            values[index] = rounded
        }
        self.measured = measured
        self.heights = HeightIndex(heights: values)
    }

    /// Whether `height` is a finite multiple of a quarter point within 0…100 000.
    private static func isQuarterPoints(_ height: CGFloat) -> Bool {
        height.isFinite && height >= 0 && height <= 100_000
            && (Double(height) * 4).rounded() == Double(height) * 4
    }

    /// A height rounded up to a quarter point, finite and within 0…100 000.
    static func rounded(_ height: CGFloat) -> Double {
        let finite = height.isFinite ? Swift.min(Swift.max(Double(height), 0), 100_000) : 0
        return (finite * 4).rounded(.up) / 4
    }

    // MARK: Queries

    /// The height of everything.
    var contentHeight: CGFloat { CGFloat(heights.total) }

    /// The model's index of `element`, or `nil` when the model has no such element.
    func index(of element: Element) -> Int? {
        let index = element.section
        guard index >= 0, index < sections.count else { return nil }
        switch element {
        case .item(let indexPath):
            guard indexPath.count == 2 else { return nil }
            return self.index(ofItem: indexPath.item, inSection: index)
        case .header:
            return sections[index].hasHeader ? sections[index].firstElement + 1 : nil
        case .footer:
            return sections[index].hasFooter
                ? sections[index].firstElement + sections[index].elementCount - 2 : nil
        }
    }

    /// The model's index of item `item` of section `section`, or `nil` when there is none.
    private func index(ofItem item: Int, inSection section: Int) -> Int? {
        guard section >= 0, section < sections.count, item >= 0,
            item < sections[section].itemCount
        else { return nil }
        return sections[section].firstElement + sections[section].itemOffset + item
    }

    /// What the model's element `index` is.
    private func slot(at index: Int) -> Slot {
        slotAndSection(at: index).slot
    }

    /// What the model's element `index` is, and the index of its section.
    private func slotAndSection(at index: Int) -> (slot: Slot, section: Int) {
        var low = 0
        var high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstElement <= index { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]  // plain values: a cheap copy
        let offset = index - section.firstElement
        if offset == 0 || offset == section.elementCount - 1 { return (.padding, low) }
        if section.hasHeader && offset == 1 { return (.element(.header(section: low)), low) }
        if section.hasFooter && offset == section.elementCount - 2 {
            return (.element(.footer(section: low)), low)
        }
        return (.element(.item(IndexPath(item: offset - section.itemOffset, section: low))), low)
    }

    /// The frame of `element` in the content, or `nil` when the model has no such element.
    ///
    /// - Complexity: O(log *n*).
    func frame(of element: Element) -> CGRect? {
        guard let index = index(of: element) else { return nil }
        let top = heights.position(of: index)
        let bottom = heights.position(of: index + 1)
        let section = sections[element.section]
        return CGRect(
            x: section.leadingInset, y: top, width: section.elementWidth(in: width),
            height: bottom - top)
    }

    /// The elements whose frames meet `rect` (zero-height elements meet nothing), top to
    /// bottom.
    ///
    /// - Complexity: O(*v* log *n*) for *v* elements in `rect`.
    func elements(in rect: CGRect) -> [Element] {
        var placed = PlacedElements()
        placedElements(in: rect, into: &placed, headerKind: "header", footerKind: "footer")
        return (0..<placed.count).map { offset in
            switch placed.element(at: offset) {
            case .cell(let indexPath): return .item(indexPath)
            case .supplementary(let kind, let indexPath):
                return kind == "header"
                    ? .header(section: indexPath.section) : .footer(section: indexPath.section)
            }
        }
    }

    /// Appends the elements whose frames meet `rect` to `placed`, top to bottom, with their
    /// frames: what a layout pass asks for, the frames found on the way, rows as plain keys
    /// and headers and footers as elements of `headerKind` and `footerKind`.
    ///
    /// - Complexity: O(*v* log *n*) for *v* elements in `rect`.
    func placedElements(
        in rect: CGRect, into placed: inout PlacedElements, headerKind: String, footerKind: String
    ) {
        guard Self.canPlace(in: rect), heights.count > 0 else { return }
        let index = heights.firstElement(endingBelow: Double(rect.minY))
        guard index < heights.count else { return }
        place(
            from: index, top: heights.position(of: index),
            section: slotAndSection(at: index).section, before: heights.count,
            maxY: Double(rect.maxY), into: &placed, headerKind: headerKind,
            footerKind: footerKind)
    }

    /// Makes `placed` — the elements this model placed in another rect, unchanged since — the
    /// elements in `rect`, as ``placedElements(in:into:headerKind:footerKind:)`` would: drops
    /// those that left and places those that came in, above and below, while the elements in
    /// both rects keep the frames they were found with. A scroll by a row places one row, where
    /// placing the whole rect again places every visible row and searches the height index.
    ///
    /// - Returns: `false`, with `placed` unchanged, when no element of `placed` is in `rect`
    ///   (or the heights are not all quarter points, when frames found earlier may differ in
    ///   the last bit from positions): then place from scratch.
    /// - Complexity: O(*v*) for *v* elements in `rect`, and O(log *n*) more when elements came
    ///   in above.
    func movePlacedElements(
        _ placed: inout PlacedElements, to rect: CGRect, headerKind: String, footerKind: String
    ) -> Bool {
        guard heightsAreQuarterPoints, Self.canPlace(in: rect), placed.count > 0 else {
            return false
        }
        let minY = rect.minY
        let maxY = rect.maxY
        // A jump: every element left.
        guard placed[placed.count - 1].frame.maxY > minY, placed[0].frame.minY < maxY else {
            return false
        }
        // The elements still in the rect: those from the first whose bottom is below its top
        // to the last whose top is above its bottom.
        var first = 0
        while first < placed.count, placed[first].frame.maxY <= minY { first += 1 }
        var end = placed.count
        while end > first, placed[end - 1].frame.minY >= maxY { end -= 1 }
        guard first < end, let lastIndex = index(of: placed, at: end - 1, headerKind, footerKind)
        else { return false }
        let firstTop = placed[first].frame.minY
        // The first kept element's index is needed only to place elements above it (a scroll
        // up), and looked up only then.
        var firstIndex = -1
        if minY < firstTop {
            guard let index = index(of: placed, at: first, headerKind, footerKind) else {
                return false
            }
            firstIndex = index
        }
        let lastBottom = placed[end - 1].frame.maxY
        placed.removeLast(from: end)
        placed.removeFirst(first)
        // Below: from the element after the last, whose top is the last's bottom.
        place(
            from: lastIndex + 1, top: Double(lastBottom),
            section: sectionIndex(ofElement: lastIndex),
            before: heights.count, maxY: Double(maxY), into: &placed, headerKind: headerKind,
            footerKind: footerKind)
        // Above: from the element the rect's top is in to the first, placed after the rest
        // and moved to the front.
        if minY < firstTop {
            let start = heights.firstElement(endingBelow: Double(minY))
            let kept = placed.count
            place(
                from: start, top: heights.position(of: start),
                section: sectionIndex(ofElement: start),
                before: firstIndex, maxY: Double(firstTop), into: &placed, headerKind: headerKind,
                footerKind: footerKind)
            placed.moveToFront(from: kept)
        }
        return true
    }

    /// Makes `placed` — the elements in `rect` as this model placed them before the height of
    /// the element at `offset` was measured again — the elements in `rect`, as
    /// ``placedElements(in:into:headerKind:footerKind:)`` would place them, when that is only
    /// that element's new frame and none after it: its top stays (nothing above it changed),
    /// and its new bottom is at or below the bottom of `rect`, so no element after it comes
    /// in. A scroll's new row at the bottom, measured taller than its estimate, pushing out
    /// the rows placed below it.
    ///
    /// - Returns: `false` when it cannot; then `placed` is unchanged.
    /// - Complexity: O(*r*) for the *r* elements removed after it.
    func placeElementsAgain(
        _ placed: inout PlacedElements, from offset: Int, in rect: CGRect, headerKind: String,
        footerKind: String
    ) -> Bool {
        guard heightsAreQuarterPoints, Self.canPlace(in: rect), offset >= 0,
            offset < placed.count,
            let index = index(of: placed, at: offset, headerKind, footerKind),
            measured[index] >= 0
        else { return false }
        // The frame the walk gives it: from its top, the measured height added (exact, in
        // quarter points). The walk stops after it when its bottom is at the rect's bottom.
        let top = Double(placed[offset].frame.minY)
        let bottom = top + Double(measured[index])
        guard top < Double(rect.maxY), bottom >= Double(rect.maxY) else { return false }
        placed.removeLast(from: offset + 1)
        placed.setHeight(CGFloat(bottom - top), at: offset)
        return true
    }

    /// The item after the item `key.item` of section `key.section`, whose bottom is `top`,
    /// with the frame ``placedElements(in:into:headerKind:footerKind:)`` gives it: the next
    /// item of the same section, from `top`, as tall as the index holds it. `nil` when the
    /// item is its section's last (a footer, a padding or another section follows), or the
    /// heights are not all quarter points (then the index, not a sum, has the positions).
    ///
    /// - Complexity: O(1).
    func row(after key: (section: Int, item: Int), top: Double) -> PlacedElements.Element? {
        guard heightsAreQuarterPoints, key.section >= 0, key.section < sections.count,
            key.item >= 0, key.item + 1 < sections[key.section].itemCount
        else { return nil }
        // The section's figures read one by one: its bounds (every element's range) are more
        // than an item needs, about 50 instructions a row.
        let section = sections[key.section]
        let index = section.firstElement + section.itemOffset + key.item + 1
        return PlacedElements.Element(
            key: (key.section, key.item + 1),
            frame: CGRect(
                x: section.leadingInset, y: top, width: section.elementWidth(in: width),
                height: Self.height(measured: measured[index])),
            other: -1)
    }

    /// Whether a rect can meet an element: finite, with an area.
    private static func canPlace(in rect: CGRect) -> Bool {
        rect.height > 0 && rect.width > 0 && rect.minY.isFinite && rect.maxY.isFinite
    }

    /// The model's index of the element `placed` has at `offset`, or `nil` for one the model
    /// does not have.
    private func index(
        of placed: PlacedElements, at offset: Int, _ headerKind: String, _ footerKind: String
    ) -> Int? {
        // A row from its key, without building its index path.
        if placed[offset].isPlainCell {
            let key = placed[offset].key
            guard key.section >= 0, key.section < sections.count, key.item >= 0,
                key.item < sections[key.section].itemCount
            else { return nil }
            return sections[key.section].firstElement + sections[key.section].itemOffset + key.item
        }
        switch placed.element(at: offset) {
        case .cell(let indexPath):
            return index(of: .item(indexPath))
        case .supplementary(let kind, let indexPath):
            guard indexPath.count == 2 else { return nil }
            if kind == headerKind { return index(of: .header(section: indexPath.section)) }
            if kind == footerKind { return index(of: .footer(section: indexPath.section)) }
            return nil
        }
    }

    /// The index of the section of the model's element `index` (the last section for the
    /// end).
    private func sectionIndex(ofElement index: Int) -> Int {
        slotAndSection(at: Swift.min(index, Swift.max(heights.count - 1, 0))).section
    }

    /// Appends the elements from `start` (whose top is `top`, in the section `section`) that
    /// come before the element `end` and whose tops are above `maxY` to `placed`, with their
    /// frames; zero-height elements and paddings are left out.
    private func place(
        from start: Int, top: Double, section: Int, before end: Int, maxY: Double,
        into placed: inout PlacedElements, headerKind: String, footerKind: String
    ) {
        // A loop, not a closure per element: a layout pass places elements every pass.
        guard start < end, !sections.isEmpty else { return }
        var index = start
        var top = top
        var sectionIndex = section
        // Per section, worked out once: where its rows run among all elements, where its
        // header and footer are (−1 for none), where the next section starts, and its frames'
        // x and width.
        var bounds = SectionBounds(sections[sectionIndex], width: width)
        // Read once: the walk's own locals, so that each step reads no field of the model.
        let end = Swift.min(end, heights.count)
        let sectionCount = sections.count
        let addsHeights = heightsAreQuarterPoints
        while index < end, top < maxY {
            while index >= bounds.end, sectionIndex + 1 < sectionCount {
                sectionIndex += 1
                bounds = SectionBounds(sections[sectionIndex], width: width)
            }
            let bottom =
                addsHeights
                ? top + height(ofElement: index, bounds: bounds)
                : heights.position(of: index + 1)
            if bottom > top {
                let frame = CGRect(x: bounds.x, y: top, width: bounds.width, height: bottom - top)
                if index >= bounds.firstRow, index < bounds.endRows {
                    placed.appendCell(key: (sectionIndex, index - bounds.firstRow), frame: frame)
                } else if index == bounds.header {
                    placed.append(
                        .supplementary(headerKind, IndexPath(item: 0, section: sectionIndex)),
                        frame: frame)
                } else if index == bounds.footer {
                    placed.append(
                        .supplementary(footerKind, IndexPath(item: 0, section: sectionIndex)),
                        frame: frame)
                }
            }
            top = bottom
            index += 1
        }
    }

    /// Where a section's elements are among all elements, and its frames' x and width: what
    /// the placement walk compares each element with.
    private struct SectionBounds {
        /// The index of its first row, and of the element after its last row.
        let firstRow: Int
        let endRows: Int
        /// The index of its header and of its footer, or −1.
        let header: Int
        let footer: Int
        /// The index of its top padding, and of the next section's.
        let start: Int
        let end: Int
        let topPadding: Double
        let bottomPadding: Double
        let x: CGFloat
        let width: CGFloat

        init(_ section: Section, width: CGFloat) {
            start = section.firstElement
            end = section.firstElement + section.elementCount
            firstRow = section.firstElement + section.itemOffset
            endRows = firstRow + section.itemCount
            header = section.hasHeader ? section.firstElement + 1 : -1
            footer = section.hasFooter ? endRows : -1
            topPadding = Double(section.topPadding)
            bottomPadding = Double(section.bottomPadding)
            x = section.leadingInset
            self.width = section.elementWidth(in: width)
        }
    }

    /// The height of element `index` of the section of `bounds`: measured, a padding, or the
    /// estimate — what the height index holds for it.
    private func height(ofElement index: Int, bounds: SectionBounds) -> Double {
        let measuredHeight = measured[index]
        if measuredHeight < 0, index == bounds.start { return bounds.topPadding }
        if measuredHeight < 0, index == bounds.end - 1 { return bounds.bottomPadding }
        return Self.height(measured: measuredHeight)
    }

    /// The height `element` was measured at, or `nil` while it is estimated.
    func measuredHeight(of element: Element) -> CGFloat? {
        guard let index = index(of: element), measured[index] >= 0 else { return nil }
        return CGFloat(measured[index])
    }

    /// Every measured element and its height.
    ///
    /// - Complexity: O(*e*) for *e* elements.
    func measuredElements() -> [(element: Element, height: CGFloat)] {
        var found: [(Element, CGFloat)] = []
        for index in measured.indices where measured[index] >= 0 {
            if case .element(let element) = slot(at: index) {
                found.append((element, CGFloat(measured[index])))
            }
        }
        return found
    }

    // MARK: Changes

    /// Records `element`'s measured height.
    ///
    /// - Returns: How much its height changed (0 when it did not), which moved every element
    ///   below it as much.
    /// - Complexity: O(log *n*).
    @discardableResult
    mutating func setMeasuredHeight(_ height: CGFloat, of element: Element) -> CGFloat {
        guard let index = index(of: element) else { return 0 }
        return setMeasuredHeight(height, at: index)
    }

    /// Records the measured height of the item `key.item` of section `key.section`: as
    /// ``setMeasuredHeight(_:of:)`` of the item, from its index path's parts.
    ///
    /// - Complexity: O(log *n*).
    @discardableResult
    mutating func setMeasuredHeight(_ height: CGFloat, ofItemAt key: (section: Int, item: Int))
        -> CGFloat
    {
        guard let index = index(ofItem: key.item, inSection: key.section) else { return 0 }
        return setMeasuredHeight(height, at: index)
    }

    /// Records the measured height of the element at `index`.
    private mutating func setMeasuredHeight(_ height: CGFloat, at index: Int) -> CGFloat {
        let rounded = Self.rounded(height)
        // Its height in the index, without asking the index (two walks of it): the height
        // measured last (a quarter point, which a `Float` holds exactly), or else the
        // estimate every item, header and footer starts from.
        let current = Self.height(measured: measured[index])
        measured[index] = Float(rounded)
        guard rounded != current else { return 0 }
        heights.add(rounded - current, toElement: index)
        return CGFloat(rounded - current)
    }
}

/// A section's list configuration, shared: the collection view reads a few of its properties
/// for every cell it shows, and a reference lets it read them without copying the whole
/// configuration (its closures, colours and separator configuration) each time.
final class ListSectionConfiguration: Sendable {
    let configuration: CollectionLayoutListConfiguration
    /// The separators of an item in a section without an item separator handler that shows
    /// separators, when neither it nor the next item is selected or highlighted, above another
    /// item; `nil` for other sections.
    let plainSeparatorsAboveAnother: ListItemSeparators?
    /// The same for the last item of such a section. (Two properties, not an optional pair:
    /// reading one part of the pair copies both.)
    let plainSeparatorsOfLast: ListItemSeparators?

    init(_ configuration: CollectionLayoutListConfiguration) {
        self.configuration = configuration
        if configuration.showsSeparators, configuration.itemSeparatorHandler == nil {
            let separator = configuration.separatorConfiguration
            plainSeparatorsAboveAnother = ListItemSeparators(
                separator, hasNext: true, bothSelected: false, emphasised: false)
            plainSeparatorsOfLast = ListItemSeparators(
                separator, hasNext: false, bothSelected: false, emphasised: false)
        } else {
            plainSeparatorsAboveAnother = nil
            plainSeparatorsOfLast = nil
        }
    }
}
