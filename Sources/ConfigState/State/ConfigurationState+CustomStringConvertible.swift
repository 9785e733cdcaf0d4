extension ViewConfigurationState: CustomStringConvertible {
    /// The flags that are set, non-default traits and custom states, for example
    /// `ViewConfigurationState(pinned, traits: [dark])`; `ViewConfigurationState(normal)` when
    /// nothing is set.
    public var description: String {
        _describe(
            "ViewConfigurationState", cellConfigurationState._flagWords, traitCollection,
            _customStates)
    }
}

extension CellConfigurationState: CustomStringConvertible {
    /// The flags that are set, then drag and drop states, non-default traits and custom
    /// states, for example
    /// `CellConfigurationState(selected, editing, custom: [isArchived: true])`.
    public var description: String {
        _describe("CellConfigurationState", _flagWords, traitCollection, _customStates)
    }

    /// One word per flag that is set, in UIKit's order.
    var _flagWords: [String] {
        var words = StateFlag.allCases.filter { _bits[$0] }.map(\.name)
        if cellDragState != .none { words.append("drag: \(cellDragState.rawValue)") }
        if cellDropState != .none { words.append("drop: \(cellDropState.rawValue)") }
        if let backgroundUsesTintColor {
            words.append(backgroundUsesTintColor ? "background: tint" : "background: not tint")
        }
        return words
    }
}

func _describe(
    _ name: String, _ flags: [String], _ traits: TraitCollection, _ custom: _CustomStates
) -> String {
    var parts = flags
    let traitWords = traits._differencesFromDefault
    if !traitWords.isEmpty { parts.append("traits: [\(traitWords.joined(separator: ", "))]") }
    if !custom.isEmpty {
        let entries = custom.keys.sorted().map { key -> String in
            let value = custom[key]!.value.base
            let text = value is String ? String(reflecting: value) : String(describing: value)
            return "\(key.rawValue): \(text)"
        }
        parts.append("custom: [\(entries.joined(separator: ", "))]")
    }
    return "\(name)(\(parts.isEmpty ? "normal" : parts.joined(separator: ", ")))"
}
