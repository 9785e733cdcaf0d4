import ConfigStateTesting
import Testing

// The ConfigState generators of `Sources/ConfigStateTesting/Generators/ConfigState` shrink
// towards the values their documentation names: all-zero choices, the end point of shrinking,
// must give each generator's simplest value. The exhaustive domains hold what they say.

/// The value a generator builds from choices that are all 0.
private func simplest<Value>(_ generator: Gen<Value>) throws -> Value {
    try generator.value(replaying: Array(repeating: 0, count: 10_000))
}

@Suite struct ConfigStateGeneratorTests {
    @Test func statesShrinkToTheDefaultState() throws {
        #expect(try simplest(Gen.cellConfigurationState) == CellConfigurationState())
        #expect(try simplest(cellStates) == CellConfigurationState())
        #expect(try simplest(Gen.viewConfigurationState) == ViewConfigurationState())
        #expect(try simplest(viewStates) == ViewConfigurationState())
        #expect(try simplest(Gen.traitCollection) == TraitCollection())
    }

    @Test func colorsShrinkToOpaqueBlackAndTheDefaults() throws {
        #expect(try simplest(Gen.resolvedColor()) == .black)
        #expect(try simplest(Gen.resolvedColor(alpha: 1...1)) == .black)
        #expect(try simplest(Gen.eightBitResolvedColor) == .black)
        #expect(try simplest(Gen.color) == .black)
        #expect(try simplest(Gen.colorEnvironment) == ColorEnvironment())
        #expect(try simplest(Gen.colorTransformer) == .identity)
        #expect(
            try simplest(Gen.colorTransformer(steps: 1...1, colors: Gen.color)) == .grayscale)
        #expect(try simplest(Gen.font) == .body)
    }

    @Test func configurationsShrinkToTheirFactoryValues() throws {
        #expect(try simplest(Gen.listContentConfiguration) == .cell())
        #expect(
            try simplest(Gen.listContentConfiguration(styles: [.sidebarCell])) == .sidebarCell())
        #expect(try simplest(Gen.backgroundConfiguration) == .listCell())
        #expect(try simplest(Gen.cellAccessory) == .disclosureIndicator())
        #expect(try simplest(Gen.statePredicate) == .always)
        #expect(try simplest(Gen.stateAwareValue(of: Gen.int(in: 0...9))) == StateAwareValue(0))
    }

    @Test func generatedValuesStayInTheirDocumentedRanges() throws {
        for index in 0..<500 {
            let seed = PropertyConfiguration.caseSeed(masterSeed: 3, caseIndex: index)
            let color = try Gen.resolvedColor(components: 0.25...0.75, alpha: 0.5...1).value(
                seed: seed)
            #expect((0.25...0.75).contains(color.red) && (0.5...1).contains(color.alpha))
            let eightBit = try Gen.eightBitResolvedColor.value(seed: seed)
            #expect(try Color.Resolved(hex: eightBit.hexString) == eightBit)
            let state = try Gen.cellConfigurationState(customStates: []).value(seed: seed)
            #expect(state[.isArchived] == false)
        }
    }

    @Test func exhaustiveDomainsHoldEveryCombinationOnce() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let cells = ExhaustiveDomain.everyBuiltInCellState("state", traits: dark).values
        #expect(cells.count == 4_608 && Set(cells).count == 4_608)
        #expect(cells.first == CellConfigurationState(traitCollection: dark))
        #expect(cells.allSatisfy { $0.traitCollection == dark })
        let views = ExhaustiveDomain.everyBuiltInViewState("state").values
        #expect(views.count == 32 && Set(views).count == 32)
        let appearances = ExhaustiveDomain.everyAppearance("traits", listEnvironment: .grouped)
            .values
        #expect(appearances.count == 32 && Set(appearances).count == 32)
        #expect(appearances.first == TraitCollection(listEnvironment: .grouped))
    }
}
