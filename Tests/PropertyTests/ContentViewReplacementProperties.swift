import ConfigState
import ConfigStateTesting
import Testing

// SPEC §8 invariant 6: content-view replacement happens exactly when `supports(_:)` is false,
// and never otherwise; the number of content views created in a long scroll is bounded by the
// viewport and the number of registrations, not by the number of items.

/// A configuration whose view also supports `TagConfiguration` (an iOS 16 `supports(_:)`
/// override), so the support relation is not just "same type".
struct FlexibleConfiguration: ContentConfiguration, Hashable {
    var value = 0

    func makeContentView() -> any View & ContentView { FlexibleView(configuration: self) }
    func updated(for state: any ConfigurationState) -> FlexibleConfiguration { self }
}

final class FlexibleView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: FlexibleConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { return nil }

    func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is FlexibleConfiguration || configuration is TagConfiguration
    }
}

/// The configurations a cell may be given, as data.
enum ConfigurationChoice: CaseIterable, Hashable, CustomStringConvertible, Sendable {
    case listCell, listSidebar, tag, flexible, none

    var configuration: (any ContentConfiguration)? {
        switch self {
        case .listCell: return ListContentConfiguration.cell()
        case .listSidebar: return ListContentConfiguration.sidebarCell()
        case .tag: return TagConfiguration(title: "tag")
        case .flexible: return FlexibleConfiguration(value: 1)
        case .none: return nil
        }
    }

    /// The view type this configuration makes.
    var viewKind: String? {
        switch self {
        case .listCell, .listSidebar: return "list"
        case .tag: return "tag"
        case .flexible: return "flexible"
        case .none: return nil
        }
    }

    /// Whether a view of `kind` supports this configuration — the model of the relation.
    func isSupported(byViewOf kind: String) -> Bool {
        switch (kind, self) {
        case ("list", .listCell), ("list", .listSidebar): return true
        case ("tag", .tag): return true
        case ("flexible", .flexible), ("flexible", .tag): return true
        default: return false
        }
    }

    var description: String {
        switch self {
        case .listCell: return ".listCell"
        case .listSidebar: return ".listSidebar"
        case .tag: return ".tag"
        case .flexible: return ".flexible"
        case .none: return ".none"
        }
    }
}

@MainActor
@Suite("Invariant 6: content-view replacement")
struct ContentViewReplacementProperties {
    @Test("A content view is replaced exactly when it does not support the new configuration")
    func replacementHappensExactlyWhenNotSupported() {
        var tally = BranchTally("removed by nil", "updated in place", "replaced")
        checkProperty(
            "replacement happens exactly when supports(_:) is false",
            using: Gen.array(of: Gen.element(of: ConfigurationChoice.allCases), count: 1...25),
            configuration: PropertyConfiguration(cases: 300)
        ) { choices in
            tally.countCase()
            let log = DiagnosticLog()
            let cell = CollectionViewListCell()
            cell.diagnosticSink = log
            var viewKind: String?
            var expectedCreations = 0
            var expectedReplacements = 0
            for choice in choices {
                let before = cell.contentView
                cell.contentConfiguration = choice.configuration
                guard let kind = choice.viewKind else {
                    try require(
                        !(cell.contentView is any ContentView),
                        "nil removes the configuration's view")
                    tally.take("removed by nil", if: viewKind != nil)
                    viewKind = nil
                    continue
                }
                if let current = viewKind, choice.isSupported(byViewOf: current) {
                    tally.take("updated in place")
                    try require(
                        cell.contentView === before,
                        "\(choice) on a \(current) view is set in place")
                } else {
                    expectedCreations += 1
                    if viewKind != nil { expectedReplacements += 1 }
                    tally.take("replaced", if: viewKind != nil)
                    try require(
                        cell.contentView !== before,
                        "\(choice) on a \(viewKind ?? "missing") view makes a new view")
                    viewKind = kind
                }
            }
            try requireEqual(
                cell.contentViewCreationCount, expectedCreations, "content views created")
            try requireEqual(cell.contentViewReplacementCount, expectedReplacements, "replacements")
            try requireEqual(
                log.diagnostics(of: .contentViewReplaced).count, expectedReplacements,
                "replacement diagnostics")
            return true
        }
        #expect(tally.untakenBranches == [])
    }

    @Test(
        "Content views created in a long scroll are bounded by viewport × registrations, not by items"
    )
    func contentViewsAreBoundedByViewportAndRegistrations() {
        let scenarios = Gen.zip(
            Gen.int(in: 1...3), Gen.int(in: 1...25), Gen.int(in: 50...3_000),
            Gen.array(of: Gen.int(in: 0...3_000), count: 1...40))
        checkProperty(
            "content views are bounded by viewport and registrations",
            using: scenarios, configuration: PropertyConfiguration(cases: 40)
        ) { registrationCount, viewport, itemCount, jumps in
            let registrations = (0..<registrationCount).map { kind in
                CellRegistration<CollectionViewListCell, Int> { cell, _, item in
                    var content = kind == 0 ? cell.defaultContentConfiguration() : .valueCell()
                    content.text = "\(kind): \(item)"
                    cell.contentConfiguration = content
                }
            }
            let list = ListView<Int>(visibleRowCount: viewport) { list, indexPath, item in
                list.dequeueConfiguredReusableCell(
                    using: registrations[item % registrationCount], for: indexPath, item: item)
            }
            list.apply([ListSection(Array(0..<itemCount))])
            list.layoutIfNeeded()
            for jump in jumps {
                list.scroll(toRow: jump)
                list.layoutIfNeeded()
            }
            let statistics = list.statistics
            try require(
                statistics.cellsCreated <= registrationCount * viewport,
                "cells created \(statistics.cellsCreated) > \(registrationCount) registrations × \(viewport) rows"
            )
            try requireEqual(
                statistics.contentViewsCreated, statistics.cellsCreated, "one content view per cell"
            )
            try requireEqual(statistics.contentViewsReplaced, 0, "no replacement")
            return true
        }
    }
}
