// Fuzzes `StateAwareValue<Color>`'s JSON decoder and, inside it, `StatePredicate`'s.
//
// Invariants: Fuzz.decode's; resolving for every test state gives a finite colour that is the
// first matching rule's value; the predicates round-trip on their own.

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateAwareValue(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(StateAwareValue<Color>.self, Fuzz.data(bytes, count)) { value in
        for state in Fuzz.states {
            let color = value.resolve(for: state)
            let expected =
                value.rules.first { $0.predicate.matches(state) }?.value ?? value.defaultValue
            Fuzz.check(color == expected, "resolve(for:) is not the first matching rule")
            Fuzz.checkFinite(color.resolve(in: state.traitCollection.colorEnvironment), "\(color)")
        }
        for rule in value.rules {
            Fuzz.roundTrip(rule.predicate)
            // Negating a predicate in normal form multiplies its clauses' sizes together, so
            // only small predicates are negated here.
            guard "\(rule.predicate)".count < 120 else { continue }
            let negated = !rule.predicate
            for state in Fuzz.states {
                Fuzz.check(
                    negated.matches(state) != rule.predicate.matches(state),
                    "!p agrees with p on a state: \(rule.predicate)")
            }
        }
    }
    return 0
}
