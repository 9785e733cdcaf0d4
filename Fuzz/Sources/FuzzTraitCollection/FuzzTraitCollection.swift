// Fuzzes `TraitCollection`'s JSON decoder.
//
// Invariants: Fuzz.decode's, a display scale within 1…10, and colours and fonts that resolve
// to finite values in the decoded traits.

import ConfigState
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraitCollection(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(TraitCollection.self, Fuzz.data(bytes, count)) { traits in
        Fuzz.check((1...10).contains(traits.displayScale), "display scale \(traits.displayScale)")
        for color in [Color.label, .tintColor, .systemBackground] {
            Fuzz.checkFinite(traits.resolve(color), "\(color) in \(traits)")
        }
        if let accent = traits.accentColor {
            Fuzz.checkFinite(traits.resolve(accent), "the accent")
        }
        let size = Font.body.pointSize(for: traits.preferredContentSizeCategory)
        Fuzz.check(size.isFinite && size > 0, "body at \(traits.preferredContentSizeCategory)")
        Fuzz.check(
            CellConfigurationState(traitCollection: traits).traitCollection == traits,
            "traits change when put in a state")
    }
    return 0
}
