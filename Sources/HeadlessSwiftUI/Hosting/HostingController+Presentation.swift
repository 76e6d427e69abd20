import HeadlessUI

extension HostingController {
    /// Shows the title and toolbar button in the navigation bar, and pushes or pops the destinations.
    func showAttachments() {
        var title: String?
        var hidesBackButton = false
        var button: (spec: WidgetSpec, identifier: String?)?
        // Few, so kept in order in an array, the last of a place's counting.
        var destinations: [(path: String, spec: DestinationSpec?)] = []
        for attachment in found.screen {
            switch attachment {
            case .title(let text): title = title ?? text
            case .toolbar(let items):
                var first = FirstButton(found: Found())
                swap(&first.found, &found)
                ResolvedItem.walk(items, with: &first)
                swap(&first.found, &found)
                button = button ?? first.button
            case .destination(let path, let spec):
                if let index = destinations.firstIndex(where: { $0.path == path }) {
                    destinations[index].spec = spec
                } else {
                    destinations.append((path, spec))
                }
            case .backButtonHidden(let hidden): hidesBackButton = hidesBackButton || hidden
            }
        }
        if self.title != title { self.title = title }
        if navigationItem.hidesBackButton != hidesBackButton { navigationItem.hidesBackButton = hidesBackButton }
        if let button, case .button(_, _, let action) = button.spec.kind {
            toolbarButton.title = button.spec.buttonTitle ?? ""
            toolbarButton.action = action
            toolbarButton.isEnabled = !button.spec.isDisabled
            toolbarButton.accessibilityIdentifier = button.identifier
            if navigationItem.rightBarButtonItem !== toolbarButton { navigationItem.rightBarButtonItem = toolbarButton }
        } else if navigationItem.rightBarButtonItem != nil {
            navigationItem.rightBarButtonItem = nil
        }
        guard let navigationController else { return }
        // A destination whose view has left the tree goes with it, as an unset item's does.
        for path in pushed.keys where !destinations.contains(where: { $0.path == path }) {
            destinations.append((path, nil))
        }
        for (path, spec) in destinations {
            if let spec, let shown = pushed[path] {
                shown.controller.environment = Self.environment(of: spec)
                shown.controller.rootView = spec.makeView()
            } else if let spec, isOnScreen {
                let screen = HostingController<AnyView>(rootView: spec.makeView(), scheduler: scheduler)
                screen.environment = Self.environment(of: spec)
                pushed[path] = (screen, spec.clear)
                navigationController.pushViewController(screen, animated: false)
            } else if spec == nil, let shown = pushed[path] {
                pushed[path] = nil
                if let index = navigationController.viewControllers.firstIndex(where: { $0 === shown.controller }) {
                    navigationController.setViewControllers(
                        Array(navigationController.viewControllers.prefix(index)), animated: false)
                }
            }
        }
    }

    /// The environment of the screen pushed for `spec`: that of the place that pushes it, with a `dismiss`
    /// that goes back (the destination's item set to `nil`).
    private static func environment(of spec: DestinationSpec) -> EnvironmentValues {
        var environment = spec.environment ?? EnvironmentValues()
        environment.dismiss = DismissAction(action: spec.clear)
        return environment
    }

    /// Says so to each destination whose screen the person left (went back from).
    func clearLeftDestinations() {
        let stack = navigationController?.viewControllers ?? []
        for (path, shown) in pushed where !stack.contains(where: { $0 === shown.controller }) {
            pushed[path] = nil
            shown.clear()
        }
    }

    /// Shows the first alert whose binding reads `true`, or takes down the one shown when none does.
    ///
    /// As a UIKit controller's `present` does, it shows over the whole window (the navigation controller
    /// presents it), also while a screen pushed over this one is on top; the same alert with another title
    /// or message is shown again with them.
    func presentAlert() {
        let wanted = found.alerts.first(where: \.isShown)
        guard wanted != nil || shownAlert != nil else { return }
        if let shown = shownAlert {
            let isUp = shown.controller.presentingViewController != nil
            let isWanted =
                shown.path == wanted?.path && shown.controller.title == wanted?.title
                && shown.controller.message == wanted?.message
            if isUp, !isWanted { shown.controller.dismiss(animated: false) }
            if !isUp || !isWanted { shownAlert = nil }
        }
        var outermost: ViewController = self
        while let parent = outermost.parent { outermost = parent }
        let isInWindow = isOnScreen || navigationController != nil
        guard let wanted, shownAlert == nil, isInWindow, outermost.presentedViewController == nil else { return }
        let alert = AlertController(title: wanted.title, message: wanted.message)
        let ok: (title: String, role: ButtonRole?, action: @MainActor () -> Void) = ("OK", nil, {})
        for button in wanted.actions.isEmpty ? [ok] : wanted.actions {
            let style: AlertAction.Style =
                switch button.1 {
                case .cancel: .cancel
                case .destructive: .destructive
                case nil: .default
                }
            let isPresented = wanted.isPresented
            alert.addAction(
                AlertAction(title: button.0, style: style) { _ in
                    isPresented.wrappedValue = false
                    button.2()
                })
        }
        shownAlert = (wanted.path, alert)
        present(alert, animated: false)
    }
}

/// A walk that finds the first button among a toolbar's items, depth first, with the identifier it takes;
/// what is attached on the way is noted.
@MainActor
private struct FirstButton: ItemVisitor {
    var button: (spec: WidgetSpec, identifier: String?)?
    var found: Found

    mutating func visit(_ spec: WidgetSpec, identifier: String?) {
        if button == nil, case .button = spec.kind { button = (spec, identifier) }
        ResolvedItem.walk(spec.children, with: &self)
    }

    mutating func visit(_ attachment: Attachment) {
        found.note(attachment)
    }
}
