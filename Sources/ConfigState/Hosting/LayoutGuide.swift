/// A rectangle a view defines for placing things: `UILayoutGuide` without the `UI` — its frame
/// and owner (a headless view has no Auto Layout, so no anchors).
@MainActor
open class LayoutGuide {
    /// Creates a guide with no owner and a zero frame.
    public init() {}

    /// The view that defines the guide.
    public internal(set) weak var owningView: View?

    /// A name for debugging.
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates, worked out when asked.
    open var layoutFrame: CGRect { frameProvider?() ?? .zero }

    /// Works out ``layoutFrame`` for the guides the library's views define.
    var frameProvider: (@MainActor () -> CGRect)?
}
