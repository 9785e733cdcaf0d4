// Which types a module's sources declare `Codable` or `Decodable`: shared by the unknown-key
// tests of the libraries (ConfigStateTests) and of the command (ConfigStateCLITests), which
// require a sample for every such type, so that a new type cannot skip the policy unnoticed.

import Foundation

/// The names of the types that `Sources/<module>` declares `Codable` or `Decodable`, for each
/// of `modules`, as declared (`Row`, `CellAccessory.Placement`; an extension's conformance,
/// `extension DemoReport.Step: Decodable`, counts too).
///
/// - Parameter modules: Folder names under `Sources/`.
/// - Returns: The declared names.
/// - Throws: If a source file cannot be read.
public func declaredCodableTypes(inModules modules: [String]) throws -> Set<String> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let declaration = try Regex(
        #"(?m)^[ \t]*(?:(?:public|package|internal|private|fileprivate|final|open)\s+)*(?:struct|enum|class|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)([^{]*)\{"#
    )
    var names: Set<String> = []
    for module in modules {
        let folder = root.appendingPathComponent("Sources/\(module)")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: declaration) {
                let conformances = match.output[2].substring ?? ""
                let words = conformances.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
                if words.contains("Codable") || words.contains("Decodable"),
                    let name = match.output[1].substring
                {
                    names.insert(String(name))
                }
            }
        }
    }
    return names
}
