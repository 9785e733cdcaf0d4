extension ViewConfigurationState: CustomStringConvertible {
    /// The flags that are set, non-default traits and custom states, for example
    /// `ViewConfigurationState(pinned, traits: [dark])`; `ViewConfigurationState(normal)` when
    /// nothing is set.
    ///
    /// - Complexity: O(*k* log *k*) for *k* custom states, which are listed sorted by key, plus the
    ///   cost of describing their values.
    public var description: String {
        cellConfigurationState.description(as: "ViewConfigurationState")
    }
}

extension CellConfigurationState: CustomStringConvertible {
    /// The flags that are set, then drag and drop states, non-default traits and custom
    /// states, for example
    /// `CellConfigurationState(selected, editing, custom: [isArchived: true])`.
    ///
    /// - Complexity: O(*k* log *k*) for *k* custom states, which are listed sorted by key, plus the
    ///   cost of describing their values.
    public var description: String { description(as: "CellConfigurationState") }

    /// The description under the type name `name`: one word per flag that is set, in UIKit's
    /// order, then the drag and drop states and the background hint when known, the traits
    /// that differ from the defaults, and the custom states by key; `normal` for none of these.
    func description(as name: String) -> String {
        var parts = StateFlag.booleans.filter { bits[$0] }.map(\.name)
        if cellDragState != .none { parts.append("drag: \(cellDragState.rawValue)") }
        if cellDropState != .none { parts.append("drop: \(cellDropState.rawValue)") }
        if let backgroundUsesTintColor {
            parts.append(backgroundUsesTintColor ? "background: tint" : "background: not tint")
        }
        let traitWords = traitCollection.differencesFromDefault
        if !traitWords.isEmpty { parts.append("traits: [\(traitWords.joined(separator: ", "))]") }
        if !customStates.isEmpty {
            let entries = customStates.keys.sorted().map { key -> String in
                let value = customStates[key]!.value.base
                let text = value is String ? String(reflecting: value) : String(describing: value)
                return "\(key.rawValue): \(text)"
            }
            parts.append("custom: [\(entries.joined(separator: ", "))]")
        }
        return "\(name)(\(parts.isEmpty ? "normal" : parts.joined(separator: ", ")))"
    }
}
