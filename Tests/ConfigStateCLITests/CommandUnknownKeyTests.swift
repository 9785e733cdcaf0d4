// The unknown-key policy of `Docs/Reliability.md`, for the command's own Codable types: like
// every Codable type of the libraries (`Tests/ConfigStateTests/UnknownKeyTests.swift`), they
// refuse an object holding a key they do not know, naming the key and the keys they take,
// rather than ignoring it as a synthesized `init(from:)` does.

import ConfigState
import ConfigStateTestsSupport
import Foundation
import Testing

@testable import ConfigStateCLI

/// One decodable type of the command: its name as declared, a sample, and what its unknown-key
/// error calls it and lists.
struct CommandUnknownKeySample: Sendable, CustomTestStringConvertible {
    /// The type's name as declared: `Step` for the nested `struct Step`.
    var declaredName: String
    /// What the error calls the object: `demo report step`.
    var what: String
    /// The keys the error lists, in order.
    var allowedKeys: [String]
    /// The sample's JSON.
    var encoded: @Sendable () throws -> Data
    /// Decodes a document as the sample's type and says whether it equals the sample.
    var decodesToSample: @Sendable (Data) throws -> Bool

    init<Value: Codable & Equatable & Sendable>(
        _ declaredName: String, _ value: Value, what: String, allowedKeys: [String]
    ) {
        self.declaredName = declaredName
        self.what = what
        self.allowedKeys = allowedKeys
        encoded = { try JSONEncoder().encode(value) }
        decodesToSample = { try JSONDecoder().decode(Value.self, from: $0) == value }
    }

    var testDescription: String { declaredName }
}

private let demoStep = DemoReport.Step(
    action: "scroll down 10 rows", cellsCreated: 8, cellsReused: 2, contentViewsReplaced: 1,
    staleCells: 0)
private let demoRun = DemoReport.Run(
    role: .fix, registration: "One registration per content type.", short: "two registrations",
    steps: [demoStep], notes: ["checked: item 3 is selected"],
    statistics: CollectionViewStatistics(), diagnostics: ["staleState": 2],
    findings: ["[staleState] item 7"], clean: true)
private let demoScene = DemoReport.Scene(title: "Two content types", runs: [demoRun])
private let demoReport = DemoReport(items: 100, viewport: 10, scenes: [demoScene])

/// One sample per type of `Sources/ConfigStateCLI` that is declared `Codable` or `Decodable`
/// and that JSON writes as an object.
let commandUnknownKeySamples: [CommandUnknownKeySample] = [
    CommandUnknownKeySample(
        "DemoReport", demoReport, what: "demo report",
        allowedKeys: ["items", "viewport", "scenes"]),
    CommandUnknownKeySample(
        "Scene", demoScene, what: "demo report scene", allowedKeys: ["title", "runs"]),
    CommandUnknownKeySample(
        "Run", demoRun, what: "demo report run",
        allowedKeys: [
            "role", "registration", "short", "steps", "notes", "statistics", "diagnostics",
            "findings", "clean",
        ]),
    CommandUnknownKeySample(
        "Step", demoStep, what: "demo report step",
        allowedKeys: [
            "action", "cellsCreated", "cellsReused", "contentViewsReplaced", "staleCells",
        ]
    ),
]

/// The command's Codable types that JSON writes as a single value — a name — so that an
/// unknown key cannot reach them.
let commandSingleValueCodableTypes: Set<String> = ["Role", "FidelityCase"]

/// The names of the types `Sources/ConfigStateCLI` declares `Codable` or `Decodable`, the last
/// part of each (`extension DemoReport.Step: Decodable` declares `Step`).
func declaredCommandDecodableTypes() throws -> Set<String> {
    Set(
        try declaredCodableTypes(inModules: ["ConfigStateCLI"]).map {
            String($0.split(separator: ".").last ?? Substring($0))
        })
}

@Suite("configstate: unknown keys in the command's own Codable types")
struct CommandUnknownKeyTests {
    /// The sample's document decodes to the sample; with `"unexpectedKey"` added, it is refused
    /// at that key, with a message naming the key, the object and the keys it takes.
    @Test(arguments: commandUnknownKeySamples)
    func anUnknownKeyIsRefusedAndNamed(sample: CommandUnknownKeySample) throws {
        let data = try sample.encoded()
        #expect(try sample.decodesToSample(data))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(sample.allowedKeys), "the sample leaves out a key")
        object["unexpectedKey"] = 1
        let edited = try JSONSerialization.data(withJSONObject: object)
        let error = try #require(throws: DecodingError.self) {
            _ = try sample.decodesToSample(edited)
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("not dataCorrupted: \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["unexpectedKey"])
        #expect(
            context.debugDescription
                == "unknown key \"unexpectedKey\" in \(sample.what); expected keys from: \(sample.allowedKeys.joined(separator: ", "))"
        )
    }

    /// A misspelt key deep in a report is refused where it is, not ignored.
    @Test func aMisspeltKeyInANestedStepIsRefusedAtItsPath() throws {
        let data = try JSONEncoder().encode(demoReport)
        let text = try #require(String(data: data, encoding: .utf8))
        let misspelt = text.replacingOccurrences(of: "\"staleCells\"", with: "\"staleCels\"")
        #expect(misspelt != text)
        let error = try #require(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(DemoReport.self, from: Data(misspelt.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("not dataCorrupted: \(error)")
            return
        }
        #expect(
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                == ["scenes", "[0]", "runs", "[0]", "steps", "[0]", "staleCels"])
        #expect(context.debugDescription.hasPrefix("unknown key \"staleCels\" in demo report step"))
    }

    /// A run's role is a name; another name is refused with the names it may be.
    @Test func anUnknownRoleIsRefusedWithTheValidNames() throws {
        let data = try JSONEncoder().encode(demoRun)
        let text = try #require(String(data: data, encoding: .utf8))
        let edited = text.replacingOccurrences(of: "\"fix\"", with: "\"fixed\"")
        #expect(edited != text)
        let error = try #require(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(DemoReport.Run.self, from: Data(edited.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("not dataCorrupted: \(error)")
            return
        }
        #expect(
            context.debugDescription
                == "unknown demo report run role \"fixed\"; expected one of: mistake, fix")
    }

    /// Every decodable type of the command's sources has a sample above or is written as a
    /// single value: a new one without a sample fails here.
    @Test func everyDecodableTypeHasASample() throws {
        let declared = try declaredCommandDecodableTypes()
        let covered = Set(commandUnknownKeySamples.map(\.declaredName)).union(
            commandSingleValueCodableTypes)
        #expect(declared.contains("DemoReport"), "the scan found too little: \(declared)")
        #expect(
            declared.subtracting(covered).isEmpty,
            "decodable types without a sample: \(declared.subtracting(covered).sorted())")
        #expect(
            covered.subtracting(declared).isEmpty,
            "listed types the sources no longer declare decodable: \(covered.subtracting(declared).sorted())"
        )
    }
}
