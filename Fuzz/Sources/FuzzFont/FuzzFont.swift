// Fuzzes `Font`'s JSON decoder.
//
// Invariants: Fuzz.decode's, and point sizes and line heights that are finite, within
// 0…1 000 points, at every content size category; resolved fonts round-trip too.

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(Font.self, Fuzz.data(bytes, count)) { font in
        for category in ContentSizeCategory.allCases {
            let size = font.pointSize(for: category)
            Fuzz.check(
                size.isFinite && (0...1_000).contains(size), "\(font) at \(category): \(size)")
            if let lineHeight = font.lineHeight(for: category) {
                Fuzz.check(lineHeight.isFinite && lineHeight > 0, "\(font) leading \(lineHeight)")
            }
            Fuzz.roundTrip(font.resolved(for: category))
        }
        Fuzz.check(
            font.withWeight(font.weight) == font || font.isEmphasized,
            "withWeight(weight) changed \(font)")
    }
    return 0
}
