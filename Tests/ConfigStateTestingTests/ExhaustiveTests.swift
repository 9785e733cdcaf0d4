import ConfigStateTesting
import Testing

@Suite struct ExhaustiveCombinationTests {
    enum Style: CaseIterable { case plain, grouped, sidebar }

    @Test func everyCombinationOfDomainsIsCheckedOnceInNestedLoopOrder() {
        var seen: [String] = []
        let failure = findFailingCombination(
            "records every combination",
            of: .flag("highlighted"), .allCases("style", of: Style.self)
        ) { isHighlighted, style in
            seen.append("\(isHighlighted)-\(style)")
            return true
        }
        #expect(failure == nil)
        #expect(
            seen == [
                "false-plain", "false-grouped", "false-sidebar",
                "true-plain", "true-grouped", "true-sidebar",
            ])
    }

    @Test func combinationCountIsTheProductOfDomainSizes() {
        #expect(
            combinationCount(
                of: .flag("a"), .flag("b"), .allCases("style", of: Style.self),
                ExhaustiveDomain("count", values: 0..<5)) == 60)
        #expect(combinationCount(of: .flag("a"), ExhaustiveDomain("none", values: [Int]())) == 0)
    }

    @Test func emptyDomainRunsNoCombination() {
        var calls = 0
        let failure = findFailingCombination(
            "nothing to check", of: ExhaustiveDomain("none", values: [Int]())
        ) { _ in
            calls += 1
            return false
        }
        #expect(failure == nil)
        #expect(calls == 0)
    }

    @Test func failureReportsTheFirstFailingCombinationAsALabelledTrace() throws {
        let failure = try #require(
            findFailingCombination(
                "a disabled cell is never highlighted",
                of: .flag("highlighted"), .flag("selected"), .flag("disabled")
            ) { isHighlighted, _, isDisabled in
                !(isHighlighted && isDisabled)
            })
        #expect(failure.traceDescription == "highlighted: true, selected: false, disabled: true")
        #expect(failure.combinationNumber == 6)
        #expect(failure.combinationCount == 8)
        #expect(
            failure.description == """
                Exhaustive check "a disabled cell is never highlighted" failed on combination 6 of 8.
                Combination: highlighted: true, selected: false, disabled: true
                Failure: the check returned false
                """)
    }

    @Test func thrownErrorBecomesTheFailureMessage() throws {
        let failure = try #require(
            findFailingCombination("styles", of: .allCases("style", of: Style.self)) { style in
                try require(style != .sidebar, "sidebar is not supported")
                return true
            })
        #expect(failure.traceDescription == "style: sidebar")
        #expect(failure.message.hasPrefix("sidebar is not supported"))
    }
}

@Suite struct ExhaustiveFlagTests {
    @Test func everyCombinationOfNineFlagsIsCheckedOnce() {
        var seen = Set<[Bool]>()
        let labels = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        let failure = findFailingCombination("all flags", ofFlags: labels) { flags in
            seen.insert(flags)
            return true
        }
        #expect(failure == nil)
        #expect(seen.count == 512)
    }

    @Test func flagsCountInBinaryWithTheLastFlagFastest() {
        var order: [[Bool]] = []
        _ = findFailingCombination("order", ofFlags: ["first", "second"]) { flags in
            order.append(flags)
            return true
        }
        #expect(order == [[false, false], [false, true], [true, false], [true, true]])
    }

    @Test func failingFlagsAreReportedByLabel() throws {
        let failure = try #require(
            findFailingCombination("no two flags", ofFlags: ["highlighted", "selected"]) {
                !($0[0] && $0[1])
            })
        #expect(failure.traceDescription == "highlighted: true, selected: true")
        #expect(failure.combinationNumber == 4)
    }
}

@Suite struct WithEveryTests {
    @Test func nestedLoopsVisitDependentDomains() throws {
        var pairs: [[Int]] = []
        try withEvery("count", in: 0...2) { count in
            try withEvery("offset", in: 0...count) { offset in
                pairs.append([count, offset])
            }
        }
        #expect(pairs == [[0, 0], [1, 0], [1, 1], [2, 0], [2, 1], [2, 2]])
    }

    @Test func failureCarriesTheTraceOfEveryEnclosingLoop() throws {
        let failure = try #require(throws: ExhaustiveFailure.self) {
            try withEvery("count", in: 0...4) { count in
                try withEvery("isShared", in: [false, true]) { isShared in
                    try require(!(count == 3 && isShared), "shared storage of three")
                }
            }
        }
        #expect(failure.traceDescription == "count: 3, isShared: true")
        #expect(failure.message.hasPrefix("shared storage of three"))
        #expect(failure.checkName == nil)
    }
}
