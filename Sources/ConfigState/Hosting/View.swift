/// A headless view: the part of `UIView` that configurations touch, without the `UI` — a
/// frame, colours, opacity, visibility, a place in a view tree, and the traits and tint colour
/// that the tree passes down.
///
/// Cells, header and footer views, content views and the collection view are views. A view
/// draws nothing; hosts describe what they show in renders.
///
/// **Traits and tint are inherited**, as in UIKit: a view's ``traitCollection`` is its
/// superview's unless it has traits of its own (setting ``traitCollection`` gives it its own —
/// beyond UIKit, whose traits only come from the window; set them on the root of a headless
/// tree), and its ``tintColor`` is its superview's unless it has one of its own. A view whose
/// effective traits change — its own, an ancestor's, or by moving to another superview — is
/// told through ``traitCollectionDidChange(_:)``, and the tint colour's part of them through
/// ``tintColorDidChange()``.
///
/// <!-- snippet: SymbolDocs/DocView -->
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// root.traitCollection = TraitCollection(userInterfaceStyle: .dark)
/// let child = View()
/// root.addSubview(child)
/// print(child.traitCollection.userInterfaceStyle)
///
/// // Prints:
/// // dark
/// ```
@MainActor
open class View {
    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view from an archive: a headless view has nothing to decode, so this is
    /// ``init(frame:)`` with a zero frame. (UIKit's designated initializer for views loaded
    /// from a storyboard or nib; subclasses that override ``init(frame:)`` implement it as UIKit
    /// subclasses do.)
    public required init?(coder: NSCoder) {
        self.frame = .zero
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry and appearance

    /// The view's frame in its superview's coordinates.
    // Layout passes read this and the view's other stored properties tens of times per
    // scroll, and the runtime's exclusivity check costs more than the read (about 70–100
    // instructions on Linux). Every access is on the main actor and none is held across a
    // call out to user code, so accesses cannot overlap: the check is off for the view's
    // stored properties.
    @exclusivity(unchecked) open var frame: CGRect

    /// The view's own rectangle: its frame's size at the origin. Setting it sets the frame's
    /// size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The view's background colour; `nil` is none.
    @exclusivity(unchecked) open var backgroundColor: Color?

    /// The view's opacity, 0…1. Default 1.
    @exclusivity(unchecked) open var alpha: CGFloat = 1

    /// Whether the view is hidden. Default `false`.
    @exclusivity(unchecked) open var isHidden = false

    /// Whether the view responds to the user. Default `true`.
    @exclusivity(unchecked) open var isUserInteractionEnabled = true

    /// The margins around the view's content, named by reading direction. Default 8 points on
    /// every side, as UIKit's.
    @exclusivity(unchecked) open var directionalLayoutMargins = DirectionalEdgeInsets(
        top: 8, leading: 8, bottom: 8, trailing: 8)

    // MARK: The view tree

    /// The view this view is a subview of, if any.
    @exclusivity(unchecked) public private(set) weak var superview: View? {
        didSet { superviewIdentity = superview.map(ObjectIdentifier.init) }
    }

    /// The identity of ``superview``, kept beside it and never dereferenced: comparing it
    /// with a view tells whether that view is the superview without loading the weak
    /// reference (a load, and a retain and release of the superview — about 150 instructions
    /// for each cell a collection view shows). It can outlive its view only when the
    /// superview is gone (and ``superview`` is `nil`): the identity of a dead view never
    /// equals that of a view alive since before it died, so ``isSubview(of:)`` is exact for
    /// such a view — a collection view asking about a cell it made.
    @exclusivity(unchecked) private var superviewIdentity: ObjectIdentifier?

    /// Whether `view` is the superview, for a `view` alive since before this view's last
    /// superview died (see `superviewIdentity`); one comparison.
    func isSubview(of view: View) -> Bool { superviewIdentity == ObjectIdentifier(view) }

    /// The view's subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []

    /// Adds `view` in front of the other subviews, moving it from its current superview.
    ///
    /// Adding a view to itself or to one of its own subviews is ignored (UIKit raises an
    /// exception).
    ///
    /// - Complexity: O(*s*) for *s* subviews of the old superview, plus O(*d*) for the *d*
    ///   views below `view` whose traits change.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the subviews' range), moving
    /// it from its current superview.
    ///
    /// - Complexity: As ``addSubview(_:)``.
    open func insertSubview(_ view: View, at index: Int) {
        guard !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.detachFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.inheritedTraitsDidChange()
        view.didMoveToSuperview()
    }

    /// Removes the view from its superview.
    ///
    /// - Complexity: O(*s*) for *s* subviews of the superview, plus O(*d*) for the views below
    ///   this one whose traits change.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview()
        inheritedTraitsDidChange()
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its descendants.
    ///
    /// - Complexity: O(*h*) for the *h* views above this one.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Called after the view moves to another superview (or leaves one); override to react.
    open func didMoveToSuperview() {}

    private func detachFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    // MARK: Traits and tint

    /// The traits this view set for itself, if any.
    @exclusivity(unchecked) private var ownTraits: TraitCollection?
    /// The tint colour this view set for itself, if any.
    @exclusivity(unchecked) private var ownTintColor: Color?
    /// The traits in effect: own or inherited, with the tint colour in effect.
    @exclusivity(unchecked) private var effectiveTraits = TraitCollection()
    /// The list environment the view's list gives it, over what it inherits: a collection
    /// view whose sections have different list appearances sets it on each cell and
    /// supplementary view (as iOS's trait overrides do).
    var listEnvironmentOverride: ListEnvironment? {
        didSet { if listEnvironmentOverride != oldValue { inheritedTraitsDidChange() } }
    }

    /// The traits in effect for this view: its own, or else its superview's, with the tint
    /// colour in effect (``tintColor``).
    ///
    /// Setting traits gives the view traits of its own (beyond UIKit, where traits come from
    /// the window), which its subviews then inherit.
    open var traitCollection: TraitCollection {
        get { effectiveTraits }
        set {
            guard newValue != ownTraits else { return }
            ownTraits = newValue
            inheritedTraitsDidChange()
        }
    }

    /// The tint colour in effect: the view's own, or else its superview's, or else its own
    /// traits' (`systemBlue` by default). Setting `nil` returns to the inherited colour.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // UIKit's type: a getter that is never nil and a setter that takes nil.
    open var tintColor: Color! {
        get { effectiveTraits.tintColor }
        set {
            ownTintColor = newValue
            inheritedTraitsDidChange()
        }
    }

    /// Called when the view's effective traits changed, with the traits before; override to
    /// react (call `super`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called when the tint colour in effect changed; override to react (call `super`).
    open func tintColorDidChange() {}

    /// Works out the traits in effect again after this view's own or its superview's changed,
    /// tells the view if they did, and passes the change down.
    ///
    /// - Complexity: O(*d*) for the *d* views in this view's subtree.
    func inheritedTraitsDidChange() {
        var traits = ownTraits ?? superview?.effectiveTraits ?? TraitCollection()
        if let ownTintColor { traits.tintColor = ownTintColor }
        if let listEnvironmentOverride { traits.listEnvironment = listEnvironmentOverride }
        guard traits != effectiveTraits else { return }
        let previous = effectiveTraits
        effectiveTraits = traits
        traitCollectionDidChange(previous)
        if traits.tintColor != previous.tintColor { tintColorDidChange() }
        for subview in subviews { subview.inheritedTraitsDidChange() }
    }

    // MARK: Layout

    /// The size the view needs to fit `targetSize`: UIKit's self-sizing question. A layout
    /// asks it with the width it offers and a height of 0, and takes the height answered.
    ///
    /// The base class answers `targetSize`'s width with its own frame's height; cells and
    /// header and footer views answer from their content (see their overrides).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(width: targetSize.width, height: frame.height)
    }

    /// Brings the view up to date before it is shown: the base class lays out its subviews;
    /// cells and header and footer views also run their configuration update pass.
    ///
    /// - Complexity: O(*d*) for the *d* views in the subtree, plus what their passes cost.
    open func layoutIfNeeded() {
        for subview in subviews { subview.layoutIfNeeded() }
    }
}
