import HeadlessUI

/// The HeadlessUI button a ``Button`` is drawn as: its action is the view's latest.
final class HostedButton: HeadlessUI.Button {
    var action: @MainActor () -> Void = {}

    init() {
        super.init(title: "")
        addAction { [weak self] in self?.action() }
    }
}
