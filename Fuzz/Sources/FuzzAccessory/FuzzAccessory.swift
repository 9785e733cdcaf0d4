// Fuzzes `CellAccessory`'s JSON decoder, on arrays of accessories (options, placements, menus,
// custom views).
//
// Invariants: Fuzz.decode's; laying the accessories out either throws the duplicate-accessory
// error — in every state alike — or gives each accessory at most once, with finite tints.

import ConfigState
import Foundation
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccessory(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode([CellAccessory].self, Fuzz.data(bytes, count)) { accessories in
        var failures: [Bool] = []
        for state in Fuzz.states {
            do {
                let layout = try CellAccessory.layout(accessories, for: state)
                failures.append(false)
                let indices = (layout.leading + layout.trailing).map(\.sourceIndex)
                Fuzz.check(Set(indices).count == indices.count, "an accessory shows twice")
                Fuzz.check(indices.allSatisfy(accessories.indices.contains), "a bad source index")
                let environment = state.traitCollection.colorEnvironment
                for item in layout.leading + layout.trailing {
                    Fuzz.checkFinite(item.tintColor.resolve(in: environment), "an accessory tint")
                }
                Fuzz.roundTrip(layout)
            } catch {
                failures.append(true)
                Fuzz.check(
                    error is CellAccessoryError && !"\(error)".isEmpty, "an untyped or empty error")
            }
        }
        Fuzz.check(Set(failures).count == 1, "validation depends on the state")
    }
    return 0
}
