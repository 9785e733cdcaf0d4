// Resolution is safe from many tasks at once (SPEC §12): many tasks resolve colours, apply
// transformers (closure ones included), update configurations, guarantee contrast, measure
// fonts, lay out accessories and encode and decode, all at once and all on shared values, and
// every task's results equal a serial computation's. Run under `swift test --sanitize=thread`
// (and `--sanitize=address`) this is the data-race and memory-safety check of the library's
// value types, their shared storage (trait boxes, style tables) and lazily made statics.
//
// Collection views are not shared between tasks (a `CollectionView` is main-actor isolated,
// like a UIKit view), but many lists run interleaved over the same shared style tables,
// registrations' value inputs and traits: their renders must equal a serial run's.

import ConfigState
import Foundation
import Testing

/// The shared inputs every task reads: built once, never mutated.
private struct StressInputs: Sendable {
    let environments: [ColorEnvironment]
    let colors: [Color]
    let transformers: [ConfigurationColorTransformer]
    let states: [CellConfigurationState]
    let contents: [ListContentConfiguration]
    let backgrounds: [BackgroundConfiguration]
    let accessories: [CellAccessory]
    let textColor: StateAwareValue<Color>

    static func make() -> StressInputs {
        // A closure transformer: pure, so every task must see the same results.
        let warm = ConfigurationColorTransformer { color in
            ConfigurationColorTransformer.mixed(with: .systemOrange, fraction: 0.25)(color)
        }
        let transformers: [ConfigurationColorTransformer] = [
            .grayscale, .preferredTint, .monochromeTint, .inverted,
            .blended(with: .black, opacity: 0.1).then(.multiplyingAlpha(by: 0.8)),
            .lightened(by: 0.2).then(.saturated(by: 1.5)),
            .ensuringContrast(against: .systemBackground, minimum: 4.5),
            .ensuringContrast(against: .secondarySystemBackground, minimum: 60, metric: .apca),
            warm, warm.then(.darkened(by: 0.1)),
        ]
        // Every kind of system colour: accents, grays, labels, separators, fills, backgrounds.
        var colors = SystemColor.allCases.enumerated().filter { $0.offset % 3 == 0 }.map {
            Color($0.element)
        }
        colors += [
            .tintColor, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8),
            Color(light: .systemIndigo, dark: .systemTeal, highContrastDark: .white),
        ]
        colors += transformers.map { $0(.systemBlue) }
        var environments = ColorEnvironment.standardAppearances
        environments.append(
            ColorEnvironment(
                colorScheme: .dark, level: .elevated, accentColor: .systemPink,
                tintColor: warm(.systemGreen)))
        var states: [CellConfigurationState] = []
        for listEnvironment in ListEnvironment.allCases {
            for flags in 0..<6 {
                var state = CellConfigurationState(
                    traitCollection: TraitCollection(
                        userInterfaceStyle: flags % 2 == 0 ? .light : .dark,
                        accessibilityContrast: flags >= 4 ? .high : .normal,
                        preferredContentSizeCategory: ContentSizeCategory.sizes[flags * 2],
                        listEnvironment: listEnvironment))
                state.isSelected = flags == 1 || flags == 4
                state.isHighlighted = flags == 2
                state.isDisabled = flags == 3
                state.isEditing = flags == 5
                state.cellDropState = flags == 5 ? .targeted : .none
                state[ConfigurationStateCustomKey("stress")] = flags
                states.append(state)
            }
        }
        var contents: [ListContentConfiguration] = []
        for style in ListContentConfiguration.Style.allCases {
            var content = style.configuration
            content.text = "Row"
            content.secondaryText = "Detail"
            content.image = Image(systemName: "star")
            contents.append(content)
        }
        var customised = ListContentConfiguration.cell()
        customised.text = "Customised"
        customised.textProperties.colorTransformer = warm
        customised.secondaryTextProperties.color = .systemRed
        customised.imageProperties.tintColorTransformer = .grayscale
        contents.append(customised)
        var backgrounds = BackgroundConfiguration.Style.allCases.map(\.configuration)
        var customBackground = BackgroundConfiguration.listGroupedCell()
        customBackground.backgroundColorTransformer = warm
        customBackground.cornerRadius = 12
        backgrounds.append(customBackground)
        let accessories: [CellAccessory] = [
            .disclosureIndicator(), .checkmark(), .delete(), .reorder(), .multiselect(),
            .label(text: "3"),
            .customView(
                configuration: .init(
                    customView: CustomView("badge"), placement: .leading(at: .before(.multiselect)))
            ),
        ]
        let textColor = StateAwareValue(Color.label)
            .when(.disabled, .tertiaryLabel)
            .when(.selected || .highlighted, .white)
            .when(.custom(ConfigurationStateCustomKey("stress")) && .dark, .systemYellow)
        return StressInputs(
            environments: environments, colors: colors, transformers: transformers,
            states: states, contents: contents, backgrounds: backgrounds,
            accessories: accessories, textColor: textColor)
    }
}

/// Everything one pass computes, as text, so that two passes compare with `==`.
private func stressPass(_ inputs: StressInputs, part: Int) throws -> [String] {
    var results: [String] = []
    switch part {
    case 0:
        // Colours through every transformer, in every environment, with contrast figures.
        for color in inputs.colors {
            for environment in inputs.environments {
                let resolved = color.resolve(in: environment)
                results.append(resolved.description)
                for transformer in inputs.transformers {
                    let transformed = transformer.apply(to: resolved, in: environment)
                    results.append(
                        "\(transformed) \(transformed.contrastRatio(against: resolved)) \(transformed.apcaContrast(against: .white))"
                    )
                }
            }
        }
    case 1:
        // Configurations updated for every state; their colours resolved.
        for state in inputs.states {
            let environment = state.traitCollection.colorEnvironment
            for content in inputs.contents {
                let updated = content.updated(for: state)
                results.append(updated.description)
                results.append(
                    updated.textProperties.resolvedColor().resolve(in: environment).description)
                results.append(
                    updated.imageProperties.resolvedTintColor(for: state.traitCollection.tintColor)
                        .resolve(in: environment).description)
            }
            for background in inputs.backgrounds {
                let updated = background.updated(for: state)
                results.append(updated.description)
                results.append(
                    updated.resolvedBackgroundColor(for: state.traitCollection.tintColor).resolve(
                        in: environment
                    ).description)
            }
            results.append(inputs.textColor.resolve(for: state).description)
            results.append("\(try CellAccessory.layout(inputs.accessories, for: state))")
        }
    case 2:
        // Contrast guarantees and fonts.
        for color in inputs.colors.prefix(8) {
            for background in [Color.Resolved.white, .black, Color.Resolved(white: 0.45)] {
                for metric in ContrastMetric.allCases {
                    let adjustment = color.resolve(in: ColorEnvironment()).adjustedForContrast(
                        against: background, minimum: metric == .wcag2 ? 4.5 : 60, metric: metric)
                    results.append(
                        "\(adjustment.color) \(adjustment.contrast) \(adjustment.reachedTarget)")
                }
            }
        }
        for style in Font.TextStyle.allCases {
            for category in ContentSizeCategory.allCases {
                let font = Font.preferredFont(forTextStyle: style).emphasized()
                results.append("\(font.resolved(for: category))")
                results.append(
                    "\(FontMetrics(forTextStyle: style).scaledValue(for: 44, compatibleWith: category))"
                )
            }
        }
    default:
        // Encoding and decoding, with fresh coders per pass.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let decoder = JSONDecoder()
        for content in inputs.contents.dropLast() {  // the last holds a closure transformer
            let data = try encoder.encode(content)
            let decoded = try decoder.decode(ListContentConfiguration.self, from: data)
            results.append("\(decoded == content) \(data.count)")
        }
        for background in inputs.backgrounds.dropLast() {
            let data = try encoder.encode(background)
            results.append(
                "\(try decoder.decode(BackgroundConfiguration.self, from: data) == background)")
        }
        for state in inputs.states {
            let data = try encoder.encode(state)
            let decoded = try decoder.decode(CellConfigurationState.self, from: data)
            results.append("\(decoded == state) \(String(decoding: data, as: UTF8.self))")
        }
        for color in inputs.colors.prefix(inputs.colors.count - 2) {
            results.append(String(decoding: try encoder.encode(color), as: UTF8.self))
        }
    }
    return results
}

/// One list driven through a fixed script chosen by `variant` — scrolls, selection, editing,
/// trait changes, expansion, reloads and new data, with the reuse audit on — recording its
/// render after every step; `step(_:)` runs one step, so scripts can interleave.
///
/// Section 0 is a flat list of 40 items; section 1 an outline of two groups (1000 with items
/// 40..<50, 1001 with 50..<55), expanded and collapsed through its section snapshot.
@MainActor
private final class ListScript {
    let variant: Int
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    var renders: [CollectionViewRender]

    init(variant: Int) {
        self.variant = variant
        let rows = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            if item % 2 == variant % 2 { content.secondaryText = "variant \(variant)" }
            if item % 3 == 0 { content.image = Image(systemName: "star") }
            cell.contentConfiguration = content
            cell.accessories = [.multiselect(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let parents = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = ListContentConfiguration.sidebarHeader()
            content.text = "Group \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let appearances: [CollectionLayoutListConfiguration.Appearance] = [
            .plain, .insetGrouped, .sidebar, .grouped,
        ]
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44 * CGFloat(6 + variant % 5)),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearances[variant % 4])))
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            item >= 1000
                ? collectionView.dequeueConfiguredReusableCell(
                    using: parents, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(
                    using: rows, for: indexPath, item: item)
        }
        collectionView.isReuseAuditEnabled = true
        collectionView.allowsMultipleSelection = true
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<40), toSection: 0)
        dataSource.apply(snapshot)
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([1000, 1001])
        outline.append(Array(40..<50), to: 1000)
        outline.append(Array(50..<55), to: 1001)
        dataSource.apply(outline, to: 1)
        renders = [collectionView.render()]
    }

    /// Scrolls so that global row `row` is at the top, clamped to the content.
    private func scroll(toRow row: Int) {
        let last = max(collectionView.contentSize.height - collectionView.bounds.height, 0)
        let y = min(max(offset(ofRow: row).y, 0), last)
        collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }

    /// The first visible global row.
    private var firstRow: Int { Int(collectionView.contentOffset.y / 44) }

    /// Expands or collapses `parent` in the outline section, through its section snapshot.
    private func setExpanded(_ parent: Int, _ expanded: Bool) {
        var outline = dataSource.snapshot(for: 1)
        if expanded { outline.expand([parent]) } else { outline.collapse([parent]) }
        dataSource.apply(outline, to: 1)
    }

    /// Runs step `step` (0..<30) and records the render.
    func step(_ step: Int) {
        let flatItem = IndexPath(item: (step * 3 + variant) % 40, section: 0)
        switch (step + variant) % 10 {
        case 0: scroll(toRow: (step * 7 + variant) % 50)
        case 1: collectionView.selectItem(at: flatItem, animated: false, scrollPosition: [])
        case 2: collectionView.isEditing.toggle()
        case 3: setExpanded(1000 + step % 2, true)
        case 4: scroll(toRow: firstRow - step % 9)
        case 5:
            var traits = collectionView.traitCollection
            traits.userInterfaceStyle = step % 4 < 2 ? .dark : .light
            traits.preferredContentSizeCategory = ContentSizeCategory.sizes[step % 12]
            collectionView.traitCollection = traits
        case 6:
            var snapshot = dataSource.snapshot()
            let visible = collectionView.indexPathsForVisibleItems.compactMap(
                dataSource.itemIdentifier(for:))
            snapshot.reloadItems(visible.filter { $0 % 2 == 0 })
            dataSource.apply(snapshot)
        case 7:
            collectionView.highlightItem(at: IndexPath(item: (step + variant) % 40, section: 0))
        case 8: setExpanded(1000 + step % 2, false)
        default: collectionView.deselectItem(at: flatItem, animated: false)
        }
        renders.append(collectionView.render())
    }

    var stale: Int { collectionView.diagnostics.diagnostics(of: .staleState).count }
    var misuse: Int {
        collectionView.diagnostics.diagnostics.count(where: { $0.kind != .staleState })
    }
}

/// Runs `variant`'s whole script.
@MainActor
private func listScript(variant: Int) -> (renders: [CollectionViewRender], stale: Int) {
    let script = ListScript(variant: variant)
    for step in 0..<30 { script.step(step) }
    return (script.renders, script.stale)
}

@Suite("Concurrency stress")
struct ConcurrencyStressTests {
    /// Lists run step by step in turn — the closest a main-actor host gets to running side by
    /// side — render exactly as the same lists run one after another, and the audit finds no
    /// stale cell in any of them: lists share no hidden state.
    @MainActor
    @Test func interleavedListsMatchASerialRun() {
        let variants = 8
        let interleaved = (0..<Self.taskCount).map { ListScript(variant: $0 % variants) }
        for step in 0..<30 {
            for script in interleaved { script.step(step) }
        }
        let serial = (0..<variants).map { listScript(variant: $0) }
        for (index, script) in interleaved.enumerated() {
            #expect(script.stale == 0, "list \(index): stale cells")
            #expect(
                script.misuse == 0,
                "list \(index): \(script.collectionView.diagnostics.diagnostics)")
            #expect(
                script.renders == serial[index % variants].renders,
                "list \(index) differs from serial")
        }
        #expect(serial.allSatisfy { $0.stale == 0 && $0.renders.count == 31 })
        // The variants really differ, so equal results are not vacuous.
        #expect(Set(serial.map(\.renders)).count == variants)
    }

    static let taskCount = 24
    static let parts = 4

    /// Many tasks, all on the same shared inputs, each computing every part (in a rotated
    /// order, so that different parts run side by side), give the serial results.
    @Test func concurrentResolutionEqualsSerial() async throws {
        let inputs = StressInputs.make()
        // Concurrent first, so that lazily made statics (style tables, the palette) may be
        // first touched from several tasks at once.
        let concurrent = try await withThrowingTaskGroup(of: (Int, [[String]]).self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    var byPart = Array(repeating: [String](), count: Self.parts)
                    for offset in 0..<Self.parts {
                        let part = (task + offset) % Self.parts
                        byPart[part] = try stressPass(inputs, part: part)
                    }
                    return (task, byPart)
                }
            }
            var results: [(Int, [[String]])] = []
            for try await result in group { results.append(result) }
            return results
        }
        let serial = try (0..<Self.parts).map { try stressPass(inputs, part: $0) }
        #expect(concurrent.count == Self.taskCount)
        for (task, byPart) in concurrent {
            for part in 0..<Self.parts where byPart[part] != serial[part] {
                Issue.record("task \(task), part \(part) differs from the serial computation")
            }
        }
        #expect(serial.allSatisfy { !$0.isEmpty })
    }

    /// Tasks that copy and mutate shared values (copy-on-write storage, the traits' shared
    /// box, custom states) never disturb each other or the originals.
    @Test func concurrentCopiesStayIndependent() async {
        let inputs = StressInputs.make()
        let original = inputs.states[7]
        let content = inputs.contents[0]
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    var ok = true
                    for step in 0..<100 {
                        var state = original
                        state.isSelected.toggle()
                        state.traitCollection.displayScale = Double(1 + (task + step) % 9)
                        state[ConfigurationStateCustomKey("task")] = task
                        var copy = content
                        copy.text = "task \(task) step \(step)"
                        copy.textProperties.numberOfLines = task
                        let updated = copy.updated(for: state)
                        ok =
                            ok && updated.text == "task \(task) step \(step)"
                            && updated.textProperties.numberOfLines == task
                            && state[ConfigurationStateCustomKey("task")] == AnyHashable(task)
                            && state.traitCollection.displayScale == Double(1 + (task + step) % 9)
                            && original.isSelected != state.isSelected
                    }
                    return ok
                }
            }
            var all: [Bool] = []
            for await outcome in group { all.append(outcome) }
            return all
        }
        #expect(outcomes.count == Self.taskCount && outcomes.allSatisfy { $0 })
        // The shared values equal a fresh build of them: no task wrote into shared storage
        // (a write there would show in `original` and `inputs` alike, so compare with new ones).
        let fresh = StressInputs.make()
        #expect(original == fresh.states[7] && content == fresh.contents[0])
    }
}
