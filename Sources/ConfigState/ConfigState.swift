// ConfigState re-exports ColorTransform, so `import ConfigState` is enough to use colours,
// transformers and the system palette; and Foundation, as UIKit does, so that code ported
// from UIKit finds `IndexPath`, `CGFloat`, `CGSize`, `UUID` and the rest with the one import.
@_exported import ColorTransform
@_exported import Foundation
