// Fuzzes `ViewConfigurationState`'s JSON decoder: flags, traits and typed custom states
// (`Mood` is registered, so custom values decode by type name too).
//
// Invariants: Fuzz.decode's, equal states hash alike, predicates and styles accept the state,
// and a style updated for it twice equals one updated once.

import ConfigState
import FuzzSupport

/// libFuzzer's entry point: checks one input, `count` bytes at `bytes`; always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzViewState(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    Fuzz.decode(
        ViewConfigurationState.self, Fuzz.data(bytes, count), userInfo: Fuzz.customStateTypes
    ) { state in
        let cell = state.cellConfigurationState
        Fuzz.check(cell.traitCollection == state.traitCollection, "traits lost")
        _ = StatePredicate.selected.matches(state)
        _ = (StatePredicate.custom(ConfigurationStateCustomKey("fuzz")) || .disabled).matches(state)
        let content = ListContentConfiguration.sidebarCell().updated(for: state)
        Fuzz.check(content.updated(for: state) == content, "updated(for:) is not idempotent")
        let background = BackgroundConfiguration.listCell().updated(for: state)
        Fuzz.check(background.updated(for: state) == background, "updated(for:) is not idempotent")
        Fuzz.checkResolves(content.textProperties.resolvedColor(), "text colour for \(state)")
        Fuzz.checkResolves(
            background.resolvedBackgroundColor(for: state.traitCollection.tintColor),
            "background colour for \(state)")
    }
    return 0
}
