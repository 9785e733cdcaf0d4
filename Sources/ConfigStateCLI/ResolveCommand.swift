import ConfigState

/// `configstate resolve`: one style in one state, as JSON.
enum ResolveCommand: Subcommand {
    static let name = "resolve"
    static let summary = "Print one style in one state, resolved and rendered, as JSON."

    static let usage = """
        USAGE: configstate resolve STYLE [--state WORDS] [--traits TRAITS]

        Prints, as JSON with sorted keys, one style updated for a state: the state, the
        resolved configurations (content, background, accessories) in their Codable form, the
        render (what a screen shows: content, background, visible accessories in order, with
        colours resolved in the traits) and the primary text's contrast.

        STYLE is a content style, shown with its default background in its natural list:
          \(wrapList(ListContentConfiguration.Style.allCases.map(\.rawValue), indent: "  "))
        or a background style, shown with the content of the gallery's first context using it
        (cell() for listPlainCell, listGroupedCell and clear):
          \(wrapList(BackgroundConfiguration.Style.allCases.map(\.rawValue), indent: "  "))

        OPTIONS:
          --state WORDS    Comma-separated state words (default: normal, no flags):
                           \(wrapList(StateWord.allCases.map(\.rawValue), indent: String(repeating: " ", count: 19), terminator: "."))
                           One drag state (lifting, dragging) and one drop state (notTargeted,
                           targeted) at most. Headers and footers take only highlighted,
                           selected, disabled, focused and pinned; cells take every word
                           but pinned.
          --traits TRAITS  Comma-separated traits on top of the defaults (light, normal
                           contrast, phone, large text, left to right, systemBlue tint):
                           light, dark, highContrast, elevated, rtl, bold,
                           listEnvironment=NAME (\(TraitArguments.validValues(for: "listEnvironment")!.joined(separator: ", "))),
                           size=NAME (a content size category, e.g. accessibilityLarge),
                           idiom=NAME (\(TraitArguments.validValues(for: "idiom")!.joined(separator: ", "))),
                           tint=COLOR, accent=COLOR (a system colour name or #RRGGBB).
          -h, --help       Show this help.

        EXAMPLE:
          configstate resolve sidebarCell --state selected --traits dark,listEnvironment=sidebar
        """

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: [], options: ["state", "traits"])
        guard let name = parsed.positionals.first else {
            throw CommandLineError(
                "missing STYLE; valid styles: \(StyleContext.styleNames.joined(separator: ", "))",
                subcommand: Self.name)
        }
        if parsed.positionals.count > 1 {
            throw CommandLineError(
                "unexpected argument '\(quotedForMessage(parsed.positionals[1]))' for 'resolve' (one STYLE only)",
                subcommand: Self.name)
        }
        guard var styleContext = StyleContext.named(name) else {
            throw .unknownWord(
                "unknown style '\(quotedForMessage(name))'", word: name,
                candidates: StyleContext.styleNames,
                valid: "valid styles: \(StyleContext.styleNames.joined(separator: ", "))",
                subcommand: Self.name)
        }
        let words = try parsed.options["state"].map { (value) throws(CommandLineError) in
            try ListArguments.stateWords(value, subcommand: Self.name)
        }
        let isHeaderOrFooter = styleContext.isHeaderOrFooter
        if let word = words?.first(where: { !$0.applies(toHeaderOrFooter: isHeaderOrFooter) }) {
            let valid = StateWord.allCases.filter { $0.applies(toHeaderOrFooter: isHeaderOrFooter) }
            let view =
                isHeaderOrFooter
                ? "a header or footer: it has no editing, swipe, expansion, reordering, drag or drop states"
                : "a cell: only a header or footer is pinned"
            throw CommandLineError(
                "state '\(word.rawValue)' does not apply to '\(name)', \(view); valid states for it: normal, \(valid.map(\.rawValue).joined(separator: ", "))",
                subcommand: Self.name)
        }
        let traitArguments = try parsed.options["traits"].map { (value) throws(CommandLineError) in
            try TraitArguments(value, subcommand: Self.name)
        }
        let traits = (traitArguments ?? TraitArguments()).traits(
            defaultEnvironment: styleContext.environment)
        styleContext.environment = traits.listEnvironment
        var state = CellConfigurationState(traitCollection: traits)
        for word in words ?? [] { word.apply(to: &state) }
        let swatch = Swatch(context: styleContext, state: state)
        context.print(JSONOutput.string(ResolveJSON(style: name, swatch: swatch)))
        return ExitStatus.success
    }

    /// The `configstate resolve` command line that shows `context` in the gallery state or
    /// audit example called `stateName`, in `appearance`.
    static func commandLine(context: StyleContext, stateName: String, appearance: Appearance)
        -> String
    {
        let style: String
        var traitWords = appearance.traitWords
        if context.usesDefaultBackground {
            style = context.contentStyle.rawValue
            if context.environment != StyleContext.naturalEnvironment(of: context.contentStyle) {
                traitWords.append("listEnvironment=\(context.environment.rawValue)")
            }
        } else {
            style = context.backgroundStyle.rawValue
        }
        var line = "configstate resolve \(style)"
        if stateName != "normal" {
            line += " --state " + stateName.replacingOccurrences(of: "+", with: ",")
        }
        if !traitWords.isEmpty { line += " --traits " + traitWords.joined(separator: ",") }
        return line
    }
}

/// The JSON `configstate resolve` prints.
///
/// Encodable only, as are its parts: nothing decodes it (the tests read the output with types
/// of their own), so it has no unknown-key policy to keep.
struct ResolveJSON: Encodable {
    /// The resolved configurations.
    struct Configuration: Encodable, Equatable {
        var content: ListContentConfiguration
        var background: BackgroundConfiguration
        var accessories: [CellAccessory]
    }

    /// The primary text's contrast.
    struct Contrast: Encodable, Equatable {
        var text: String
        var background: String
        var wcag: Double
        var apca: Double
        /// `pass`, `fidelity` or `failure` against WCAG 4.5:1.
        var verdict: String
        var fidelityCase: String?
    }

    var style: String
    var context: StyleContext
    var stateWords: [String]
    var state: CellConfigurationState
    var configuration: Configuration
    var render: ViewRender
    var contrast: Contrast?

    init(style: String, swatch: Swatch) {
        self.style = style
        context = swatch.context
        stateWords = StateWord.words(of: swatch.state).map(\.rawValue)
        state = swatch.state
        configuration = Configuration(
            content: swatch.content, background: swatch.background,
            accessories: swatch.accessories)
        render = swatch.render
        contrast = swatch.measurement.map { measurement in
            let verdict = swatch.verdict(threshold: 4.5)
            var fidelityCase: String?
            if case .fidelity(let kind) = verdict { fidelityCase = kind.rawValue }
            return Contrast(
                text: measurement.text.hexString, background: measurement.background.hexString,
                wcag: rounded(measurement.wcag), apca: rounded(measurement.apca, 1),
                verdict: verdict.kind, fidelityCase: fidelityCase)
        }
    }
}
