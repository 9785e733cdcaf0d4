import ConfigState

// A test that fails on diagnostics should say what went wrong in a few lines: a reuse audit
// over a long scroll can find hundreds of stale cells, each listing dozens of properties, and
// printing them all turned one failed `#expect` into 30 KB of output. The summary counts them
// by kind, shows the first few with their item, index path and differing properties, and
// says how to see the rest.

/// The environment variable that makes ``diagnosticSummary(_:showing:fullListing:)`` — and so
/// every failure of ``requireNoDiagnostics(_:allowing:fileID:line:)`` and its siblings — list
/// every diagnostic in full after the summary: `CONFIGSTATE_FULL_DIAGNOSTICS=1 swift test`.
public let fullDiagnosticsEnvironmentVariable = "CONFIGSTATE_FULL_DIAGNOSTICS"

/// The longest summary ``diagnosticSummary(_:showing:fullListing:)`` writes without the full
/// listing, in UTF-8 bytes: 2 000.
public let diagnosticSummaryByteLimit = 2_000

/// A short account of `diagnostics` for a test failure: how many there are of each kind, the
/// first few with the host, the item's index path and the differing properties (each value
/// shortened), and how to see every one in full.
///
///     let summary = diagnosticSummary(collectionView.diagnostics.diagnostics)
///     // 14 diagnostics (14 staleState)
///     // 1. [staleState] CollectionViewListCell(item 3) at [0, 3]: 10 properties differ from a
///     //    fresh cell: content.image.image: absent → symbol(star); … and 7 more
///     // …
///
/// Without the full listing the summary is at most ``diagnosticSummaryByteLimit`` bytes
/// whatever the diagnostics hold.
///
/// - Parameters:
///   - diagnostics: The diagnostics, oldest first.
///   - shown: How many to describe (the first ones); at most 5 are, to keep the limit.
///   - fullListing: Whether to append every diagnostic's full description after the
///     summary; by default, when the environment variable
///     ``fullDiagnosticsEnvironmentVariable`` is `1`.
/// - Returns: The summary, or `no diagnostics` when there are none.
/// - Complexity: O(*d*) for *d* diagnostics, plus the full descriptions when listed.
public func diagnosticSummary(
    _ diagnostics: [Diagnostic], showing shown: Int = 3,
    fullListing: Bool = fullDiagnosticsRequested()
) -> String {
    guard !diagnostics.isEmpty else { return "no diagnostics" }
    var counts: [Diagnostic.Kind: Int] = [:]
    for diagnostic in diagnostics { counts[diagnostic.kind, default: 0] += 1 }
    let byKind = Diagnostic.Kind.allCases.compactMap { kind in
        counts[kind].map { "\($0) \(kind.rawValue)" }
    }
    var lines = [
        "\(diagnostics.count) \(diagnostics.count == 1 ? "diagnostic" : "diagnostics") (\(byKind.joined(separator: ", ")))"
    ]
    let described = diagnostics.prefix(min(max(shown, 0), 5))
    for (number, diagnostic) in zip(1..., described) {
        lines.append(shortened("\(number). \(summaryLine(of: diagnostic))", to: 300))
    }
    let rest = diagnostics.count - described.count
    if rest > 0 { lines.append("… and \(rest) more.") }
    if fullListing {
        lines.append("Every diagnostic in full:")
        lines += diagnostics.map { "\($0.source): \($0.description)" }
        return lines.joined(separator: "\n")
    }
    lines.append(
        "Every diagnostic in full: run with \(fullDiagnosticsEnvironmentVariable)=1, or print each Diagnostic's description (a DiagnosticLog's diagnostics; a collection view's diagnostics.diagnostics)."
    )
    return lines.joined(separator: "\n")
}

/// Whether the environment asks for every diagnostic in full
/// (``fullDiagnosticsEnvironmentVariable`` set to `1`).
///
/// - Returns: `true` when the variable is `1`.
public func fullDiagnosticsRequested() -> Bool {
    ProcessInfo.processInfo.environment[fullDiagnosticsEnvironmentVariable] == "1"
}

/// `[kind] source at [s, i]: what differs`, for one diagnostic.
private func summaryLine(of diagnostic: Diagnostic) -> String {
    var line = "[\(diagnostic.kind.rawValue)] \(diagnostic.source)"
    if let indexPath = diagnostic.indexPath { line += " at \(indexPath)" }
    guard !diagnostic.differences.isEmpty else {
        return line + ": " + shortened(diagnostic.message, to: 200)
    }
    let differences = diagnostic.differences
    let noun = differences.count == 1 ? "property differs" : "properties differ"
    line += ": \(differences.count) \(noun) from a fresh one (fresh → shown): "
    line += differences.prefix(3).map { difference in
        "\(difference.path): \(shortened(difference.expected ?? "absent", to: 40)) → \(shortened(difference.actual ?? "absent", to: 40))"
    }.joined(separator: "; ")
    if differences.count > 3 { line += "; and \(differences.count - 3) more" }
    return line
}

/// `text`, or as many of its first characters as fit in `limit` UTF-8 bytes with `…` (3
/// bytes) after them.
private func shortened(_ text: String, to limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    var kept = ""
    var bytes = 3
    for character in text {
        bytes += character.utf8.count
        guard bytes <= limit else { break }
        kept.append(character)
    }
    return kept + "…"
}
