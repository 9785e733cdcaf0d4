import ConfigState
import ConfigStateCLI
import Foundation
import Testing

/// The figures `configstate demo --format json` prints, decoded independently of the CLI's
/// own types.
private struct DemoJSON: Decodable {
    struct Step: Decodable {
        var action: String
        var cellsCreated: Int
        var cellsReused: Int
        var contentViewsReplaced: Int
        var staleCells: Int
    }

    struct Run: Decodable {
        var role: String
        var short: String
        var steps: [Step]
        var notes: [String]
        var statistics: CollectionViewStatistics
        var diagnostics: [String: Int]
        var findings: [String]
        var clean: Bool
    }

    struct Scene: Decodable {
        var title: String
        var runs: [Run]
    }

    var items: Int
    var viewport: Int
    var scenes: [Scene]
}

@MainActor
@Suite("configstate demo")
struct CommandDemoTests {
    private func demo(_ arguments: [String] = []) throws -> DemoJSON {
        let result = runCommand(["demo", "--format", "json"] + arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        return try JSONDecoder().decode(DemoJSON.self, from: Data(result.output.utf8))
    }

    @Test func theDefaultLogTellsTheReuseStory() {
        let result = runCommand(["demo"])
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let log = result.output
        #expect(log.hasPrefix("configstate demo — 1000 items, 10 visible rows, reuse audit on"))
        // Scene 1: eight cells (as many as rows fit) show the whole list, down and back; the selection and the
        // swipe follow their items.
        #expect(log.contains("swipe item 1 open: Delete, Flag"))
        #expect(log.contains("scroll to the end, 10 rows at a time ("))
        #expect(
            log.contains(
                "checked: item 3 is selected again on the cell now showing it, and no other visible cell is selected"
            ))
        #expect(
            log.contains(
                "checked: item 1 is still swiped open, its actions shown on the cell showing it (when it shows), and on no other"
            ))
        #expect(log.contains("✓ 8 cells showed "))
        // Scene 2: UIKit's replacement warning, quoted, then the fix without it.
        #expect(log.contains("× [contentViewReplaced], first: CollectionViewListCell(item "))
        #expect(log.contains("Use separate registrations or reuse identifiers"))
        #expect(log.contains("      Existing content configuration: "))
        #expect(log.contains("DemoBadgeConfiguration(count: "))
        // Scene 3: the audit names the leaked property.
        #expect(log.contains("× [staleState], first: CollectionViewListCell(item "))
        #expect(log.contains("content.secondaryText.text: absent → \"Multiple of 7\""))
        #expect(
            log.contains(
                "Every fix ran clean: no content view replaced, no stale cell, the selection followed its item."
            ))
        #expect(!log.contains("\u{1B}["), "no ANSI colour when not a terminal")
        #expect(runCommand(["demo"], isTerminal: true).output.contains("\u{1B}[32m✓ \u{1B}[0m"))
    }

    @Test func eachMistakeShowsItsProblemAndEachFixRunsClean() throws {
        let report = try demo()
        #expect(report.items == 1000 && report.viewport == 10)
        #expect(
            report.scenes.map { $0.runs.map(\.role) } == [
                ["fix"], ["mistake", "fix"], ["mistake", "fix"],
            ])
        for scene in report.scenes {
            for run in scene.runs where run.role == "fix" {
                #expect(run.clean, "\(scene.title): \(run.short)")
                #expect(run.diagnostics.isEmpty)
                #expect(run.statistics.contentViewsReplaced == 0)
                #expect(run.statistics.staleCells == 0)
                // Every dequeue was audited against a fresh cell.
                #expect(run.statistics.cellsAudited >= run.statistics.cellsDequeued)
            }
        }
        // Ten 44-point rows of viewport: the rows are taller (a title and a subtitle), so
        // eight cells, as many as rows fit, show all 1000 items, down and back — and at most
        // one more, for a row passing the edge.
        let scroll = report.scenes[0].runs[0]
        #expect((8...9).contains(scroll.statistics.cellsCreated), "\(scroll.statistics)")
        #expect(scroll.statistics.cellsDequeued >= 2 * 1000 - 20)
        #expect(
            scroll.statistics.cellsReused
                == scroll.statistics.cellsDequeued - scroll.statistics.cellsCreated)
        #expect(scroll.steps.dropFirst(3).allSatisfy { $0.cellsCreated <= 1 })
        #expect(scroll.statistics.supplementaryViewsCreated <= 3, "headers are reused too")

        let mixed = report.scenes[1].runs[0]
        #expect(mixed.role == "mistake" && !mixed.clean)
        #expect(mixed.statistics.contentViewsReplaced > 0)
        #expect(mixed.diagnostics["contentViewReplaced"] == mixed.statistics.contentViewsReplaced)
        #expect(mixed.statistics.staleCells == 0, "replacement is slow, not wrong")
        // One registration per content type: one pool per type, a few more cells, no
        // replacement.
        let separate = report.scenes[1].runs[1]
        #expect(separate.statistics.cellsCreated >= mixed.statistics.cellsCreated)
        #expect(separate.statistics.cellsCreated <= 2 * 10)

        let leaky = report.scenes[2].runs[0]
        #expect(leaky.statistics.staleCells > 0)
        #expect(leaky.diagnostics["staleState"] == leaky.statistics.staleCells)
        #expect(leaky.findings.count == 1)
        #expect(leaky.findings[0].contains("content.secondaryText.text"))
    }

    /// The leaky handler leaks only onto rows it does not set: a cell that once showed a
    /// multiple of 7 keeps "Multiple of 7" on every later row that is not one — so at most
    /// the 51 rows among 1…59 that are not multiples of 7 are stale, each reported once.
    @Test func theLeakyHandlerLeaksOnlyOntoRowsItDoesNotSet() throws {
        let report = try demo(["--items", "60", "--viewport", "1"])
        let leaky = report.scenes[2].runs[0]
        #expect(leaky.statistics.cellsCreated <= 2)
        let notSet = (1..<60).filter { $0 % 7 != 0 }.count
        #expect(leaky.statistics.staleCells > notSet / 2 && leaky.statistics.staleCells <= notSet)
        #expect(leaky.diagnostics["staleState"] == leaky.statistics.staleCells)
        #expect(report.scenes[2].runs[1].statistics.staleCells == 0)
    }

    /// With a two-row viewport, item 3 is off screen once the list is back at the top: the
    /// script scrolls it to the top of the viewport, and its selection — kept by index path,
    /// as in UIKit — is on whichever cell shows it there.
    @Test func theSelectionFollowsItsItemIntoView() throws {
        let scroll = try demo(["--items", "20", "--viewport", "2"]).scenes[0].runs[0]
        #expect(
            scroll.steps.map(\.action) == [
                "apply 20 items", "select item 3", "swipe item 1 open: Delete, Flag",
                "scroll to the end, 2 rows at a time (15 scrolls)",
                "scroll back to the top (15 scrolls)", "scroll item 3 into view",
            ])
        #expect(scroll.steps.last?.cellsCreated == 0)
        #expect(scroll.steps.last?.cellsReused == 2)
        #expect(
            scroll.notes == [
                "checked: item 3 is selected again on the cell now showing it, and no other visible cell is selected",
                "checked: item 1 is still swiped open, its actions shown on the cell showing it (when it shows), and on no other",
            ])
        #expect(scroll.clean)
    }

    @Test func optionsChangeTheScript() throws {
        let small = try demo(["--items", "1", "--viewport", "200"])
        #expect(small.items == 1 && small.viewport == 200)
        #expect(small.scenes[0].runs[0].statistics.cellsCreated == 1)
        #expect(small.scenes[0].runs[0].notes[0].hasPrefix("checked: item 0 is selected"))
        let equals = runCommand(["demo", "--items=40", "--viewport=3"])
        #expect(equals.status == 0)
        #expect(equals.output.hasPrefix("configstate demo — 40 items, 3 visible rows"))
        #expect(equals.output.contains("scroll to the end, 3 rows at a time ("))
    }

    @Test func theScreenIsAPageOfTheListAsLaidOut() throws {
        let page = runCommand(["demo", "--items", "30", "--viewport", "8", "--html", "-"])
        #expect(page.status == 0, "stderr: \(page.errors)")
        let html = page.output
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(
            html.contains("ITEMS 0–24"), "the first section's header, as a grouped header shows it")
        #expect(
            html.contains(">Delete</div>") && html.contains(">Flag</div>"), "the swipe's buttons")
        #expect(html.contains("class=\"sep\""), "separators")
        #expect(html.contains("Row 3"))
        #expect(!html.contains("Row 29"), "only what the viewport shows")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "configstate-demo-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = runCommand(["demo", "--items", "30", "--html", file.path])
        #expect(written.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("ITEMS 0–24"))
        let missing = runCommand(["demo", "--html", "/nonexistent-directory/x.html"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("cannot write the demo's screen"))
    }
}
