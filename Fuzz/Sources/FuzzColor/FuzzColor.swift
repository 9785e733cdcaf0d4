// Fuzzes `Color`'s JSON decoder (names, hex strings, components, variants, transformed
// colours nested through transformer steps).
//
// Invariants: Fuzz.decode's (typed errors, exact round trips), and every decoded colour
// resolves to finite values, with finite contrast, in every environment.

import ConfigState
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(Color.self, Fuzz.data(bytes, count)) { color in
        Fuzz.checkResolves(color, "\(color)")
        Fuzz.checkResolves(color.withAlphaComponent(0.5), "\(color) at alpha 0.5")
    }
    return 0
}
