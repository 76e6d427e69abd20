import HeadlessUI
import Testing

/// A screen that records its lifecycle calls.
@MainActor
private final class Screen: ViewController {
    let name: String
    var log: [String] = []

    init(_ name: String) {
        self.name = name
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        log.append("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
}

@MainActor
@Suite("View controllers and navigation")
struct ViewControllerTests {
    @Test("viewDidLoad runs once, on first use of the view")
    func loadsOnce() {
        let screen = Screen("a")
        #expect(!screen.isViewLoaded)
        _ = screen.view
        _ = screen.view
        #expect(screen.log == ["a.viewDidLoad"])
    }

    @Test("Pushing and popping drive appearance in UIKit's order")
    func pushPop() {
        let root = Screen("root")
        let pushed = Screen("pushed")
        let navigation = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(root.log == ["root.viewDidLoad", "root.willAppear", "root.didAppear"])

        root.log.removeAll()
        navigation.pushViewController(pushed, animated: true)
        #expect(root.log == ["root.willDisappear", "root.didDisappear"])
        #expect(pushed.log == ["pushed.viewDidLoad", "pushed.willAppear", "pushed.didAppear"])
        #expect(pushed.navigationController === navigation)

        root.log.removeAll()
        pushed.log.removeAll()
        navigation.popViewController(animated: true)
        #expect(pushed.log == ["pushed.willDisappear", "pushed.didDisappear"])
        #expect(root.log == ["root.willAppear", "root.didAppear"])
        #expect(pushed.navigationController == nil)
    }

    @Test("Nothing appears before the window is on screen")
    func offScreen() {
        let root = Screen("root")
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(Screen("two"), animated: false)
        #expect(!root.log.contains("root.willAppear"))
    }

    @Test("The navigation stack holds the only strong reference: popped screens are released")
    func popReleases() {
        let navigation = NavigationController(rootViewController: Screen("root"))
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        weak var first: Screen?
        weak var second: Screen?
        do {
            let a = Screen("a")
            let b = Screen("b")
            first = a
            second = b
            navigation.pushViewController(a, animated: true)
            navigation.pushViewController(b, animated: true)
        }
        #expect(first != nil && second != nil)
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped?.count == 2)
        _ = consume popped
        #expect(first == nil && second == nil, "Popped screens must not be kept by the navigation controller")
    }

    @Test("The back button shows only above the root, and not on screens that hide it")
    func backButton() {
        let navigation = NavigationController(rootViewController: Screen("root"))
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(!navigation.navigationBar.backButton.isVisible)
        let pushed = Screen("pushed")
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.navigationBar.backButton.isVisible)
        pushed.navigationItem.hidesBackButton = true
        #expect(!navigation.navigationBar.backButton.isVisible)
        pushed.navigationItem.hidesBackButton = false
        navigation.navigationBar.backButton.simulateTap()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("An alert shows over everything; tapping an action dismisses it, then runs the handler")
    func alert() {
        let root = Screen("root")
        let navigation = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        var tapped: [String] = []
        let alert = AlertController(title: "Title", message: "Message")
        alert.addAction(
            AlertAction(title: "OK", style: .default) { action in
                tapped.append(action.title)
                #expect(window.topmostViewController === navigation, "The alert is gone before the handler runs")
            }
        )
        root.present(alert, animated: true)
        #expect(window.topmostViewController === alert)
        #expect(!alert.simulateTappingAction(titled: "Nope"))
        #expect(alert.simulateTappingAction(titled: "OK"))
        #expect(tapped == ["OK"])
        #expect(!root.log.contains("root.willDisappear"), "An alert does not make the screen under it disappear")
    }

    @Test("A disabled or hidden button ignores taps")
    func buttons() {
        var taps = 0
        let button = Button(title: "Go")
        button.addAction { taps += 1 }
        button.simulateTap()
        button.isEnabled = false
        button.simulateTap()
        button.isEnabled = true
        button.isHidden = true
        button.simulateTap()
        #expect(taps == 1)
    }

    @Test("A stopped activity indicator hides itself")
    func activity() {
        let spinner = ActivityIndicatorView()
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }
}

@MainActor
@Suite("Navigation: refused pushes")
struct NavigationRefusalTests {
    @Test("Pushing a controller already in the stack changes nothing")
    func duplicatePush() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let pushed = ViewController()
        navigation.pushViewController(pushed, animated: false)
        navigation.pushViewController(pushed, animated: false)
        navigation.pushViewController(root, animated: false)
        #expect(navigation.viewControllers.count == 2)
    }
}
