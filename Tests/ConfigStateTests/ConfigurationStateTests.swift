import ConfigState
import Foundation
import Testing

// UIKit's documented custom-state example (UIConfigurationStateCustomKey docs), ported by
// deleting `UI`.
extension ConfigurationStateCustomKey {
    static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
}

extension CellConfigurationState {
    var isArchived: Bool {
        get { return self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

// The typed equivalent, sharing the same storage name.
extension CustomStateKey where Value == Bool {
    static let archived = CustomStateKey(
        ConfigurationStateCustomKey.isArchived, defaultValue: false)
}

extension CustomStateKey where Value == Int {
    static let unreadCount = CustomStateKey("com.my-app.MyCell.unreadCount", defaultValue: 0)
}

enum ArchiveReason: String, Codable, Hashable, Sendable { case spam, old }

extension CustomStateKey where Value == ArchiveReason? {
    static let archiveReason = CustomStateKey("com.my-app.MyCell.archiveReason", defaultValue: nil)
}

/// The nine Boolean flags of a cell state, by name, for exhaustive tests.
var cellFlagSetters: [(String, WritableKeyPath<CellConfigurationState, Bool>)] {
    [
        ("highlighted", \.isHighlighted), ("selected", \.isSelected), ("disabled", \.isDisabled),
        ("focused", \.isFocused), ("pinned", \.isPinned), ("editing", \.isEditing),
        ("swiped", \.isSwiped), ("expanded", \.isExpanded), ("reordering", \.isReordering),
    ]
}

@Suite("Configuration states")
struct ConfigurationStateTests {
    @Test func uikitCustomStateExamplePortsByDeletingUI() {
        var state = CellConfigurationState(traitCollection: TraitCollection())
        #expect(state.isArchived == false)
        state.isArchived = true
        #expect(state.isArchived)
        #expect(state[.isArchived] == AnyHashable(true))
        state[.isArchived] = nil
        #expect(state.isArchived == false)
    }

    @Test(arguments: [
        "highlighted", "selected", "disabled", "focused", "pinned", "editing", "swiped", "expanded",
        "reordering",
    ])
    func everyFlagTakesPartInEqualityAndHashing(name: String) {
        let keyPath = cellFlagSetters.first { $0.0 == name }!.1
        let base = CellConfigurationState()
        var changed = base
        changed[keyPath: keyPath] = true
        #expect(changed[keyPath: keyPath])
        #expect(changed != base)
        #expect(Set([base, changed]).count == 2)
        // Only that flag changed.
        for (other, otherPath) in cellFlagSetters where other != name {
            #expect(changed[keyPath: otherPath] == false, "\(other) changed with \(name)")
        }
        changed[keyPath: keyPath] = false
        #expect(changed == base)
        #expect(changed.hashValue == base.hashValue)
    }

    @Test func everyFlagCombinationIsDistinct() {
        var states = Set<CellConfigurationState>()
        for bits in 0..<(1 << cellFlagSetters.count) {
            var state = CellConfigurationState()
            for (index, (_, keyPath)) in cellFlagSetters.enumerated() where bits & (1 << index) != 0
            {
                state[keyPath: keyPath] = true
            }
            states.insert(state)
        }
        #expect(states.count == 512)
    }

    @Test func dragAndDropStatesAreIndependentOfEachOtherAndTheFlags() {
        var seen = Set<CellConfigurationState>()
        for drag in CellConfigurationState.DragState.allCases {
            for drop in CellConfigurationState.DropState.allCases {
                var state = CellConfigurationState()
                state.isSelected = true
                state.cellDragState = drag
                state.cellDropState = drop
                #expect(
                    state.cellDragState == drag && state.cellDropState == drop && state.isSelected)
                #expect(!state.isReordering && !state.isHighlighted)
                seen.insert(state)
            }
        }
        #expect(seen.count == 9)
        // The top-level names are the nested types, not look-alikes.
        #expect(CellDragState.self == CellConfigurationState.DragState.self)
        #expect(CellDropState.self == CellConfigurationState.DropState.self)
    }

    @Test func traitsAndCustomStatesTakePartInEquality() {
        let base = CellConfigurationState()
        var dark = base
        dark.traitCollection.userInterfaceStyle = .dark
        #expect(dark != base)
        var custom = base
        custom[.isArchived] = true
        #expect(custom != base)
        #expect(Set([base, dark, custom]).count == 3)
        var otherValue = custom
        otherValue[.isArchived] = false
        #expect(otherValue != custom)
    }

    @Test func viewStatesHaveTheFiveViewFlags() {
        var view = ViewConfigurationState(traitCollection: TraitCollection())
        let paths: [WritableKeyPath<ViewConfigurationState, Bool>] = [
            \.isHighlighted, \.isSelected, \.isDisabled, \.isFocused, \.isPinned,
        ]
        var seen = Set<ViewConfigurationState>([view])
        for path in paths {
            var changed = view
            changed[keyPath: path] = true
            seen.insert(changed)
        }
        #expect(seen.count == 6)
        view.isPinned = true
        view[.isArchived] = true
        let cell = view.cellConfigurationState
        #expect(cell.isPinned && cell.isArchived && !cell.isEditing)
        #expect(cell.viewConfigurationState == view)
        var cellWithEditing = cell
        cellWithEditing.isEditing = true
        #expect(cellWithEditing.viewConfigurationState == view, "cell-only flags drop out")
    }

    @Test func typedKeysNeedNoCastsAndShareStorageWithTheUntypedSubscript() {
        var state = CellConfigurationState()
        #expect(state[.archived] == false)
        #expect(state[.unreadCount] == 0)
        state[.unreadCount] = 3
        state[.archived] = true
        #expect(state[.unreadCount] == 3)
        #expect(state.isArchived, "typed write is visible to UIKit-style read")
        state.isArchived = false
        #expect(state[.archived] == false, "UIKit-style write is visible to typed read")
        state[.archiveReason] = .spam
        #expect(state[.archiveReason] == .spam)
        state[.archiveReason] = nil
        #expect(state[.archiveReason] == nil)
    }

    @Test func typedKeyAtItsDefaultIsNotStored() {
        var state = CellConfigurationState()
        state[.unreadCount] = 5
        state[.unreadCount] = 0
        #expect(state == CellConfigurationState(), "set back to default equals never set")
        #expect(state[ConfigurationStateCustomKey("com.my-app.MyCell.unreadCount")] == nil)
    }

    @Test func typedReadOfAnotherTypeGivesTheDefault() {
        var state = CellConfigurationState()
        state[CustomStateKey<Int>.unreadCount.key] = "three"
        #expect(state[.unreadCount] == 0)
    }

    @Test func codableRoundTripsFlagsTraitsAndCustomStates() throws {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .dark, listEnvironment: .sidebar))
        state.isSelected = true
        state.isEditing = true
        state.isReordering = true
        state.cellDragState = .dragging
        state.cellDropState = .notTargeted
        state.isArchived = true
        state[.unreadCount] = 7
        state[ConfigurationStateCustomKey("title")] = "Inbox"
        state[ConfigurationStateCustomKey("ratio")] = 0.25
        #expect(try roundTrip(state) == state)

        var view = ViewConfigurationState()
        view.isPinned = true
        view.isFocused = true
        view[ConfigurationStateCustomKey("small")] = UInt8(3)
        #expect(try roundTrip(view) == view)
    }

    @Test func registeredCodableCustomValuesRoundTrip() throws {
        var state = CellConfigurationState()
        state[.archiveReason] = .old
        let userInfo: [CodingUserInfoKey: any Sendable] = [
            .configurationStateCustomValueTypes: [ArchiveReason.self]
                as [any CustomStateCodable.Type]
        ]
        #expect(try roundTrip(state, userInfo: userInfo) == state)
        // Without the registration, decoding names the type and the remedy.
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        let message = decodingMessage(CellConfigurationState.self, json)
        #expect(message.contains("ConfigStateTests.ArchiveReason"), "\(message)")
        #expect(message.contains("configurationStateCustomValueTypes"))
    }

    @Test func nonEncodableCustomValuesMakeEncodingThrowNamingTheKey() {
        struct Opaque: Hashable {}
        var state = CellConfigurationState()
        state[ConfigurationStateCustomKey("com.app.opaque")] = Opaque()
        do {
            _ = try JSONEncoder().encode(state)
            Issue.record("encoded a non-Encodable custom value")
        } catch let EncodingError.invalidValue(_, context) {
            #expect(context.debugDescription.contains("custom state \"com.app.opaque\""))
            #expect(context.debugDescription.contains("not Encodable"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func decodingRejectsBadInput() {
        #expect(
            decodingMessage(CellConfigurationState.self, "{\"cellDragState\":\"flying\"}")
                != "decoded")
        #expect(
            decodingMessage(CellConfigurationState.self, "{\"isSelected\":\"yes\"}") != "decoded")
        #expect(
            decodingMessage(
                CellConfigurationState.self, "{\"customStates\":{\"k\":{\"type\":\"Bool\"}}}")
                != "decoded")
        #expect(decodingMessage(CellConfigurationState.self, "[]") != "decoded")
    }

    @Test func descriptions() {
        var state = CellConfigurationState()
        #expect(state.description == "CellConfigurationState(normal)")
        state.isSelected = true
        state.isEditing = true
        state[ConfigurationStateCustomKey("isArchived")] = true
        #expect(
            state.description
                == "CellConfigurationState(selected, editing, custom: [isArchived: true])")
        state.cellDragState = .lifting
        state.cellDropState = .targeted
        state.traitCollection.userInterfaceStyle = .dark
        state[ConfigurationStateCustomKey("title")] = "Inbox"
        #expect(
            state.description
                == "CellConfigurationState(selected, editing, drag: lifting, drop: targeted, traits: [dark], custom: [isArchived: true, title: \"Inbox\"])"
        )
        var view = ViewConfigurationState()
        view.isPinned = true
        #expect(view.description == "ViewConfigurationState(pinned)")
    }

    /// States are small enough for an existential's inline buffer (three words), so passing one
    /// as `any ConfigurationState` to `updated(for:)` does not box it on the heap.
    @Test func statesFitAnExistentialInlineBuffer() {
        #expect(MemoryLayout<CellConfigurationState>.size <= 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<ViewConfigurationState>.size <= 3 * MemoryLayout<Int>.size)
        #expect(MemoryLayout<TraitCollection>.size == MemoryLayout<Int>.size)
    }

    @Test func customKeysCompareAndDescribeByName() {
        #expect(ConfigurationStateCustomKey("a") < ConfigurationStateCustomKey("b"))
        #expect(ConfigurationStateCustomKey(rawValue: "x") == ConfigurationStateCustomKey("x"))
        #expect(ConfigurationStateCustomKey("x").description == "x")
    }
}

@Suite("Custom-state equality")
struct CustomStateEqualityTests {
    /// `AnyHashable` calls `1 as Int` and `1 as Int8` equal, but a typed key reads only one of
    /// them; equal states must read the same, so equality also compares the stored type.
    @Test func valuesOfDifferentTypesAreNotEqual() {
        var a = CellConfigurationState()
        a[CustomStateKey<Int>.unreadCount.key] = 1
        var b = CellConfigurationState()
        b[CustomStateKey<Int>.unreadCount.key] = Int8(1)
        #expect(a != b)
        #expect(a[.unreadCount] == 1 && b[.unreadCount] == 0)
        var c = CellConfigurationState()
        c[.unreadCount] = 1
        #expect(a == c && a.hashValue == c.hashValue)
    }
}

@Suite("Geometry clamps")
struct GeometryClampTests {
    @Test func settersClampLikeTheInitializers() {
        // `CGSize` accepts anything, so a property holding one clamps it, also when a
        // component is set through the property.
        var shadow = ShadowProperties()
        shadow.offset.width = .nan
        shadow.offset.height = -.infinity
        #expect(shadow.offset == .zero)
        shadow.offset.width = -3
        #expect(
            shadow.offset.width == -3,
            "negative offsets are kept; properties that cannot be negative check them")
        #expect(
            ShadowProperties(offset: CGSize(width: CGFloat.infinity, height: 2)).offset.width == 0)
        var insets = DirectionalEdgeInsets.zero
        insets.top = .infinity
        insets.leading = .nan
        insets.bottom = -2
        insets.trailing = 4
        #expect(insets == DirectionalEdgeInsets(top: 0, leading: 0, bottom: -2, trailing: 4))
        var symbol = Image.SymbolConfiguration(pointSize: 20)
        symbol.pointSize = -100
        #expect(symbol.pointSize == 0)
        symbol.pointSize = .nan
        #expect(symbol.pointSize == 0)
        symbol.pointSize = nil
        #expect(symbol.pointSize == nil)
    }
}
