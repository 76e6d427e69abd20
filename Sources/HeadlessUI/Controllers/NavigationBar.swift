/// The bar at the top of a navigation controller: back button, title, and a button at the right end.
///
/// Its parts are ordinary views, so tests find the back button (identifier `back`) and the bar button
/// like any other widget.
@MainActor
public final class NavigationBar: View {
    /// The top screen's title.
    public let titleLabel = Label()
    /// Pops the top screen; hidden on the root screen and on screens that hide it.
    public let backButton = Button(title: "Back", identifier: "back")
    private let rightSlot = View()

    override init() {
        super.init()
        addSubview(backButton)
        addSubview(titleLabel)
        addSubview(rightSlot)
    }

    /// The button at the right end, or `nil`.
    public var rightButton: Button? { rightSlot.subviews.first as? Button }

    func show(title: String?, rightButton: Button?, showsBackButton: Bool) {
        titleLabel.text = title
        backButton.isHidden = !showsBackButton
        if self.rightButton !== rightButton {
            self.rightButton?.removeFromSuperview()
            if let rightButton { rightSlot.addSubview(rightButton) }
        }
    }
}
