// The unknown-key policy of `Docs/Reliability.md`: every Codable type of ColorTransform and
// ConfigState refuses an object holding a key it does not know, with a
// `DecodingError.dataCorrupted` that names the key — rather than ignoring it, as a synthesized
// `init(from:)` does, so that a misspelt field silently takes its default.

import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

// MARK: - Samples

/// One Codable type's sample: the name its declaration has in the sources, and how to encode
/// the sample and decode a document as the type.
struct UnknownKeySample: Sendable, CustomTestStringConvertible {
    /// The type's name as declared: `Row` for a nested `struct Row`, `CellAccessory.Placement`
    /// for `extension CellAccessory.Placement: Codable`.
    var declaredName: String
    /// What the sample shows, for the test's arguments.
    var label: String
    /// The sample's JSON.
    var encoded: @Sendable () throws -> Data
    /// Decodes a document as the sample's type.
    var decode: @Sendable (Data) throws -> Void

    init<Value: Codable & Sendable>(_ declaredName: String, _ label: String, _ value: Value) {
        self.declaredName = declaredName
        self.label = label
        encoded = { try JSONEncoder().encode(value) }
        decode = { _ = try JSONDecoder().decode(Value.self, from: $0) }
    }

    init<Value: Codable & Sendable>(_ declaredName: String, _ value: Value) {
        self.init(declaredName, "", value)
    }

    var testDescription: String { label.isEmpty ? declaredName : "\(declaredName) (\(label))" }
}

private let red = Color.Resolved(red: 1, green: 0.2, blue: 0.1, alpha: 0.5)
private let bodyFont = Font.preferredFont(forTextStyle: .body).resolved(for: .large)
private let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
private let symbol = Image(systemName: "star.fill")!
private let transformer = ConfigurationColorTransformer.blended(with: .systemRed, opacity: 0.2)
    .then(.mixed(with: .black, fraction: 0.5))
    .then(.ensuringContrast(against: .white, minimum: 4.5))
    .then(.multiplyingAlpha(by: 0.5))
    .then(.grayscale)

private let textRender = TextRender(
    text: "Inbox", font: bodyFont, color: red, numberOfLines: 1, alignment: .natural,
    lineBreakMode: .byTruncatingTail,
    runs: [TextRunRender(text: "Inbox", font: bodyFont, color: red)])
private let imageRender = ImageRender(
    image: symbol, tintColor: red, size: CGSize(width: 24, height: 24),
    reservedSize: CGSize(width: 28, height: 28), cornerRadius: 2, strokeColor: red,
    strokeWidth: 1)
private let listContentRender = ListContentRender(
    text: textRender, secondaryText: textRender, image: imageRender, layout: .stacked,
    margins: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
    imageToTextPadding: 8, textToSecondaryTextPadding: 2, alpha: 1)
private let customContentRender = CustomContentRender(
    viewType: "Badge", properties: [RenderField(path: "count", value: "3")])
// `Stroke` and `Shadow` have no public initializer: a render of a background makes them.
private let backgroundRender: BackgroundRender = {
    var configuration = BackgroundConfiguration.listCell()
    configuration.strokeWidth = 1
    configuration.strokeColor = .systemRed
    configuration.shadowProperties = ShadowProperties(
        color: .black, opacity: 0.2, radius: 8, offset: CGSize(width: 0, height: 2))
    configuration.visualEffect = .blur(.regular)
    configuration.image = symbol
    configuration.customView = CustomView("glow")
    return BackgroundRender(configuration, traits: TraitCollection())
}()
private let stroke = backgroundRender.stroke!
private let shadowRender = backgroundRender.shadow!
private let accessoryRender = AccessoryRender(
    accessoryType: .label, tintColor: red, backgroundColor: red, systemImageName: "checkmark",
    text: "12", font: bodyFont, isChecked: true, isExpanded: true, customView: CustomView("x"),
    menuSelection: "A")
private let separatorRender = SeparatorRender(
    leadingInset: 16, trailingInset: 0, color: red, visualEffect: .vibrancy(.regular),
    frame: rect)
private let swipeAction = SwipeActionsRender.Action(
    style: .destructive, title: "Delete", image: symbol, backgroundColor: red)
private let swipeActionsRender = SwipeActionsRender(edge: .trailing, actions: [swipeAction])
private let renderFrames = RenderFrames(
    size: CGSize(width: 320, height: 44), content: rect, text: rect, secondaryText: rect,
    image: rect, leadingAccessories: [rect], trailingAccessories: [rect])
private let viewRender: ViewRender = {
    var render = ViewRender(
        content: .list(listContentRender), nestedContents: [.custom(customContentRender)],
        background: backgroundRender, leadingAccessories: [accessoryRender],
        trailingAccessories: [accessoryRender], indentation: 10,
        separatorInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0),
        frames: renderFrames)
    render.topSeparator = separatorRender
    render.bottomSeparator = separatorRender
    render.swipeActions = swipeActionsRender
    return render
}()

private let cellState: CellConfigurationState = {
    var state = CellConfigurationState(
        traitCollection: TraitCollection(userInterfaceStyle: .dark, accentColor: .systemRed))
    state.isSelected = true
    state.isEditing = true
    state.cellDragState = .lifting
    state.backgroundUsesTintColor = true
    state[ConfigurationStateCustomKey("archived")] = true
    return state
}()

private let customView = CellAccessory.CustomViewConfiguration(
    customView: CustomView("switch"), placement: .trailing(at: .index(1)), isHidden: true,
    reservedLayoutWidth: .custom(51), tintColor: .tintColor, maintainsFixedSize: true)
private let accessories: [CellAccessory] = [
    .multiselect(options: .init(tintColor: .systemIndigo, backgroundColor: .white)),
    .label(text: "12", options: .init(font: .systemFont(ofSize: 13, weight: .semibold))),
    .popUpMenu(Menu(title: "Sort", children: ["Name", "Date"], selectedIndex: 1)),
    .outlineDisclosure(options: .init(style: .header)),
    .customView(configuration: customView),
]

private let attributed = AttributedText([
    .init("Due "), .init("today", font: .headline, foregroundColor: .systemRed),
])
private let listContent: ListContentConfiguration = {
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Inbox"
    content.attributedText = attributed
    content.secondaryAttributedText = attributed
    content.image = symbol
    content.imageProperties.preferredSymbolConfiguration = .init(textStyle: .body, scale: .large)
    content.textProperties.colorTransformer = transformer
    return content
}()
private let background: BackgroundConfiguration = {
    var background = BackgroundConfiguration.listCell()
    background.backgroundColorTransformer = transformer
    background.visualEffect = .blurRadius(4)
    background.image = Image(named: "paper", size: CGSize(width: 10, height: 10))
    background.customView = CustomView("glow")
    background.shadowProperties = ShadowProperties(
        color: .black, opacity: 0.2, radius: 8, offset: CGSize(width: 0, height: 2))
    background.backgroundInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    return background
}()

/// One sample per Codable type that JSON writes as an object (or as an array of objects),
/// as ``declaredCodableTypes`` finds them in the sources.
let unknownKeySamples: [UnknownKeySample] = [
    // ColorTransform
    UnknownKeySample("Color.Resolved", red),
    UnknownKeySample("Color", "fixed", Color(red: 0.2, green: 0.4, blue: 0.6)),
    UnknownKeySample(
        "Color", "dynamic",
        Color(variants: Color.Variants(light: .systemRed, dark: .systemBlue))),
    UnknownKeySample("Color", "transformed", transformer(.systemRed)),
    UnknownKeySample(
        "Variants", Color.Variants(light: .white, dark: .black, highContrastLight: .systemRed)),
    UnknownKeySample(
        "ColorEnvironment", ColorEnvironment(colorScheme: .dark, accentColor: .systemGreen)),
    UnknownKeySample("ConfigurationColorTransformer", transformer),
    // States
    UnknownKeySample("ViewConfigurationState", cellState.viewConfigurationState),
    UnknownKeySample("CellConfigurationState", cellState),
    UnknownKeySample(
        "StatePredicate",
        (.selected && !.disabled) || .custom(ConfigurationStateCustomKey("archived"))),
    UnknownKeySample(
        "StateAwareValue",
        StateAwareValue(Color.label, rules: [.init(.selected, Color.white)])),
    // Traits
    UnknownKeySample("TraitCollection", TraitCollection(accentColor: .systemRed)),
    UnknownKeySample("Font", Font.preferredFont(forTextStyle: .body)),
    UnknownKeySample("Font.Resolved", bodyFont),
    // Configurations
    UnknownKeySample("ListContentConfiguration", listContent),
    UnknownKeySample("ListContentConfiguration.TextProperties", listContent.textProperties),
    UnknownKeySample("ListContentConfiguration.ImageProperties", listContent.imageProperties),
    UnknownKeySample("SymbolConfiguration", Image.SymbolConfiguration(pointSize: 20)),
    UnknownKeySample("AttributedText", attributed),
    UnknownKeySample("Run", AttributedText.Run("x", font: .body, foregroundColor: .white)),
    UnknownKeySample("BackgroundConfiguration", background),
    UnknownKeySample("VisualEffect", VisualEffect.blur(.regular)),
    UnknownKeySample("ShadowProperties", background.shadowProperties),
    UnknownKeySample(
        "DirectionalEdgeInsets", DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
    UnknownKeySample("Image", symbol),
    UnknownKeySample("Source", Image.Source.named("avatar")),
    UnknownKeySample("CustomView", CustomView("badge")),
    // Accessories
    UnknownKeySample("CellAccessory", "multiselect", accessories[0]),
    UnknownKeySample("CellAccessory", "label", accessories[1]),
    UnknownKeySample("CellAccessory", "popUpMenu", accessories[2]),
    UnknownKeySample("CellAccessory", "customView", accessories[4]),
    UnknownKeySample(
        "CellAccessory.AccessoryType", CellAccessory.AccessoryType.customView(CustomView("x"))),
    UnknownKeySample(
        "CellAccessory.Placement", CellAccessory.Placement.leading(at: .before(.checkmark))),
    UnknownKeySample(
        "CellAccessory.Placement.Position", CellAccessory.Placement.Position.after(.delete)),
    UnknownKeySample("Menu", Menu(title: "Sort", children: ["Name"], selectedIndex: 0)),
    UnknownKeySample(
        "CellAccessory.DisclosureIndicatorOptions",
        CellAccessory.DisclosureIndicatorOptions(tintColor: .systemRed)),
    UnknownKeySample(
        "CellAccessory.CheckmarkOptions", CellAccessory.CheckmarkOptions(isHidden: true)),
    UnknownKeySample(
        "CellAccessory.DeleteOptions", CellAccessory.DeleteOptions(backgroundColor: .systemPink)),
    UnknownKeySample("CellAccessory.InsertOptions", CellAccessory.InsertOptions(tintColor: .white)),
    UnknownKeySample(
        "CellAccessory.ReorderOptions", CellAccessory.ReorderOptions(showsVerticalSeparator: false)),
    UnknownKeySample(
        "CellAccessory.MultiselectOptions",
        CellAccessory.MultiselectOptions(backgroundColor: .white)),
    UnknownKeySample(
        "CellAccessory.OutlineDisclosureOptions",
        CellAccessory.OutlineDisclosureOptions(style: .cell)),
    UnknownKeySample("CellAccessory.LabelOptions", CellAccessory.LabelOptions(font: .body)),
    UnknownKeySample(
        "CellAccessory.DetailOptions", CellAccessory.DetailOptions(tintColor: .systemRed)),
    UnknownKeySample(
        "CellAccessory.PopUpMenuOptions", CellAccessory.PopUpMenuOptions(isHidden: true)),
    UnknownKeySample("CellAccessory.CustomViewConfiguration", customView),
    UnknownKeySample(
        "CellAccessoryLayout",
        try! CellAccessory.layout(accessories, for: cellState)),
    UnknownKeySample(
        "CellAccessoryLayout.Item",
        try! CellAccessory.layout(accessories, for: cellState).trailing[0]),
    // Renders
    UnknownKeySample("ViewRender", viewRender),
    UnknownKeySample("ContentRender", "list", ContentRender.list(listContentRender)),
    UnknownKeySample("ContentRender", "custom", ContentRender.custom(customContentRender)),
    UnknownKeySample("ListContentRender", listContentRender),
    UnknownKeySample("CustomContentRender", customContentRender),
    UnknownKeySample("TextRender", textRender),
    UnknownKeySample("TextRunRender", TextRunRender(text: "a", font: bodyFont, color: red)),
    UnknownKeySample("ImageRender", imageRender),
    UnknownKeySample("BackgroundRender", backgroundRender),
    UnknownKeySample("Stroke", stroke),
    UnknownKeySample("Shadow", shadowRender),
    UnknownKeySample("AccessoryRender", accessoryRender),
    UnknownKeySample("SeparatorRender", separatorRender),
    UnknownKeySample("SwipeActionsRender", swipeActionsRender),
    UnknownKeySample("Action", swipeAction),
    UnknownKeySample("RenderField", RenderField(path: "a", value: "b")),
    UnknownKeySample("RenderDifference", RenderDifference(path: "a", expected: "b", actual: nil)),
    UnknownKeySample("RenderFrames", renderFrames),
    UnknownKeySample(
        "CollectionViewRender",
        CollectionViewRender(
            rows: [
                .init(
                    indexPath: IndexPath(item: 0, section: 0), item: "A", frame: rect,
                    render: viewRender)
            ],
            supplementaryViews: [
                .init(
                    elementKind: "header",
                    indexPath: IndexPath(item: 0, section: 0), frame: rect, render: ViewRender())
            ])),
    UnknownKeySample(
        "Row",
        CollectionViewRender.Row(
            indexPath: IndexPath(item: 1, section: 0), item: "B", render: ViewRender())),
    UnknownKeySample(
        "SupplementaryView",
        CollectionViewRender.SupplementaryView(
            elementKind: "footer", indexPath: IndexPath(item: 0, section: 1), frame: rect,
            render: ViewRender())),
    UnknownKeySample("CollectionViewStatistics", CollectionViewStatistics()),
    // Buttons
    UnknownKeySample("Button.Configuration", buttonConfiguration),
    UnknownKeySample(
        "ButtonRender",
        ButtonRender(
            style: .filled, state: [.highlighted, .selected], title: textRender,
            subtitle: textRender, image: symbol, imageTintColor: red,
            symbolConfiguration: Image.SymbolConfiguration(pointSize: 20),
            showsActivityIndicator: true, activityIndicatorColor: red, indicator: .popup,
            indicatorColor: red, background: backgroundRender, cornerStyle: .capsule,
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            imagePlacement: .top, imagePadding: 4, titlePadding: 2, titleAlignment: .center)),
]

private let buttonConfiguration: Button.Configuration = {
    var configuration = Button.Configuration.bordered()
    configuration.title = "Save"
    configuration.attributedSubtitle = attributed
    configuration.image = symbol
    configuration.imageColorTransformer = transformer
    configuration.preferredSymbolConfigurationForImage = Image.SymbolConfiguration(pointSize: 12)
    configuration.baseBackgroundColor = .systemRed
    configuration.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    configuration.background.backgroundColor = .systemPink
    return configuration
}()

/// Codable types that JSON writes as a single value — a name, a number — never as an object,
/// so an unknown key cannot reach them.
let singleValueCodableTypes: Set<String> = [
    "ContrastMetric", "ColorScheme", "Contrast", "Level", "SystemColor",
    "SwipeEdge", "CellAccessory.DisplayedState", "CellAccessory.OutlineDisclosureOptions.Style",
    "CellAccessory.LayoutDimension", "CellAccessoryLayout.Edge", "CellConfigurationState.DragState",
    "CellConfigurationState.DropState", "ConfigurationStateCustomKey", "Layout",
    "ContextualAction.Style", "Role", "Kind", "ContentSizeCategory", "UserInterfaceStyle",
    "AccessibilityContrast", "UserInterfaceLevel", "UserInterfaceIdiom", "LayoutDirection",
    "UserInterfaceSizeClass", "LegibilityWeight", "ListEnvironment", "Font.TextStyle",
    "Font.Weight", "Style", "BlurStyle", "ContentMode", "Property", "Axis",
    "DirectionalRectEdge", "Scale", "TextAlignment", "TextTransform", "LineBreakMode",
    "State", "CornerStyle", "Size", "TitleAlignment", "Indicator", "Event", "Options",
    "Attributes",
]

/// Internal Codable types no test can build, with a sample that holds them, so that the nested
/// objects of that sample cover them.
let nestedOnlyCodableTypes: [String: String] = [
    "SizeCoding": "ImageRender", "RectCoding": "RenderFrames", "IndexPathCoding": "Row",
]

// MARK: - Finding the declarations

/// The names of the types the library modules' sources declare `Codable` or `Decodable`, as
/// declared (`Row`, `CellAccessory.Placement`).
func declaredCodableTypes() throws -> Set<String> {
    try declaredCodableTypes(inModules: ["ColorTransform", "ConfigState", "ConfigStateTesting"])
}

// MARK: - Editing documents

/// Where an object sits in a JSON document: keys and array indices from the top.
enum JSONStep: CustomStringConvertible {
    case key(String)
    case index(Int)

    var description: String {
        switch self {
        case .key(let key): return key
        case .index(let index): return "[\(index)]"
        }
    }
}

/// The paths of every object in `value`, outermost first, leaving out the custom-state maps
/// (whose keys are names, not fields) but not the entries inside them.
func objectPaths(in value: Any, at path: [JSONStep] = []) -> [[JSONStep]] {
    if let object = value as? [String: Any] {
        let isNameMap: Bool
        if case .key("customStates") = path.last { isNameMap = true } else { isNameMap = false }
        var paths = isNameMap ? [] : [path]
        for key in object.keys.sorted() {
            paths += objectPaths(in: object[key]!, at: path + [.key(key)])
        }
        return paths
    }
    if let array = value as? [Any] {
        return array.indices.flatMap { objectPaths(in: array[$0], at: path + [.index($0)]) }
    }
    return []
}

/// `value` with `"unexpectedKey": 1` added to the object at `path`.
func insertingUnexpectedKey(into value: Any, at path: ArraySlice<JSONStep>) -> Any {
    guard let step = path.first else {
        var object = value as! [String: Any]
        object["unexpectedKey"] = 1
        return object
    }
    switch step {
    case .key(let key):
        var object = value as! [String: Any]
        object[key] = insertingUnexpectedKey(into: object[key]!, at: path.dropFirst())
        return object
    case .index(let index):
        var array = value as! [Any]
        array[index] = insertingUnexpectedKey(into: array[index], at: path.dropFirst())
        return array
    }
}

// MARK: - Tests

@Suite("Bad input: unknown keys")
struct UnknownKeyTests {
    /// For each type, `"unexpectedKey"` added to the top-level object and, one at a time, to
    /// every object nested in it fails to decode with an error naming the key.
    @Test(arguments: unknownKeySamples)
    func unknownKeysAreRefusedInEveryObject(sample: UnknownKeySample) throws {
        let data = try sample.encoded()
        try sample.decode(data)
        let document = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let paths = objectPaths(in: document)
        #expect(!paths.isEmpty, "the sample's JSON holds no object")
        for path in paths {
            let edited = try JSONSerialization.data(
                withJSONObject: insertingUnexpectedKey(into: document, at: path[...]))
            let place = path.isEmpty ? "top level" : path.map(\.description).joined(separator: ".")
            do {
                try sample.decode(edited)
                Issue.record("decoded with \"unexpectedKey\" at \(place)")
            } catch let error as DecodingError {
                guard case .dataCorrupted(let context) = error else {
                    Issue.record("not dataCorrupted at \(place): \(error)")
                    continue
                }
                #expect(
                    context.debugDescription.contains("unexpectedKey"),
                    "at \(place): \(context.debugDescription)")
            }
        }
    }

    /// Every Codable type of the library modules has a sample above, is written as a single
    /// value, or is covered inside another type's sample: a new type without one fails here.
    @Test func everyCodableTypeHasASample() throws {
        let declared = try declaredCodableTypes()
        let covered =
            Set(unknownKeySamples.map(\.declaredName)).union(singleValueCodableTypes)
            .union(nestedOnlyCodableTypes.keys)
        #expect(declared.count > 50, "the scan of the sources found too little: \(declared)")
        #expect(
            declared.subtracting(covered).isEmpty,
            "Codable types without a sample in unknownKeySamples: \(declared.subtracting(covered).sorted())"
        )
        #expect(
            covered.subtracting(declared).isEmpty,
            "listed types the sources no longer declare Codable: \(covered.subtracting(declared).sorted())"
        )
    }

    /// The regression: a misspelt flag used to decode as an unselected state. Custom states
    /// are named by the app, so the same name as a custom state decodes.
    @Test func misspeltStateFlagIsNamed() throws {
        let json = Data(#"{"isSelcted": true}"#.utf8)
        for decode in [
            { _ = try JSONDecoder().decode(CellConfigurationState.self, from: json) },
            { _ = try JSONDecoder().decode(ViewConfigurationState.self, from: json) },
        ] as [() throws -> Void] {
            let failure = DecodingFailure(try #require(throws: DecodingError.self) { try decode() })
            #expect(failure?.kind == .dataCorrupted)
            #expect(failure?.path == "isSelcted")
            #expect(
                failure?.message.contains(#"unknown key "isSelcted""#) == true,
                "\(String(describing: failure))")
            #expect(failure?.message.contains("isSelected") == true)
        }
        var state = CellConfigurationState()
        state[ConfigurationStateCustomKey("isSelcted")] = true
        state[ConfigurationStateCustomKey("unexpectedKey")] = 3
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(CellConfigurationState.self, from: data) == state)
    }

    /// A view's state refuses the keys only a cell's state has.
    @Test func viewStateRefusesCellKeys() throws {
        let json = Data(#"{"isEditing": true}"#.utf8)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ViewConfigurationState.self, from: json)
        }
        let state = try JSONDecoder().decode(CellConfigurationState.self, from: json)
        #expect(state.isEditing)
    }
}
