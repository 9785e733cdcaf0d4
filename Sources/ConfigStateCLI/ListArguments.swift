import ConfigState

/// Readers for the comma-separated option values: `--state`, `--traits` and `--styles`.
enum ListArguments {
    /// Splits `value` at commas, rejecting empty items (`a,,b`, a trailing comma).
    static func items(_ value: String, option: String, subcommand: String) throws(CommandLineError)
        -> [String]
    {
        let items = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if items.contains(where: \.isEmpty) {
            throw CommandLineError(
                "empty item in '--\(option) \(quotedForMessage(value))'; separate words with single commas",
                subcommand: subcommand)
        }
        return items
    }

    /// The state words of `--state`: `normal` alone, or distinct ``StateWord``s with at most
    /// one drag state and one drop state.
    static func stateWords(_ value: String, subcommand: String) throws(CommandLineError)
        -> [StateWord]
    {
        let items = try items(value, option: "state", subcommand: subcommand)
        if items == ["normal"] { return [] }
        var words: [StateWord] = []
        for item in items {
            guard let word = StateWord(rawValue: item) else {
                let hint = item == "normal" ? " ('normal' stands alone)" : ""
                throw .unknownWord(
                    "unknown state '\(quotedForMessage(item))'\(hint)", word: item,
                    candidates: ["normal"] + StateWord.allCases.map(\.rawValue),
                    valid: "valid states: normal, \(StateWord.validList)", subcommand: subcommand)
            }
            if words.contains(word) {
                throw CommandLineError("state '\(item)' given twice", subcommand: subcommand)
            }
            if let group = word.exclusiveGroup,
                let other = words.first(where: { $0.exclusiveGroup == group })
            {
                throw CommandLineError(
                    "states '\(other.rawValue)' and '\(item)' conflict: a cell has one \(group) at a time",
                    subcommand: subcommand)
            }
            words.append(word)
        }
        return words
    }

    /// The style names of `gallery --styles`, each a content or background style.
    static func styleNames(_ value: String, subcommand: String) throws(CommandLineError)
        -> [String]
    {
        let items = try items(value, option: "styles", subcommand: subcommand)
        var names: [String] = []
        for item in items {
            guard StyleContext.allStyleNames.contains(item) else {
                throw StyleContext.unknownStyle(
                    item, problem: "unknown style '\(quotedForMessage(item))' in '--styles'",
                    subcommand: subcommand)
            }
            if names.contains(item) {
                throw CommandLineError(
                    "style '\(item)' given twice in '--styles'", subcommand: subcommand)
            }
            names.append(item)
        }
        return names
    }
}

/// The traits `--traits` sets, word by word, on top of the defaults of `TraitCollection()`.
///
/// Words: `light`, `dark`, `highContrast`, `elevated`, `rtl`, `bold`, and `key=value` for
/// `listEnvironment`, `size` (content size category), `idiom`, `tint` and `accent` (a system
/// colour name or a hex string).
struct TraitArguments {
    /// The traits the words set, on top of the defaults.
    var traitCollection = TraitCollection()
    /// Whether the list environment was given (otherwise the style's natural list is used).
    var listEnvironment: ListEnvironment?

    /// The words without a value.
    static let flagWords = ["light", "dark", "highContrast", "elevated", "rtl", "bold"]
    /// The keys that take a value, with what the value is.
    static let valueKeys: [(key: String, placeholder: String)] = [
        ("listEnvironment", "NAME"), ("size", "NAME"), ("idiom", "NAME"), ("tint", "COLOR"),
        ("accent", "COLOR"),
    ]
    /// Every valid trait word, for messages.
    static var validList: String {
        (flagWords + valueKeys.map { "\($0.key)=\($0.placeholder)" }).joined(separator: ", ")
    }

    /// The values `key` accepts, for messages; `nil` for colours.
    static func validValues(for key: String) -> [String]? {
        switch key {
        case "listEnvironment":
            return ListEnvironment.allCases.filter { $0 != .unspecified }.map(\.rawValue)
        case "size":
            return ContentSizeCategory.allCases.filter { $0 != .unspecified }.map(\.rawValue)
        case "idiom":
            return UserInterfaceIdiom.allCases.filter { $0 != .unspecified }.map(\.rawValue)
        default: return nil
        }
    }

    /// No traits: the defaults.
    init() {}

    /// Parses the value of `--traits`.
    init(_ value: String, subcommand: String) throws(CommandLineError) {
        var seen: [String: String] = [:]
        func claim(_ slot: String, _ word: String) throws(CommandLineError) {
            if let previous = seen[slot] {
                throw CommandLineError(
                    previous == word
                        ? "trait '\(word)' given twice"
                        : "traits '\(previous)' and '\(word)' conflict: both set the \(slot)",
                    subcommand: subcommand)
            }
            seen[slot] = word
        }
        for item in try ListArguments.items(value, option: "traits", subcommand: subcommand) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            let argument = parts.count > 1 ? String(parts[1]) : nil
            if Self.flagWords.contains(key) {
                if let argument {
                    throw CommandLineError(
                        "trait '\(key)' takes no value (got '\(quotedForMessage(argument))')",
                        subcommand: subcommand)
                }
                switch key {
                case "light", "dark":
                    try claim("appearance", key)
                    traitCollection.userInterfaceStyle = key == "dark" ? .dark : .light
                case "highContrast":
                    try claim("contrast", key)
                    traitCollection.accessibilityContrast = .high
                case "elevated":
                    try claim("level", key)
                    traitCollection.userInterfaceLevel = .elevated
                case "rtl":
                    try claim("layout direction", key)
                    traitCollection.layoutDirection = .rightToLeft
                default:
                    try claim("legibility weight", key)
                    traitCollection.legibilityWeight = .bold
                }
                continue
            }
            guard let placeholder = Self.valueKeys.first(where: { $0.key == key })?.placeholder
            else {
                // Compared by key, and suggested with the value given: `lisEnvironment=sidebar`
                // finds `listEnvironment=sidebar`.
                let value = argument.map { "=" + quotedForMessage($0) } ?? ""
                throw .unknownWord(
                    "unknown trait '\(quotedForMessage(item))'", word: key,
                    candidates: Self.flagWords + Self.valueKeys.map(\.key),
                    valid: "valid traits: \(Self.validList)", subcommand: subcommand,
                    suggesting: { Self.flagWords.contains($0) ? $0 : $0 + value })
            }
            guard let argument, !argument.isEmpty else {
                throw CommandLineError(
                    "trait '\(key)' needs a value (\(key)=\(placeholder))", subcommand: subcommand)
            }
            try claim(key, key)
            switch key {
            case "listEnvironment":
                listEnvironment = try Self.enumValue(argument, key: key, subcommand: subcommand)
            case "size":
                traitCollection.preferredContentSizeCategory = try Self.enumValue(
                    argument, key: key, subcommand: subcommand)
            case "idiom":
                traitCollection.userInterfaceIdiom = try Self.enumValue(
                    argument, key: key, subcommand: subcommand)
            case "tint":
                traitCollection.tintColor = try Self.color(
                    argument, key: key, subcommand: subcommand)
            default:
                traitCollection.accentColor = try Self.color(
                    argument, key: key, subcommand: subcommand)
            }
        }
    }

    private static func enumValue<Value: RawRepresentable<String>>(
        _ text: String, key: String, subcommand: String
    ) throws(CommandLineError) -> Value {
        let valid = validValues(for: key) ?? []
        guard valid.contains(text), let value = Value(rawValue: text) else {
            throw .unknownWord(
                "invalid value '\(quotedForMessage(text))' for trait '\(key)'", word: text,
                candidates: valid, valid: "valid values: \(valid.joined(separator: ", "))",
                subcommand: subcommand)
        }
        return value
    }

    private static func color(_ text: String, key: String, subcommand: String)
        throws(CommandLineError) -> Color
    {
        if let system = SystemColor(rawValue: text) { return Color(system) }
        if text.hasPrefix("#") {
            do {
                return try Color(hex: text)
            } catch {
                throw CommandLineError(
                    "invalid colour '\(quotedForMessage(text))' for trait '\(key)': \(error.description)",
                    subcommand: subcommand)
            }
        }
        // All 36 system colours' names made a message longer than CommandLineError's cap,
        // which cut it mid-name; name a few whole and point to the full list.
        let names = SystemColor.allCases.map(\.rawValue)
        throw .unknownWord(
            "invalid colour '\(quotedForMessage(text))' for trait '\(key)'", word: text,
            candidates: names,
            valid:
                "use a hex string such as #0A84FF or a system colour: \(listedForMessage(names)) (configstate palette lists them)",
            subcommand: subcommand)
    }

    /// The traits in `environment` (unless `listEnvironment=` was given).
    func traits(defaultEnvironment environment: ListEnvironment) -> TraitCollection {
        var traits = traitCollection
        traits.listEnvironment = listEnvironment ?? environment
        return traits
    }
}
