// "Did you mean …" for the words a command line gets wrong: an edit distance and the choice of
// the nearest valid words.

/// The number of single-character edits — insertions, deletions, substitutions and swaps of
/// two adjacent characters — that turn `source` into `target`.
///
/// This is the optimal string alignment form of the Damerau–Levenshtein distance
/// (Damerau, "A technique for computer detection and correction of spelling errors",
/// CACM 7(3), 1964; Levenshtein, 1965): a swap counts as one edit, as typing `dmeo` for `demo`
/// is one slip, but a swapped pair is not edited again. It compares `Character`s, so an
/// accented letter or an emoji with a skin-tone modifier is one character, and it is case
/// sensitive (callers that want otherwise lowercase first).
///
///     editDistance("resolv", "resolve")  // 1: an insertion
///     editDistance("dmeo", "demo")       // 1: a swap
///     editDistance("", "cell")           // 4
///
/// - Complexity: O(*m* × *n*) time and O(*n*) space, for lengths *m* and *n*.
func editDistance(_ source: some StringProtocol, _ target: some StringProtocol) -> Int {
    let source = Array(source)
    let target = Array(target)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    // Three rows of the dynamic-programming table: the swap looks two rows back.
    var beforePrevious = [Int](repeating: 0, count: target.count + 1)
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
        current[0] = i
        for j in 1...target.count {
            let cost = source[i - 1] == target[j - 1] ? 0 : 1
            var distance = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
                distance = min(distance, beforePrevious[j - 2] + 1)
            }
            current[j] = distance
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[target.count]
}

/// The valid words close enough to `word` to be what was meant: the nearest ones, in the
/// order of `candidates`, at most `limit` of them; none when nothing is close.
///
/// Words are compared without regard to case, so `Selected` suggests `selected`. A candidate
/// is close when its distance (``editDistance(_:_:)``) is at most a third of the typed word's
/// length, and at least 1: `highligted` (10 characters) may be 3 edits off, `dmeo` 1. A word
/// that is exactly a candidate suggests nothing.
///
///     suggestions(for: "resolv", among: ["gallery", "audit", "resolve"])  // ["resolve"]
///
/// - Complexity: O(*k* × *n*²) for *k* candidates of length about *n*: a typed word much
///   longer than every candidate is rejected by its length alone, so a pasted megabyte costs
///   only the time to count it.
func suggestions(for word: String, among candidates: [String], limit: Int = 3) -> [String] {
    let length = word.count
    let maximumDistance = max(1, length / 3)
    let typed = word.lowercased()
    var best: [String] = []
    var bestDistance = Int.max
    for candidate in candidates where candidate != word {
        // The distance is at least the difference in length: skip the table when that alone
        // is too far.
        guard abs(candidate.count - length) <= maximumDistance else { continue }
        let distance = editDistance(typed, candidate.lowercased())
        // A candidate no longer than the distance would be a replacement, not a correction.
        guard distance <= maximumDistance, distance < candidate.count else { continue }
        if distance < bestDistance {
            bestDistance = distance
            best = [candidate]
        } else if distance == bestDistance, !best.contains(candidate) {
            best.append(candidate)
        }
    }
    return Array(best.prefix(limit))
}

/// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`: words quoted and joined for "did you mean".
func quotedAlternatives(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    return quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
}

extension CommandLineError {
    /// The refusal of a word that is not one of the valid ones, with a suggestion when one is
    /// close: `unknown state 'highligted'; did you mean 'highlighted'? Valid states: normal, …`.
    ///
    /// Every message about an unknown word is built here, so that they all read alike. The
    /// suggestion comes before the list of valid words, so that it survives the shortening of
    /// a long message, which keeps the message's start (see ``init(_:subcommand:)``).
    ///
    /// - Parameters:
    ///   - problem: What is wrong, quoting the word: `unknown state 'highligted'`.
    ///   - word: The word as typed, compared with `candidates`.
    ///   - candidates: The valid words, in the order to prefer among equally close ones.
    ///   - valid: The clause that lists the valid words, in lowercase:
    ///     `valid states: normal, highlighted, …`.
    ///   - subcommand: The subcommand whose usage follows the message.
    ///   - suggesting: How a suggested candidate reads in the message (by default itself);
    ///     text taken from the command line must be quoted with `quotedForMessage(_:limit:)`.
    static func unknownWord(
        _ problem: String, word: String, candidates: [String], valid: String,
        subcommand: String?, suggesting: (String) -> String = { $0 }
    ) -> CommandLineError {
        let suggested = suggestions(for: word, among: candidates).map(suggesting)
        guard !suggested.isEmpty else {
            return CommandLineError("\(problem); \(valid)", subcommand: subcommand)
        }
        return CommandLineError(
            "\(problem); did you mean \(quotedAlternatives(suggested))? \(capitalizingFirst(valid))",
            subcommand: subcommand)
    }
}

/// `text` with its first character in upper case, to start a sentence.
private func capitalizingFirst(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
}
