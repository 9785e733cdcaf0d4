/// A description of a view's content that can make a view and update itself for a state:
/// `UIContentConfiguration` without the `UI`.
///
/// ``ListContentConfiguration`` conforms; conform your own value types to show custom content
/// in cells. A conforming type is a value: `updated(for:)` must be a pure function of the
/// configuration and the state.
///
/// <!-- snippet: SymbolDocs/DocContentConfiguration -->
/// ```swift
/// struct BadgeConfiguration: ContentConfiguration, Hashable {
///     var count = 0
///     var color = Color.systemRed
///
///     func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
///
///     func updated(for state: any ConfigurationState) -> BadgeConfiguration {
///         var copy = self
///         if state.cellConfigurationState.isSelected { copy.color = .white }
///         return copy
///     }
/// }
/// ```
public protocol ContentConfiguration {
    /// Makes a new view that shows this configuration.
    @MainActor func makeContentView() -> any View & ContentView

    /// The configuration for `state`: the style's values for that state applied to every
    /// property the caller has not customised.
    ///
    /// - Parameter state: The state to update for; cells pass a ``CellConfigurationState``,
    ///   headers and footers a ``ViewConfigurationState``.
    func updated(for state: any ConfigurationState) -> Self
}

/// A view that shows a content configuration: `UIContentView` without the `UI`.
///
/// A host keeps a cell's content view and, when a new configuration arrives, sets it on the
/// existing view if ``supports(_:)`` says it can, or replaces the view otherwise. Setting
/// ``configuration`` must replace everything the view shows: nothing of the previous
/// configuration may survive (the reuse audit checks this).
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration the view shows; setting it applies the new configuration.
    var configuration: any ContentConfiguration { get set }

    /// Whether the view can show `configuration` by having it set, rather than being
    /// replaced (iOS 16).
    ///
    /// The default implementation, like UIKit's, supports configurations of the same type as
    /// the current one.
    func supports(_ configuration: any ContentConfiguration) -> Bool

    /// What the view shows, resolved in `traitCollection` (beyond UIKit): what hosts put in
    /// their render and what the reuse audit compares.
    ///
    /// Report what the view displays — including anything it keeps between configurations —
    /// not merely its configuration; otherwise the audit cannot see stale state. The default
    /// implementation reports the view's type and its configuration's description.
    func render(in traitCollection: TraitCollection) -> ContentRender
}

extension ContentView {
    /// The view's type and its configuration's description.
    ///
    /// - Complexity: O(1), plus the cost of describing ``configuration``.
    public func render(in traitCollection: TraitCollection) -> ContentRender {
        .custom(
            CustomContentRender(
                viewType: String(describing: type(of: self)),
                properties: [
                    RenderField(path: "configuration", value: String(describing: configuration))
                ]))
    }

    /// Supports configurations of the same type as the current one.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
