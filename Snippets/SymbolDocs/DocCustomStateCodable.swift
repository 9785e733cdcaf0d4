// What the example in CustomStateCodable's documentation shows: registering a custom value
// type with a decoder.

// snippet.hide
import ConfigState

enum ArchiveReason: String, CustomStateCodable {
    case spam, finished
}

// snippet.show
let decoder = JSONDecoder()
decoder.userInfo[.configurationStateCustomValueTypes] =
    [ArchiveReason.self] as [any CustomStateCodable.Type]
// snippet.hide

var state = CellConfigurationState()
state[ConfigurationStateCustomKey("com.my-app.archiveReason")] = ArchiveReason.finished
let json = try JSONEncoder().encode(state)
print(try decoder.decode(CellConfigurationState.self, from: json) == state)

// Prints:
// true
