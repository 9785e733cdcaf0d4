import ConfigState
import Foundation
import Testing

@Suite("Image")
struct ImageTests {
    @Test(arguments: ["star", "star.fill", "1.circle", "person.crop.circle.badge.plus", "a1"])
    func wellFormedSymbolNamesMakeImages(name: String) throws {
        let image = try #require(Image(systemName: name))
        #expect(image.isSymbolImage && image.name == name)
    }

    @Test(arguments: [
        "", " ", "star ", "Star", "star..fill", ".star", "star.", "stär", "star/fill", ".",
    ])
    func malformedSymbolNamesAreNil(name: String) {
        #expect(Image(systemName: name) == nil, "\(String(reflecting: name))")
    }

    @Test func decodingRefusesWhatTheInitialiserRefuses() throws {
        let good = try #require(Image(systemName: "star.fill"))
        let data = try JSONEncoder().encode(good)
        #expect(try JSONDecoder().decode(Image.self, from: data) == good)
        let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(
            of: "star.fill", with: "Star Fill")
        #expect {
            try JSONDecoder().decode(Image.self, from: Data(bad.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.debugDescription.contains("\"Star Fill\" is not well formed")
        }
    }
}
