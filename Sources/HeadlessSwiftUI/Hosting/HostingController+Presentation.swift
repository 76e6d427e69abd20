import HeadlessUI

extension HostingController {
    /// Shows the title and toolbar button in the navigation bar, and pushes or pops the destinations.
    func showAttachments() {
        var title: String?
        var hidesBackButton = false
        var button: (spec: WidgetSpec, identifier: String?)?
        // Few, so kept in order in an array, the last of a place's counting.
        var destinations: [(path: String, spec: DestinationSpec?)] = []
        var stack: (access: NavigationPathAccess, elements: [AnyHashable], environment: EnvironmentValues?)?
        var valueDestinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?] = [:]
        for attachment in found.screen {
            switch attachment {
            case .path(let access, let elements, let environment): stack = stack ?? (access, elements, environment)
            case .valueDestination(let type, let make): valueDestinations[type] = valueDestinations[type] ?? make
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
        if let stack {
            showPath(stack, destinations: valueDestinations, in: navigationController)
        } else if !pathScreens.isEmpty {
            popPathScreens(in: navigationController)
        } else if !valueDestinations.isEmpty {
            pathOwner?.learn(valueDestinations)
        }
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

    /// Pushes a screen for each value of the stack's path that has none yet, and pops those whose values
    /// left it, in one change of the navigation stack.
    ///
    /// Each screen is made by the destination of its value's type; one whose value stays is drawn again,
    /// with its pusher's environment as it is now. A value no destination shows is taken off the path, with
    /// those after it, as SwiftUI does not activate such a link.
    private func showPath(
        _ stack: (access: NavigationPathAccess, elements: [AnyHashable], environment: EnvironmentValues?),
        destinations: [ObjectIdentifier: @MainActor (AnyHashable) -> AnyView?],
        in navigationController: NavigationController
    ) {
        let make = { (value: AnyHashable) -> AnyView? in
            if let destination = value.base as? ViewDestination { return destination.view }
            return (destinations.merging(self.pushedDestinations) { mine, _ in mine })[
                ObjectIdentifier(type(of: value.base))]?(value)
        }
        let environment = { (index: Int) -> EnvironmentValues in
            var environment = stack.environment ?? EnvironmentValues()
            environment.dismiss = DismissAction { stack.access.keep(index) }
            return environment
        }
        var kept = 0
        while kept < min(pathScreens.count, stack.elements.count), pathScreens[kept].value == stack.elements[kept] {
            if let view = make(stack.elements[kept]) {
                pathScreens[kept].controller.environment = environment(kept)
                pathScreens[kept].controller.rootView = view
            }
            kept += 1
        }
        var screens = navigationController.viewControllers
        if kept < pathScreens.count {
            // Forgotten first, so that their going is not taken for the person's going back.
            let first = pathScreens[kept].controller
            pathScreens.removeLast(pathScreens.count - kept)
            if let index = screens.firstIndex(where: { $0 === first }) { screens = Array(screens.prefix(index)) }
        }
        var added: [HostingController<AnyView>] = []
        for index in kept..<stack.elements.count {
            guard let view = make(stack.elements[index]) else {
                stack.access.keep(index)
                break
            }
            let screen = HostingController<AnyView>(rootView: view, scheduler: scheduler)
            screen.environment = environment(index)
            screen.pathOwner = self
            // Going back from it keeps the values before it.
            screen.onPopped = { [weak self, weak screen] in
                guard let self, let screen, self.pathScreens.contains(where: { $0.controller === screen }) else {
                    return
                }
                self.pathScreens.removeAll { $0.controller === screen }
                stack.access.keep(index)
            }
            pathScreens.append((stack.elements[index], screen))
            added.append(screen)
        }
        // One change of the stack, once every screen is known: each push or pop makes this screen update
        // again as it goes or comes back.
        if !added.isEmpty || screens.count != navigationController.viewControllers.count {
            navigationController.setViewControllers(screens + added, animated: false)
        }
    }

    /// Pops the screens pushed for a stack's path that has left the tree.
    private func popPathScreens(in navigationController: NavigationController) {
        guard let first = pathScreens.first?.controller else { return }
        pathScreens = []
        if let index = navigationController.viewControllers.firstIndex(where: { $0 === first }) {
            navigationController.setViewControllers(
                Array(navigationController.viewControllers.prefix(index)), animated: false)
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
