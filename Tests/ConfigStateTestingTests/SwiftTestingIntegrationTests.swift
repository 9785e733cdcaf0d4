import ConfigStateTesting
import Testing

/// The Swift Testing entry points record a failure as an issue at the caller. Each test here
/// expects exactly that issue with `withKnownIssue`, which itself fails the test if no issue
/// is recorded, and checks the issue's message.
@Suite struct SwiftTestingIntegrationTests {
    @Test func failingPropertyRecordsItsReportAsAnIssue() {
        withKnownIssue {
            checkProperty(
                "every int is below 500", using: Gen.int(in: 0...1_000),
                configuration: isolatedConfiguration()
            ) { $0 < 500 }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("Shrunk counterexample: 500")
                && text.contains(
                    "--filter ConfigStateTestingTests.SwiftTestingIntegrationTests/failingPropertyRecordsItsReportAsAnIssue"
                )
                && issue.sourceLocation?.fileName == "SwiftTestingIntegrationTests.swift"
        }
    }

    /// A passing property records no issue (Swift Testing would fail this test if it did)
    /// and runs every configured case, both values drawn.
    @Test func passingPropertyRecordsNothing() {
        var drawn: [Bool] = []
        checkProperty(
            "every bool is a bool", using: Gen.bool, configuration: isolatedConfiguration()
        ) { value in
            drawn.append(value)
            return true
        }
        #expect(drawn.count == 100)
        #expect(Set(drawn) == [false, true])
    }

    @Test func failingStateMachineRecordsItsSwiftCodeAsAnIssue() {
        withKnownIssue {
            checkStateMachine(
                "the counter matches an Int", CounterMachine(),
                configuration: isolatedConfiguration())
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                """
                    let commands: [CounterMachine.Command] = [
                        .reset,
                        .increment,
                    ]
                """)
        }
    }

    @Test func failingCombinationRecordsItsTraceAsAnIssue() {
        withKnownIssue {
            checkEveryCombination("never both", of: .flag("highlighted"), .flag("selected")) {
                !($0 && $1)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "Combination: highlighted: true, selected: true")
        }
        withKnownIssue {
            checkEveryCombination("never both", ofFlags: ["highlighted", "selected"]) {
                !($0[0] && $0[1])
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "Combination: highlighted: true, selected: true")
        }
    }
}
