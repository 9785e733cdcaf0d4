import Foundation

/// A single updating line on standard error that tells how far a long run has come:
/// `demo: scene 1 of 3, fix: scrolling down 40 % (40 000 / 100 000 rows)`.
///
/// A run that ends within ``delay`` shows nothing, and nothing at all is written unless
/// ``isTerminal`` is true — so pipes, files and tests see the same output as before. Once shown,
/// the line is redrawn in place (a carriage return, the text, spaces over any longer previous
/// text) at most once per ``interval``, and ``finish()`` clears it, leaving the cursor where
/// the line began.
///
/// The clock and the sink are injected, as ``CommandContext`` injects its streams: `main` times
/// on a monotonic clock and writes to the process's standard error; a test passes a fake clock
/// and collects the writes.
///
///     let progress = ProgressReporter(
///         command: "demo", isTerminal: true, elapsed: { clock.elapsed },
///         write: { sink.append($0) })
///     progress.report("scrolling", completed: 40_000, of: 100_000, unit: "rows")
///     progress.finish()
///
/// Work spread over threads may report from any of them: the reporter draws under a lock, so
/// `write` is called by one thread at a time.
final class ProgressReporter: @unchecked Sendable {
    /// The command that names itself at the start of the line.
    let command: String
    /// Whether standard error is a terminal: the reporter writes only when it is.
    let isTerminal: Bool
    /// How long a run goes before the line appears: 1 second.
    let delay: Duration
    /// The least time between two redraws: 0.1 second, at most 10 updates a second.
    let interval: Duration
    /// The time since a fixed start, on a monotonic clock.
    private let elapsed: @Sendable () -> Duration
    /// Where the text goes.
    private let write: @Sendable (String) -> Void
    /// Guards the mutable state below; held while writing.
    private let lock = NSLock()
    /// When the line was last drawn, or `nil` before it first is.
    private var lastDrawn: Duration?
    /// The length, in characters, of the widest text drawn on the line.
    private var width = 0
    /// The units ``advance(_:of:unit:)`` has counted.
    private var advanced = 0

    /// Creates a reporter for `command`; it writes through `write` only when `isTerminal`.
    ///
    /// - Parameters:
    ///   - command: The subcommand's name, shown first on the line.
    ///   - isTerminal: Whether standard error is a terminal.
    ///   - delay: How long a run goes before the line appears.
    ///   - interval: The least time between two redraws.
    ///   - elapsed: The time since a fixed start, on a monotonic clock.
    ///   - write: Receives the text to write, control characters included.
    init(
        command: String, isTerminal: Bool, delay: Duration = .seconds(1),
        interval: Duration = .milliseconds(100), elapsed: @escaping @Sendable () -> Duration,
        write: @escaping @Sendable (String) -> Void
    ) {
        self.command = command
        self.isTerminal = isTerminal
        self.delay = delay
        self.interval = interval
        self.elapsed = elapsed
        self.write = write
    }

    /// The elapsed time on the process's monotonic clock (`ContinuousClock`), from the call.
    static func monotonicElapsed() -> @Sendable () -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// Shows that `completed` of `total` `unit`s of `activity` are done, if the run has gone
    /// on for ``delay`` and the line was not drawn in the last ``interval``.
    ///
    /// Cheap when it draws nothing — a clock reading — so a loop may call it every turn.
    func report(_ activity: String, completed: Int, of total: Int, unit: String) {
        guard isTerminal else { return }
        lock.withLock { show(activity, completed: completed, of: total, unit: unit) }
    }

    /// Counts one more `unit` of `activity` done, of `total`, and shows the count as
    /// ``report(_:completed:of:unit:)`` does: for work whose parts finish on several threads,
    /// none of which knows how many the others have done.
    func advance(_ activity: String, of total: Int, unit: String) {
        guard isTerminal else { return }
        lock.withLock {
            advanced += 1
            show(activity, completed: advanced, of: total, unit: unit)
        }
    }

    /// Clears the line, if it was drawn; the output that follows starts where it began.
    func finish() {
        lock.withLock {
            guard width > 0 else { return }
            write("\r" + String(repeating: " ", count: width) + "\r")
            width = 0
        }
    }

    /// Draws the line if it is time to; call with the lock held.
    private func show(_ activity: String, completed: Int, of total: Int, unit: String) {
        let now = elapsed()
        guard now >= delay else { return }
        if let lastDrawn, now - lastDrawn < interval { return }
        lastDrawn = now
        let percent = total > 0 ? min(100, max(0, completed * 100 / total)) : 0
        let text =
            "\(command): \(activity) \(percent) % (\(Self.grouped(completed)) / \(Self.grouped(total)) \(unit))"
        // Spaces cover what a longer previous text left; the line keeps the longer width, so
        // that finish() clears all of it.
        let count = text.count
        write("\r" + text + String(repeating: " ", count: max(0, width - count)))
        width = max(width, count)
    }

    /// `value` with its thousands set apart by spaces, as the SI brochure writes them
    /// (BIPM, The International System of Units, 9th edition, 5.4.4): `100 000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(" ") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }
}
