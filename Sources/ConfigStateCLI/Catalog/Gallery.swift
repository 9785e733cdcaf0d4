import ConfigState

/// The state gallery's content: for each style context, one row per gallery state
/// (``NamedState/all``) with one swatch per appearance (``Appearance/all``).
struct Gallery: Sendable {
    /// One state of one context, in every appearance.
    struct Row: Sendable {
        /// The state.
        var state: NamedState
        /// One swatch per appearance, in the order of ``Appearance/all``.
        var swatches: [Swatch]
    }

    /// One context and its rows.
    struct Group: Sendable {
        /// The context.
        var context: StyleContext
        /// Its rows, in the order of ``NamedState/all``.
        var rows: [Row]

        /// Every swatch of the group.
        var swatches: [Swatch] { rows.flatMap(\.swatches) }
    }

    /// The WCAG ratio primary text should meet: 4.5, AA for body text.
    static let threshold = 4.5

    /// The width, in points, every swatch is drawn at (and in CSS pixels on the page): 375,
    /// the narrowest portrait width of current iPhones (iPhone SE and 13 mini; Apple's Human
    /// Interface Guidelines, "Layout", device screen sizes), so that a swatch shows what a
    /// phone shows and no style's text is cut short by the page.
    static let swatchWidth = 375.0

    /// The groups, in context order.
    var groups: [Group]
    /// The buttons part (empty unless the command hosts it: buttons are main-actor views).
    var buttons = ButtonGallery(groups: [])

    /// Updates and renders every context in `contexts`.
    init(contexts: [StyleContext] = StyleContext.all) {
        groups = contexts.map { context in
            Group(
                context: context,
                rows: context.states.map { state in
                    Row(
                        state: state,
                        swatches: Appearance.all.map { appearance in
                            Swatch(
                                context: context,
                                state: state.state(in: appearance.traits(in: context.environment))
                            )
                        })
                })
        }
    }

    /// Every swatch.
    var swatches: [Swatch] { groups.flatMap(\.swatches) }

    /// Counts of swatches by verdict.
    struct Counts: Sendable, Equatable {
        /// All swatches.
        var swatches = 0
        /// At or above the threshold (or without primary text).
        var passing = 0
        /// Below the threshold in a documented UIKit-fidelity case.
        var fidelity = 0
        /// Below the threshold and no documented case.
        var failures = 0
    }

    /// Counts the verdicts of `swatches`.
    static func counts(_ swatches: [Swatch]) -> Counts {
        var counts = Counts()
        for swatch in swatches {
            counts.swatches += 1
            switch swatch.verdict(threshold: threshold) {
            case .pass: counts.passing += 1
            case .fidelity, .buttonFidelity: counts.fidelity += 1
            case .failure: counts.failures += 1
            }
        }
        return counts
    }

    /// Counts over the whole gallery, buttons included.
    var counts: Counts {
        let lists = Self.counts(swatches)
        let buttons = ButtonGallery.counts(self.buttons.swatches)
        return Counts(
            swatches: lists.swatches + buttons.swatches, passing: lists.passing + buttons.passing,
            fidelity: lists.fidelity + buttons.fidelity, failures: lists.failures + buttons.failures
        )
    }
}

/// The gallery's buttons part: for each button style, one row per control state and role
/// (``ButtonContext/galleryRows``) with one swatch per appearance.
struct ButtonGallery: Sendable {
    /// One control state of one style, in every appearance.
    struct Row: Sendable {
        /// The state's name: `normal`, `highlighted`, ….
        var name: String
        /// What a user did to reach it.
        var summary: String
        /// The button's role.
        var role: Button.Role
        /// One swatch per appearance, in the order of ``Appearance/all``.
        var swatches: [ButtonSwatch]
    }

    /// One style and its rows.
    struct Group: Sendable {
        /// The style.
        var context: ButtonContext
        /// Its rows, in the order of ``ButtonContext/galleryRows``.
        var rows: [Row]

        /// Every swatch of the group.
        var swatches: [ButtonSwatch] { rows.flatMap(\.swatches) }
    }

    /// The groups, in style order.
    var groups: [Group]

    /// A part with `groups`.
    init(groups: [Group]) {
        self.groups = groups
    }

    /// Hosts and renders every style in `contexts` (none: an empty part).
    @MainActor
    init(contexts: [ButtonContext] = ButtonContext.all) {
        groups = contexts.map { context in
            Group(
                context: context,
                rows: ButtonContext.galleryRows.map { row in
                    Row(
                        name: row.name, summary: row.summary, role: row.role,
                        swatches: Appearance.all.map { appearance in
                            ButtonSwatch(
                                context: context, state: row.state, role: row.role,
                                traits: appearance.traits(in: .none))
                        })
                })
        }
    }

    /// Every swatch.
    var swatches: [ButtonSwatch] { groups.flatMap(\.swatches) }

    /// Counts of swatches by verdict, as ``Gallery/counts(_:)`` counts the list swatches.
    static func counts(_ swatches: [ButtonSwatch]) -> Gallery.Counts {
        var counts = Gallery.Counts()
        for swatch in swatches {
            counts.swatches += 1
            switch swatch.verdict(threshold: Gallery.threshold) {
            case .pass: counts.passing += 1
            case .fidelity, .buttonFidelity: counts.fidelity += 1
            case .failure: counts.failures += 1
            }
        }
        return counts
    }
}
