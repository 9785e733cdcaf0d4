import Foundation
import Testing

@testable import ConfigState

/// Expects what `CustomizableProperty.bit` relies on (it reads the case's index from the
/// enumeration's storage): one byte, at most 16 cases, case `i` owning bit `i`.
private func expectCaseIndexBits<Property: CustomizableProperty>(of _: Property.Type) {
    let name = String(reflecting: Property.self)
    let bits = Property.allCases.map(\.bit)
    #expect(MemoryLayout<Property>.size == 1, "\(name) is stored in one byte")
    #expect(bits.count <= 16, "\(name) fits a 16-bit mask")
    #expect(bits == (0..<bits.count).map { 1 << $0 }, "\(name): case i owns bit i")
}

@Suite("Customisation mask")
struct CustomizationMaskTests {
    @Test func everyPropertyOwnsTheBitOfItsPosition() {
        expectCaseIndexBits(of: BackgroundConfiguration.Property.self)
        expectCaseIndexBits(of: ListContentConfiguration.Property.self)
        expectCaseIndexBits(of: ListContentConfiguration.TextProperties.Property.self)
        expectCaseIndexBits(of: ListContentConfiguration.ImageProperties.Property.self)
    }

    @Test func insertRemoveAndListInDeclarationOrder() {
        typealias Property = BackgroundConfiguration.Property
        var mask = CustomizationMask<Property>()
        #expect(mask.isEmpty && mask.properties.isEmpty)
        mask.insert(.shadowProperties)
        mask.insert(.customView)
        mask.insert(.shadowProperties)
        #expect(mask.properties == [.customView, .shadowProperties])
        #expect(mask.contains(.customView) && !mask.contains(.cornerRadius))
        mask.remove(.customView)
        mask.remove(.cornerRadius)
        #expect(mask.properties == [.shadowProperties])
        #expect(
            CustomizationMask<Property>([.strokeWidth, .image, .strokeWidth]).properties == [
                .image, .strokeWidth,
            ])
        mask.removeAll()
        #expect(mask.isEmpty && mask == CustomizationMask())
    }

    /// What is customised is part of a configuration's value: it changes how it updates.
    @Test func customisationTakesPartInEqualityHashingAndCoding() throws {
        let plain = ListContentConfiguration.cell()
        var customised = plain
        customised.textProperties.color = plain.textProperties.color
        #expect(customised != plain)
        #expect(Set([plain, customised]).count == 2)
        let json = String(
            decoding: try JSONEncoder().encode(customised.textProperties), as: UTF8.self)
        #expect(json.contains(#""customized":["color"]"#))
        var background = BackgroundConfiguration.listCell()
        let before = background
        background.resetToStyle(.cornerRadius)
        #expect(background == before, "handing back what is not customised changes nothing")
        background.cornerRadius = before.cornerRadius
        #expect(background != before)
        background.resetToStyle(.cornerRadius)
        #expect(background == before)
    }
}
