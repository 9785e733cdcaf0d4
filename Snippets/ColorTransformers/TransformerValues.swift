// Transformers built from named operations are values: they compose, compare, hash and encode.
import ColorTransform
import Foundation

let pressed = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
    .then(.multiplyingAlpha(by: 0.8))
print(pressed)

// Same steps, same transformer: equal, and one element in a set.
let again = ConfigurationColorTransformer.blended(with: .black, opacity: 0.1)
    .then(.multiplyingAlpha(by: 0.8))
print(pressed == again, Set([pressed, again]).count)

// Composition is associative, and identity is neutral on both sides.
let a = ConfigurationColorTransformer.grayscale
let b = ConfigurationColorTransformer.darkened(by: 0.2)
let c = ConfigurationColorTransformer.multiplyingAlpha(by: 0.5)
print(a.then(b).then(c) == a.then(b.then(c)))
print(a.then(.identity) == a, ConfigurationColorTransformer.identity.then(a) == a)

// A closure transformer compares by identity: copies are equal, separate closures are not.
let halfAlpha = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
let copy = halfAlpha
let lookalike = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
print(halfAlpha == copy, halfAlpha == lookalike)

// Applied to a system colour, a transformer gives a colour that transforms on every resolve.
let pressedBlue = pressed(.systemBlue)
print(pressedBlue)
print(pressedBlue.resolve(in: ColorEnvironment()).hexString)

// JSON: an array of steps; a transformed colour stores its base and its steps.
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let json = try encoder.encode(pressed)
print(String(decoding: json, as: UTF8.self))
print(try JSONDecoder().decode(ConfigurationColorTransformer.self, from: json) == pressed)
print(String(decoding: try encoder.encode(pressedBlue), as: UTF8.self))

// Decoding is strict where the factories clamp.
do {
    let tooDark = Data(#"["grayscale", {"darkened": 2}]"#.utf8)
    _ = try JSONDecoder().decode(ConfigurationColorTransformer.self, from: tooDark)
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription)
}

// A closure has no portable form.
do {
    _ = try encoder.encode(halfAlpha)
} catch EncodingError.invalidValue(_, let context) {
    print(context.debugDescription)
}

// Prints:
// blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)
// true 1
// true
// true true
// true false
// systemBlue -> blended(with: #000000, opacity: 0.1) -> multiplyingAlpha(by: 0.8)
// #006EE6CC
// [{"blended":{"color":{"alpha":1,"blue":0,"green":0,"red":0},"opacity":0.1}},{"multiplyingAlpha":0.8}]
// true
// {"base":"systemBlue","transformer":[{"blended":{"color":{"alpha":1,"blue":0,"green":0,"red":0},"opacity":0.1}},{"multiplyingAlpha":0.8}]}
// step 1 (darkened): 2.0 is outside 0...1
// a closure transformer cannot be encoded; build it from named operations (grayscale, blended(with:opacity:), …) to make it Codable
