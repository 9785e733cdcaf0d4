// The harness at a glance: a failing property, shrunk to its simplest counterexample.
import ConfigStateTesting

let failure = findPropertyFailure(
    "every list of small numbers sums below 100",
    using: Gen.array(of: Gen.int(in: 0...50), count: 0...10),
    configuration: PropertyConfiguration(seed: 7, environment: .variables([:]))
) { numbers in
    numbers.reduce(0, +) < 100
}
print(failure?.shrunkCounterexample ?? "the property held")

// Every combination of a few small domains, reported by label.
let combination = findFailingCombination(
    "a cell is never both editing and swiped", of: .flag("editing"), .flag("swiped")
) { isEditing, isSwiped in
    !(isEditing && isSwiped)
}
print(combination?.traceDescription ?? "every combination passed")

// Prints:
// [50, 50]
// editing: true, swiped: true
