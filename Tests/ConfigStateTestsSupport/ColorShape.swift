// How a colour nests, measured on its JSON: shared by the nesting tests (ColorTransformTests)
// and the nesting property (PropertyTests), which check the library's own walk against it.

import ConfigState
import Foundation

/// How many levels deep a colour's description nests, and how many colours it holds counted
/// as printed — read from its JSON, independently of the library's own walk.
public func colorShape(of color: Color) throws -> (depth: Int, count: Int) {
    let json = try JSONSerialization.jsonObject(
        with: try JSONEncoder().encode(color), options: [.fragmentsAllowed])
    // Colours are the top-level value, variants, bases and the colours of transformer steps
    // (`with`, `against`); steps themselves are not colours.
    func walk(_ value: Any, isColor: Bool, depth: Int) -> (depth: Int, count: Int) {
        var deepest = isColor ? depth : depth - 1
        var count = isColor ? 1 : 0
        if let object = value as? [String: Any] {
            for (key, child) in object {
                let childIsColor =
                    [
                        "light", "dark", "highContrastLight", "highContrastDark", "elevatedLight",
                        "elevatedDark", "highContrastElevatedLight", "highContrastElevatedDark",
                        "base", "with", "against", "color",
                    ].contains(key)
                    && isColor == (key != "with" && key != "against" && key != "color")
                let found = walk(
                    child, isColor: childIsColor, depth: childIsColor ? depth + 1 : depth)
                deepest = max(deepest, found.depth)
                count += found.count
            }
        } else if let array = value as? [Any] {
            for child in array {
                let found = walk(child, isColor: false, depth: depth)
                deepest = max(deepest, found.depth)
                count += found.count
            }
        }
        return (deepest, count)
    }
    return walk(json, isColor: true, depth: 1)
}
