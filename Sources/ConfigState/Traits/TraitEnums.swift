// The trait enums, with UIKit's names minus `UI` and UIKit's cases (UIKit headers:
// UIInterface.h, UITraitCollection.h, UIDevice.h; iOS 18 SDK for UIListEnvironment).

/// Light or dark appearance: `UIUserInterfaceStyle`.
public enum UserInterfaceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// No preference; colours resolve as ``light``.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Whether Increase Contrast is on: `UIAccessibilityContrast`.
public enum AccessibilityContrast: String, Hashable, Sendable, Codable, CaseIterable {
    /// No preference; colours resolve as ``normal``.
    case unspecified
    /// Standard contrast.
    case normal
    /// Increased contrast.
    case high
}

/// The visual level of content: `UIUserInterfaceLevel`.
public enum UserInterfaceLevel: String, Hashable, Sendable, Codable, CaseIterable {
    /// No preference; colours resolve as ``base``.
    case unspecified
    /// The window's base level.
    case base
    /// Content presented above the base (sheets, popovers).
    case elevated
}

/// The kind of device: `UIUserInterfaceIdiom`.
public enum UserInterfaceIdiom: String, Hashable, Sendable, Codable, CaseIterable {
    /// Unknown.
    case unspecified
    /// iPhone.
    case phone
    /// iPad.
    case pad
    /// Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// Mac (Catalyst's Mac idiom).
    case mac
    /// Apple Vision Pro.
    case vision
}

/// The direction text and layout flow: `UITraitEnvironmentLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Unknown; treated as ``leftToRight``.
    case unspecified
    /// Left to right (English, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew, …).
    case rightToLeft
}

/// A coarse width or height class: `UIUserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, Codable, CaseIterable {
    /// Unknown.
    case unspecified
    /// Constrained space (an iPhone's width in portrait).
    case compact
    /// Expansive space.
    case regular
}

/// Whether Bold Text is on: `UILegibilityWeight`.
public enum LegibilityWeight: String, Hashable, Sendable, Codable, CaseIterable {
    /// Unknown.
    case unspecified
    /// Standard weights.
    case regular
    /// Bold Text is on.
    case bold
}

/// The style of the list a view sits in: `UIListEnvironment` (iOS 18).
///
/// `ListContentConfiguration.cell()`, `header()`, `footer()` and
/// `BackgroundConfiguration.listCell()` adapt to it when updated for a state.
public enum ListEnvironment: String, Hashable, Sendable, Codable, CaseIterable {
    /// Not known; adaptive styles behave as in a plain list.
    case unspecified
    /// Not inside a list; adaptive styles behave as in a plain list.
    case none
    /// A plain list.
    case plain
    /// A grouped list.
    case grouped
    /// An inset grouped list.
    case insetGrouped
    /// A sidebar.
    case sidebar
    /// A plain sidebar.
    case sidebarPlain
}
