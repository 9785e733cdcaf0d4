// The performance budgets of SPEC §11, measured side by side in one run: each figure next to a
// hand-written baseline doing the same work and the floor (copying the value). Run with
// `bash Scripts/benchmark.sh`, which writes Docs/Performance.md.
//
// Naming: "<group>/<subject>/<variant>", variant ∈ library, baseline, floor. Every benchmark
// runs 1 000 operations per iteration (`scalingFactor: .kilo`), so per-operation figures are
// the reported ones divided by 1 000; the script does that division.

import Benchmark
import BenchmarkStates
import ConfigState

let operationsPerIteration = 1_000

func configuration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: .milliseconds(600), maxIterations: 20_000)
}

/// Registers the three variants of one subject.
func compare(
    _ subject: String, library: @escaping (Int) -> Void, baseline: @escaping (Int) -> Void,
    floor: @escaping (Int) -> Void
) {
    for (variant, work) in [("library", library), ("baseline", baseline), ("floor", floor)] {
        Benchmark("\(subject)/\(variant)", configuration: configuration()) { benchmark in
            for index in benchmark.scaledIterations { work(index) }
        }
    }
}

/// Checks that every baseline produces the library's visible values, so the comparison is fair.
func checkBaselines() {
    var mismatches: [String] = []
    for style in ListContentConfiguration.Style.allCases {
        let base = style.configuration
        let background = BackgroundFamily(style.defaultBackgroundStyle)
        for state in measuredStates {
            let library = base.updated(for: state)
            let baseline = handWrittenContent(
                base, family: ContentFamily(style), background: background, state)
            if library.textProperties.color != baseline.textProperties.color
                || library.secondaryTextProperties.color != baseline.secondaryTextProperties.color
                || library.imageProperties.tintColor != baseline.imageProperties.tintColor
            {
                mismatches.append("content \(style) in \(state)")
            }
        }
    }
    for style in BackgroundConfiguration.Style.allCases {
        let base = style.configuration
        for state in measuredStates {
            let library = base.updated(for: state)
            let baseline = handWrittenBackground(base, family: BackgroundFamily(style), state)
            if library.backgroundColor != baseline.backgroundColor
                || library.backgroundColorTransformer != baseline.backgroundColorTransformer
                || library.visualEffect != baseline.visualEffect
                || library.backgroundInsets != baseline.backgroundInsets
                || library.shadowProperties != baseline.shadowProperties
                || library.cornerRadius != baseline.cornerRadius
            {
                mismatches.append("background \(style) in \(state)")
            }
        }
    }
    precondition(mismatches.isEmpty, "baselines disagree with the library: \(mismatches.prefix(5))")
}

let benchmarks: @Sendable () -> Void = {
    checkBaselines()
    let traits = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .sidebar)

    // MARK: States
    compare(
        "state/construct",
        library: { index in
            var state = CellConfigurationState(traitCollection: traits)
            state.isSelected = index & 1 != 0
            state.isHighlighted = index & 2 != 0
            blackHole(state)
        },
        baseline: { index in
            var state = HandWrittenState(traits: traits)
            state.isSelected = index & 1 != 0
            state.isHighlighted = index & 2 != 0
            blackHole(state)
        },
        floor: { index in blackHole(measuredStates[index & 63]) })
    compare(
        "state/flagChange",
        library: { index in
            var state = measuredStates[index & 63]
            state.isSelected.toggle()
            state.cellDragState = index & 1 == 0 ? .dragging : .none
            blackHole(state)
        },
        baseline: { index in
            var state = HandWrittenState(traits: traits, isSelected: index & 4 != 0)
            state.isSelected.toggle()
            state.dragState = index & 1 == 0 ? 2 : 0
            blackHole(state)
        },
        floor: { index in blackHole(measuredStates[index & 63]) })
    let handStates = measuredStates.map { state in
        HandWrittenState(
            traits: state.traitCollection, isHighlighted: state.isHighlighted,
            isSelected: state.isSelected,
            isDisabled: state.isDisabled, isFocused: state.isFocused, isEditing: state.isEditing,
            isSwiped: state.isSwiped, isReordering: state.isReordering)
    }
    compare(
        "state/equality",
        library: { index in
            blackHole(measuredStates[index & 63] == measuredStates[(index + 1) & 63])
        },
        baseline: { index in blackHole(handStates[index & 63] == handStates[(index + 1) & 63]) },
        floor: { index in blackHole(measuredStates[index & 63]) })
    compare(
        "state/hash",
        library: { index in blackHole(measuredStates[index & 63].hashValue) },
        baseline: { index in blackHole(handStates[index & 63].hashValue) },
        floor: { index in blackHole(measuredStates[index & 63]) })

    // MARK: Configurations
    for style in ListContentConfiguration.Style.allCases {
        var base = style.configuration
        base.text = "Title"
        base.secondaryText = "Detail"
        let family = ContentFamily(style)
        let background = BackgroundFamily(style.defaultBackgroundStyle)
        compare(
            "content/\(style.rawValue)",
            library: { index in blackHole(base.updated(for: measuredStates[index & 63])) },
            baseline: { index in
                blackHole(
                    handWrittenContent(
                        base, family: family, background: background, measuredStates[index & 63]))
            },
            floor: { _ in
                let copy = base
                blackHole(copy)
            })
    }
    for style in BackgroundConfiguration.Style.allCases {
        let base = style.configuration
        let family = BackgroundFamily(style)
        compare(
            "background/\(style.rawValue)",
            library: { index in blackHole(base.updated(for: measuredStates[index & 63])) },
            baseline: { index in
                blackHole(handWrittenBackground(base, family: family, measuredStates[index & 63]))
            },
            floor: { _ in
                let copy = base
                blackHole(copy)
            })
    }

    // MARK: Buttons
    // Beside the app-owned baseline (BenchmarkStates/AppButtons.swift), checked equal first.
    for style in Button.Configuration.Style.allCases {
        checkAppButtonBaseline(style)
        let base = factoryConfiguration(style)
        let palette = AppButtonPalette(style)
        compare(
            "button/\(style.rawValue)",
            library: { index in blackHole(base.updated(for: measuredControlStates[index & 15])) },
            baseline: { index in blackHole(appButtonLook(palette, appButtonFlags[index & 15])) },
            floor: { _ in
                let copy = base
                blackHole(copy)
            })
    }

    // MARK: Colours
    let environments = ColorEnvironment.standardAppearances
    compare(
        "color/resolveSystem",
        library: { index in blackHole(Color.systemBlue.resolve(in: environments[index & 3])) },
        baseline: { index in blackHole(handWrittenSystemBlue(environments[index & 3])) },
        floor: { index in blackHole(environments[index & 3]) })
    let dynamic = Color(
        light: Color(red: 0.1, green: 0.2, blue: 0.3), dark: Color(red: 0.7, green: 0.8, blue: 0.9))
    let light = Color.Resolved(red: 0.1, green: 0.2, blue: 0.3)
    let darkValue = Color.Resolved(red: 0.7, green: 0.8, blue: 0.9)
    compare(
        "color/resolveDynamic",
        library: { index in blackHole(dynamic.resolve(in: environments[index & 3])) },
        baseline: { index in
            blackHole(environments[index & 3].colorScheme == .dark ? darkValue : light)
        },
        floor: { index in blackHole(environments[index & 3]) })
    let grayBlue = ConfigurationColorTransformer.grayscale(.systemBlue)
    compare(
        "color/resolveTransformed",
        library: { index in blackHole(grayBlue.resolve(in: environments[index & 3])) },
        baseline: { index in
            let blue = handWrittenSystemBlue(environments[index & 3])
            let y =
                0.2126 * SRGBTransferFunction.linearize(blue.red) + 0.7152
                * SRGBTransferFunction.linearize(blue.green) + 0.0722
                * SRGBTransferFunction.linearize(blue.blue)
            let gray = SRGBTransferFunction.encode(y)
            blackHole(Color.Resolved(red: gray, green: gray, blue: gray, alpha: blue.alpha))
        },
        floor: { index in blackHole(environments[index & 3]) })

    let inputs: [Color.Resolved] = (0..<16).map {
        Color.Resolved(red: Double($0) / 15, green: 0.5, blue: 1 - Double($0) / 15, alpha: 0.9)
    }
    let accented = ColorEnvironment(accentColor: .systemPurple)
    let purple = Color.systemPurple.resolve(in: ColorEnvironment())
    let black = Color.Resolved(red: 0, green: 0, blue: 0)
    let white = Color.Resolved(red: 1, green: 1, blue: 1)
    // Each transformer next to the same arithmetic written as a plain function on the resolved
    // colour (what a UIKit closure transformer does), so the figure shows the cost of the
    // library's Codable, Hashable transformer value over a direct call.
    let transformers:
        [(String, ConfigurationColorTransformer, (Color.Resolved) -> Color.Resolved)] = [
            (
                "grayscale", .grayscale,
                { color in
                    let y =
                        0.2126 * SRGBTransferFunction.linearize(color.red) + 0.7152
                        * SRGBTransferFunction.linearize(color.green) + 0.0722
                        * SRGBTransferFunction.linearize(color.blue)
                    let gray = SRGBTransferFunction.encode(y)
                    return Color.Resolved(red: gray, green: gray, blue: gray, alpha: color.alpha)
                }
            ),
            (
                "preferredTint", .preferredTint,
                { color in purple.withAlphaComponent(purple.alpha * color.alpha) }
            ),
            (
                "monochromeTint", .monochromeTint,
                { color in
                    var lab = color.oklab
                    lab.a = 0
                    lab.b = 0
                    return lab.resolved.withAlphaComponent(color.alpha * (140.0 / 255.0))
                }
            ),
            (
                "inverted", .inverted,
                { color in
                    Color.Resolved(
                        red: 1 - color.red, green: 1 - color.green, blue: 1 - color.blue,
                        alpha: color.alpha)
                }
            ),
            (
                "multiplyingAlpha", .multiplyingAlpha(by: 0.5),
                { $0.withAlphaComponent($0.alpha * 0.5) }
            ),
            ("settingAlpha", .settingAlpha(to: 0.3), { $0.withAlphaComponent(0.3) }),
            (
                "blended", .blended(with: .black, opacity: 0.1),
                { black.withAlphaComponent(0.1).composited(over: $0) }
            ),
            (
                "mixed", .mixed(with: .white, fraction: 0.25),
                { $0.mixed(with: white, fraction: 0.25) }
            ),
            (
                "lightened", .lightened(by: 0.1),
                { color in
                    var lch = color.oklch
                    lch.lightness = min(max(lch.lightness + 0.1, 0), 1)
                    return lch.gamutMapped
                }
            ),
            (
                "darkened", .darkened(by: 0.1),
                { color in
                    var lch = color.oklch
                    lch.lightness = min(max(lch.lightness - 0.1, 0), 1)
                    return lch.gamutMapped
                }
            ),
            (
                "saturated", .saturated(by: 0.3),
                { color in
                    var lch = color.oklch
                    lch.chroma = max(lch.chroma * 1.3, 0)
                    return lch.gamutMapped
                }
            ),
            (
                "desaturated", .desaturated(by: 0.3),
                { color in
                    var lch = color.oklch
                    lch.chroma = max(lch.chroma * 0.7, 0)
                    return lch.gamutMapped
                }
            ),
            (
                "ensuringContrast", .ensuringContrast(against: .white, minimum: 4.5),
                { color in
                    color.adjustedForContrast(against: white, minimum: 4.5, metric: .wcag2).color
                }
            ),
            (
                "composed",
                ConfigurationColorTransformer.grayscale.then(.blended(with: .black, opacity: 0.1)),
                { color in
                    let y =
                        0.2126 * SRGBTransferFunction.linearize(color.red) + 0.7152
                        * SRGBTransferFunction.linearize(color.green) + 0.0722
                        * SRGBTransferFunction.linearize(color.blue)
                    let gray = SRGBTransferFunction.encode(y)
                    return black.withAlphaComponent(0.1).composited(
                        over: Color.Resolved(red: gray, green: gray, blue: gray, alpha: color.alpha)
                    )
                }
            ),
        ]
    var transformerMismatches: [String] = []
    for (name, transformer, direct) in transformers {
        for input in inputs where transformer.apply(to: input, in: accented) != direct(input) {
            transformerMismatches.append("\(name) on \(input)")
        }
    }
    precondition(
        transformerMismatches.isEmpty,
        "transformer baselines disagree: \(transformerMismatches.prefix(5))")
    for (name, transformer, direct) in transformers {
        compare(
            "transformer/\(name)",
            library: { index in blackHole(transformer.apply(to: inputs[index & 15], in: accented))
            },
            baseline: { index in blackHole(direct(inputs[index & 15])) },
            floor: { index in blackHole(inputs[index & 15]) })
    }

    // MARK: Contrast
    compare(
        "contrast/wcag",
        library: { index in blackHole(inputs[index & 15].contrastRatio(against: .white)) },
        baseline: { index in
            let color = inputs[index & 15].composited(over: .white)
            let l = color.relativeLuminance
            blackHole((1.05) / (l + 0.05))
        },
        floor: { index in blackHole(inputs[index & 15]) })
    Benchmark("contrast/apca/library", configuration: configuration()) { benchmark in
        for index in benchmark.scaledIterations {
            blackHole(inputs[index & 15].apcaContrast(against: .white))
        }
    }

    // MARK: Collection view scrolling
    // 100 000 one-row scrolls through a 20-row viewport (100 000 cells configured), over
    // 100 000 and 1 000 000 items. The counts are recorded as custom metrics so that the report
    // can show them beside the timings.
    let cellsCreated = BenchmarkMetric.custom("cells created", useScalingFactor: false)
    let contentViewsCreated = BenchmarkMetric.custom(
        "content views created", useScalingFactor: false)
    let cellsConfigured = BenchmarkMetric.custom("cells configured", useScalingFactor: false)
    for itemCount in [100_000, 1_000_000] {
        let name = itemCount == 100_000 ? "list/scroll100k" : "list/scroll1M"
        Benchmark(
            name,
            configuration: Benchmark.Configuration(
                metrics: [
                    .wallClock, .mallocCountTotal, .peakMemoryResident, cellsCreated,
                    contentViewsCreated, cellsConfigured,
                ],
                // Counts in units, not thousands: allocations per configured cell is their
                // ratio, and rounding both to thousands moved it by a hundredth.
                units: [.mallocCountTotal: .count, cellsConfigured: .count],
                scalingFactor: .one, maxDuration: .seconds(30), maxIterations: 5)
        ) { benchmark async in
            // Collection views are main-actor views, as in UIKit, and the runner calls
            // benchmarks on a thread of its own: each step hops to the main actor, outside
            // the measured part except for the scrolls themselves (one hop for 100 000).
            let before = await ScrollBenchmark.setUp(itemCount: itemCount)
            benchmark.startMeasurement()
            await ScrollBenchmark.scroll(rows: 100_000)
            benchmark.stopMeasurement()
            let statistics = await ScrollBenchmark.tearDown()
            precondition(statistics.cellsCreated <= 21, "cells created: \(statistics)")
            precondition(statistics.contentViewsReplaced == 0, "replacements: \(statistics)")
            benchmark.measurement(cellsCreated, statistics.cellsCreated)
            benchmark.measurement(contentViewsCreated, statistics.contentViewsCreated)
            benchmark.measurement(cellsConfigured, statistics.cellsDequeued - before.cellsDequeued)
        }
    }
}

/// The collection view the scroll benchmarks drive, between their main-actor steps.
@MainActor
enum ScrollBenchmark {
    static var collectionView: CollectionView?
    static var dataSource: CollectionViewDiffableDataSource<Int, Int>?

    /// Makes and lays out a list of `itemCount` rows, 20 of them visible, as a UIKit app
    /// sets one up; returns its statistics so far.
    static func setUp(itemCount: Int) -> CollectionViewStatistics {
        let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            content.secondaryText = item.isMultiple(of: 3) ? "Detail" : nil
            content.image = item.isMultiple(of: 4) ? Image(systemName: "star") : nil
            cell.contentConfiguration = content
        }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 20 * 44),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .plain)))
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<itemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        self.collectionView = collectionView
        self.dataSource = dataSource
        return collectionView.statistics
    }

    /// Scrolls one row at a time, laying out after each.
    static func scroll(rows: Int) {
        guard let collectionView else { return }
        for row in 1...rows {
            collectionView.contentOffset = CGPoint(x: 0, y: 44 * CGFloat(row))
            collectionView.layoutIfNeeded()
        }
    }

    /// Lets the collection view go; returns its statistics.
    static func tearDown() -> CollectionViewStatistics {
        defer {
            collectionView = nil
            dataSource = nil
        }
        return collectionView?.statistics ?? CollectionViewStatistics()
    }
}
