/// The error thrown by ``require(_:_:fileID:line:)`` and ``requireEqual(_:_:_:fileID:line:)``.
///
/// Its description names the failed requirement and where it is, and becomes the message of
/// the property's failure report.
public struct RequirementFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was required and what happened instead.
    public var message: String
    /// The file of the requirement, as `#fileID`.
    public var fileID: String
    /// The line of the requirement.
    public var line: Int

    /// The message followed by the requirement's location.
    public var description: String { "\(message) (\(fileID):\(line))" }

    /// Creates a requirement failure.
    ///
    /// - Parameters:
    ///   - message: What was required and what happened instead.
    ///   - fileID: The file of the requirement.
    ///   - line: The line of the requirement.
    public init(message: String, fileID: String, line: Int) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }
}

/// Throws a ``RequirementFailure`` unless `condition` holds.
///
/// Use it inside a property, state machine or exhaustive check, where a failure must be
/// thrown (not recorded) so that the harness can shrink and report it. Swift Testing's
/// `#expect` records an issue directly and does not stop the case, so the harness cannot see
/// it.
///
///     try require(render.alpha >= 0, "alpha must not be negative")
///
/// - Parameters:
///   - condition: The condition that must hold.
///   - message: Says what the condition means, for the report.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` when `condition` is false.
public func require(
    _ condition: Bool,
    _ message: @autoclosure () -> String = "requirement failed",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if !condition {
        throw RequirementFailure(message: message(), fileID: fileID, line: line)
    }
}

/// Throws a ``RequirementFailure`` showing both values unless they are equal.
///
///     try requireEqual(reusedCell.render(), freshCell.render(), "stale state after reuse")
///
/// - Parameters:
///   - actual: The value the code under test produced.
///   - expected: The value it should have produced.
///   - message: Says what the values are, for the report.
///   - fileID: The caller's file; leave the default.
///   - line: The caller's line; leave the default.
/// - Throws: ``RequirementFailure`` when the values differ.
public func requireEqual<Value: Equatable>(
    _ actual: Value,
    _ expected: Value,
    _ message: @autoclosure () -> String = "values differ",
    fileID: String = #fileID,
    line: Int = #line
) throws {
    if actual != expected {
        throw RequirementFailure(
            message: "\(message()): got \(actual), expected \(expected)", fileID: fileID,
            line: line)
    }
}
