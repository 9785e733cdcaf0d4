/// Runs `check` on every combination of `domains` and returns the first failure with its
/// labelled trace, or `nil` if every combination passed.
///
/// The framework-neutral core of `checkEveryCombination(_:of:sourceLocation:_:)`. The last
/// domain varies fastest, as in nested `for` loops. Small scopes catch what random testing
/// misses: every one of the 2⁹ combinations of nine state flags runs in well under a second.
///
///     let failure = findFailingCombination(
///         "a disabled cell is never highlighted",
///         of: .flag("highlighted"), .flag("disabled")
///     ) { isHighlighted, isDisabled in
///         makeState(highlighted: isHighlighted, disabled: isDisabled).isValid
///     }
///     // failure?.traceDescription == "highlighted: true, disabled: true"
///
/// - Parameters:
///   - name: The check, in words.
///   - domains: The labelled domains to combine.
///   - check: Returns `false` or throws when a combination fails.
/// - Returns: The first failure, or `nil`.
/// - Complexity: At most one call of `check` per combination — the product of the domains'
///   sizes — each with O(*m*) work to record the values of the *m* domains for the trace; it
///   stops at the first failure.
public func findFailingCombination<each Value>(
    _ name: String,
    of domains: repeat ExhaustiveDomain<each Value>,
    check: (repeat each Value) throws -> Bool
) -> ExhaustiveFailure? {
    var labels: [String] = []
    var sizes: [Int] = []
    for domain in repeat each domains {
        labels.append(domain.label)
        sizes.append(domain.values.count)
    }
    let count = combinationCount(of: repeat each domains)
    guard count > 0 else { return nil }
    var indices = Array(repeating: 0, count: sizes.count)
    for number in 1...count {
        // Pack elements have no positions of their own; count them off as the pack expands.
        var position = 0
        var trace: [ExhaustiveFailure.Entry] = []
        func pick<Element>(_ domain: ExhaustiveDomain<Element>) -> Element {
            let value = domain.values[indices[position]]
            trace.append(.init(label: labels[position], value: String(describing: value)))
            position += 1
            return value
        }
        let message: String?
        do {
            message = try check(repeat pick(each domains)) ? nil : "the check returned false"
        } catch {
            message = String(describing: error)
        }
        if let message {
            return ExhaustiveFailure(
                checkName: name, trace: trace, combinationNumber: number,
                combinationCount: count, message: message)
        }
        advance(&indices, sizes: sizes)
    }
    return nil
}

/// Runs `check` on every combination of Boolean flags and returns the first failure with its
/// labelled trace, or `nil` if every combination passed.
///
/// `check` receives the flags in the order of `labels`; with nine labels it runs 512 times.
///
///     let labels = ["highlighted", "selected"]
///     let failure = findFailingCombination("every state resolves", ofFlags: labels) { flags in
///         resolve(highlighted: flags[0], selected: flags[1]) != nil
///     }
///
/// - Parameters:
///   - name: The check, in words.
///   - labels: The flags' names, printed in the trace.
///   - check: Returns `false` or throws when a combination fails.
/// - Returns: The first failure, or `nil`.
/// - Complexity: At most 2ⁿ calls of `check`, for *n* labels; it stops at the first failure.
public func findFailingCombination(
    _ name: String,
    ofFlags labels: [String],
    _ check: ([Bool]) throws -> Bool
) -> ExhaustiveFailure? {
    precondition(labels.count < Int.bitWidth - 1, "too many flags to enumerate")
    var flags = Array(repeating: false, count: labels.count)
    let count = 1 << labels.count
    for number in 1...count {
        let message: String?
        do {
            message = try check(flags) ? nil : "the check returned false"
        } catch {
            message = String(describing: error)
        }
        if let message {
            let trace = zip(labels, flags).map {
                ExhaustiveFailure.Entry(label: $0, value: "\($1)")
            }
            return ExhaustiveFailure(
                checkName: name, trace: trace, combinationNumber: number,
                combinationCount: count, message: message)
        }
        // Count in binary with the last flag as the lowest bit, matching the domain order.
        var index = flags.count - 1
        while index >= 0 {
            flags[index].toggle()
            if flags[index] { break }
            index -= 1
        }
    }
    return nil
}

/// Calls `body` with every element of `values`; if it throws, rethrows an
/// ``ExhaustiveFailure`` whose trace names this loop's label and value.
///
/// Nest calls for combinations whose inner domains depend on outer values, as with
/// swift-collections' `withEvery(_:in:)`; each level adds its `label: value` to the trace, so
/// the failure reads `count: 3, isShared: true`.
///
///     try withEvery("count", in: 0...4) { count in
///         try withEvery("offset", in: 0...count) { offset in
///             try require(offset <= count)
///         }
///     }
///
/// - Parameters:
///   - label: This loop's label in the trace.
///   - values: The values to run `body` with.
///   - body: The check; throws when it fails.
/// - Throws: ``ExhaustiveFailure`` with the trace of the first failing combination.
/// - Complexity: One call of `body` per element of `values`, until one fails.
public func withEvery<Values: Sequence>(
    _ label: String,
    in values: Values,
    _ body: (Values.Element) throws -> Void
) throws {
    for value in values {
        do {
            try body(value)
        } catch var failure as ExhaustiveFailure where failure.checkName == nil {
            failure.trace.insert(.init(label: label, value: String(describing: value)), at: 0)
            throw failure
        } catch {
            throw ExhaustiveFailure(
                checkName: nil, trace: [.init(label: label, value: String(describing: value))],
                message: String(describing: error))
        }
    }
}

/// Advances an odometer of indices, the last fastest.
private func advance(_ indices: inout [Int], sizes: [Int]) {
    var position = indices.count - 1
    while position >= 0 {
        indices[position] += 1
        if indices[position] < sizes[position] { return }
        indices[position] = 0
        position -= 1
    }
}
