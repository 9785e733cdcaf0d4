/// A command of a model-based test, able to print itself as Swift code.
///
/// When a state machine fails, the harness prints the minimal failing command sequence as a
/// Swift array literal that you can paste into a regression test, so each command renders as
/// one element of a `[Command]` literal.
///
/// The default rendering is `String(describing:)`, with a leading `.` for enum cases, which
/// is already valid Swift for most command enums: `.increment`, `.push(3)`,
/// `.rename(to: "x")`. Implement ``swiftCode`` yourself when a payload does not print as
/// Swift (a nested enum prints as `dark`, not `.dark`) or when the type has a custom
/// `description`.
public protocol StateMachineCommand {
    /// The command as an element of a Swift `[Command]` array literal, such as `.push(3)`.
    var swiftCode: String { get }
}

extension StateMachineCommand {
    /// `String(describing: self)`, with a leading `.` when `Self` is an enum.
    public var swiftCode: String {
        let text = String(describing: self)
        return Mirror(reflecting: self).displayStyle == .enum ? "." + text : text
    }
}
