#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// The harness settings read from environment variables.
///
/// - `CONFIGSTATE_PROPERTY_CASES`: cases per property, a positive whole number; overrides
///   every property's default and long mode.
/// - `CONFIGSTATE_PROPERTY_SEED`: the master seed, decimal (`1234`) or hexadecimal (`0x4D2`);
///   set it to the seed a failure printed to replay that failure.
/// - `CONFIGSTATE_LONG_TESTS`: `1` multiplies every default case count by
///   ``longModeMultiplier``.
///
/// An empty variable counts as unset. Parsing is a pure function of a dictionary,
/// ``parse(_:)``, so it can be tested without touching the process environment.
public struct PropertyEnvironment: Hashable, Sendable {
    /// The variable that sets the number of cases per property.
    public static let caseCountVariable = "CONFIGSTATE_PROPERTY_CASES"
    /// The variable that sets the master seed.
    public static let seedVariable = "CONFIGSTATE_PROPERTY_SEED"
    /// The variable that turns on long mode.
    public static let longTestsVariable = "CONFIGSTATE_LONG_TESTS"
    /// How many times more cases each property runs in long mode.
    ///
    /// A hundred turns a default suite of tens of thousands of cases into millions.
    public static let longModeMultiplier = 100

    /// The case count that overrides every property's own, if set.
    public var caseCount: Int?
    /// The master seed, if set.
    public var seed: UInt64?
    /// Whether long mode is on.
    public var isLongMode: Bool

    /// Creates settings directly, as if read from the environment.
    ///
    /// - Parameters:
    ///   - caseCount: The case count overriding every property's own, or `nil`.
    ///   - seed: The master seed, or `nil` for a fresh one per test process.
    ///   - isLongMode: Whether default case counts are multiplied by ``longModeMultiplier``.
    public init(caseCount: Int? = nil, seed: UInt64? = nil, isLongMode: Bool = false) {
        self.caseCount = caseCount
        self.seed = seed
        self.isLongMode = isLongMode
    }

    /// Reads the settings from a dictionary of environment variables.
    ///
    /// - Parameter variables: Environment variables by name; other names are ignored.
    /// - Returns: The settings.
    /// - Throws: ``PropertyEnvironmentError`` naming the variable, its value and what is
    ///   expected, when a value cannot be read.
    /// - Complexity: O(*n*), where *n* is the total length of the three variables' values.
    public static func parse(
        _ variables: [String: String]
    ) throws(PropertyEnvironmentError) -> PropertyEnvironment {
        var environment = PropertyEnvironment()
        if let text = nonEmpty(variables[caseCountVariable]) {
            guard let count = Int(text), count > 0 else {
                throw PropertyEnvironmentError(
                    variable: caseCountVariable, value: text,
                    expected: "a positive whole number of cases, such as 1000")
            }
            environment.caseCount = count
        }
        if let text = nonEmpty(variables[seedVariable]) {
            guard let seed = parseSeed(text) else {
                throw PropertyEnvironmentError(
                    variable: seedVariable, value: text,
                    expected:
                        "a 64-bit seed in decimal (12345) or hexadecimal (0x3039), "
                        + "as printed by a failing property")
            }
            environment.seed = seed
        }
        if let text = nonEmpty(variables[longTestsVariable]) {
            switch text.lowercased() {
            case "1", "true", "yes": environment.isLongMode = true
            case "0", "false", "no": environment.isLongMode = false
            default:
                throw PropertyEnvironmentError(
                    variable: longTestsVariable, value: text,
                    expected: "1 to turn long mode on, 0 to turn it off")
            }
        }
        return environment
    }

    /// Reads the settings from this process's environment variables.
    ///
    /// - Returns: The settings.
    /// - Throws: ``PropertyEnvironmentError`` when a value cannot be read.
    /// - Complexity: As ``parse(_:)``.
    public static func current() throws(PropertyEnvironmentError) -> PropertyEnvironment {
        var variables: [String: String] = [:]
        for name in [caseCountVariable, seedVariable, longTestsVariable] {
            if let value = getenv(name) {
                variables[name] = String(cString: value)
            }
        }
        return try parse(variables)
    }

    /// Reads a seed written in decimal or, with a `0x` prefix, hexadecimal.
    ///
    /// Underscores are allowed between digits, as in Swift literals.
    ///
    /// - Parameter text: The seed's text, such as `12345` or `0x3039`.
    /// - Returns: The seed, or `nil` when `text` is not a 64-bit unsigned number.
    /// - Complexity: O(*n*), where *n* is the length of `text`.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.filter { $0 != "_" && $0 != " " }
        let lowercased = trimmed.lowercased()
        if lowercased.hasPrefix("0x") {
            return UInt64(lowercased.dropFirst(2), radix: 16)
        }
        return UInt64(trimmed, radix: 10)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

/// An environment variable the harness could not read.
public struct PropertyEnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The variable's name.
    public var variable: String
    /// The value it had.
    public var value: String
    /// What the harness expected instead.
    public var expected: String

    /// A sentence naming the variable, its value and what it should be.
    public var description: String {
        "\(variable)=\"\(value)\" is not valid: expected \(expected)."
    }

    /// Creates an error for a variable whose value could not be read.
    ///
    /// - Parameters:
    ///   - variable: The variable's name.
    ///   - value: The value it had.
    ///   - expected: What the harness expected instead.
    public init(variable: String, value: String, expected: String) {
        self.variable = variable
        self.value = value
        self.expected = expected
    }
}
