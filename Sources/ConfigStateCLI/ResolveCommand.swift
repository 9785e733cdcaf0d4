import ConfigState

/// `configstate resolve`: one style in one state, as JSON.
enum ResolveCommand: Subcommand {
    static let name = "resolve"
    static let summary = "Print one style in one state, resolved and rendered, as JSON."

    static let usage = """
        USAGE: configstate resolve STYLE [--state WORDS] [--traits TRAITS]
               configstate resolve BUTTON [--state WORDS] [--traits TRAITS]
                                          [--role ROLE] [--no-selection-update]

        Prints, as JSON with sorted keys, one style updated for a state: the state, the
        resolved configurations (content, background, accessories) in their Codable form, the
        render (what a screen shows: content, background, visible accessories in order, with
        colours resolved in the traits) and the primary text's contrast.

        STYLE is a content style, shown with its default background in its natural list:
          \(wrapList(ListContentConfiguration.Style.allCases.map(\.rawValue), indent: "  "))
        or a background style, shown with the content of the gallery's first context using it
        (cell() for listPlainCell, listGroupedCell and clear):
          \(wrapList(BackgroundConfiguration.Style.allCases.map(\.rawValue), indent: "  "))
        or a button style, prefixed with button- (a Button hosting the style's fresh
        configuration with a sample title, subtitle and symbol; prints the configuration
        after its update pass, the ButtonRender and the title's and subtitle's contrast
        against the fill over systemBackground):
          \(wrapList(ButtonContext.names, indent: "  "))

        OPTIONS:
          --state WORDS    Comma-separated state words (default: normal, no flags):
                           \(wrapList(StateWord.allCases.map(\.rawValue), indent: String(repeating: " ", count: 19), terminator: "."))
                           One drag state (lifting, dragging) and one drop state (notTargeted,
                           targeted) at most. Headers and footers take only highlighted,
                           selected, disabled, focused and pinned; cells take every word
                           but pinned. Buttons take highlighted, selected,
                           disabled and focused.
          --traits TRAITS  Comma-separated traits on top of the defaults (light, normal
                           contrast, phone, large text, left to right, systemBlue tint):
                           light, dark, highContrast, elevated, rtl, bold,
                           listEnvironment=NAME (\(TraitArguments.validValues(for: "listEnvironment")!.joined(separator: ", "))),
                           size=NAME (a content size category, e.g. accessibilityLarge),
                           idiom=NAME (\(TraitArguments.validValues(for: "idiom")!.joined(separator: ", "))),
                           tint=COLOR, accent=COLOR (a system colour name or #RRGGBB).
          --role ROLE      Buttons only: \(Button.Role.allCases.map(\.rawValue).joined(separator: ", ")) (default normal).
          --no-selection-update
                           Buttons only: automaticallyUpdateForSelection off.
          -h, --help       Show this help.

        EXAMPLES:
          configstate resolve sidebarCell --state selected --traits dark,listEnvironment=sidebar
          configstate resolve button-filled --state highlighted --traits dark
        """

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: ["no-selection-update"],
            options: ["state", "traits", "role"])
        guard let name = parsed.positionals.first else {
            throw CommandLineError(
                "missing STYLE; \(StyleContext.validStylesClause)",
                subcommand: Self.name)
        }
        if parsed.positionals.count > 1 {
            throw CommandLineError(
                "unexpected argument '\(quotedForMessage(parsed.positionals[1]))' for 'resolve' (one STYLE only)",
                subcommand: Self.name)
        }
        if let button = ButtonContext.named(name) {
            return try runButton(button, parsed, &context)
        }
        guard var styleContext = StyleContext.named(name) else {
            throw StyleContext.unknownStyle(
                name, problem: "unknown style '\(quotedForMessage(name))'", subcommand: Self.name)
        }
        for buttonOnly in ["role", "no-selection-update"]
        where parsed.options[buttonOnly] != nil || parsed.flags.contains(buttonOnly) {
            throw CommandLineError(
                "option '--\(buttonOnly)' applies to buttons only, not to '\(name)'",
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

    /// `resolve button-…`: hosts the button in the state, role and traits given and prints it.
    @MainActor
    private static func runButton(
        _ button: ButtonContext, _ parsed: ParsedArguments, _ context: inout CommandContext
    ) throws(CommandLineError) -> Int32 {
        let words = try parsed.options["state"].map { (value) throws(CommandLineError) in
            try ListArguments.stateWords(value, subcommand: Self.name)
        }
        if let word = words?.first(where: { !ButtonContext.stateWords.contains($0) }) {
            throw CommandLineError(
                "state '\(word.rawValue)' does not apply to '\(button.identifier)', a button: its control states are normal, \(ButtonContext.stateWords.map(\.rawValue).joined(separator: ", "))",
                subcommand: Self.name)
        }
        let role = try parsed.choice(
            "role", in: Button.Role.allCases.map(\.rawValue), default: Button.Role.normal.rawValue)
        let traitArguments = try parsed.options["traits"].map { (value) throws(CommandLineError) in
            try TraitArguments(value, subcommand: Self.name)
        }
        let traits = (traitArguments ?? TraitArguments()).traits(defaultEnvironment: .none)
        let swatch = ButtonSwatch(
            context: button, state: ButtonContext.state(words ?? []),
            role: Button.Role(rawValue: role) ?? .normal,
            updatesForSelection: !parsed.flags.contains("no-selection-update"), traits: traits)
        context.print(JSONOutput.string(ResolveButtonJSON(swatch)))
        return ExitStatus.success
    }

    /// The `configstate resolve` command line that shows `button` in the control state called
    /// `stateName` (`normal`, `highlighted+selected`), `role` and `appearance`.
    static func commandLine(
        button: ButtonContext, stateName: String, role: Button.Role, updatesForSelection: Bool,
        appearance: Appearance
    ) -> String {
        var line = "configstate resolve \(button.identifier)"
        if stateName != "normal" {
            line += " --state " + stateName.replacingOccurrences(of: "+", with: ",")
        }
        if !appearance.traitWords.isEmpty {
            line += " --traits " + appearance.traitWords.joined(separator: ",")
        }
        if role != .normal { line += " --role \(role.rawValue)" }
        if !updatesForSelection { line += " --no-selection-update" }
        return line
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

/// The JSON `configstate resolve button-…` prints: the button's style, state, role and
/// traits, its configuration after the update pass, its render, and the contrast of its title
/// and subtitle.
struct ResolveButtonJSON: Encodable {
    /// One text's contrast.
    struct Contrast: Encodable, Equatable {
        var text: String
        var background: String
        var wcag: Double
        var apca: Double

        init(_ measurement: ContrastMeasurement) {
            text = measurement.text.hexString
            background = measurement.background.hexString
            wcag = rounded(measurement.wcag)
            apca = rounded(measurement.apca, 1)
        }
    }

    /// The contrasts and the verdict on the lower one against WCAG 4.5:1.
    struct Contrasts: Encodable, Equatable {
        var title: Contrast?
        var subtitle: Contrast?
        /// `pass`, `fidelity` or `failure`.
        var verdict: String
        var fidelityCase: String?
    }

    var style: String
    var buttonStyle: Button.Configuration.Style
    var stateWords: [String]
    var state: Control.State
    var role: Button.Role
    var automaticallyUpdateForSelection: Bool
    var traits: TraitCollection
    var surface: String
    var configuration: Button.Configuration
    var render: ButtonRender
    var contrast: Contrasts

    init(_ swatch: ButtonSwatch) {
        style = swatch.context.identifier
        buttonStyle = swatch.context.style
        let name = ButtonContext.name(of: swatch.state)
        stateWords = name == "normal" ? [] : name.components(separatedBy: "+")
        state = swatch.state
        role = swatch.role
        automaticallyUpdateForSelection = swatch.updatesForSelection
        traits = swatch.traits
        surface = swatch.surface.hexString
        configuration = swatch.configuration
        render = swatch.render
        let verdict = swatch.verdict(threshold: 4.5)
        var fidelityCase: String?
        if case .buttonFidelity(let kind) = verdict { fidelityCase = kind.rawValue }
        contrast = Contrasts(
            title: swatch.title.map(Contrast.init), subtitle: swatch.subtitle.map(Contrast.init),
            verdict: verdict.kind, fidelityCase: fidelityCase)
    }
}
