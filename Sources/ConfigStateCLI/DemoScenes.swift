import ConfigState

/// Runs the demo's scenes.
@MainActor
struct Demo {
    typealias Registration = CollectionView.CellRegistration<CollectionViewListCell, Int>

    let itemCount: Int
    let viewport: Int
    /// Shows how far the scrolling has come, on a terminal.
    let progress: ProgressReporter?
    private(set) var report: DemoReport
    /// The first scene's screen at its end, as a page.
    private(set) var screen: ListScreenHTML

    /// Runs the scenes over `itemCount` items with a viewport of `viewport` rows, telling
    /// `progress` how far each scroll has come.
    init(itemCount: Int, viewport: Int, progress: ProgressReporter? = nil) {
        self.itemCount = itemCount
        self.viewport = viewport
        self.progress = progress
        report = DemoReport(items: itemCount, viewport: viewport, scenes: [])
        screen = ListScreenHTML(
            render: CollectionViewRender(rows: []), viewport: .zero, listBackground: .clear,
            sectionCornerRadius: 0, itemCounts: [], title: "", caption: "")
        let (scroll, screen) = scrollScene()
        self.screen = screen
        report.scenes = [scroll, contentTypeScene(), leakyHandlerScene()]
    }

    /// The items: `0..<itemCount`.
    private var items: [Int] { Array(0..<itemCount) }

    /// Scene 1: scroll a well-behaved list down and back with one item selected and one
    /// swiped open; and the screen it ends on.
    private func scrollScene() -> (DemoReport.Scene, ListScreenHTML) {
        let registration = Registration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = "Item \(item) of \(itemCount)"
            content.image = Image(systemName: "star")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        var run = script(
            scene: 1, .fix, "scroll down and back",
            describing:
                "every handler call sets text, secondary text, image and accessories from the item"
        ) { _ in registration }
        run.apply(items)
        let selected = min(3, itemCount - 1)
        let swiped = min(1, itemCount - 1)
        run.select(selected)
        run.swipeOpen(swiped)
        run.scrollToEnd()
        run.scrollToTop()
        run.scrollIntoView(selected)
        run.check(
            run.showsSelected(onlyItem: selected),
            "item \(selected) is selected again on the cell now showing it, and no other visible cell is selected"
        )
        run.check(
            run.showsSwipeActions(onlyItem: swiped),
            "item \(swiped) is still swiped open, its actions shown on the cell showing it (when it shows), and on no other"
        )
        let scene = DemoReport.Scene(
            title: "Scroll the whole list and back with one item selected and one swiped open",
            runs: [run.finish()])
        return (scene, run.screen(caption: "configstate demo, scene 1: \(itemCount) items"))
    }

    /// Scene 2: two content types under one registration, then one registration each.
    private func contentTypeScene() -> DemoReport.Scene {
        func isBadge(_ item: Int) -> Bool { item % 3 == 0 }
        func configure(_ cell: CollectionViewListCell, _ item: Int) {
            if isBadge(item) {
                cell.contentConfiguration = DemoBadgeConfiguration(count: item)
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
        }
        let shared = Registration { cell, _, item in configure(cell, item) }
        let mistake = scrolledThrough(
            script(
                scene: 2, .mistake, "two content types, one registration",
                describing:
                    "one registration shows a badge for every third item and list content otherwise"
            ) { _ in shared })

        let rows = Registration { cell, _, item in configure(cell, item) }
        let badges = Registration { cell, _, item in configure(cell, item) }
        let fix = scrolledThrough(
            script(
                scene: 2, .fix, "one registration per content type",
                describing: "badge items and list items each have their own registration"
            ) { item in isBadge(item) ? badges : rows })
        return DemoReport.Scene(title: "Two content types, one registration", runs: [mistake, fix])
    }

    /// Scene 3: a handler that sets secondary text only for some items, then one that starts
    /// from the defaults.
    private func leakyHandlerScene() -> DemoReport.Scene {
        // Both handlers set the same properties; they differ only in the content they start
        // from, which is the point of the scene.
        func setProperties(of content: inout ListContentConfiguration, for item: Int) {
            content.text = "Row \(item)"
            if item % 7 == 0 { content.secondaryText = "Multiple of 7" }
        }
        let leaky = Registration { cell, _, item in
            var content =
                cell.contentConfiguration as? ListContentConfiguration
                ?? cell.defaultContentConfiguration()
            setProperties(of: &content, for: item)
            cell.contentConfiguration = content
        }
        let mistake = scrolledThrough(
            script(
                scene: 3, .mistake, "handler edits the previous content",
                describing:
                    "the handler edits the cell's previous content and sets secondary text only for multiples of 7"
            ) { _ in leaky })

        let reset = Registration { cell, _, item in
            var content = cell.defaultContentConfiguration()
            setProperties(of: &content, for: item)
            cell.contentConfiguration = content
        }
        let fix = scrolledThrough(
            script(
                scene: 3, .fix, "handler starts from the defaults",
                describing: "the handler starts from defaultContentConfiguration() every time"
            ) { _ in reset })
        return DemoReport.Scene(title: "A handler that forgets to reset", runs: [mistake, fix])
    }

    /// A script over a list with this demo's viewport, whose cells come from the registration
    /// `cellRegistration` picks for each item; `registration` says in a sentence what it does.
    /// The registrations exist before the cell provider runs, as UIKit requires. Its scrolling
    /// is reported to ``progress`` as part of scene number `scene`.
    private func script(
        scene: Int, _ role: DemoReport.Role, _ short: String, describing registration: String,
        using cellRegistration: @escaping (Int) -> Registration
    ) -> Script {
        var script = Script(
            role: role, short: short, registration: registration, viewport: viewport
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration(item), for: indexPath, item: item)
        }
        if let progress {
            let rows = itemCount
            let activity = "scene \(scene) of 3, \(role.rawValue): scrolling"
            script.reportScrolling = { direction, fraction in
                progress.report(
                    "\(activity) \(direction)", completed: Int(fraction * Double(rows)), of: rows,
                    unit: "rows")
            }
        }
        return script
    }

    /// Runs `script` over the items — apply them, scroll to the end — and finishes it: a run of
    /// scenes 2 and 3, whose mistakes show on the way down.
    private func scrolledThrough(_ script: Script) -> DemoReport.Run {
        var script = script
        script.apply(items)
        script.scrollToEnd()
        return script.finish()
    }
}
