import HeadlessUI

/// The HeadlessUI button a ``Button`` is drawn as: its action is the view's latest.
final class HostedButton: HeadlessUI.Button {
    var action: @MainActor () -> Void = {}

    init() {
        super.init(title: "")
        // Unowned: the button keeps the closure, which cannot outlive it; a weak reference would give every
        // button a side table, and make each retain of it, as a screen is drawn, the slow kind.
        addAction { [unowned self] in self.action() }
    }
}
