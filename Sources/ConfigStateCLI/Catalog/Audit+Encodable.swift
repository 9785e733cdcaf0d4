import ConfigState

// What `configstate audit --format json` prints: the audit encodes itself, so that the report
// has no second set of types to keep in step with the walk's.

extension Audit: Encodable {
    private enum CodingKeys: String, CodingKey {
        case metric, threshold, appearances, statesPerAppearance, total, fidelityCases, contexts
        case cases, buttons, overall
    }

    /// `overall`: the list styles' and the buttons' counts together.
    private struct Overall: Encodable {
        var checked: Int
        var belowThreshold: Int
        var fidelityTotal: Int
        var realFailures: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("wcag", forKey: .metric)
        try container.encode(threshold, forKey: .threshold)
        try container.encode(Appearance.all.map(\.name), forKey: .appearances)
        try container.encode(statesPerAppearance, forKey: .statesPerAppearance)
        try container.encode(total, forKey: .total)
        try container.encode(
            FidelityCase.allCases.map {
                FidelityCaseEntry(kind: $0, combinations: total.fidelity[$0] ?? 0)
            },
            forKey: .fidelityCases)
        try container.encode(zip(contexts, tallies).map(ContextFigures.init), forKey: .contexts)
        try container.encode(cases, forKey: .cases)
        try container.encodeIfPresent(buttons, forKey: .buttons)
        let overall = self.overall
        try container.encode(
            Overall(
                checked: overall.checked, belowThreshold: overall.below,
                fidelityTotal: overall.fidelity, realFailures: overall.failures),
            forKey: .overall)
    }

    /// One entry of `contexts`: the context's own keys, as `resolve` prints them, and its
    /// `figures`.
    private struct ContextFigures: Encodable {
        var context: StyleContext
        var figures: Tally

        func encode(to encoder: any Encoder) throws {
            try context.encode(to: encoder)
            var container = encoder.container(keyedBy: StringCodingKey.self)
            try container.encode(figures, forKey: StringCodingKey("figures"))
        }
    }
}

/// One entry of `fidelityCases`: a UIKit-fidelity case, its summary, the reference's words it
/// is traced to, and how many combinations it covers.
struct FidelityCaseEntry<Case: CitedFidelityCase>: Encodable {
    var kind: Case
    var combinations: Int

    private enum CodingKeys: String, CodingKey {
        case kind, summary, citation, combinations
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind.rawValue, forKey: .kind)
        try container.encode(kind.summary, forKey: .summary)
        try container.encode(kind.citation, forKey: .citation)
        try container.encode(combinations, forKey: .combinations)
    }
}

extension AuditTally: Encodable {
    private enum CodingKeys: String, CodingKey {
        case checked, belowThreshold, fidelity, fidelityTotal, realFailures
    }

    /// The counts, with every UIKit-fidelity case listed under `fidelity`, 0 included.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(checked, forKey: .checked)
        try container.encode(below, forKey: .belowThreshold)
        let byCase = Case.allCases.map { ($0.rawValue, fidelity[$0] ?? 0) }
        try container.encode(Dictionary(uniqueKeysWithValues: byCase), forKey: .fidelity)
        try container.encode(fidelityTotal, forKey: .fidelityTotal)
        try container.encode(failures, forKey: .realFailures)
    }
}

extension Audit.Case: Encodable {
    /// The case with its fidelity case's citation, its colours as `{"name", "hex"}` objects,
    /// the background being the colour behind the text (the fill composited over the list),
    /// figures rounded as `resolve` rounds them, and a `configstate resolve` command that
    /// shows the example.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShortfallCodingKeys.self)
        try encodeShortfall(into: &container)
        try container.encode(contexts, forKey: .contexts)
        try container.encode(exampleState, forKey: .exampleState)
        let command = ResolveCommand.commandLine(
            context: exampleContext, stateName: exampleState, appearance: appearance)
        try container.encode(command, forKey: .resolveCommand)
    }
}

/// The keys of a shortfall's JSON: those every ``AuditShortfall`` writes, then each kind's
/// own (a list case's `contexts`, a button case's `styles` and `exampleRole`).
enum ShortfallCodingKeys: String, CodingKey {
    case kind, fidelityCase, citation, appearance, text, background, wcag, apca
    case combinations, contexts, styles, exampleState, exampleRole, resolveCommand
}

extension AuditShortfall {
    /// Writes what every shortfall has: its kind (`failure` or `fidelity`), its fidelity
    /// case and citation, the appearance, the colours as `{"name", "hex"}` objects, the
    /// figures rounded as `resolve` rounds them, and the number of combinations.
    func encodeShortfall(into container: inout KeyedEncodingContainer<ShortfallCodingKeys>)
        throws
    {
        try container.encode(fidelity == nil ? "failure" : "fidelity", forKey: .kind)
        try container.encodeIfPresent(fidelity?.rawValue, forKey: .fidelityCase)
        try container.encodeIfPresent(fidelity?.citation, forKey: .citation)
        try container.encode(appearance.name, forKey: .appearance)
        let text = ["name": textName, "hex": measurement.text.hexString]
        try container.encode(text, forKey: .text)
        let background = ["name": backgroundName, "hex": measurement.background.hexString]
        try container.encode(background, forKey: .background)
        try container.encode(rounded(measurement.wcag), forKey: .wcag)
        try container.encode(rounded(measurement.apca, 1), forKey: .apca)
        try container.encode(combinations, forKey: .combinations)
    }
}
