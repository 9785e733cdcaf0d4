// What a configuration state costs to store.
import ConfigState

print(MemoryLayout<CellConfigurationState>.size, MemoryLayout<ViewConfigurationState>.size)
print(MemoryLayout<TraitCollection>.size)

// Prints:
// 18 18
// 8
