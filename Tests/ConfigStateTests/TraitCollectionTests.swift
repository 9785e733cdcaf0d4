import ConfigState
import Foundation
import Testing

func roundTrip<T: Codable & Equatable>(
    _ value: T, userInfo: [CodingUserInfoKey: any Sendable] = [:]
) throws -> T {
    let data = try JSONEncoder().encode(value)
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return try decoder.decode(T.self, from: data)
}

func decodingMessage<T: Decodable>(
    _ type: T.Type, _ json: String, userInfo: [CodingUserInfoKey: any Sendable] = [:]
) -> String {
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    do {
        _ = try decoder.decode(T.self, from: Data(json.utf8))
        return "decoded"
    } catch let DecodingError.dataCorrupted(context) {
        return context.debugDescription
    } catch let DecodingError.typeMismatch(_, context) {
        return context.debugDescription
    } catch let DecodingError.keyNotFound(key, _) {
        return "missing \(key.stringValue)"
    } catch {
        return "\(error)"
    }
}

@Suite("TraitCollection")
struct TraitCollectionTests {
    @Test func defaultsAreAnIPhoneInPortrait() {
        let traits = TraitCollection()
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.userInterfaceLevel == .base)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.displayScale == 3)
        #expect(traits.listEnvironment == ListEnvironment.none)
        #expect(traits.accentColor == nil)
        #expect(traits.tintColor == .systemBlue)
        #expect(traits == TraitCollection(userInterfaceStyle: .light))
    }

    /// Every trait, changed one at a time, makes the collection unequal to the default and
    /// equal again when changed back.
    @Test(arguments: 0..<13)
    func everyTraitTakesPartInEqualityAndHashing(index: Int) throws {
        var traits = TraitCollection()
        let original = traits
        switch index {
        case 0: traits.userInterfaceStyle = .dark
        case 1: traits.accessibilityContrast = .high
        case 2: traits.userInterfaceLevel = .elevated
        case 3: traits.userInterfaceIdiom = .pad
        case 4: traits.preferredContentSizeCategory = .accessibilityLarge
        case 5: traits.layoutDirection = .rightToLeft
        case 6: traits.horizontalSizeClass = .regular
        case 7: traits.verticalSizeClass = .compact
        case 8: traits.legibilityWeight = .bold
        case 9: traits.displayScale = 2
        case 10: traits.listEnvironment = .sidebar
        case 11: traits.accentColor = .systemPink
        default: traits.tintColor = .systemGreen
        }
        #expect(traits != original)
        #expect(Set([traits, original]).count == 2)
        #expect(try roundTrip(traits) == traits)
    }

    @Test func equalTraitsHashEqually() {
        let a = TraitCollection(userInterfaceStyle: .dark, listEnvironment: .insetGrouped)
        var b = TraitCollection()
        b.listEnvironment = .insetGrouped
        b.userInterfaceStyle = .dark
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func colorEnvironmentFollowsTheTraits() {
        let traits = TraitCollection(
            userInterfaceStyle: .dark, accessibilityContrast: .high, userInterfaceLevel: .elevated,
            accentColor: .systemOrange, tintColor: .systemRed)
        let environment = traits.colorEnvironment
        #expect(
            environment
                == ColorEnvironment(
                    colorScheme: .dark, contrast: .high, level: .elevated,
                    accentColor: .systemOrange, tintColor: .systemRed))
        #expect(
            traits.resolve(.systemBackground) == Color.Resolved(red8: 36, green8: 36, blue8: 38))
        #expect(traits.resolve(.tintColor) == SystemColor.systemRed.resolve(in: environment))
    }

    @Test func unspecifiedTraitsResolveLikeUIKit() {
        let traits = TraitCollection(
            userInterfaceStyle: .unspecified, accessibilityContrast: .unspecified,
            userInterfaceLevel: .unspecified)
        #expect(traits.colorEnvironment == ColorEnvironment())
    }

    @Test func displayScaleIsClamped() {
        #expect(TraitCollection(displayScale: .nan).displayScale == 1)
        #expect(TraitCollection(displayScale: -4).displayScale == 1)
        #expect(TraitCollection(displayScale: .infinity).displayScale == 10)
        #expect(TraitCollection(displayScale: 0.5).displayScale == 1)
        #expect(TraitCollection(displayScale: 2).displayScale == 2)
    }

    @Test func codableRoundTripAndDefaults() throws {
        let traits = TraitCollection(
            userInterfaceStyle: .dark, preferredContentSizeCategory: .extraSmall,
            layoutDirection: .rightToLeft, accentColor: Color(red: 0.1, green: 0.2, blue: 0.3))
        #expect(try roundTrip(traits) == traits)
        let decoded = try JSONDecoder().decode(
            TraitCollection.self, from: Data("{\"userInterfaceStyle\":\"dark\"}".utf8))
        #expect(decoded == TraitCollection(userInterfaceStyle: .dark))
    }

    @Test func decodingErrorsNameTheKeyAndTheValidValues() {
        #expect(
            decodingMessage(TraitCollection.self, "{\"listEnvironment\":\"carousel\"}").contains(
                "unknown listEnvironment \"carousel\"; expected one of: unspecified, none, plain, grouped, insetGrouped, sidebar, sidebarPlain"
            ))
        #expect(
            decodingMessage(TraitCollection.self, "{\"displayScale\":0}").contains(
                "displayScale 0.0 is outside 1...10"))
        #expect(decodingMessage(TraitCollection.self, "{\"userInterfaceStyle\":7}") != "decoded")
    }

    @Test func descriptionListsOnlyWhatDiffers() {
        #expect(TraitCollection().description == "TraitCollection(default)")
        let traits = TraitCollection(
            userInterfaceStyle: .dark, accessibilityContrast: .high, listEnvironment: .sidebar)
        #expect(
            traits.description == "TraitCollection(dark, high contrast, listEnvironment: sidebar)")
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(ContentSizeCategory.sizes.count == 12)
        #expect(ContentSizeCategory.sizes == ContentSizeCategory.sizes.sorted())
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(
            !(ContentSizeCategory.unspecified < .large)
                && !(ContentSizeCategory.large < .unspecified))
        #expect(ContentSizeCategory.sizes.filter(\.isAccessibilityCategory).count == 5)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }
}
