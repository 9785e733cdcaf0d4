import ConfigState

// Decoding `configstate demo --format json` back into a report, with the libraries'
// unknown-key policy: an object holding a key its type does not know is refused with a
// `DecodingError.dataCorrupted` at that key, `unknown key "<key>" in <what>; expected keys from:
// …`, rather than ignored as a synthesized `init(from:)` ignores it. Encoding is synthesized,
// in the order of each type's `CodingKeys`.

extension DemoReport: Decodable {
    /// Decodes a report; an unknown key, here or in a scene, run or step, is a `DecodingError`
    /// that names it and the keys allowed.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(keyedBy: CodingKeys.self, what: "demo report")
        items = try container.decode(Int.self, forKey: .items)
        viewport = try container.decode(Int.self, forKey: .viewport)
        scenes = try container.decode([Scene].self, forKey: .scenes)
    }
}

extension DemoReport.Scene: Decodable {
    /// Decodes a scene; an unknown key is a `DecodingError` that names it and the keys allowed.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "demo report scene")
        title = try container.decode(String.self, forKey: .title)
        runs = try container.decode([DemoReport.Run].self, forKey: .runs)
    }
}

extension DemoReport.Run: Decodable {
    /// Decodes a run; an unknown key is a `DecodingError` that names it and the keys allowed.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "demo report run")
        role = try container.decode(DemoReport.Role.self, forKey: .role)
        registration = try container.decode(String.self, forKey: .registration)
        short = try container.decode(String.self, forKey: .short)
        steps = try container.decode([DemoReport.Step].self, forKey: .steps)
        notes = try container.decode([String].self, forKey: .notes)
        statistics = try container.decode(CollectionViewStatistics.self, forKey: .statistics)
        // Diagnostic kinds are data, not fields: any name is a key here.
        diagnostics = try container.decode([String: Int].self, forKey: .diagnostics)
        findings = try container.decode([String].self, forKey: .findings)
        clean = try container.decode(Bool.self, forKey: .clean)
    }
}

extension DemoReport.Step: Decodable {
    /// Decodes a step; an unknown key is a `DecodingError` that names it and the keys allowed.
    init(from decoder: any Decoder) throws {
        let container = try decoder.checkedContainer(
            keyedBy: CodingKeys.self, what: "demo report step")
        action = try container.decode(String.self, forKey: .action)
        cellsCreated = try container.decode(Int.self, forKey: .cellsCreated)
        cellsReused = try container.decode(Int.self, forKey: .cellsReused)
        contentViewsReplaced = try container.decode(Int.self, forKey: .contentViewsReplaced)
        staleCells = try container.decode(Int.self, forKey: .staleCells)
    }
}

extension DemoReport.Role: Decodable {
    /// Decodes a role from its name; another name is a `DecodingError` that lists the valid
    /// ones, `unknown demo report run role "fixed"; expected one of: mistake, fix`.
    init(from decoder: any Decoder) throws {
        self = try decoder.decodeName(Self.self, what: "demo report run role")
    }
}
