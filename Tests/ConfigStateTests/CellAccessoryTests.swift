import ConfigState
import Foundation
import Testing

/// One of each system accessory, always displayed, in UIKit's `AccessoryType` order.
private let everySystemAccessoryAlwaysDisplayed: [CellAccessory] = [
    .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(displayed: .always),
    .insert(displayed: .always), .reorder(displayed: .always), .multiselect(displayed: .always),
    .label(text: "3"), .detail(), .popUpMenu(Menu(children: ["A", "B"])),
]

/// The system order, leading to trailing, that `CellAccessory+SystemAccessories.swift`
/// documents (decompiled UIKitCore `_systemTypePlacementForHeader:` ranks).
private let expectedLeading: [CellAccessory.AccessoryType] = [.delete, .insert, .multiselect]
private let expectedTrailing: [CellAccessory.AccessoryType] = [
    .label, .checkmark, .detail, .popUpMenu, .disclosureIndicator, .outlineDisclosure, .reorder,
]

private func state(
    editing: Bool = false, selected: Bool = false, expanded: Bool = false
) -> CellConfigurationState {
    var state = CellConfigurationState()
    state.isEditing = editing
    state.isSelected = selected
    state.isExpanded = expanded
    return state
}

private func custom(_ name: String, _ placement: CellAccessory.Placement) -> CellAccessory {
    .customView(configuration: .init(customView: CustomView(name), placement: placement))
}

private func types(_ items: [CellAccessoryLayout.Item]) -> [CellAccessory.AccessoryType] {
    items.map(\.accessoryType)
}

private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: try JSONEncoder().encode(value))
}

private func json<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decodingError<Value: Decodable>(_ type: Value.Type, _ text: String) -> String? {
    do {
        _ = try JSONDecoder().decode(type, from: Data(text.utf8))
        return nil
    } catch let DecodingError.dataCorrupted(context) {
        return context.debugDescription
    } catch let DecodingError.typeMismatch(_, context) {
        return context.debugDescription
    } catch let DecodingError.keyNotFound(key, _) {
        return "missing \(key.stringValue)"
    } catch {
        return "\(error)"
    }
}

/// One options value and how it codes, pinned before the options shared one Codable
/// implementation (issue 14): its JSON with sorted keys, the name errors call it by, and its
/// keys in the order it lists, decodes and writes them.
struct OptionsCodingFixture: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let json: String
    let what: String
    let keys: [String]
    let encoded: @Sendable () throws -> String
    let roundTrips: @Sendable () throws -> Bool
    let failure: @Sendable (String) -> DecodingFailure?

    init<Options: Codable & Equatable & Sendable>(
        _ value: Options, _ json: String, what: String, keys: [String]
    ) {
        testDescription = "\(Options.self) \(json)"
        self.json = json
        self.what = what
        self.keys = keys
        encoded = { try jsonWithSortedKeys(value) }
        roundTrips = { try roundTrip(value) == value }
        failure = { decodingFailure(Options.self, $0) }
    }
}

private func jsonWithSortedKeys<Value: Encodable>(_ value: Value) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private let commonOptionKeys = ["isHidden", "reservedLayoutWidth", "tintColor"]

/// Every options type with every option away from its default, and with none; the JSON is what
/// the hand-written `encode(to:)`s wrote (commit 8d6362a).
private let optionsCodingFixtures: [OptionsCodingFixture] = [
    OptionsCodingFixture(
        CellAccessory.DisclosureIndicatorOptions(
            isHidden: true, reservedLayoutWidth: .standard, tintColor: .systemRed),
        #"{"isHidden":true,"reservedLayoutWidth":"standard","tintColor":"systemRed"}"#,
        what: "disclosure indicator options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.DisclosureIndicatorOptions(), "{}", what: "disclosure indicator options",
        keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.CheckmarkOptions(
            isHidden: true, reservedLayoutWidth: .actual, tintColor: .systemBlue),
        #"{"isHidden":true,"reservedLayoutWidth":"actual","tintColor":"systemBlue"}"#,
        what: "checkmark options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.CheckmarkOptions(), "{}", what: "checkmark options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.DeleteOptions(
            isHidden: true, reservedLayoutWidth: .custom(40), tintColor: .systemPink,
            backgroundColor: .white),
        #"{"backgroundColor":{"alpha":1,"blue":1,"green":1,"red":1},"isHidden":true,"reservedLayoutWidth":40,"tintColor":"systemPink"}"#,
        what: "delete options", keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.DeleteOptions(), "{}", what: "delete options",
        keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.InsertOptions(
            isHidden: true, reservedLayoutWidth: .actual,
            tintColor: Color(red: 0.2, green: 0.4, blue: 0.6), backgroundColor: .black),
        #"{"backgroundColor":{"alpha":1,"blue":0,"green":0,"red":0},"isHidden":true,"reservedLayoutWidth":"actual","tintColor":{"alpha":1,"blue":0.6,"green":0.4,"red":0.2}}"#,
        what: "insert options", keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.InsertOptions(), "{}", what: "insert options",
        keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.ReorderOptions(
            isHidden: true, reservedLayoutWidth: .custom(30.5), tintColor: .systemGray,
            showsVerticalSeparator: false),
        #"{"isHidden":true,"reservedLayoutWidth":30.5,"showsVerticalSeparator":false,"tintColor":"systemGray"}"#,
        what: "reorder options", keys: commonOptionKeys + ["showsVerticalSeparator"]),
    OptionsCodingFixture(
        CellAccessory.ReorderOptions(), "{}", what: "reorder options",
        keys: commonOptionKeys + ["showsVerticalSeparator"]),
    OptionsCodingFixture(
        CellAccessory.MultiselectOptions(
            isHidden: true, reservedLayoutWidth: .actual, tintColor: .systemIndigo,
            backgroundColor: .systemYellow),
        #"{"backgroundColor":"systemYellow","isHidden":true,"reservedLayoutWidth":"actual","tintColor":"systemIndigo"}"#,
        what: "multiselect options", keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.MultiselectOptions(), "{}", what: "multiselect options",
        keys: commonOptionKeys + ["backgroundColor"]),
    OptionsCodingFixture(
        CellAccessory.OutlineDisclosureOptions(
            style: .header, isHidden: true, reservedLayoutWidth: .standard, tintColor: .label),
        #"{"isHidden":true,"reservedLayoutWidth":"standard","style":"header","tintColor":"label"}"#,
        what: "outline disclosure options", keys: ["style"] + commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.OutlineDisclosureOptions(style: .cell), #"{"style":"cell"}"#,
        what: "outline disclosure options", keys: ["style"] + commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.OutlineDisclosureOptions(), "{}", what: "outline disclosure options",
        keys: ["style"] + commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.LabelOptions(
            isHidden: true, reservedLayoutWidth: .standard, tintColor: .secondaryLabel,
            font: .systemFont(ofSize: 13, weight: .semibold),
            adjustsFontForContentSizeCategory: false),
        #"{"adjustsFontForContentSizeCategory":false,"font":{"size":13,"weight":"semibold"},"isHidden":true,"reservedLayoutWidth":"standard","tintColor":"secondaryLabel"}"#,
        what: "label options",
        keys: commonOptionKeys + ["font", "adjustsFontForContentSizeCategory"]),
    OptionsCodingFixture(
        CellAccessory.LabelOptions(font: .headline), #"{"font":{"textStyle":"headline"}}"#,
        what: "label options",
        keys: commonOptionKeys + ["font", "adjustsFontForContentSizeCategory"]),
    OptionsCodingFixture(
        CellAccessory.LabelOptions(), "{}", what: "label options",
        keys: commonOptionKeys + ["font", "adjustsFontForContentSizeCategory"]),
    OptionsCodingFixture(
        CellAccessory.DetailOptions(
            isHidden: true, reservedLayoutWidth: .actual, tintColor: .systemGreen),
        #"{"isHidden":true,"reservedLayoutWidth":"actual","tintColor":"systemGreen"}"#,
        what: "detail options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.DetailOptions(), "{}", what: "detail options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.PopUpMenuOptions(
            isHidden: true, reservedLayoutWidth: .custom(44), tintColor: .tintColor),
        #"{"isHidden":true,"reservedLayoutWidth":44,"tintColor":"tintColor"}"#,
        what: "pop-up menu options", keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.PopUpMenuOptions(), "{}", what: "pop-up menu options",
        keys: commonOptionKeys),
    OptionsCodingFixture(
        CellAccessory.CustomViewConfiguration(
            customView: CustomView("switch"),
            placement: .trailing(displayed: .whenEditing, at: .index(1)), isHidden: true,
            reservedLayoutWidth: .actual, tintColor: .systemOrange, maintainsFixedSize: true),
        #"{"customView":{"identifier":"switch"},"isHidden":true,"maintainsFixedSize":true,"placement":{"at":{"index":1},"displayed":"whenEditing","edge":"trailing"},"reservedLayoutWidth":"actual","tintColor":"systemOrange"}"#,
        what: "a custom view configuration",
        keys: ["customView", "placement"] + commonOptionKeys + ["maintainsFixedSize"]),
    OptionsCodingFixture(
        CellAccessory.CustomViewConfiguration(
            customView: CustomView("badge"), placement: .leading()),
        #"{"customView":{"identifier":"badge"},"placement":{"at":"last","displayed":"always","edge":"leading"}}"#,
        what: "a custom view configuration",
        keys: ["customView", "placement"] + commonOptionKeys + ["maintainsFixedSize"]),
]

@Suite("Cell accessories")
struct CellAccessoryTests {
    // MARK: Factories and their defaults

    /// UIKit's factory defaults: Apple's factory pages for `displayed`; the decompiled
    /// initializers for the reserved width (see `CellAccessory+SystemAccessories.swift`).
    @Test(arguments: [
        (
            CellAccessory.disclosureIndicator(), CellAccessory.AccessoryType.disclosureIndicator,
            CellAccessory.DisplayedState.always, CellAccessory.LayoutDimension.actual
        ),
        (.checkmark(), .checkmark, .always, .standard),
        (.delete(), .delete, .whenEditing, .standard),
        (.insert(), .insert, .whenEditing, .standard),
        (.reorder(), .reorder, .whenEditing, .standard),
        (.multiselect(), .multiselect, .whenEditing, .standard),
        (.outlineDisclosure(), .outlineDisclosure, .always, .actual),
        (.label(text: "12"), .label, .always, .actual),
        (.detail(), .detail, .always, .standard),
        (.popUpMenu(Menu(children: ["A"])), .popUpMenu, .always, .actual),
        (custom("badge", .trailing()), .customView(CustomView("badge")), .always, .standard),
    ])
    func factoriesUseUIKitDefaults(
        accessory: CellAccessory, type: CellAccessory.AccessoryType,
        displayed: CellAccessory.DisplayedState, width: CellAccessory.LayoutDimension
    ) {
        #expect(accessory.accessoryType == type)
        #expect(accessory.displayed == displayed)
        #expect(accessory.reservedLayoutWidth == width)
        #expect(accessory.isHidden == false)
        #expect(accessory.tintColor == nil)
        #expect(accessory.backgroundColor == nil)
        #expect(accessory.actionHandler == nil)
        #expect(accessory.selectedElementDidChangeHandler == nil)
    }

    @Test func optionsWithoutArgumentsHoldUIKitDefaults() {
        #expect(CellAccessory.ReorderOptions().showsVerticalSeparator)
        #expect(CellAccessory.LabelOptions().font == .body)
        #expect(CellAccessory.LabelOptions().adjustsFontForContentSizeCategory)
        #expect(CellAccessory.OutlineDisclosureOptions().style == .automatic)
        let configuration = CellAccessory.CustomViewConfiguration(
            customView: CustomView("v"), placement: .leading())
        #expect(configuration.maintainsFixedSize == false)
        #expect(configuration.isHidden == false)
        #expect(configuration.tintColor == nil)
        #expect(configuration.reservedLayoutWidth == .standard)
    }

    @Test func placementsDefaultToTheSideNearestTheContent() {
        // UIKit: leading(displayed: = .always, at: = { $0.count }),
        // trailing(displayed: = .always, at: = { _ in 0 }).
        #expect(CellAccessory.Placement.leading() == .leading(displayed: .always, at: .last))
        #expect(CellAccessory.Placement.trailing() == .trailing(displayed: .always, at: .first))
        #expect(CellAccessory.Placement.leading().edge == .leading)
        #expect(CellAccessory.Placement.trailing(displayed: .whenEditing).displayed == .whenEditing)
    }

    @Test func optionsKeepEveryArgument() {
        let options = CellAccessory.DeleteOptions(
            isHidden: true, reservedLayoutWidth: .custom(30), tintColor: .systemPink,
            backgroundColor: .systemYellow)
        let accessory = CellAccessory.delete(displayed: .always, options: options)
        #expect(accessory.isHidden)
        #expect(accessory.reservedLayoutWidth == .custom(30))
        #expect(accessory.tintColor == .systemPink)
        #expect(accessory.backgroundColor == .systemYellow)
        #expect(accessory.options == .delete(options))
        let label = CellAccessory.LabelOptions(
            font: .headline, adjustsFontForContentSizeCategory: false)
        #expect(label.font == .headline && !label.adjustsFontForContentSizeCategory)
        #expect(CellAccessory.OutlineDisclosureOptions(style: .header).style == .header)
        #expect(!CellAccessory.ReorderOptions(showsVerticalSeparator: false).showsVerticalSeparator)
    }

    @Test(arguments: [-1.0, 0, -0.0, .nan, .infinity, -.infinity])
    func unusableCustomWidthsBecomeActual(width: Double) {
        var options = CellAccessory.CheckmarkOptions(reservedLayoutWidth: .custom(width))
        #expect(options.reservedLayoutWidth == .actual)
        options.reservedLayoutWidth = .custom(20)
        #expect(options.reservedLayoutWidth == .custom(20))
        options.reservedLayoutWidth = .custom(width)
        #expect(options.reservedLayoutWidth == .actual)
    }

    // MARK: Displayed states

    @Test(arguments: CellAccessory.DisplayedState.allCases, [false, true])
    func displayedStateDecidesWhetherAnAccessoryShows(
        displayed: CellAccessory.DisplayedState, editing: Bool
    ) throws {
        let layout = try CellAccessory.layout(
            [.checkmark(displayed: displayed)], for: state(editing: editing))
        let expected =
            displayed == .always || (displayed == .whenEditing) == editing
        #expect(layout.trailing.count == (expected ? 1 : 0))
        #expect(displayed.isDisplayed(isEditing: editing) == expected)
    }

    @Test func editingShowsTheEditingControlsAndHidesTheRest() throws {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(displayed: .whenNotEditing), .delete(), .reorder(),
            .label(text: "4"),
        ]
        let normal = try CellAccessory.layout(accessories, for: state())
        #expect(types(normal.leading) == [])
        #expect(types(normal.trailing) == [.label, .disclosureIndicator])
        let editing = try CellAccessory.layout(accessories, for: state(editing: true))
        #expect(types(editing.leading) == [.delete])
        #expect(types(editing.trailing) == [.label, .reorder])
    }

    @Test func aViewStateCountsAsNotEditing() throws {
        let layout = try CellAccessory.layout(
            [.delete(), .checkmark()],
            for: ViewConfigurationState(traitCollection: TraitCollection()))
        #expect(types(layout.leading) == [])
        #expect(types(layout.trailing) == [.checkmark])
    }

    // MARK: System order

    @Test(arguments: 0..<10)
    func systemAccessoriesTakeTheSystemOrderWhateverTheArrayOrder(rotation: Int) throws {
        var accessories = everySystemAccessoryAlwaysDisplayed
        accessories = Array(accessories[rotation...] + accessories[..<rotation])
        for order in [accessories, accessories.reversed()] {
            let layout = try CellAccessory.layout(order, for: state(editing: true))
            #expect(types(layout.leading) == expectedLeading)
            #expect(types(layout.trailing) == expectedTrailing)
            #expect(layout.leading.allSatisfy { $0.edge == .leading })
            #expect(layout.trailing.allSatisfy { $0.edge == .trailing })
        }
    }

    @Test func sourceIndicesPointBackIntoTheArray() throws {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(), .label(text: "1"), .checkmark(),
        ]
        let layout = try CellAccessory.layout(accessories, for: state())
        #expect(layout.trailing.map(\.sourceIndex) == [1, 2, 0])
        for item in layout.items {
            #expect(accessories[item.sourceIndex].accessoryType == item.accessoryType)
        }
    }

    // MARK: Custom placement

    @Test func customAccessoriesDefaultToTheSideNearestTheContent() throws {
        let layout = try CellAccessory.layout(
            [
                .disclosureIndicator(), custom("t", .trailing()), .delete(displayed: .always),
                custom("l", .leading()),
            ], for: state())
        #expect(types(layout.leading) == [.delete, .customView(CustomView("l"))])
        #expect(types(layout.trailing) == [.customView(CustomView("t")), .disclosureIndicator])
    }

    @Test func defaultPositionsKeepArrayOrderOnBothEdges() throws {
        // UIKit inserts trailing custom accessories last-to-first, so `{ _ in 0 }` keeps their
        // array order; leading ones first-to-last with `{ $0.count }`.
        let layout = try CellAccessory.layout(
            [
                custom("t1", .trailing()), custom("l1", .leading()), custom("t2", .trailing()),
                custom("l2", .leading()), .checkmark(),
            ], for: state())
        #expect(
            types(layout.leading) == [.customView(CustomView("l1")), .customView(CustomView("l2"))])
        #expect(
            types(layout.trailing) == [
                .customView(CustomView("t1")), .customView(CustomView("t2")), .checkmark,
            ])
    }

    @Test func customAccessoriesGoBeforeOrAfterTheNamedType() throws {
        let accessories: [CellAccessory] = [
            .label(text: "2"), .checkmark(), .disclosureIndicator(),
            custom("afterLabel", .trailing(at: .after(.label))),
            custom("beforeDisclosure", .trailing(at: .before(.disclosureIndicator))),
            custom("last", .trailing(at: .last)),
        ]
        let layout = try CellAccessory.layout(accessories, for: state())
        #expect(
            types(layout.trailing) == [
                .label, .customView(CustomView("afterLabel")), .checkmark,
                .customView(CustomView("beforeDisclosure")), .disclosureIndicator,
                .customView(CustomView("last")),
            ])
    }

    @Test func aMissingTypeSendsBeforeToTheStartAndAfterToTheEnd() throws {
        let layout = try CellAccessory.layout(
            [
                .checkmark(), .disclosureIndicator(),
                custom("before", .trailing(at: .before(.reorder))),
                custom("after", .trailing(at: .after(.label))),
            ], for: state())
        #expect(
            types(layout.trailing) == [
                .customView(CustomView("before")), .checkmark, .disclosureIndicator,
                .customView(CustomView("after")),
            ])
    }

    @Test func uikitsPositionHelpersMatchByType() {
        // The checks a UIKit reimplementation runs against UIKit itself, on [label, checkmark].
        let accessories: [CellAccessory] = [.label(text: "a"), .checkmark()]
        typealias Placement = CellAccessory.Placement
        #expect(Placement.position(before: .checkmark())(accessories) == 1)
        #expect(Placement.position(after: .label(text: "other"))(accessories) == 1)
        #expect(Placement.position(after: .delete())(accessories) == 2)
        #expect(Placement.position(before: .delete())(accessories) == 0)
        #expect(Placement.position(before: .checkmark()) == .before(.checkmark))
    }

    @Test(arguments: [(-5, 0), (0, 0), (1, 1), (2, 2), (99, 2)])
    func indexPositionsAreClampedToTheEdge(index: Int, expected: Int) throws {
        #expect(
            CellAccessory.Placement.Position.index(index)([.label(text: "a"), .checkmark()])
                == expected)
        let layout = try CellAccessory.layout(
            [.label(text: "a"), .checkmark(), custom("x", .trailing(at: .index(index)))],
            for: state())
        #expect(layout.trailing.firstIndex { $0.customView == CustomView("x") } == expected)
    }

    @Test func positionsCanReferToOtherCustomViews() throws {
        let layout = try CellAccessory.layout(
            [
                custom("a", .leading()),
                custom("b", .leading(at: .before(.customView(CustomView("a"))))),
                .multiselect(displayed: .always),
            ], for: state())
        #expect(
            types(layout.leading) == [
                .multiselect, .customView(CustomView("b")), .customView(CustomView("a")),
            ])
    }

    @Test func customViewsShowOnlyInTheirPlacementsDisplayedState() throws {
        let accessories = [custom("edit", .leading(displayed: .whenEditing))]
        #expect(try CellAccessory.layout(accessories, for: state()).isEmpty)
        #expect(try CellAccessory.layout(accessories, for: state(editing: true)).leading.count == 1)
    }

    // MARK: Duplicates

    @Test func twoSystemAccessoriesOfOneKindAreAnError() {
        #expect(throws: CellAccessoryError.duplicateSystemAccessory(.checkmark, positions: [0, 2]))
        {
            try CellAccessory.layout([.checkmark(), .label(text: "2"), .checkmark()], for: state())
        }
    }

    @Test func theDuplicateMessageNamesTheKindAndPositions() {
        let error = CellAccessoryError.duplicateSystemAccessory(.checkmark, positions: [0, 2])
        #expect(error.description.hasPrefix("the accessories hold 2 checkmark accessories"))
        #expect(error.description.contains("at positions 0 and 2"))
        let three = CellAccessoryError.duplicateSystemAccessory(.delete, positions: [1, 3, 4])
        #expect(three.description.contains("3 delete accessories"))
        #expect(three.description.contains("at positions 1, 3 and 4"))
    }

    @Test func duplicatesFailInEveryState() {
        let accessories: [CellAccessory] = [.delete(), .delete(displayed: .always)]
        for cellState in [state(), state(editing: true)] {
            #expect(
                throws: CellAccessoryError.duplicateSystemAccessory(.delete, positions: [0, 1])
            ) {
                try CellAccessory.layout(accessories, for: cellState)
            }
        }
    }

    @Test func accessoriesThatNeverShowTogetherAreNotDuplicates() throws {
        let accessories: [CellAccessory] = [
            .checkmark(displayed: .whenEditing), .checkmark(displayed: .whenNotEditing),
        ]
        try CellAccessory.validate(accessories)
        #expect(
            try CellAccessory.layout(accessories, for: state()).trailing.map(\.sourceIndex) == [1])
        #expect(
            try CellAccessory.layout(accessories, for: state(editing: true)).trailing.map(
                \.sourceIndex)
                == [0])
    }

    @Test func theErrorListsEveryCollidingAccessoryOfTheKind() {
        let accessories: [CellAccessory] = [
            .label(text: "a", displayed: .whenEditing), .checkmark(),
            .label(text: "b", displayed: .whenNotEditing), .label(text: "c"),
        ]
        #expect(throws: CellAccessoryError.duplicateSystemAccessory(.label, positions: [0, 2, 3])) {
            try CellAccessory.validate(accessories)
        }
    }

    @Test func manyCustomViewsAreFine() throws {
        let same = custom("same", .trailing())
        let layout = try CellAccessory.layout(
            [same, same, custom("other", .trailing())], for: state())
        #expect(layout.trailing.count == 3)
    }

    // MARK: Resolved appearance

    @Test func multiselectIsCheckedWhileTheCellIsSelected() throws {
        let accessories: [CellAccessory] = [.multiselect()]
        let unchecked = try CellAccessory.layout(accessories, for: state(editing: true)).leading[0]
        #expect(!unchecked.isChecked)
        #expect(unchecked.tintColor == .tertiaryLabel)
        #expect(unchecked.systemImageName == "circle")
        let checked = try CellAccessory.layout(
            accessories, for: state(editing: true, selected: true)
        ).leading[0]
        #expect(checked.isChecked)
        #expect(checked.tintColor == .tintColor)
        #expect(checked.systemImageName == "checkmark.circle.fill")
    }

    @Test func outlineDisclosurePointsDownWhileTheCellIsExpanded() throws {
        let accessories: [CellAccessory] = [.outlineDisclosure(options: .init(style: .cell))]
        let collapsed = try CellAccessory.layout(accessories, for: state()).trailing[0]
        #expect(!collapsed.isExpanded)
        #expect(collapsed.outlineDisclosureStyle == .cell)
        #expect(
            try CellAccessory.layout(accessories, for: state(expanded: true)).trailing[0].isExpanded
        )
    }

    /// Default tints (see the evidence in `CellAccessory+SystemAccessories.swift`).
    @Test(arguments: [
        (CellAccessory.disclosureIndicator(), Color.tertiaryLabel, "chevron.forward" as String?),
        (.checkmark(), .tintColor, "checkmark"),
        (.delete(displayed: .always), .systemRed, "minus.circle.fill"),
        (.insert(displayed: .always), .systemGreen, "plus.circle.fill"),
        (.reorder(displayed: .always), .tertiaryLabel, "line.horizontal.3"),
        (.multiselect(displayed: .always), .tertiaryLabel, "circle"),
        (.outlineDisclosure(), .tintColor, "chevron.forward"),
        (.label(text: "1"), .secondaryLabel, nil),
        (.detail(), .tintColor, "info.circle"),
        (.popUpMenu(Menu(children: ["A"])), .tertiaryLabel, "chevron.up.chevron.down"),
        (custom("v", .trailing()), .tintColor, nil),
    ])
    func eachKindHasUIKitsDefaultTint(
        accessory: CellAccessory, tint: Color, symbol: String?
    ) throws {
        let item = try CellAccessory.layout([accessory], for: state()).items[0]
        #expect(item.tintColor == tint)
        #expect(item.systemImageName == symbol)
        #expect(item.backgroundColor == nil)
    }

    @Test(arguments: everySystemAccessoryAlwaysDisplayed)
    func anExplicitTintWins(accessory: CellAccessory) throws {
        let tinted = try #require(Self.withTint(.systemPurple, accessory))
        for cellState in [state(), state(selected: true)] {
            let item = try CellAccessory.layout([tinted], for: cellState).items[0]
            #expect(item.tintColor == .systemPurple)
        }
    }

    /// The same accessory with `tint` set through its options.
    static func withTint(_ tint: Color, _ accessory: CellAccessory) -> CellAccessory? {
        let d = accessory.displayed
        switch accessory.options {
        case .disclosureIndicator:
            return .disclosureIndicator(displayed: d, options: .init(tintColor: tint))
        case .checkmark: return .checkmark(displayed: d, options: .init(tintColor: tint))
        case .delete: return .delete(displayed: d, options: .init(tintColor: tint))
        case .insert: return .insert(displayed: d, options: .init(tintColor: tint))
        case .reorder: return .reorder(displayed: d, options: .init(tintColor: tint))
        case .multiselect: return .multiselect(displayed: d, options: .init(tintColor: tint))
        case .outlineDisclosure:
            return .outlineDisclosure(displayed: d, options: .init(tintColor: tint))
        case .label(let text, _):
            return .label(text: text, displayed: d, options: .init(tintColor: tint))
        case .detail: return .detail(displayed: d, options: .init(tintColor: tint))
        case .popUpMenu(let menu, _):
            return .popUpMenu(menu, displayed: d, options: .init(tintColor: tint))
        case .customView: return nil
        }
    }

    @Test func backgroundColoursPassThrough() throws {
        let layout = try CellAccessory.layout(
            [
                .delete(displayed: .always, options: .init(backgroundColor: .systemOrange)),
                .insert(displayed: .always, options: .init(backgroundColor: .systemTeal)),
                .multiselect(displayed: .always, options: .init(backgroundColor: .systemGray6)),
            ], for: state())
        #expect(
            layout.leading.map(\.backgroundColor) == [.systemOrange, .systemTeal, .systemGray6])
    }

    @Test func labelsCarryTextAndFont() throws {
        let item = try CellAccessory.layout(
            [
                .label(
                    text: "12",
                    options: .init(font: .caption1, adjustsFontForContentSizeCategory: false))
            ],
            for: state()
        ).trailing[0]
        #expect(item.text == "12")
        #expect(item.font == .caption1)
        #expect(!item.adjustsFontForContentSizeCategory)
        #expect(item.reservedLayoutWidth == .actual)
    }

    @Test func customViewsCarryTheirViewAndSizing() throws {
        let accessory = CellAccessory.customView(
            configuration: .init(
                customView: CustomView("switch"), placement: .trailing(),
                reservedLayoutWidth: .custom(51), tintColor: .systemGreen, maintainsFixedSize: true)
        )
        let item = try CellAccessory.layout([accessory], for: state()).trailing[0]
        #expect(item.customView == CustomView("switch"))
        #expect(item.maintainsFixedSize)
        #expect(item.reservedLayoutWidth == .custom(51))
        #expect(item.tintColor == .systemGreen)
    }

    @Test func popUpMenusCarryTheirMenu() throws {
        let menu = Menu(title: "Sort", children: ["Name", "Date"], selectedIndex: 1)
        let item = try CellAccessory.layout([.popUpMenu(menu)], for: state()).trailing[0]
        #expect(item.menu == menu)
        #expect(item.menu?.selectedChild == "Date")
    }

    @Test func hiddenAccessoriesKeepTheirPlaceButAreMarked() throws {
        let layout = try CellAccessory.layout(
            [
                .label(text: "9"),
                .checkmark(options: .init(isHidden: true, reservedLayoutWidth: .custom(24))),
                .disclosureIndicator(),
            ], for: state())
        #expect(types(layout.trailing) == [.label, .checkmark, .disclosureIndicator])
        #expect(layout.trailing.map(\.isHidden) == [false, true, false])
        #expect(layout.trailing[1].reservedLayoutWidth == .custom(24))
        // Hidden accessories still count for positions, as they are in UIKit's edge array.
        let placed = try CellAccessory.layout(
            [
                .checkmark(options: .init(isHidden: true)),
                custom("x", .trailing(at: .after(.checkmark))),
            ], for: state())
        #expect(types(placed.trailing) == [.checkmark, .customView(CustomView("x"))])
    }

    @Test func aReorderControlAfterAnotherAccessoryGetsASeparator() throws {
        let editing = state(editing: true)
        let alone = try CellAccessory.layout([.reorder()], for: editing).trailing[0]
        #expect(alone.verticalSeparatorColor == nil)
        let after = try CellAccessory.layout([.reorder(), .checkmark()], for: editing).trailing
        #expect(after[1].verticalSeparatorColor == .separator)
        #expect(after[0].verticalSeparatorColor == nil)
        let tinted = try CellAccessory.layout(
            [.reorder(options: .init(tintColor: .systemBlue)), .checkmark()], for: editing)
        #expect(tinted.trailing[1].verticalSeparatorColor == .systemBlue)
        let off = try CellAccessory.layout(
            [.reorder(options: .init(showsVerticalSeparator: false)), .checkmark()], for: editing)
        #expect(off.trailing[1].verticalSeparatorColor == nil)
    }

    @Test func layoutIsAPureFunctionOfAccessoriesAndState() throws {
        let accessories = everySystemAccessoryAlwaysDisplayed + [custom("c", .leading())]
        let cellState = state(editing: true, selected: true, expanded: true)
        #expect(
            try CellAccessory.layout(accessories, for: cellState)
                == CellAccessory.layout(accessories, for: cellState))
        #expect(try CellAccessory.layout([], for: cellState) == CellAccessoryLayout())
    }

    // MARK: Handlers

    @Test func handlersCompareByIdentity() {
        let handler: CellAccessory.ActionHandler = {}
        let one = CellAccessory.delete(actionHandler: handler)
        let copy = one
        #expect(one == copy)
        #expect(one.hashValue == copy.hashValue)
        #expect(CellAccessory.delete(actionHandler: {}) != CellAccessory.delete(actionHandler: {}))
        #expect(CellAccessory.delete(actionHandler: {}) != CellAccessory.delete())
        #expect(CellAccessory.delete() == CellAccessory.delete())
    }

    @Test @MainActor func handlersAreCalledThroughTheAccessory() {
        final class Counter: @unchecked Sendable { var count = 0 }
        let counter = Counter()
        let accessory = CellAccessory.detail { counter.count += 1 }
        accessory.actionHandler?()
        accessory.actionHandler?()
        #expect(counter.count == 2)
        let menu = Menu(children: ["A", "B"])
        final class Box: @unchecked Sendable { var menu: Menu? }
        let box = Box()
        let popUp = CellAccessory.popUpMenu(menu) { box.menu = $0 }
        popUp.selectedElementDidChangeHandler?(menu)
        #expect(box.menu == menu)
    }

    @Test func encodingSkipsHandlersAndDecodedAccessoriesHaveNone() throws {
        let accessory = CellAccessory.insert(actionHandler: {})
        let decoded = try roundTrip(accessory)
        #expect(decoded.actionHandler == nil)
        #expect(decoded == CellAccessory.insert())
        #expect(try json(accessory) == #"{"displayed":"whenEditing","type":"insert"}"#)
        #expect(
            try roundTrip(CellAccessory.popUpMenu(Menu(children: ["A"])) { _ in })
                == .popUpMenu(Menu(children: ["A"])))
    }

    // MARK: Codable

    @Test(arguments: [
        CellAccessory.disclosureIndicator(options: .init(tintColor: .systemRed)),
        .disclosureIndicator(displayed: .whenNotEditing),
        .checkmark(options: .init(isHidden: true, reservedLayoutWidth: .actual)),
        .delete(options: .init(reservedLayoutWidth: .custom(40), backgroundColor: .systemPink)),
        .insert(
            displayed: .always, options: .init(tintColor: Color(red: 0.2, green: 0.4, blue: 0.6))),
        .reorder(options: .init(showsVerticalSeparator: false)),
        .multiselect(options: .init(tintColor: .systemIndigo, backgroundColor: .white)),
        .outlineDisclosure(options: .init(style: .header, reservedLayoutWidth: .standard)),
        .label(
            text: "Ünïcode \"12\"",
            options: .init(
                font: .systemFont(ofSize: 13, weight: .semibold),
                adjustsFontForContentSizeCategory: false)),
        .detail(displayed: .whenEditing),
        .popUpMenu(
            Menu(title: "Sort", children: ["Name", "Date"], selectedIndex: 1),
            options: .init(isHidden: true)),
        custom("badge", .leading(displayed: .whenEditing, at: .after(.multiselect))),
        .customView(
            configuration: .init(
                customView: CustomView("switch"), placement: .trailing(at: .index(1)),
                isHidden: true,
                reservedLayoutWidth: .custom(51), tintColor: .tintColor, maintainsFixedSize: true)),
    ])
    func accessoriesRoundTripThroughJSON(accessory: CellAccessory) throws {
        #expect(try roundTrip(accessory) == accessory)
    }

    @Test(arguments: optionsCodingFixtures)
    func optionsEncodeAsBeforeAndRoundTrip(fixture: OptionsCodingFixture) throws {
        #expect(try fixture.encoded() == fixture.json)
        #expect(try fixture.roundTrips())
    }

    /// The messages of the hand-written decoders (commit 8d6362a), and their order: with every
    /// key from the *i*-th on holding the wrong type, the error names the *i*-th key.
    @Test(arguments: optionsCodingFixtures)
    func optionsRejectBadJSONAsBefore(fixture: OptionsCodingFixture) throws {
        let keys = fixture.keys.joined(separator: ", ")
        #expect(
            fixture.failure(#"{"bogus":1}"#)?.description
                == #"dataCorrupted at "bogus": unknown key "bogus" in \#(fixture.what); expected keys from: \#(keys)"#
        )
        #expect(
            fixture.failure("[]")?.description
                == #"typeMismatch at "": expected \#(fixture.what) as an object with keys from: \#(keys)"#
        )
        for index in fixture.keys.indices {
            var object = try #require(
                JSONSerialization.jsonObject(with: Data(fixture.json.utf8)) as? [String: Any])
            for key in fixture.keys[index...] { object[key] = [Int]() }
            let text = String(
                decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            let failure = fixture.failure(text)
            #expect(failure?.path == fixture.keys[index], "\(failure?.description ?? "none")")
        }
    }

    /// Unknown names keep the messages they had (commit 8d6362a), which list the valid names.
    @Test func namedValuesRejectUnknownNamesAsBefore() throws {
        #expect(
            decodingFailure(CellAccessory.DisplayedState.self, #""x""#)?.description
                == #"dataCorrupted at "": unknown displayed state "x"; expected one of: always, whenEditing, whenNotEditing"#
        )
        #expect(
            decodingFailure(CellAccessory.OutlineDisclosureOptions.Style.self, #""x""#)?
                .description
                == #"dataCorrupted at "": unknown outline disclosure style "x"; expected one of: automatic, header, cell"#
        )
        #expect(
            decodingFailure(CellAccessoryLayout.Edge.self, #""x""#)?.description
                == #"dataCorrupted at "": unknown edge "x"; expected one of: leading, trailing"#)
        let kinds =
            "disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail, popUpMenu"
        #expect(
            decodingFailure(CellAccessory.AccessoryType.self, #""switch""#)?.description
                == #"dataCorrupted at "": unknown accessory type "switch"; expected one of: \#(kinds), or {"customView": {"identifier": …}}"#
        )
        #expect(
            decodingFailure(CellAccessory.self, #"{"type":"chevron"}"#)?.description
                == #"dataCorrupted at "type": unknown accessory type "chevron"; expected one of: \#(kinds), customView"#
        )
        #expect(
            decodingFailure(CellAccessory.LayoutDimension.self, #""wide""#)?.description
                == #"dataCorrupted at "": unknown layout dimension "wide"; expected "actual", "standard" or a positive number of points"#
        )
        #expect(
            decodingFailure(CellAccessory.Placement.Position.self, #""middle""#)?.description
                == #"dataCorrupted at "": unknown position "middle"; expected "first", "last", {"before": type}, {"after": type} or {"index": n}"#
        )
        // A long unknown name is quoted to its first 60 characters, the cut marked.
        let long = String(repeating: "x", count: 100)
        #expect(
            decodingFailure(CellAccessoryLayout.Edge.self, "\"\(long)\"")?.description
                == #"dataCorrupted at "": unknown edge "\#(long.prefix(60))…"; expected one of: leading, trailing"#
        )
        // An invisible character is shown escaped.
        #expect(
            decodingFailure(CellAccessoryLayout.Edge.self, "\"\u{FEFF}lead\"")?.description
                == #"dataCorrupted at "": unknown edge "\u{FEFF}lead"; expected one of: leading, trailing"#
        )
        #expect(
            decodingFailure(CellAccessoryLayout.Edge.self, "1")?.description
                == #"typeMismatch at "": Expected to decode String but found number instead."#)
        #expect(
            try jsonWithSortedKeys(CellAccessory.DisplayedState.whenNotEditing)
                == #""whenNotEditing""#)
        #expect(
            try jsonWithSortedKeys(CellAccessory.OutlineDisclosureOptions.Style.cell) == #""cell""#)
        #expect(try jsonWithSortedKeys(CellAccessoryLayout.Edge.trailing) == #""trailing""#)
    }

    @Test func jsonIsReadable() throws {
        #expect(
            try json(CellAccessory.checkmark()) == #"{"displayed":"always","type":"checkmark"}"#)
        #expect(
            try json(CellAccessory.checkmark(options: .init(tintColor: .systemRed)))
                == #"{"displayed":"always","options":{"tintColor":"systemRed"},"type":"checkmark"}"#
        )
        #expect(
            try json(
                CellAccessory.label(text: "3", options: .init(reservedLayoutWidth: .custom(30))))
                == #"{"displayed":"always","options":{"reservedLayoutWidth":30},"text":"3","type":"label"}"#
        )
        #expect(
            try json(custom("b", .trailing(at: .before(.checkmark))))
                == #"{"configuration":{"customView":{"identifier":"b"},"placement":{"at":{"before":"checkmark"},"displayed":"always","edge":"trailing"}},"type":"customView"}"#
        )
    }

    @Test func missingKeysTakeTheFactoryDefaults() throws {
        let decoded = try JSONDecoder().decode(
            CellAccessory.self, from: Data(#"{"type":"delete"}"#.utf8))
        #expect(decoded == .delete())
        let placed = try JSONDecoder().decode(
            CellAccessory.self,
            from: Data(
                #"{"type":"customView","configuration":{"customView":{"identifier":"x"},"placement":{"edge":"leading"}}}"#
                    .utf8))
        #expect(placed == custom("x", .leading()))
    }

    @Test(arguments: [
        (
            #"{"type":"chekmark"}"#,
            "unknown accessory type \"chekmark\"; expected one of: disclosureIndicator"
        ),
        (
            #"{"type":"checkmark","displayed":"sometimes"}"#,
            "unknown displayed state \"sometimes\"; expected one of: always, whenEditing, whenNotEditing"
        ),
        (
            #"{"type":"checkmark","options":{"tintColour":"systemRed"}}"#,
            "unknown key \"tintColour\" in checkmark options; expected keys from: isHidden, reservedLayoutWidth, tintColor"
        ),
        (
            #"{"type":"checkmark","options":{"reservedLayoutWidth":-4}}"#,
            "a custom reserved layout width must be a positive number of points, not -4.0"
        ),
        (
            #"{"type":"checkmark","options":{"reservedLayoutWidth":"wide"}}"#,
            "unknown layout dimension \"wide\""
        ),
        (#"{"type":"checkmark","text":"3"}"#, "unknown key \"text\" in a checkmark accessory"),
        (#"{"type":"label"}"#, "missing text"),
        (
            #"{"type":"customView","displayed":"always","configuration":{}}"#,
            "unknown key \"displayed\" in a customView accessory"
        ),
        (
            #"{"type":"outlineDisclosure","options":{"style":"footer"}}"#,
            "unknown outline disclosure style \"footer\"; expected one of: automatic, header, cell"
        ),
        (
            #"{"type":"popUpMenu","menu":{"children":["A"],"selectedIndex":3}}"#,
            "selectedIndex 3 is not an index of the menu's 1 children"
        ),
        (
            #"{"type":"customView","configuration":{"customView":{"identifier":"x"},"placement":{"edge":"middle"}}}"#,
            "unknown edge \"middle\"; expected one of: leading, trailing"
        ),
        (
            #"{"type":"customView","configuration":{"customView":{"identifier":"x"},"placement":{"edge":"leading","at":"middle"}}}"#,
            "unknown position \"middle\""
        ),
        (
            #"{"type":"customView","configuration":{"customView":{"identifier":"x"},"placement":{"edge":"leading","at":{"before":"switch"}}}}"#,
            "unknown accessory type \"switch\""
        ),
        (#"["checkmark"]"#, "expected an accessory as an object"),
    ])
    func badJSONGivesAClearDecodingError(text: String, message: String) {
        let error = decodingError(CellAccessory.self, text)
        #expect(error?.contains(message) == true, "\(error ?? "no error")")
    }

    @Test func positionsAndPlacementsRoundTrip() throws {
        let positions: [CellAccessory.Placement.Position] = [
            .first, .last, .before(.checkmark), .after(.customView(CustomView("v"))), .index(-2),
        ]
        for position in positions {
            #expect(try roundTrip(position) == position)
            #expect(
                try roundTrip(CellAccessory.Placement.leading(at: position))
                    == .leading(at: position))
        }
        #expect(try json(CellAccessory.Placement.Position.after(.label)) == #"{"after":"label"}"#)
    }

    @Test func layoutsRoundTripThroughJSON() throws {
        let accessories =
            everySystemAccessoryAlwaysDisplayed + [
                custom("c", .leading()),
                .customView(
                    configuration: .init(
                        customView: CustomView("d"), placement: .trailing(), isHidden: true,
                        reservedLayoutWidth: .custom(12), maintainsFixedSize: true)),
            ]
        for cellState in [state(), state(editing: true, selected: true, expanded: true)] {
            let layout = try CellAccessory.layout(accessories, for: cellState)
            #expect(try roundTrip(layout) == layout)
        }
        let item = try CellAccessory.layout([.checkmark()], for: state()).trailing[0]
        #expect(
            try json(item)
                == #"{"accessoryType":"checkmark","edge":"trailing","reservedLayoutWidth":"standard","sourceIndex":0,"systemImageName":"checkmark","tintColor":"tintColor"}"#
        )
    }

    // MARK: Menus

    @Test func menusForceASelectionLikeUIKitsPopUps() {
        #expect(Menu(children: ["A", "B"]).selectedChild == "A")
        #expect(Menu(children: ["A", "B"], selectedIndex: 1).selectedChild == "B")
        #expect(Menu(children: []).selectedChild == nil)
        #expect(Menu(children: ["A"], selectedIndex: 5).selectedIndex == nil)
        var menu = Menu(children: ["A", "B", "C"], selectedIndex: 2)
        menu.children = ["A"]
        #expect(menu.selectedIndex == nil)
        menu.selectedIndex = -1
        #expect(menu.selectedIndex == nil)
    }

    // MARK: Descriptions

    @Test func accessoriesDescribeWhatIsSet() {
        #expect(CellAccessory.checkmark().description == "checkmark(displayed: always)")
        #expect(
            CellAccessory.delete(options: .init(tintColor: .systemPink), actionHandler: {})
                .description
                == "delete(displayed: whenEditing, tintColor: systemPink, actionHandler)")
        #expect(
            CellAccessory.label(text: "12", options: .init(font: .headline)).description
                == #"label("12", displayed: always, font: headline)"#)
        #expect(
            custom("badge", .trailing()).description
                == "customView(badge, trailing(displayed: always, at: first))")
        #expect(
            CellAccessory.popUpMenu(Menu(title: "Sort", children: ["A", "B"], selectedIndex: 0))
                .description == "popUpMenu(Menu(Sort: [*A*, B]), displayed: always)")
        #expect(
            CellAccessory.reorder(
                options: .init(
                    isHidden: true, reservedLayoutWidth: .custom(10), showsVerticalSeparator: false)
            )
            .description
                == "reorder(displayed: whenEditing, hidden, reservedLayoutWidth: custom(10), showsVerticalSeparator: false)"
        )
    }

    @Test func layoutsDescribeEachEdgeInOrder() throws {
        let layout = try CellAccessory.layout(
            [.reorder(), .multiselect(), .checkmark()], for: state(editing: true, selected: true))
        #expect(
            layout.description
                == "CellAccessoryLayout(leading: [multiselect(checked, tint: tintColor)], trailing: [checkmark(tint: tintColor), reorder(tint: tertiaryLabel, separator: separator)])"
        )
        #expect(CellAccessoryLayout().description == "CellAccessoryLayout(empty)")
        #expect(
            try CellAccessory.layout([.label(text: "3")], for: state()).description
                == #"CellAccessoryLayout(trailing: [label("3", tint: secondaryLabel, font: body)])"#
        )
    }

    @Test func smallValuesDescribeThemselves() {
        #expect(CellAccessory.LayoutDimension.custom(44).description == "custom(44)")
        #expect(
            CellAccessory.AccessoryType.customView(CustomView("v")).description == "customView(v)")
        #expect(
            CellAccessory.Placement.leading().description == "leading(displayed: always, at: last)")
        #expect(CellAccessory.Placement.Position.before(.label).description == "before(label)")
        #expect(Menu(children: ["A", "B"]).description == "Menu([A, B])")
    }

    @Test func layoutsAgreeWhenComputedFromManyTasksAtOnce() async throws {
        let accessories =
            everySystemAccessoryAlwaysDisplayed + [custom("c", .trailing(at: .after(.label)))]
        let cellState = state(editing: true, selected: true)
        let expected = try CellAccessory.layout(accessories, for: cellState)
        let results = await withTaskGroup(of: CellAccessoryLayout?.self) { group in
            for _ in 0..<64 {
                group.addTask { try? CellAccessory.layout(accessories, for: cellState) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0 == expected })
    }

    // MARK: Documentation examples

    @Test func theErrorDocumentationExampleHolds() {
        #expect(throws: CellAccessoryError.self) {
            try CellAccessory.layout([.checkmark(), .label(text: "2"), .checkmark()], for: state())
        }
        let error = CellAccessoryError.duplicateSystemAccessory(.checkmark, positions: [0, 2])
        #expect(
            error.description.hasPrefix(
                "the accessories hold 2 checkmark accessories that would be displayed together, at positions 0 and 2; "
            ))
    }

    @Test func theTypesDocumentationExampleHolds() throws {
        let accessories: [CellAccessory] = [
            .disclosureIndicator(),
            .label(text: "12"),
            .delete(),
            .customView(
                configuration: .init(customView: CustomView("badge"), placement: .trailing())),
        ]
        var state = CellConfigurationState()
        let normal = try CellAccessory.layout(accessories, for: state)
        #expect(
            normal.description
                == #"CellAccessoryLayout(trailing: [customView(badge, tint: tintColor), label("12", tint: secondaryLabel, font: body), disclosureIndicator(tint: tertiaryLabel)])"#
        )
        #expect(
            types(normal.trailing) == [
                .customView(CustomView("badge")), .label, .disclosureIndicator,
            ])
        state.isEditing = true
        #expect(
            try CellAccessory.layout(accessories, for: state).leading.description
                == "[delete(tint: systemRed)]")
    }
}

@Suite("Accessory validation messages")
struct CellAccessoryValidationMessageTests {
    /// 20 000 duplicate checkmarks make a message of a few hundred characters, not 129 287:
    /// the first positions, then how many more.
    @Test func manyDuplicatesMakeAShortMessage() throws {
        let accessories = Array(repeating: CellAccessory.checkmark(), count: 20_000)
        let error = try #require(throws: CellAccessoryError.self) {
            try CellAccessory.validate(accessories)
        }
        #expect(error.description.count < 1_000, "\(error.description.count) characters")
        #expect(error.description.contains("hold 20000 checkmark accessories"))
        #expect(error.description.contains("at positions 0, 1, 2, 3, 4, 5, 6, 7 and 19992 more;"))
    }
}
