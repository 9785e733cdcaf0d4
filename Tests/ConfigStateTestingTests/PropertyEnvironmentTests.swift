import ConfigStateTesting
import Testing

@Suite struct PropertyEnvironmentTests {
    @Test func emptyEnvironmentSetsNothing() throws {
        #expect(try PropertyEnvironment.parse([:]) == PropertyEnvironment())
    }

    @Test func emptyValuesCountAsUnset() throws {
        let variables = [
            "CONFIGSTATE_PROPERTY_CASES": "", "CONFIGSTATE_PROPERTY_SEED": "",
            "CONFIGSTATE_LONG_TESTS": "",
        ]
        #expect(try PropertyEnvironment.parse(variables) == PropertyEnvironment())
    }

    @Test func everyVariableIsRead() throws {
        let environment = try PropertyEnvironment.parse([
            "CONFIGSTATE_PROPERTY_CASES": "2500",
            "CONFIGSTATE_PROPERTY_SEED": "0xDEADbeef",
            "CONFIGSTATE_LONG_TESTS": "1",
            "UNRELATED": "x",
        ])
        #expect(
            environment
                == PropertyEnvironment(caseCount: 2_500, seed: 0xDEAD_BEEF, isLongMode: true))
    }

    @Test(arguments: [
        ("12345", 12_345 as UInt64?), ("0x3039", 12_345), ("0X3039", 12_345),
        ("18446744073709551615", .max), ("0xFFFF_FFFF_FFFF_FFFF", .max), ("0", 0),
        ("18446744073709551616", nil), ("-1", nil), ("0x", nil), ("seed", nil), ("12ab", nil),
    ])
    func seedsAreDecimalOrHexadecimal(text: String, expected: UInt64?) {
        #expect(PropertyEnvironment.parseSeed(text) == expected)
    }

    @Test(arguments: ["abc", "0", "-5", "1.5", "99999999999999999999999"])
    func badCaseCountIsAClearError(value: String) throws {
        let error = try #require(throws: PropertyEnvironmentError.self) {
            try PropertyEnvironment.parse(["CONFIGSTATE_PROPERTY_CASES": value])
        }
        #expect(error.variable == "CONFIGSTATE_PROPERTY_CASES")
        #expect(
            error.description
                == "CONFIGSTATE_PROPERTY_CASES=\"\(value)\" is not valid: expected a positive whole number of cases, such as 1000."
        )
    }

    @Test func badSeedIsAClearError() throws {
        let error = try #require(throws: PropertyEnvironmentError.self) {
            try PropertyEnvironment.parse(["CONFIGSTATE_PROPERTY_SEED": "banana"])
        }
        #expect(error.description.hasPrefix("CONFIGSTATE_PROPERTY_SEED=\"banana\" is not valid"))
    }

    @Test(arguments: [("1", true), ("true", true), ("YES", true), ("0", false), ("no", false)])
    func longModeAcceptsCommonSpellings(value: String, isLongMode: Bool) throws {
        #expect(
            try PropertyEnvironment.parse(["CONFIGSTATE_LONG_TESTS": value]).isLongMode
                == isLongMode)
    }

    @Test func badLongModeValueIsAClearError() throws {
        #expect(throws: PropertyEnvironmentError.self) {
            try PropertyEnvironment.parse(["CONFIGSTATE_LONG_TESTS": "sometimes"])
        }
    }
}

@Suite struct PropertyConfigurationTests {
    /// Runs a passing property and returns how many cases it ran and with which seeds.
    private func casesRun(_ configuration: PropertyConfiguration) -> [UInt64] {
        var seeds: [UInt64] = []
        let generator = Gen<UInt64> { source in
            try source.choose(upTo: .max)
        }
        _ = findPropertyFailure("counts cases", using: generator, configuration: configuration) {
            seeds.append($0)
            return true
        }
        return seeds
    }

    @Test func casesDefaultToTheConfiguration() {
        #expect(casesRun(isolatedConfiguration(cases: 37)).count == 37)
    }

    @Test func longModeMultipliesTheDefaultByOneHundred() {
        let configuration = PropertyConfiguration(
            cases: 3, seed: 1, environment: .variables(["CONFIGSTATE_LONG_TESTS": "1"]))
        #expect(casesRun(configuration).count == 300)
    }

    @Test func caseCountVariableOverridesTheDefaultAndLongMode() {
        let configuration = PropertyConfiguration(
            cases: 3, seed: 1,
            environment: .variables([
                "CONFIGSTATE_PROPERTY_CASES": "11", "CONFIGSTATE_LONG_TESTS": "1",
            ]))
        #expect(casesRun(configuration).count == 11)
    }

    @Test func seedVariableOverridesTheConfiguredSeed() {
        let fromVariable = PropertyConfiguration(
            cases: 5, seed: 1, environment: .variables(["CONFIGSTATE_PROPERTY_SEED": "0x99"]))
        #expect(casesRun(fromVariable) == casesRun(isolatedConfiguration(seed: 0x99, cases: 5)))
        #expect(casesRun(fromVariable) != casesRun(isolatedConfiguration(seed: 1, cases: 5)))
    }

    @Test func sameSeedRunsTheSameCases() {
        let first = casesRun(isolatedConfiguration(seed: 7))
        #expect(first.count == 100, "two runs of no cases would agree too")
        #expect(casesRun(isolatedConfiguration(seed: 7)) == first)
    }

    @Test func invalidEnvironmentIsReportedInsteadOfRunningCases() throws {
        let configuration = PropertyConfiguration(
            environment: .variables(["CONFIGSTATE_PROPERTY_CASES": "lots"]))
        #expect(casesRun(configuration).isEmpty)
        let failure = try #require(
            findPropertyFailure("never runs", using: Gen.bool, configuration: configuration) { _ in
                true
            })
        #expect(failure.kind == .invalidEnvironment)
        #expect(failure.replayCommand == nil)
        #expect(
            failure.description
                == "Property \"never runs\" could not run: CONFIGSTATE_PROPERTY_CASES=\"lots\" is not valid: expected a positive whole number of cases, such as 1000."
        )
    }
}
