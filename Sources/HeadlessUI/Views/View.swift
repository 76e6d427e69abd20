/// A rectangle on screen that may hold other views: the headless twin of `UIView`.
///
/// There are no frames or pixels: a screen is its tree of views, in order, which is what tests find
/// widgets in (by ``accessibilityIdentifier``) and what ``ScreenRenderer`` prints, top to bottom.
@MainActor
open class View {
    /// The name tests and scripts find this view by (SPEC.md, "Widget identifiers"), or `nil` for none.
    public var accessibilityIdentifier: String?

    /// Whether the view, and everything inside it, is off screen.
    public var isHidden = false

    /// The views inside this one, in the order they are shown.
    public private(set) var subviews: [View] = []

    /// The view this one is inside, or `nil` for a view that is not in a tree.
    public private(set) weak var superview: View?

    /// Creates an empty, visible view.
    public init() {}

    /// Adds `view` as the last subview, taking it from its current superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Puts `view` at `index` among the subviews (clamped to their count), as `UIView.insertSubview(_:at:)`.
    ///
    /// A view already inside this one only moves: a text field in it that is editing goes on editing.
    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
            view.superview = self
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
    }

    /// Takes this view out of its superview.
    ///
    /// A text field inside it that is editing stops editing first.
    public func removeFromSuperview() {
        guard let superview else { return }
        if let editing = window?.firstResponder, editing.isDescendant(of: self) {
            _ = editing.resignFirstResponder()
        }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The window this view is shown in, or `nil` when it is not on screen.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether the view would be seen: neither it nor any view it is inside is hidden.
    public var isVisible: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden { return false }
            current = view.superview
        }
        return true
    }

    /// Ends editing in the text field inside this view that is editing, if there is one.
    /// - Parameter force: Kept for `UIView.endEditing(_:)`'s shape; editing always ends.
    /// - Returns: Whether a text field stopped editing.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let editing = window?.firstResponder, editing.isDescendant(of: self) else { return false }
        return editing.resignFirstResponder()
    }

    /// This view and every view inside it, depth first, in on-screen order.
    ///
    /// The driver asks for it after every action, so it fills one array instead of joining one per level.
    public var allViews: [View] {
        var views: [View] = []
        appendViews(to: &views)
        return views
    }

    private func appendViews(to views: inout [View]) {
        views.append(self)
        for subview in subviews {
            subview.appendViews(to: &views)
        }
    }
}
