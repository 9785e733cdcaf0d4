import ConfigState
import Foundation
import Testing

func cellState(_ configure: (inout CellConfigurationState) -> Void = { _ in })
    -> CellConfigurationState
{
    var state = CellConfigurationState(traitCollection: TraitCollection())
    configure(&state)
    return state
}

@Suite("StatePredicate and StateAwareValue")
struct StateAwareValueTests {
    @Test func eachBuiltInPredicateMatchesItsOwnCondition() {
        let cases: [(StatePredicate, (inout CellConfigurationState) -> Void)] = [
            (.highlighted, { $0.isHighlighted = true }), (.selected, { $0.isSelected = true }),
            (.disabled, { $0.isDisabled = true }), (.focused, { $0.isFocused = true }),
            (.pinned, { $0.isPinned = true }), (.editing, { $0.isEditing = true }),
            (.swiped, { $0.isSwiped = true }), (.expanded, { $0.isExpanded = true }),
            (.reordering, { $0.isReordering = true }),
            (.dragLifting, { $0.cellDragState = .lifting }),
            (.dragging, { $0.cellDragState = .dragging }),
            (.dropNotTargeted, { $0.cellDropState = .notTargeted }),
            (.dropTargeted, { $0.cellDropState = .targeted }),
            (.dark, { $0.traitCollection.userInterfaceStyle = .dark }),
            (.highContrast, { $0.traitCollection.accessibilityContrast = .high }),
            (.elevated, { $0.traitCollection.userInterfaceLevel = .elevated }),
            (
                .accessibilityContentSize,
                { $0.traitCollection.preferredContentSizeCategory = .accessibilityLarge }
            ),
            (.rightToLeft, { $0.traitCollection.layoutDirection = .rightToLeft }),
        ]
        let plain = cellState()
        for (index, (predicate, configure)) in cases.enumerated() {
            let state = cellState(configure)
            #expect(predicate.matches(state), "\(predicate)")
            #expect(!predicate.matches(plain), "\(predicate) matches the plain state")
            for (other, _) in cases.enumerated().filter({ $0.offset != index }).map({ $0.element })
            {
                #expect(!other.matches(state), "\(other) matches \(state)")
            }
        }
        #expect(StatePredicate.always.matches(plain))
        #expect(!StatePredicate.never.matches(plain))
    }

    @Test func viewStatesAreTestedThroughTheirCellEquivalent() {
        var view = ViewConfigurationState()
        view.isPinned = true
        #expect(StatePredicate.pinned.matches(view))
        #expect(!StatePredicate.editing.matches(view))
    }

    /// The connectives agree with Boolean logic on every combination of three flags.
    @Test func connectivesAreBooleanLogic() {
        let a = StatePredicate.selected
        let b = StatePredicate.highlighted
        let c = StatePredicate.disabled
        typealias Truth = (Bool, Bool, Bool) -> Bool
        let formulas: [(StatePredicate, Truth)] = [
            (a && b, { x, y, _ in x && y }),
            (a || b, { x, y, _ in x || y }),
            (!a, { x, _, _ in !x }),
            (!(a && b), { x, y, _ in !(x && y) }),
            (!(a || b), { x, y, _ in !(x || y) }),
            ((a || b) && !c, { x, y, z in (x || y) && !z }),
            (!(a && !b) || c, { x, y, z in !(x && !y) || z }),
            (a && !a, { _, _, _ in false }),
            (a || !a, { _, _, _ in true }),
            (!(!a), { x, _, _ in x }),
        ]
        for bits in 0..<8 {
            let (x, y, z) = (bits & 1 != 0, bits & 2 != 0, bits & 4 != 0)
            let state = cellState {
                $0.isSelected = x
                $0.isHighlighted = y
                $0.isDisabled = z
            }
            for (predicate, truth) in formulas {
                #expect(
                    predicate.matches(state) == truth(x, y, z), "\(predicate) at \(x) \(y) \(z)")
            }
        }
    }

    @Test func customStatePredicates() {
        let key = ConfigurationStateCustomKey("com.app.flagged")
        let typedFalse = CustomStateKey(key, defaultValue: false)
        let typedTrue = CustomStateKey("com.app.visible", defaultValue: true)
        let plain = cellState()
        #expect(!StatePredicate.custom(key).matches(plain))
        #expect(!StatePredicate.custom(typedFalse).matches(plain))
        #expect(
            StatePredicate.custom(typedTrue).matches(plain), "a default-true key holds when unset")
        #expect((!StatePredicate.custom(typedTrue)).matches(cellState { $0[typedTrue] = false }))
        let flagged = cellState { $0[key] = true }
        #expect(StatePredicate.custom(key).matches(flagged))
        #expect(
            (StatePredicate.custom(key) && .selected).matches(
                cellState {
                    $0[key] = true
                    $0.isSelected = true
                }))
        #expect(!(!StatePredicate.custom(key)).matches(flagged))
        #expect(
            !StatePredicate.custom(key).matches(cellState { $0[key] = "yes" }),
            "non-Boolean counts as false")
    }

    @Test func firstMatchingRuleWins() {
        let value = StateAwareValue(Color.label)
            .when(.disabled, .tertiaryLabel)
            .when(.selected || .highlighted, .white)
            .when(.selected, .systemRed)
        #expect(value.resolve(for: cellState()) == .label)
        #expect(
            value.resolve(for: cellState { $0.isSelected = true }) == .white, "earlier rule wins")
        #expect(value.resolve(for: cellState { $0.isHighlighted = true }) == .white)
        #expect(
            value.resolve(
                for: cellState {
                    $0.isDisabled = true
                    $0.isSelected = true
                }) == .tertiaryLabel)
        #expect(value.rules.count == 3)
    }

    @Test func worksForAnyHashableValue() {
        let font = StateAwareValue(Font.body).when(.selected, Font.body.emphasized())
        #expect(font.resolve(for: cellState { $0.isSelected = true }) == Font.body.emphasized())
        let insets = StateAwareValue(DirectionalEdgeInsets.zero).when(
            .editing, DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        #expect(insets.resolve(for: cellState { $0.isEditing = true }).leading == 40)
        let transformer = StateAwareValue<ConfigurationColorTransformer?>(nil).when(
            .highlighted, .grayscale)
        #expect(transformer.resolve(for: cellState { $0.isHighlighted = true }) == .grayscale)
    }

    @Test func valueEqualityAndHashing() {
        let a = StateAwareValue(Color.label).when(.selected, .white)
        let b = StateAwareValue(Color.label).when(.selected, .white)
        let c = StateAwareValue(Color.label).when(.highlighted, .white)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(
            (StatePredicate.selected && .highlighted) == (StatePredicate.selected && .highlighted))
        #expect(StatePredicate.selected != StatePredicate.highlighted)
    }

    @Test func codableRoundTrips() throws {
        let value = StateAwareValue(Color.label)
            .when(.disabled && !.swiped, .tertiaryLabel)
            .when(.custom(ConfigurationStateCustomKey("k")) || .dropTargeted, .white)
            .when(!.custom(CustomStateKey("d", defaultValue: true)), .systemRed)
        #expect(try roundTrip(value) == value)
        #expect(try roundTrip(StatePredicate.never) == .never)
        #expect(try roundTrip(StatePredicate.always) == .always)
    }

    @Test func decodingRejectsUnknownConditions() {
        let message = decodingMessage(StatePredicate.self, "[{\"all\": [\"hovered\"]}]")
        #expect(message.contains("unknown state condition \"hovered\""))
        #expect(message.contains("highlighted"))
    }

    @Test func descriptions() {
        #expect(
            (StatePredicate.selected && !.disabled || .highlighted).description
                == "selected && !disabled || highlighted")
        #expect(StatePredicate.always.description == "always")
        #expect(StatePredicate.never.description == "never")
        #expect(StatePredicate.custom(ConfigurationStateCustomKey("k")).description == "custom(k)")
        let value = StateAwareValue(Color.label).when(.selected, .white)
        #expect(value.description == "StateAwareValue(selected: #FFFFFF; default: label)")
    }
}
