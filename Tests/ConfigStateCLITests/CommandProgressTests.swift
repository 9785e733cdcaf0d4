import ConfigState
import Foundation
import Testing

@testable import ConfigStateCLI

/// A clock a test sets by hand, and the text a reporter wrote.
final class ProgressRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var time: Duration = .zero
    private var written: [String] = []

    /// The time the clock shows.
    var now: Duration {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }

    /// Every write, in order.
    var writes: [String] { lock.withLock { written } }

    /// A reporter for `command` that reads this clock and records into this recorder.
    func reporter(
        command: String = "demo", isTerminal: Bool = true, interval: Duration = .milliseconds(100)
    ) -> ProgressReporter {
        ProgressReporter(
            command: command, isTerminal: isTerminal, interval: interval, elapsed: { self.now },
            write: { text in self.lock.withLock { self.written.append(text) } })
    }
}

/// A clock that moves on by a quarter of a second every time it is read, for a whole command
/// run: its fourth reading is the first past the progress line's one-second delay.
final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var reads = 0

    /// The time after one more step.
    func next() -> Duration {
        lock.withLock {
            reads += 1
            return .milliseconds(250 * reads)
        }
    }
}

@Suite("progress on standard error")
struct ProgressReporterTests {
    @Test func writesNothingWhenStandardErrorIsNoTerminal() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter(isTerminal: false)
        for second in 0..<10 {
            recorder.now = .seconds(second)
            progress.report("scrolling", completed: second, of: 10, unit: "rows")
        }
        progress.finish()
        #expect(recorder.writes.isEmpty)
    }

    @Test func writesNothingInTheFirstSecond() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter()
        for tenth in 0..<10 {
            recorder.now = .milliseconds(100 * tenth)
            progress.report("scrolling", completed: tenth, of: 100, unit: "rows")
        }
        #expect(recorder.writes.isEmpty)
        progress.finish()
        #expect(recorder.writes.isEmpty, "a quick run has no line to clear")
    }

    /// After a second, the line shows the activity, the percentage and the counts, with
    /// thousands set apart, drawn over itself with a carriage return.
    @Test func drawsTheLineOnceASecondHasPassed() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter()
        recorder.now = .seconds(1)
        progress.report("scrolling", completed: 40_000, of: 100_000, unit: "rows")
        #expect(recorder.writes == ["\rdemo: scrolling 40 % (40 000 / 100 000 rows)"])
    }

    /// At most one redraw every 0.1 second: ten a second.
    @Test func redrawsAtMostTenTimesASecond() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter()
        // Every millisecond for one second, from the first second on.
        for millisecond in 1_000..<2_000 {
            recorder.now = .milliseconds(millisecond)
            progress.report("scrolling", completed: millisecond, of: 2_000, unit: "rows")
        }
        #expect(recorder.writes.count == 10)
        #expect(recorder.writes.first == "\rdemo: scrolling 50 % (1 000 / 2 000 rows)")
        #expect(recorder.writes.last == "\rdemo: scrolling 95 % (1 900 / 2 000 rows)")
    }

    /// A shorter line is padded over the longer one before it, and the end clears the widest.
    @Test func coversALongerLineAndClearsItAtTheEnd() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter()
        recorder.now = .seconds(1)
        progress.report("scrolling down", completed: 5, of: 10, unit: "rows")
        recorder.now = .seconds(2)
        progress.report("up", completed: 5, of: 10, unit: "rows")
        let first = "demo: scrolling down 50 % (5 / 10 rows)"
        let second = "demo: up 50 % (5 / 10 rows)"
        #expect(
            recorder.writes[1]
                == "\r" + second + String(repeating: " ", count: first.count - second.count))
        progress.finish()
        #expect(recorder.writes.last == "\r" + String(repeating: " ", count: first.count) + "\r")
        progress.finish()
        #expect(recorder.writes.count == 3, "a cleared line is not cleared again")
    }

    /// Parts finished on several threads are each counted once, by the reporter itself.
    @Test func countsPartsFinishedOnSeveralThreads() {
        let recorder = ProgressRecorder()
        recorder.now = .seconds(1)
        // No throttling, so that every part draws.
        let progress = recorder.reporter(command: "audit", interval: .zero)
        DispatchQueue.concurrentPerform(iterations: 40) { _ in
            progress.advance("measuring", of: 40, unit: "contexts")
        }
        let counts = recorder.writes.map { write in
            write.split(separator: "(").last.map { String($0.prefix { $0 != " " }) } ?? ""
        }
        #expect(counts == (1...40).map(String.init), "each part counted once, in order")
        #expect(recorder.writes.last == "\raudit: measuring 100 % (40 / 40 contexts)")
    }

    @Test func groupsThousandsWithSpaces() {
        #expect(ProgressReporter.grouped(0) == "0")
        #expect(ProgressReporter.grouped(999) == "999")
        #expect(ProgressReporter.grouped(1_000) == "1 000")
        #expect(ProgressReporter.grouped(100_000) == "100 000")
        #expect(ProgressReporter.grouped(1_234_567) == "1 234 567")
        #expect(ProgressReporter.grouped(-12_345) == "-12 345")
    }

    @Test func keepsThePercentageWithinZeroToAHundred() {
        let recorder = ProgressRecorder()
        let progress = recorder.reporter()
        recorder.now = .seconds(1)
        progress.report("scrolling", completed: 12, of: 0, unit: "rows")
        recorder.now = .seconds(2)
        progress.report("scrolling", completed: 12, of: 10, unit: "rows")
        #expect(recorder.writes[0].contains(" 0 % (12 / 0 rows)"))
        #expect(recorder.writes[1].contains(" 100 % (12 / 10 rows)"))
    }
}

@MainActor
@Suite("configstate progress")
struct CommandProgressTests {
    /// Not a terminal (as in a pipe, a file or these tests): standard error stays empty.
    @Test func aDemoWritesNoProgressWhenStandardErrorIsNoTerminal() {
        let clock = SteppingClock()
        var context = CommandContext(isErrorTerminal: false, elapsed: { clock.next() })
        let status = ConfigStateCommand.run(["demo", "--items", "60"], context: &context)
        #expect(status == 0)
        #expect(context.standardError.isEmpty)
    }

    /// On a terminal, with a clock that passes a second within the run, the scrolling shows
    /// and is cleared at the end; standard output is what it is without progress.
    @Test func aDemoShowsItsScrollingOnATerminalAndClearsIt() throws {
        let clock = SteppingClock()
        var context = CommandContext(isErrorTerminal: true, elapsed: { clock.next() })
        let status = ConfigStateCommand.run(["demo", "--items", "60"], context: &context)
        #expect(status == 0)
        let errors = context.standardError
        #expect(errors.hasPrefix("\rdemo: scene 1 of 3, fix: scrolling "), "stderr: \(errors)")
        #expect(errors.contains("\rdemo: scene 3 of 3, fix: scrolling down "))
        #expect(errors.contains(" rows)"))
        #expect(!errors.contains("\n"), "one line, redrawn in place")
        let clearing = try #require(errors.split(separator: "\r").last)
        #expect(!clearing.isEmpty && clearing.allSatisfy { $0 == " " }, "the line is cleared")
        #expect(errors.hasSuffix("\r"))
        var quiet = CommandContext()
        _ = ConfigStateCommand.run(["demo", "--items", "60"], context: &quiet)
        #expect(context.standardOutput == quiet.standardOutput)
    }

    /// The audit counts the style contexts it has measured, from the threads that measure them.
    @Test func anAuditShowsTheContextsMeasuredOnATerminalAndClearsIt() throws {
        let clock = SteppingClock()
        var context = CommandContext(isErrorTerminal: true, elapsed: { clock.next() })
        let status = ConfigStateCommand.run(["audit"], context: &context)
        #expect(status == 0)
        let errors = context.standardError
        #expect(errors.hasPrefix("\raudit: measuring style contexts "), "stderr: \(errors)")
        let count = StyleContext.all.count
        #expect(
            errors.contains(
                "\raudit: measuring style contexts 100 % (\(count) / \(count) contexts)"))
        let clearing = try #require(errors.split(separator: "\r").last)
        #expect(!clearing.isEmpty && clearing.allSatisfy { $0 == " " }, "the line is cleared")
        var quiet = CommandContext()
        _ = ConfigStateCommand.run(["audit"], context: &quiet)
        #expect(context.standardOutput == quiet.standardOutput)
        #expect(quiet.standardError.isEmpty)
    }
}
