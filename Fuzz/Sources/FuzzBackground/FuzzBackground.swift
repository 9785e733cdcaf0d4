// Fuzzes `BackgroundConfiguration`'s JSON decoder, with shadows, insets and visual effects.
//
// Invariants: Fuzz.decode's; for every test state, `updated(for:)` is idempotent, resolved
// colours are finite, and the render encodes to strict JSON (which refuses NaN and ∞).

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBackground(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(BackgroundConfiguration.self, Fuzz.data(bytes, count)) { configuration in
        let encoder = JSONEncoder()
        Fuzz.check(configuration.cornerRadius >= 0, "corner radius \(configuration.cornerRadius)")
        Fuzz.check(configuration.strokeWidth >= 0, "stroke width \(configuration.strokeWidth)")
        Fuzz.check(
            (0...1).contains(configuration.shadowProperties.opacity), "shadow opacity out of range")
        for state in Fuzz.states {
            let updated = configuration.updated(for: state)
            Fuzz.check(updated.updated(for: state) == updated, "updated(for:) is not idempotent")
            let tint = state.traitCollection.tintColor
            let environment = state.traitCollection.colorEnvironment
            Fuzz.checkFinite(
                updated.resolvedBackgroundColor(for: tint).resolve(in: environment), "background")
            Fuzz.checkFinite(
                updated.resolvedStrokeColor(for: tint).resolve(in: environment), "stroke")
            let render = BackgroundRender(updated, traits: state.traitCollection)
            do {
                _ = try encoder.encode(render)
            } catch {
                Fuzz.fail("the render does not encode: \(error)\n\(render)")
            }
        }
    }
    return 0
}
