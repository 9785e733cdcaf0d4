/// ANSI styling that turns itself off: every method returns its text unchanged unless
/// ``enabled`` (``CommandContext/usesColor``).
struct TerminalStyle {
    /// Whether to emit escape sequences.
    var enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Bold text.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// Red text (real failures).
    func red(_ text: String) -> String { wrap(text, "31") }
    /// Green text (all clear).
    func green(_ text: String) -> String { wrap(text, "32") }
    /// Yellow text (documented UIKit-fidelity shortfalls).
    func yellow(_ text: String) -> String { wrap(text, "33") }
}
