import ConfigState

/// What `configstate demo --format json` prints.
///
/// Decoding (`DemoReport+Codable.swift`) refuses unknown keys, as every Codable type of the
/// libraries does.
struct DemoReport: Encodable, Equatable {
    /// Whether a run shows a mistake or its fix.
    enum Role: String, Encodable, CaseIterable {
        case mistake
        case fix
    }

    /// One action of a run and what it changed.
    struct Step: Encodable, Equatable {
        var action: String
        var cellsCreated: Int
        var cellsReused: Int
        var contentViewsReplaced: Int
        var staleCells: Int

        /// The keys, in the order an unknown key's error lists them.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case action, cellsCreated, cellsReused, contentViewsReplaced, staleCells
        }
    }

    /// One list scrolled through a script.
    struct Run: Encodable, Equatable {
        var role: Role
        /// What the registration does, in a sentence.
        var registration: String
        /// A few words for the summary table.
        var short: String
        var steps: [Step]
        /// Checks made along the way, in sentences.
        var notes: [String]
        var statistics: CollectionViewStatistics
        /// Diagnostics by kind.
        var diagnostics: [String: Int]
        /// The first diagnostic of each kind, in full.
        var findings: [String]
        /// No replaced content view, no stale cell and every check passed.
        var clean: Bool

        /// The keys, in the order an unknown key's error lists them.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case role, registration, short, steps, notes, statistics, diagnostics, findings
            case clean
        }
    }

    /// A mistake and its fix.
    struct Scene: Encodable, Equatable {
        var title: String
        var runs: [Run]

        /// The keys, in the order an unknown key's error lists them.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, runs
        }
    }

    var items: Int
    var viewport: Int
    var scenes: [Scene]

    /// The keys, in the order an unknown key's error lists them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case items, viewport, scenes
    }

    /// Whether every fix ran clean.
    var succeeded: Bool {
        scenes.allSatisfy { $0.runs.allSatisfy { $0.role == .mistake || $0.clean } }
    }
}

/// A small custom content configuration, to mix with list content under one registration.
struct DemoBadgeConfiguration: ContentConfiguration, Hashable {
    var count = 0
    var color = Color.systemRed

    func makeContentView() -> any View & ContentView { DemoBadgeView(configuration: self) }

    func updated(for state: any ConfigurationState) -> DemoBadgeConfiguration {
        var copy = self
        if state.cellConfigurationState.isSelected { copy.color = .white }
        return copy
    }
}

/// Shows a ``DemoBadgeConfiguration``.
final class DemoBadgeView: View, ContentView {
    var configuration: any ContentConfiguration

    init(configuration: DemoBadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        self.configuration = DemoBadgeConfiguration()
        super.init(coder: coder)
    }

    func render(in traitCollection: TraitCollection) -> ContentRender {
        var render = CustomContentRender(viewType: "DemoBadgeView")
        let badge = configuration as? DemoBadgeConfiguration
        render.add("count", badge?.count ?? -1)
        render.add("color", badge.map { traitCollection.resolve($0.color).hexString } ?? "")
        return .custom(render)
    }
}
