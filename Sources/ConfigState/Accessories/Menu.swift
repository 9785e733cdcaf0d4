/// The menu a pop-up menu accessory opens: a minimal stand-in for `UIMenu`.
///
/// Headless hosts do not present menus; a pop-up menu accessory needs the menu's title, its
/// element titles and which element is selected, which is what this value holds. UIKit's
/// pop-up menus force a selection (`forceAutomaticSelection`, seen in
/// `-[_UICollectionViewListAccessoryDisclosure setMenu:]`), so with no explicit selection the
/// first element is the selected one (``selectedChild``).
///
/// ```swift
/// let sort = Menu(title: "Sort By", children: ["Name", "Date", "Size"], selectedIndex: 1)
/// sort.selectedChild   // "Date"
/// print(sort)          // Menu(Sort By: [Name, *Date*, Size])
/// ```
public struct Menu: Hashable, Sendable {
    /// The menu's title; empty by default, as `UIMenu`'s.
    public var title: String
    /// The titles of the menu's elements, in order.
    public var children: [String] {
        didSet { selectedIndex = Menu.validated(selectedIndex, count: children.count) }
    }
    /// The index of the selected element in ``children``, or `nil` for none. An index that is
    /// not an index of ``children`` becomes `nil`.
    public var selectedIndex: Int? {
        didSet {
            if selectedIndex != Menu.validated(selectedIndex, count: children.count) {
                selectedIndex = nil
            }
        }
    }

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - title: The title; empty unless given.
    ///   - children: The element titles.
    ///   - selectedIndex: The selected element; an index outside `children` means none.
    public init(title: String = "", children: [String], selectedIndex: Int? = nil) {
        self.title = title
        self.children = children
        self.selectedIndex = Menu.validated(selectedIndex, count: children.count)
    }

    /// The title of the element a pop-up menu shows as selected: the one at ``selectedIndex``,
    /// or the first when none is selected (UIKit forces a selection); `nil` for an empty menu.
    public var selectedChild: String? {
        if let selectedIndex { return children[selectedIndex] }
        return children.first
    }

    static func validated(_ index: Int?, count: Int) -> Int? {
        guard let index, (0..<count).contains(index) else { return nil }
        return index
    }
}

extension Menu: CustomStringConvertible {
    /// The title and the elements, the selected one starred: `Menu(Sort By: [Name, *Date*])`,
    /// or `Menu([A, B])` with no title and no explicit selection.
    ///
    /// - Complexity: O(*m*), where *m* is the number of elements.
    public var description: String {
        let items = children.enumerated().map { index, title in
            index == selectedIndex ? "*\(title)*" : title
        }
        let list = "[\(items.joined(separator: ", "))]"
        return title.isEmpty ? "Menu(\(list))" : "Menu(\(title): \(list))"
    }
}

extension Menu: Codable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case title, children, selectedIndex
    }

    /// Decodes `{"title": …, "children": […], "selectedIndex": n}`; the title and the selected
    /// index are optional.
    ///
    /// Unlike the initializer, decoding does not drop a bad selection: a `selectedIndex` that
    /// is not an index of `children` is a `DecodingError.dataCorrupted` that says so.
    ///
    /// - Complexity: O(*m*), where *m* is the number of elements.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "a menu")
        let title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        let children = try container.decode([String].self, forKey: .children)
        let selectedIndex = try container.decodeNumberIfPresent(Int.self, forKey: .selectedIndex)
        if let selectedIndex, !children.indices.contains(selectedIndex) {
            throw DecodingError.dataCorruptedError(
                forKey: .selectedIndex, in: container,
                debugDescription:
                    "selectedIndex \(selectedIndex) is not an index of the menu's \(children.count) children; expected 0..<\(children.count) or no selectedIndex"
            )
        }
        self.init(title: title, children: children, selectedIndex: selectedIndex)
    }

    /// Encodes the children, and the title and selected index when set.
    ///
    /// - Complexity: O(*m*), where *m* is the number of elements.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if !title.isEmpty { try container.encode(title, forKey: .title) }
        try container.encode(children, forKey: .children)
        try container.encodeIfPresent(selectedIndex, forKey: .selectedIndex)
    }
}
