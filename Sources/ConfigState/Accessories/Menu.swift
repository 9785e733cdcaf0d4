/// A menu: `UIMenu` without the `UI` — the menu a ``Button`` shows (``Button/menu``) and the
/// one a pop-up menu accessory opens.
///
/// UIKit's `UIMenu` is an immutable class whose children are `UIMenuElement`s — actions with
/// handlers and submenus. ConfigState's is a **value**: the accessories that hold it
/// (``CellAccessory/AccessoryType/popUpMenu``) are Hashable, Sendable and Codable, and a menu
/// built once is not changed afterwards in UIKit either. A menu made with UIKit's initializer,
/// ``init(title:subtitle:image:identifier:options:children:)-(_,_,_,_,_,[MenuElement])``,
/// keeps its ``elements`` — the ``Action``s, which are `@MainActor` classes like the views
/// that perform them, and so `Sendable` — and lists their titles in ``children``. A menu made
/// from titles alone (``init(title:children:selectedIndex:)``) has no actions: what a
/// headless accessory needs is the menu's title, its element titles and which element is
/// selected. Two menus are equal when their titles, options, selection and actions (by
/// identity) are; only the titles and the selection are encoded, since handlers cannot be.
///
/// UIKit's pop-up menus force a selection (`forceAutomaticSelection`, seen in
/// `-[_UICollectionViewListAccessoryDisclosure setMenu:]`), so with no explicit selection the
/// first element is the selected one (``selectedChild``).
///
/// <!-- snippet: SymbolDocs/DocMenu -->
/// ```swift
/// let sort = Menu(title: "Sort By", children: ["Name", "Date", "Size"], selectedIndex: 1)
/// print(sort.selectedChild ?? "none")
/// print(sort)
///
/// // Prints:
/// // Date
/// // Menu(Sort By: [Name, *Date*, Size])
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

    /// The subtitle; `nil` by default.
    public var subtitle: String?
    /// The image; `nil` by default.
    public var image: Image?
    /// The identifier; a unique name unless given.
    public var identifier = Identifier(rawValue: "")
    /// How the menu shows. Default none.
    public var options: Options = []
    /// The actions of a menu made with
    /// ``init(title:subtitle:image:identifier:options:children:)-(_,_,_,_,_,[MenuElement])``,
    /// in order; none for a menu made from titles.
    public var elements: [MenuElement] {
        get { elementList.elements }
        set { elementList = ElementList(elements: newValue) }
    }
    /// ``elements``, compared and hashed by identity.
    private var elementList = ElementList(elements: [])

    /// Elements compared by identity: actions are classes with handlers.
    private struct ElementList: Hashable, Sendable {
        var elements: [MenuElement]

        static func == (lhs: ElementList, rhs: ElementList) -> Bool {
            lhs.elements.map(ObjectIdentifier.init) == rhs.elements.map(ObjectIdentifier.init)
        }

        func hash(into hasher: inout Hasher) {
            for element in elements { hasher.combine(ObjectIdentifier(element)) }
        }
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

extension Menu {
    /// A name that identifies a menu: `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String

        /// Creates an identifier from a name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from a name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    /// How a menu shows: `UIMenu.Options`, with UIKit's bits (`UIMenu.h`: displayInline
    /// `1 << 0`, destructive `1 << 1`, singleSelection `1 << 5`, displayAsPalette `1 << 7`).
    public struct Options: OptionSet, Hashable, Sendable, Codable {
        /// The bits.
        public let rawValue: UInt

        /// Creates options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Shown inline in its parent, between separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red: its actions destroy data.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one of its actions is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of elements (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu of actions: UIKit's `init(title:subtitle:image:identifier:options:children:)`.
    ///
    /// ``children`` lists the actions' titles as they are now, and ``selectedIndex`` is the
    /// first action that is ``MenuElement/State/on``, if any.
    ///
    /// <!-- snippet: SymbolDocs/DocMenuInitActions -->
    /// ```swift
    /// let sort = Menu(
    ///     title: "Sort by", options: .singleSelection,
    ///     children: [
    ///         Action(title: "Name", state: .on) { _ in },
    ///         Action(title: "Date") { _ in },
    ///     ])
    /// ```
    ///
    /// - Parameters:
    ///   - title: The title. Default empty.
    ///   - subtitle: The subtitle. Default none.
    ///   - image: The image. Default none.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - options: How the menu shows. Default none.
    ///   - children: The actions, in order. Default none.
    @MainActor
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil,
        identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []
    ) {
        self.init(
            title: title, children: children.map(\.title),
            selectedIndex: children.firstIndex { ($0 as? Action)?.state == .on })
        self.subtitle = subtitle
        self.image = image
        self.identifier = identifier ?? Identifier(UniqueName.next("menu"))
        self.options = options
        self.elements = children
    }

    /// A menu like this one with other children: UIKit's `replacingChildren(_:)`.
    ///
    /// - Parameter newChildren: The children of the new menu.
    /// - Returns: A menu with this one's title, image, identifier and options.
    @MainActor
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier,
            options: options, children: newChildren)
    }

    /// The actions in ``elements`` that are ``MenuElement/State/on``, in order: UIKit's
    /// `selectedElements` (iOS 17).
    @MainActor
    public var selectedElements: [MenuElement] {
        actions.filter { $0.state == .on }
    }

    /// The actions among ``elements``.
    @MainActor
    var actions: [Action] {
        elements.compactMap { $0 as? Action }
    }
}

/// Unique names for menus and actions created without an identifier.
@MainActor
enum UniqueName {
    private static var count = 0

    /// A new name, `prefix-N`.
    static func next(_ prefix: String) -> String {
        count += 1
        return "\(prefix)-\(count)"
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
