import ConfigState

/// The contrast audit of the button styles: each of the eight styles, for the normal and
/// destructive roles, in every combination of highlighted, selected, disabled and focused
/// (16), with `automaticallyUpdateForSelection` on and — for the eight selected combinations,
/// the only ones it changes — off, in each of the four appearances.
///
/// Each combination is a `Button` hosted and rendered (``ButtonSwatch``); the title and the
/// subtitle are measured against the rendered fill composited over systemBackground (a clear
/// or translucent fill shows what is behind the button), and the lower figure decides.
struct ButtonAudit: Sendable {
    /// One distinct shortfall, as ``Audit/Case`` is for the list styles.
    struct Case: AuditShortfall, Sendable, Hashable {
        /// `nil` for a real failure, else the UIKit-fidelity case.
        var fidelity: ButtonFidelityCase?
        /// The appearance.
        var appearance: Appearance
        /// The foreground colour as the configuration names it.
        var textName: String
        /// The background colour as the configuration names it.
        var backgroundName: String
        /// The figures.
        var measurement: ContrastMeasurement
        /// How many combinations show it.
        var combinations: Int
        /// The styles it appears in (`button-filled`), in style order.
        var styles: [String]
        /// One combination that shows it, as `resolve` spells it.
        var exampleState: String
        /// Its role.
        var exampleRole: Button.Role
        /// Whether its configuration updates for selection.
        var exampleUpdatesForSelection: Bool
        /// The first style it appears in.
        var exampleContext: ButtonContext

        /// The `configstate resolve` command that shows the example.
        var resolveCommand: String {
            ResolveCommand.commandLine(
                button: exampleContext, stateName: exampleState, role: exampleRole,
                updatesForSelection: exampleUpdatesForSelection, appearance: appearance)
        }
    }

    /// The figures of one style or of all: ``AuditTally`` over the button cases.
    typealias Tally = AuditTally<ButtonFidelityCase>

    /// One combination of the walk, before the appearance: a control state, a role and the
    /// selection setting.
    struct Combination: Sendable, Hashable {
        var state: Control.State
        var role: Button.Role
        var updatesForSelection: Bool
    }

    /// Every combination walked per style and appearance: for each audited role, the 16
    /// control states with `automaticallyUpdateForSelection` on, then the 8 selected ones
    /// with it off (48).
    static let combinations: [Combination] = ButtonContext.auditedRoles.flatMap { role in
        ButtonContext.everyState.map {
            Combination(state: $0, role: role, updatesForSelection: true)
        }
            + ButtonContext.everyState.filter { $0.contains(.selected) }.map {
                Combination(state: $0, role: role, updatesForSelection: false)
            }
    }

    /// The WCAG threshold.
    var threshold: Double
    /// The styles walked.
    var contexts: [ButtonContext]
    /// The figures of each style, in style order.
    var tallies: [Tally]
    /// The figures of all styles together.
    var total: Tally
    /// The distinct shortfalls, real failures first, then by fidelity case, appearance and
    /// ratio.
    var cases: [Case]

    /// Combinations per style and appearance (48).
    var combinationsPerAppearance: Int { Self.combinations.count }

    /// Runs the audit over `contexts` at `threshold`.
    ///
    /// - Parameter planting: Changes each fresh configuration before it is hosted — for
    ///   tests that plant a look; `nil` measures the library's own.
    @MainActor
    init(
        contexts: [ButtonContext] = ButtonContext.all, threshold: Double,
        planting: ((Button.Configuration) -> Button.Configuration)? = nil
    ) {
        self.threshold = threshold
        self.contexts = contexts
        var tallies: [Tally] = []
        var total = Tally()
        var order: [CaseKey] = []
        var merged: [CaseKey: Case] = [:]
        for context in contexts {
            var tally = Tally()
            for appearance in Appearance.all {
                let traits = appearance.traits(in: .none)
                for combination in Self.combinations {
                    let swatch = ButtonSwatch(
                        context: context, state: combination.state, role: combination.role,
                        updatesForSelection: combination.updatesForSelection, traits: traits,
                        planting: planting)
                    tally.checked += 1
                    guard let measurement = swatch.measurement else { continue }
                    let verdict = swatch.verdict(threshold: threshold)
                    let fidelity: ButtonFidelityCase?
                    switch verdict {
                    case .pass: continue
                    case .buttonFidelity(let kind):
                        tally.fidelity[kind, default: 0] += 1
                        fidelity = kind
                    case .fidelity, .failure:
                        tally.failures += 1
                        fidelity = nil
                    }
                    tally.below += 1
                    let item = Case(
                        fidelity: fidelity, appearance: appearance,
                        textName: swatch.configuration.resolvedForegroundColor.description,
                        backgroundName: swatch.configuration.background.backgroundColor?
                            .description ?? "tintColor",
                        measurement: measurement, combinations: 1, styles: [context.identifier],
                        exampleState: ButtonContext.name(of: combination.state),
                        exampleRole: combination.role,
                        exampleUpdatesForSelection: combination.updatesForSelection,
                        exampleContext: context)
                    let key = CaseKey(item)
                    if var existing = merged[key] {
                        existing.combinations += 1
                        if existing.styles.last != context.identifier {
                            existing.styles.append(context.identifier)
                        }
                        merged[key] = existing
                    } else {
                        order.append(key)
                        merged[key] = item
                    }
                }
            }
            tallies.append(tally)
            total += tally
        }
        self.tallies = tallies
        self.total = total
        func rank(_ item: Case) -> (Int, Int, Double, String, String, String) {
            let kind =
                item.fidelity.map { ButtonFidelityCase.allCases.firstIndex(of: $0)! + 1 } ?? 0
            let appearance = Appearance.all.firstIndex(of: item.appearance) ?? 0
            return (
                kind, appearance, item.measurement.wcag, item.textName, item.backgroundName,
                item.measurement.background.hexString
            )
        }
        cases = order.map { merged[$0]! }.sorted { rank($0) < rank($1) }
    }

    /// What makes two shortfalls the same case.
    private struct CaseKey: Hashable {
        var fidelity: ButtonFidelityCase?
        var appearance: String
        var textName: String
        var backgroundName: String
        var text: Color.Resolved
        var background: Color.Resolved

        init(_ item: Case) {
            fidelity = item.fidelity
            appearance = item.appearance.name
            textName = item.textName
            backgroundName = item.backgroundName
            text = item.measurement.text
            background = item.measurement.background
        }
    }
}

// What `configstate audit --format json` prints under `buttons`.

extension ButtonAudit: Encodable {
    private enum CodingKeys: String, CodingKey {
        case roles, controlStates, combinationsPerAppearance, total, fidelityCases, styles, cases
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ButtonContext.auditedRoles.map(\.rawValue), forKey: .roles)
        try container.encode(ButtonContext.everyState.count, forKey: .controlStates)
        try container.encode(combinationsPerAppearance, forKey: .combinationsPerAppearance)
        try container.encode(total, forKey: .total)
        try container.encode(
            ButtonFidelityCase.allCases.map {
                FidelityCaseEntry(kind: $0, combinations: total.fidelity[$0] ?? 0)
            },
            forKey: .fidelityCases)
        try container.encode(
            zip(contexts, tallies).map {
                StyleFigures(identifier: $0.identifier, style: $0.style.rawValue, figures: $1)
            },
            forKey: .styles)
        try container.encode(cases, forKey: .cases)
    }

    /// One entry of `styles`.
    private struct StyleFigures: Encodable {
        var identifier: String
        var style: String
        var figures: Tally
    }

}

extension ButtonAudit.Case: Encodable {
    /// As ``Audit/Case`` encodes itself, with `styles` for `contexts` and the example's role.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShortfallCodingKeys.self)
        try encodeShortfall(into: &container)
        try container.encode(styles, forKey: .styles)
        try container.encode(exampleState, forKey: .exampleState)
        try container.encode(exampleRole.rawValue, forKey: .exampleRole)
        try container.encode(resolveCommand, forKey: .resolveCommand)
    }
}
