// `Button.Configuration.updated(for:)` of every button style beside the app-owned baseline
// (BenchmarkStates/AppButtons.swift) and a real copy of the configuration, counted in
// instructions (SPEC §11, §14). Each baseline is checked, before it is counted, to produce the
// library's values for the style in every one of the 16 control states.

import BenchmarkStates
import ConfigState

func buttonWorkloads() -> [String: Workload] {
    var workloads: [String: Workload] = [:]
    let iterations = (low: 6_400, high: 12_800)
    for style in Button.Configuration.Style.allCases {
        checkAppButtonBaseline(style)
        let base = factoryConfiguration(style)
        let palette = AppButtonPalette(style)
        workloads["update-button-\(style)"] = Workload(
            summary: "button \(style)(): updated(for:) over the 16 control states",
            iterations: iterations, operationsPerIteration: 16
        ) {
            let states = measuredControlStates
            return {
                states.withUnsafeBufferPointer { states in
                    for index in states.indices { blackHole(base.updated(for: states[index])) }
                }
            }
        }
        workloads["app-button-\(style)"] = Workload(
            summary: "button \(style)(): the app-owned baseline (flags, switch, small struct)",
            iterations: iterations, operationsPerIteration: 16
        ) {
            let flags = appButtonFlags
            return {
                flags.withUnsafeBufferPointer { flags in
                    for index in flags.indices { blackHole(appButtonLook(palette, flags[index])) }
                }
            }
        }
        workloads["copy-button-\(style)"] = Workload(
            summary: "button \(style)(): an opaque copy and destroy of the configuration",
            iterations: iterations, operationsPerIteration: 16
        ) {
            let slot = CopySlot(base)
            return { for _ in 0..<16 { slot.store(base) } }
        }
    }
    return workloads
}
