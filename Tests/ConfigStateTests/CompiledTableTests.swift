import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigState

// The style tables are compiled for speed twice over: each state-aware value into a dense
// array indexed by its bits (`CompiledStateValue`), and each table into the whole
// uncustomised result for every combination of its bits (`uncustomized`), which
// `updated(for:)` copies when nothing is customised. These tests hold both to the rules they
// were compiled from, so the fast paths cannot drift from the documented tables.

/// Every list environment a table can be chosen for (`unspecified` and `none` use the plain
/// tables).
private let environments: [ListEnvironment] = [
    .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
]

/// Whether `CONFIGSTATE_LONG_TESTS=1` asks for the exhaustive walk.
private let isLongMode = ProcessInfo.processInfo.environment["CONFIGSTATE_LONG_TESTS"] == "1"

/// Flag, drag and drop combinations with every trait bit the rules may read (dark, high
/// contrast, elevated, accessibility size, right to left) off, and with all of them on: all
/// 4 608 of each in long mode, every seventh by default (a stride that visits every flag in
/// every position).
private func statesCoveringEveryBit(in environment: ListEnvironment) -> [CellConfigurationState] {
    let traitVariants = [
        TraitCollection(listEnvironment: environment),
        TraitCollection(
            userInterfaceStyle: .dark, accessibilityContrast: .high,
            userInterfaceLevel: .elevated, preferredContentSizeCategory: .accessibilityLarge,
            layoutDirection: .rightToLeft, listEnvironment: environment),
    ]
    let stride = isLongMode ? 1 : 7
    return traitVariants.flatMap { traits in
        everyBuiltInState(traits: traits).enumerated().filter { $0.offset % stride == 0 }
            .map(\.element)
    }
}

@Suite("Compiled style tables")
struct CompiledTableTests {
    @Test func theIndexNumbersEveryCombinationOfItsBits() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            // A random mask of up to 12 bits below bit 20.
            var mask: UInt32 = 0
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                mask |= 1 << UInt32.random(in: 0..<20, using: &generator)
            }
            let index = try #require(StateIndex(mask: mask))
            let bits = singleBits(of: mask)
            #expect(index.count == 1 << bits.count)
            for _ in 0..<64 {
                let word = UInt32.random(in: 0..<(1 << 20), using: &generator)
                var expected = 0
                for (position, bit) in bits.enumerated() where word & bit != 0 {
                    expected |= 1 << position
                }
                #expect(index(word) == expected, "mask \(mask), word \(word)")
                #expect(index(index.word(for: expected)) == expected)
            }
        }
        #expect(StateIndex(mask: 0b1_1111_1111_1111) == nil, "13 bits is too many")
        #expect(StateIndex(mask: 1 << 20) == nil, "bit 20 is out of range")
        let empty = try #require(StateIndex(mask: 0))
        #expect(empty.count == 1 && empty(0x7FFFF) == 0)
    }

    @Test func compiledValuesAgreeWithTheirRules() {
        let value = StateAwareValue(Color.label)
            .when(.disabled && !.swiped, .tertiaryLabel)
            .when(.selected || .dropTargeted, .white)
        let compiled = CompiledStateValue(value)
        #expect(compiled.table != nil)
        for state in everyBuiltInState(traits: TraitCollection()) {
            #expect(
                compiled.resolve(word: PredicateBits.of(state), state) == value.resolve(for: state))
        }
        // A custom-state rule keeps the rule scan.
        let key = ConfigurationStateCustomKey("demo.flag")
        let custom = CompiledStateValue(StateAwareValue(1).when(.custom(key), 2))
        #expect(custom.table == nil)
        var state = CellConfigurationState(traitCollection: TraitCollection())
        #expect(custom.resolve(word: PredicateBits.of(state), state) == 1)
        state[key] = true
        #expect(custom.resolve(word: PredicateBits.of(state), state) == 2)
    }

    @Test func everyBackgroundTableCompilesItsUncustomisedResults() {
        for style in BackgroundConfiguration.Style.allCases where style != .clear {
            for environment in environments {
                #expect(style.styleTable(for: environment).uncustomized != nil, "\(style)")
            }
        }
    }

    /// The copied result equals the property-by-property result for every style, list
    /// environment, flag combination and trait bit.
    @Test(arguments: environments)
    func uncustomisedBackgroundsMatchTheRuleByRulePath(_ environment: ListEnvironment) {
        for style in BackgroundConfiguration.Style.allCases where style != .clear {
            let configuration = style.configuration
            let table = style.styleTable(for: environment)
            var mismatches = 0
            for state in statesCoveringEveryBit(in: environment) {
                let expected = configuration.styledByRules(
                    table, word: PredicateBits.of(state), state)
                if configuration.updated(for: state) != expected { mismatches += 1 }
            }
            #expect(mismatches == 0, "\(style) in \(environment)")
        }
    }

    /// The shared appearance an uncustomised update takes from the table equals the one built
    /// rule by rule, for every style, list environment, flag combination, trait bit and tint
    /// background; and the factory's appearance is the table's for the normal state.
    @Test(arguments: environments)
    func sharedContentAppearancesMatchTheRuleByRulePath(_ environment: ListEnvironment) {
        for style in ListContentConfiguration.Style.allCases {
            let table = style.styleTable(for: environment)
            guard let shared = table.uncustomized else {
                Issue.record("\(style) in \(environment) has no shared appearances")
                continue
            }
            var mismatches = 0
            for state in statesCoveringEveryBit(in: environment) {
                for onTint in [false, true] {
                    let word = PredicateBits.of(state) | (onTint ? PredicateBits.tintBackground : 0)
                    let expected = ListContentConfiguration.Appearance().styledByRules(
                        table, word: word, state)
                    if shared[word].value != expected { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "\(style) in \(environment)")
        }
        for style in ListContentConfiguration.Style.allCases {
            let factory = style.configuration
            let normal = style.styleTable(for: .none).uncustomized?[0]
            #expect(normal.map(factory.appearance.isIdentical(to:)) == true, "\(style)")
        }
    }

    /// A customised configuration's update builds an appearance of its own and never hands out,
    /// or changes, the table's shared one.
    @Test func customisedContentGetsItsOwnAppearance() {
        var configuration = ListContentConfiguration.cell()
        configuration.textProperties.color = .systemPink
        let state = CellConfigurationState(traitCollection: TraitCollection())
        let updated = configuration.updated(for: state)
        let table = ListContentConfiguration.Style.cell.styleTable(for: .none)
        let shared = table.uncustomized![PredicateBits.of(state)]
        #expect(!updated.appearance.isIdentical(to: shared))
        #expect(updated.textProperties.color == .systemPink)
        #expect(shared.value.textProperties.color == .label)
        #expect(
            ListContentConfiguration.cell().updated(for: state).appearance.isIdentical(to: shared))
    }

    @Test(arguments: environments)
    func uncustomisedContentMatchesTheRuleByRulePath(_ environment: ListEnvironment) {
        for style in ListContentConfiguration.Style.allCases {
            var configuration = style.configuration
            configuration.text = "Title"
            configuration.secondaryText = "Detail"
            let table = style.styleTable(for: environment)
            #expect(table.text.uncustomized != nil && table.image.uncustomized != nil)
            var mismatches = 0
            for state in statesCoveringEveryBit(in: environment) {
                for onTint in [false, true] {
                    let word = PredicateBits.of(state) | (onTint ? PredicateBits.tintBackground : 0)
                    let text = configuration.textProperties
                    if text.styled(by: table.text, word: word, state)
                        != text.styledByRules(table.text, word: word, state)
                    {
                        mismatches += 1
                    }

                    let image = configuration.imageProperties
                    if image.styled(by: table.image, word: word, state)
                        != image.styledByRules(table.image, word: word, state)
                    {
                        mismatches += 1
                    }
                }
            }
            #expect(mismatches == 0, "\(style) in \(environment)")
        }
    }

    /// A customised configuration takes the rule-by-rule path and keeps its values.
    @Test func customisedConfigurationsKeepTheirValues() {
        var background = BackgroundConfiguration.listSidebarCell()
        background.cornerRadius = 12
        var state = CellConfigurationState(
            traitCollection: TraitCollection(listEnvironment: .sidebar))
        state.isSelected = true
        let updated = background.updated(for: state)
        #expect(updated.cornerRadius == 12)
        #expect(updated.backgroundColor == nil, "selected sidebar: the tint")
        var content = ListContentConfiguration.sidebarCell()
        content.textProperties.color = .systemRed
        let updatedContent = content.updated(for: state)
        #expect(updatedContent.textProperties.color == .systemRed)
        #expect(updatedContent.imageProperties.tintColor == .white)
    }
}

// The button looks are compiled too (`ButtonStyleTable.compiled`): an uncustomised
// configuration's update reads its background and foreground colour from there.
@Suite("The compiled button looks equal the rules they were compiled from")
struct CompiledButtonLookTests {
    /// Every style, role, size, selection setting and all 16 control states: 2 048
    /// combinations, each updated through the table and rule by rule.
    @Test func everyEntryMatchesItsRule() {
        var compared = 0
        var differences: [String] = []
        for style in Button.Configuration.Style.allCases {
            for role in Button.Role.allCases {
                for size in Button.Configuration.Size.allCases {
                    for updatesForSelection in [false, true] {
                        var configuration = Button.Configuration(style: style)
                        configuration.buttonSize = size
                        configuration.automaticallyUpdateForSelection = updatesForSelection
                        for bits in 0..<16 {
                            let state = Control.State(rawValue: UInt(bits))
                            let compiledLook = configuration.updated(for: state, role: role)
                            var ruled = configuration
                            ruled.applyLookByRules(for: state, role: role)
                            compared += 1
                            if compiledLook != ruled {
                                differences.append(
                                    "\(style) \(role) \(size) \(updatesForSelection) \(state)")
                            }
                        }
                    }
                }
            }
        }
        #expect(compared == 8 * Button.Role.allCases.count * 4 * 2 * 16)
        #expect(differences == [], "\(differences.prefix(5))")
    }

    /// The table is read only when nothing is customised: a base background colour or a
    /// background property set takes the rule path, whose result differs from the table's.
    @Test func customisedConfigurationsTakeTheRules() {
        var configuration = Button.Configuration.filled()
        configuration.baseBackgroundColor = .systemGreen
        #expect(
            configuration.updated(for: .normal).background.backgroundColor == .systemGreen)
        var stroked = Button.Configuration.gray()
        stroked.background.cornerRadius = 3
        #expect(stroked.updated(for: .highlighted).background.cornerRadius == 3)
        #expect(
            stroked.updated(for: .highlighted).background.backgroundColor
                == Button.Configuration.gray().updated(for: .highlighted).background
                .backgroundColor)
    }
}
