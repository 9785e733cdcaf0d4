// Fuzzes `ConfigurationColorTransformer`'s JSON decoder.
//
// Invariants: Fuzz.decode's, and the decoded transformer gives finite colours, on resolved
// values and on descriptions, and finite contrast adjustments.

import ConfigState
import FuzzSupport

let inputs: [Color.Resolved] = [
    .white, .black, .clear, Color.Resolved(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.7),
    Color.Resolved(red: -1, green: 2, blue: 0.5),
]

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTransformer(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(ConfigurationColorTransformer.self, Fuzz.data(bytes, count)) { transformer in
        for environment in Fuzz.environments {
            for input in inputs {
                Fuzz.checkFinite(
                    transformer.apply(to: input, in: environment), "\(transformer) on \(input)")
                for adjustment in transformer.contrastAdjustments(
                    applyingTo: input, in: environment)
                {
                    Fuzz.checkFinite(adjustment.color, "a contrast adjustment in \(transformer)")
                    Fuzz.check(
                        adjustment.contrast.isFinite,
                        "contrast \(adjustment.contrast) in \(transformer)")
                }
            }
        }
        Fuzz.checkResolves(transformer(.systemBlue), "\(transformer) on systemBlue")
        Fuzz.checkResolves(transformer(.tintColor), "\(transformer) on tintColor")
        Fuzz.check(
            transformer.then(.identity) == transformer
                && ConfigurationColorTransformer.identity.then(transformer) == transformer,
            "identity is not neutral for \(transformer)")
    }
    return 0
}
