// Encoding states: built-in custom values, registered types, and what cannot be encoded.
import ConfigState
import Foundation

enum ArchiveReason: String, CustomStateCodable {
    case spam, finished
}

extension CustomStateKey where Value == ArchiveReason? {
    static let archiveReason = CustomStateKey("com.my-app.archiveReason", defaultValue: nil)
}

var state = CellConfigurationState(traitCollection: TraitCollection(userInterfaceStyle: .dark))
state.isSelected = true
state[.archiveReason] = .finished
state[ConfigurationStateCustomKey("com.my-app.unread")] = 3

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let json = try encoder.encode(state)
let text = String(decoding: json, as: UTF8.self)
// The custom states, as written (the traits are left out here).
print(text.split(separator: "\n").prefix(12).joined(separator: "\n"))

// Decoding a type that is not built in needs it registered with the decoder.
do {
    _ = try JSONDecoder().decode(CellConfigurationState.self, from: json)
} catch DecodingError.dataCorrupted(let context) {
    print(context.debugDescription)
}
let decoder = JSONDecoder()
decoder.userInfo[.configurationStateCustomValueTypes] =
    [ArchiveReason.self] as [any CustomStateCodable.Type]
let decoded = try decoder.decode(CellConfigurationState.self, from: json)
print(decoded == state, decoded[.archiveReason] ?? .spam)

// A custom value whose type is not Encodable makes encoding throw, naming the key.
struct SessionToken: Hashable, Sendable {}
var withToken = CellConfigurationState()
withToken[ConfigurationStateCustomKey("com.my-app.session")] = SessionToken()
do {
    _ = try encoder.encode(withToken)
} catch EncodingError.invalidValue(_, let context) {
    print(context.debugDescription)
}

// Prints:
// {
//   "customStates" : {
//     "com.my-app.archiveReason" : {
//       "type" : "CodableStates.ArchiveReason",
//       "value" : "finished"
//     },
//     "com.my-app.unread" : {
//       "type" : "Int",
//       "value" : 3
//     }
//   },
//   "isSelected" : true,
// custom state "com.my-app.archiveReason" has a value of type CodableStates.ArchiveReason, which this decoder does not know; list the type in decoder.userInfo[.configurationStateCustomValueTypes]
// true finished
// custom state "com.my-app.session" holds a CodableStates.SessionToken, which is not Encodable; make the type Codable (and list it under CodingUserInfoKey.configurationStateCustomValueTypes when decoding) or remove the custom state before encoding
