import ColorTransform
import Foundation
import Testing

func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    let data = try JSONEncoder().encode(value)
    return try JSONDecoder().decode(T.self, from: data)
}

func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(json.utf8))
}

@Suite("Color")
struct ColorTests {
    let light = ColorEnvironment()
    let dark = ColorEnvironment(colorScheme: .dark)

    @Test func fixedColoursResolveToThemselvesEverywhere() {
        let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        for environment in ColorEnvironment.standardAppearances {
            #expect(
                color.resolve(in: environment)
                    == Color.Resolved(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        }
    }

    @Test func uikitFixedColours() {
        #expect(Color.white.resolve(in: light) == .white)
        #expect(Color.black.resolve(in: light) == .black)
        #expect(Color.clear.resolve(in: light).alpha == 0)
        #expect(Color.orange.resolve(in: light) == Color.Resolved(red: 1, green: 0.5, blue: 0))
        #expect(Color.gray.resolve(in: light) == Color.Resolved(white: 0.5))
    }

    @Test func componentsAreClampedNotTrapped() {
        let color = Color.Resolved(red: .nan, green: .infinity, blue: -.infinity, alpha: 7)
        #expect(color.red == 0 && color.green == 2 && color.blue == -1 && color.alpha == 1)
        var mutable = Color.Resolved.white
        mutable.alpha = .nan
        #expect(mutable.alpha == 0)
        mutable.red = -3
        #expect(mutable.red == -1)
    }

    @Test func validatingInitializerNamesTheComponent() {
        #expect(throws: ColorComponentError(component: .green, value: .nan, reason: .notFinite)) {
            try Color.Resolved(validatingRed: 0, green: .nan, blue: 0)
        }
        let error = #expect(throws: ColorComponentError.self) {
            try Color.Resolved(validatingRed: 0, green: 0, blue: 0, alpha: 1.5)
        }
        #expect(error?.description == "colour component alpha is 1.5; it must lie in 0...1")
        #expect(throws: Never.self) {
            try Color.Resolved(validatingRed: -0.2, green: 1.1, blue: 0.5)
        }
    }

    @Test func dynamicVariantsFallBack() {
        let color = Color(light: .white, dark: .black, highContrastDark: .red)
        #expect(color.resolve(in: light) == .white)
        #expect(color.resolve(in: dark) == .black)
        #expect(
            color.resolve(in: ColorEnvironment(colorScheme: .dark, contrast: .high))
                == Color.red.resolve(in: light))
        // Elevated high-contrast dark falls back to high-contrast dark.
        #expect(
            color.resolve(
                in: ColorEnvironment(colorScheme: .dark, contrast: .high, level: .elevated))
                == Color.red.resolve(in: light))
        // Elevated dark falls back to dark; high-contrast light falls back to light.
        #expect(color.resolve(in: ColorEnvironment(colorScheme: .dark, level: .elevated)) == .black)
        #expect(color.resolve(in: ColorEnvironment(contrast: .high)) == .white)
        // No dark variant: light is used in dark mode.
        #expect(Color(light: .blue).resolve(in: dark) == Color.blue.resolve(in: dark))
    }

    @Test func everyVariantIsReachable() {
        let variants = Color.Variants(
            light: Color(white: 0.1), dark: Color(white: 0.2), highContrastLight: Color(white: 0.3),
            highContrastDark: Color(white: 0.4), elevatedLight: Color(white: 0.5),
            elevatedDark: Color(white: 0.6),
            highContrastElevatedLight: Color(white: 0.7),
            highContrastElevatedDark: Color(white: 0.8))
        var seen: Set<Color> = []
        for scheme in ColorEnvironment.ColorScheme.allCases {
            for contrast in ColorEnvironment.Contrast.allCases {
                for level in ColorEnvironment.Level.allCases {
                    seen.insert(
                        variants.color(
                            for: ColorEnvironment(
                                colorScheme: scheme, contrast: contrast, level: level)))
                }
            }
        }
        #expect(seen.count == 8)
    }

    @Test func tintColorResolvesToTheEnvironmentsTint() {
        #expect(Color.tintColor.resolve(in: light) == SystemColor.systemBlue.resolve(in: light))
        let green = ColorEnvironment(tintColor: .systemGreen)
        #expect(Color.tintColor.resolve(in: green) == SystemColor.systemGreen.resolve(in: green))
        // A tint defined as itself, or through itself, resolves to systemBlue instead of recursing.
        let selfReferential = ColorEnvironment(tintColor: .tintColor)
        #expect(
            Color.tintColor.resolve(in: selfReferential)
                == SystemColor.systemBlue.resolve(in: light))
        let through = ColorEnvironment(tintColor: Color.tintColor.withAlphaComponent(0.5))
        #expect(
            Color.tintColor.resolve(in: through)
                == SystemColor.systemBlue.resolve(in: light).withAlphaComponent(0.5))
    }

    @Test func withAlphaComponentReplacesAlpha() {
        let fixed = Color(red: 1, green: 0, blue: 0, alpha: 0.2).withAlphaComponent(0.5)
        #expect(fixed.isFixed)
        #expect(fixed.resolve(in: light).alpha == 0.5)
        let dynamic = Color.systemBlue.withAlphaComponent(0.3)
        #expect(
            dynamic.resolve(in: dark)
                == SystemColor.systemBlue.resolve(in: dark).withAlphaComponent(0.3))
        #expect(dynamic == Color.systemBlue.withAlphaComponent(0.3))
        #expect(Color.Resolved.white.withAlphaComponent(-1).alpha == 0)
    }

    @Test func equalityComparesDescriptions() {
        #expect(Color.systemBlue != Color(red8: 0, green8: 122, blue8: 255))
        #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
        // Built two ways, equal colours hash alike; a different one stays apart.
        #expect(Set([Color.systemRed, Color(SystemColor.systemRed), .tintColor]).count == 2)
    }

    @Test func descriptions() {
        #expect(Color.systemBlue.description == "systemBlue")
        #expect(Color.tintColor.description == "tintColor")
        #expect(Color(red8: 10, green8: 132, blue8: 255).description == "#0A84FF")
        #expect(Color(red8: 10, green8: 132, blue8: 255, alpha8: 128).description == "#0A84FF80")
        #expect(
            Color(red: 0.1, green: 1.2, blue: -0.5, alpha: 0.25).description
                == "rgba(0.1, 1.2, -0.5, 0.25)")
        #expect(
            Color(light: .white, dark: .black).description
                == "dynamic(light: #FFFFFF, dark: #000000)")
        #expect(Color.label.withAlphaComponent(0.5).description == "label -> settingAlpha(to: 0.5)")
        #expect(
            ColorEnvironment(colorScheme: .dark, contrast: .high).description
                == "dark, high contrast")
    }

    @Test func codableRoundTripsEveryForm() throws {
        let colors: [Color] = [
            .systemBlue, .tintColor, .white,
            Color(red: 0.123_456_789, green: -0.2, blue: 1.5, alpha: 0.3),
            Color(light: .white, dark: .systemGray, highContrastElevatedDark: .red),
            ConfigurationColorTransformer.grayscale.then(.blended(with: .black, opacity: 0.1))(
                .systemRed),
            Color.secondaryLabel.withAlphaComponent(0.4),
        ]
        for color in colors {
            #expect(try roundTrip(color) == color)
        }
        let encoded = String(decoding: try JSONEncoder().encode(Color.systemBlue), as: UTF8.self)
        #expect(encoded == "\"systemBlue\"")
    }

    @Test func decodesHexStrings() throws {
        #expect(try decode(Color.self, "\"#0A84FF\"") == Color(red8: 10, green8: 132, blue8: 255))
    }

    @Test func decodingErrorsSayWhatIsWrong() {
        func message(_ json: String) -> String {
            do {
                _ = try decode(Color.self, json)
                return "decoded"
            } catch let DecodingError.dataCorrupted(context) {
                return context.debugDescription
            } catch let DecodingError.typeMismatch(_, context) {
                return context.debugDescription
            } catch {
                return "\(error)"
            }
        }
        #expect(message("\"systemBlu\"").contains("unknown colour name \"systemBlu\""))
        #expect(message("\"#12G\"").contains("'G' at offset 3"))
        #expect(
            message("{\"red\": 0, \"green\": 0, \"blue\": 0, \"alpha\": 2}").contains("alpha is 2"))
        #expect(message("{\"red\": 0, \"green\": 9, \"blue\": 0}").contains("green is 9"))
        #expect(message("{\"hue\": 3}").contains("found keys: hue"))
        #expect(message("42").contains("expected a colour"))
        #expect(message("{\"red\": \"x\", \"green\": 0, \"blue\": 0}") != "decoded")
        #expect(
            message("{\"base\": \"systemBlue\", \"transformer\": [\"sparkle\"]}").contains(
                "unknown transformer step \"sparkle\""))
    }

    @Test func compositingOverBackgrounds() {
        let half = Color.Resolved(red: 1, green: 0, blue: 0, alpha: 0.5)
        let over = half.composited(over: .white)
        #expect(over == Color.Resolved(red: 1, green: 0.5, blue: 0.5, alpha: 1))
        #expect(Color.Resolved.clear.composited(over: .clear) == .clear)
        let translucentBoth = half.composited(
            over: Color.Resolved(red: 0, green: 0, blue: 1, alpha: 0.5))
        #expect(isClose(translucentBoth.alpha, 0.75))
    }
}
