import ConfigState
import ConfigStateTesting
import Testing

// Issue 18: an update handler that requested an update and rendered its own cell recursed until
// the stack overflowed. The rule (`runPendingUpdatePasses`): a request from inside a pass is left
// to the loop already running, which counts it, so a handler never runs inside itself, settles
// when it stops asking, and ends in one `updateLoop` diagnostic when it never stops. The
// handlers below do what a handler might — request an update, render, lay out, change a state
// the pass reads — for a few passes or for ever, on every kind of host. They refuse to recurse
// past a small depth themselves, so that a host that lets them recurse fails the property
// instead of taking the test process down.

/// What a handler does on its own host each time it runs.
enum HandlerAction: CaseIterable, Hashable, Sendable {
    case requestUpdate, render, layout, toggleSelection
}

/// A handler's behaviour: the actions it takes each time it runs, and for how many runs it
/// keeps requesting updates (`nil`: for ever).
struct HandlerProgram: Hashable, Sendable, CustomStringConvertible {
    var actions: [HandlerAction]
    var requestingRuns: Int?
    /// Which host it is set on: 0 a plain cell, 1 a list cell, 2 a header/footer view.
    var host: Int

    var description: String {
        "HandlerProgram(actions: \(actions.map { ".\($0)" }), requestingRuns: "
            + "\(requestingRuns.map(String.init) ?? "nil"), host: \(host))"
    }
}

/// The host-independent part of a handler run: counts runs and nesting, and decides what to do.
@MainActor
final class HandlerProbe {
    let program: HandlerProgram
    var runs = 0
    var depth = 0
    var deepest = 0

    init(_ program: HandlerProgram) { self.program = program }

    /// Enters a run; returns the actions to take, none once nested (so a recursing host stops).
    func enter() -> [HandlerAction] {
        runs += 1
        depth += 1
        deepest = max(deepest, depth)
        guard depth <= 2 else { return [] }
        if let limit = program.requestingRuns, runs > limit {
            return program.actions.filter { $0 == .render || $0 == .layout }
        }
        return program.actions
    }

    func leave() { depth -= 1 }
}

@MainActor
@Suite("Update handlers never recurse, settle when they stop asking, and report loops")
struct HandlerRecursionProperties {
    /// Handlers of up to four actions on any host, asking for a few passes or for ever.
    static let programs = Gen.zip(
        Gen.array(of: Gen.element(of: HandlerAction.allCases), count: 1...4),
        Gen.optional(of: Gen.int(in: 0...(CollectionViewCell.maximumUpdatePassesPerLayout + 3))),
        Gen.int(in: 0...2)
    ).map { HandlerProgram(actions: $0, requestingRuns: $1, host: $2) }

    /// Catches a host that runs a nested update pass from inside a handler (the stack overflow
    /// of issue 18), one that forgets to count the passes a nested request adds (no loop
    /// diagnostic, or a pass too many), and one that reports a loop for a handler that settles.
    @Test func handlersRunOnceAtATimeAndLoopsAreCut() {
        var tally = BranchTally(
            "plain cell", "list cell", "header/footer view", "loops", "settles after asking",
            "never asks")
        let held = checkProperty(
            "a handler never runs inside itself; it runs at most the pass limit per layout; a "
                + "handler that keeps asking ends in one updateLoop diagnostic, one that stops "
                + "does not",
            using: Self.programs,
            configuration: PropertyConfiguration(cases: 300)
        ) { program in
            tally.countCase()
            tally.take(["plain cell", "list cell", "header/footer view"][program.host])
            let probe = HandlerProbe(program)
            let log = DiagnosticLog()
            let limit = CollectionViewCell.maximumUpdatePassesPerLayout
            @MainActor func run<Host>(
                _ host: Host, _ request: (Host) -> Void, _ render: (Host) -> Void,
                _ layout: (Host) -> Void, _ toggle: (Host) -> Void
            ) {
                for action in probe.enter() {
                    switch action {
                    case .requestUpdate: request(host)
                    case .render: render(host)
                    case .layout: layout(host)
                    case .toggleSelection: toggle(host)
                    }
                }
                probe.leave()
            }
            let render: () -> Void
            switch program.host {
            case 0, 1:
                let cell = program.host == 0 ? CollectionViewCell() : CollectionViewListCell()
                cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
                cell.diagnosticSink = log
                cell.configurationUpdateHandler = { cell, _ in
                    run(
                        cell, { $0.setNeedsUpdateConfiguration() }, { _ = $0.render() },
                        { $0.layoutIfNeeded() }, { $0.isSelected.toggle() })
                }
                render = { _ = cell.render() }
            default:
                let view = HeaderFooterView()
                view.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
                view.diagnosticSink = log
                view.configurationUpdateHandler = { view, _ in
                    run(
                        view, { $0.setNeedsUpdateConfiguration() }, { _ = $0.render() },
                        { $0.layoutIfNeeded() }, { $0.isUserInteractionEnabled.toggle() })
                }
                render = { _ = view.render() }
            }
            render()
            try require(probe.deepest == 1, "the handler ran inside itself \(probe.deepest) deep")
            try require(probe.runs <= limit, "\(probe.runs) runs in one layout (limit \(limit))")
            let asks =
                program.actions.contains(.requestUpdate)
                || program.actions.contains(.toggleSelection)
            // Runs 1…requestingRuns ask for another pass; the pass after the last asking run
            // settles. A handler that asks in every run reaches the limit and is reported.
            let loops = asks && (program.requestingRuns.map { $0 >= limit } ?? true)
            tally.take("loops", if: loops)
            tally.take("settles after asking", if: asks && !loops)
            tally.take("never asks", if: !asks)
            try requireEqual(
                log.diagnostics(of: .updateLoop).count, loops ? 1 : 0, "updateLoop diagnostics")
            if !loops {
                let expectedRuns = asks ? (program.requestingRuns ?? 0) + 1 : 1
                try requireEqual(probe.runs, expectedRuns, "handler runs before it settled")
                // Settled: another render runs no pass.
                render()
                try requireEqual(probe.runs, expectedRuns, "a settled host ran another pass")
            }
            return true
        }
        #expect(!held || tally.untakenBranches == [])
    }
}
