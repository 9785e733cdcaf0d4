// Fuzzes `ListContentConfiguration`'s JSON decoder, with its text and image properties.
//
// Invariants: Fuzz.decode's; for every test state, `updated(for:)` is idempotent and keeps
// the content, resolved colours are finite, and the content view's render encodes to strict
// JSON (which refuses NaN and ∞).

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListContent(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(ListContentConfiguration.self, Fuzz.data(bytes, count)) { configuration in
        let encoder = JSONEncoder()
        for state in Fuzz.states {
            let updated = configuration.updated(for: state)
            Fuzz.check(updated.updated(for: state) == updated, "updated(for:) is not idempotent")
            Fuzz.check(
                updated.text == configuration.text && updated.image == configuration.image,
                "updated(for:) changed the content")
            let environment = state.traitCollection.colorEnvironment
            Fuzz.checkFinite(
                updated.textProperties.resolvedColor().resolve(in: environment), "text")
            Fuzz.checkFinite(
                updated.secondaryTextProperties.resolvedColor().resolve(in: environment),
                "secondary")
            Fuzz.checkFinite(
                updated.imageProperties.resolvedTintColor(for: state.traitCollection.tintColor)
                    .resolve(in: environment), "image tint")
            // libFuzzer calls on the main thread; content views are main-actor views.
            let render = MainActor.assumeIsolated {
                ListContentView(configuration: updated).render(in: state.traitCollection)
            }
            do {
                _ = try encoder.encode(render)
            } catch {
                Fuzz.fail("the render does not encode: \(error)\n\(render)")
            }
        }
    }
    return 0
}
