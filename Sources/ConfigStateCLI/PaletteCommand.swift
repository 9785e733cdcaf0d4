import ConfigState

/// `configstate palette`: Apple's system palette as a table.
enum PaletteCommand: Subcommand {
    static let name = "palette"
    static let summary = "Print Apple's system palette with every variant and its contrast."

    static let usage = """
        USAGE: configstate palette [--category NAME]

        Prints every system colour: its light, dark, high-contrast light and high-contrast dark
        values (#RRGGBB, or #RRGGBBAA when translucent) and WCAG 2 contrast in light and dark.
        Text-like colours are measured on systemBackground; fills and backgrounds are measured
        as the background of label text (translucent colours composited on systemBackground).

        OPTIONS:
          --category NAME  Only one group: \(SystemColor.Category.allCases.map(\.rawValue).joined(separator: ", ")).
          -h, --help       Show this help.
        """

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandLineError)
        -> Int32
    {
        let parsed = try ParsedArguments(
            arguments, subcommand: Self.name, flags: [], options: ["category"])
        try parsed.expectNoPositionals()
        let category = try parsed.choice(
            "category", in: SystemColor.Category.allCases.map(\.rawValue), default: "")
        let colors = SystemColor.allCases.filter {
            category.isEmpty || $0.category.rawValue == category
        }
        for line in table(colors, usesColor: context.usesColor) { context.print(line) }
        return ExitStatus.success
    }

    static let environments: [(String, ColorEnvironment)] = [
        ("light", ColorEnvironment(colorScheme: .light)),
        ("dark", ColorEnvironment(colorScheme: .dark)),
        ("hc light", ColorEnvironment(colorScheme: .light, contrast: .high)),
        ("hc dark", ColorEnvironment(colorScheme: .dark, contrast: .high)),
    ]

    /// The WCAG contrast figure the palette prints for `color` in `environment`.
    static func contrast(of color: SystemColor, in environment: ColorEnvironment) -> Double {
        let background = SystemColor.systemBackground.resolve(in: environment)
        let value = color.resolve(in: environment).composited(over: background)
        switch color.category {
        case .fill, .background:
            return SystemColor.label.resolve(in: environment).contrastRatio(against: value)
        default:
            return value.contrastRatio(against: background)
        }
    }

    static func table(_ colors: [SystemColor], usesColor: Bool) -> [String] {
        let nameWidth = max(colors.map(\.rawValue.count).max() ?? 0, 4)
        var header = pad("name", nameWidth)
        for (label, _) in environments { header += "  " + pad(label, 9) }
        header +=
            "  " + pad("wcag light", 10, right: true) + "  " + pad("wcag dark", 9, right: true)
        var lines = [header, String(repeating: "-", count: header.count)]
        var currentCategory: SystemColor.Category?
        for color in colors {
            if currentCategory != nil && color.category != currentCategory { lines.append("") }
            currentCategory = color.category
            var line = pad(color.rawValue, nameWidth)
            for (_, environment) in environments {
                let resolved = color.resolve(in: environment)
                let swatch =
                    usesColor
                    ? ansiSwatch(
                        resolved, over: SystemColor.systemBackground.resolve(in: environment))
                    : ""
                line += "  " + swatch + pad(resolved.hexString, usesColor ? 7 : 9)
            }
            line +=
                "  "
                + pad(
                    formatFixed(contrast(of: color, in: environments[0].1), fractionDigits: 2), 10,
                    right: true)
            line +=
                "  "
                + pad(
                    formatFixed(contrast(of: color, in: environments[1].1), fractionDigits: 2), 9,
                    right: true)
            lines.append(line)
        }
        return lines
    }
}

/// A two-character block in the colour (24-bit ANSI), composited over `background`.
func ansiSwatch(_ color: Color.Resolved, over background: Color.Resolved) -> String {
    let shown = color.composited(over: background)
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    return "\u{1B}[48;2;\(byte(shown.red));\(byte(shown.green));\(byte(shown.blue))m  \u{1B}[0m"
}
