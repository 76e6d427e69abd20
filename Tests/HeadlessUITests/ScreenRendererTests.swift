import Foundation
import HeadlessUI
import Testing

/// A small screen with one of each widget.
@MainActor
private final class Sample: ViewController, TableViewDataSource {
    let field = TextField(identifier: "name")
    let secret = TextField(identifier: "secret")
    let empty = Label(identifier: "empty")
    let button = Button(title: "Go", identifier: "go")
    let spinner = ActivityIndicatorView(identifier: "activity")
    let table = TableView(identifier: "rows")
    let hidden = Label(text: "not shown", identifier: "hidden")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sample"
        secret.isSecureTextEntry = true
        hidden.isHidden = true
        table.dataSource = self
        for view in [field, secret, empty, hidden, button, spinner, table] { self.view.addSubview(view) }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel.text = ["Heo, Greg", "Li, Mei"][indexPath.row]
        cell.detailTextLabel.text = ["HIGH · 350 m", "LOW · 1.2 km"][indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Screen renderer")
struct ScreenRendererTests {
    @Test("Each visible widget prints as identifier and value; hidden ones and empty labels do not")
    func wholeScreen() {
        let sample = Sample()
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: sample)
        window.makeKeyAndVisible()
        sample.field.simulateTyping("Ada")
        sample.secret.simulateTyping("pässwörd")
        sample.button.isEnabled = false
        sample.spinner.startAnimating()
        let alert = AlertController(title: "Oops", message: "It broke.")
        alert.addAction(AlertAction(title: "Retry", style: .default))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        sample.present(alert, animated: false)

        let expected = """
            ╭─ Sample ──────────────────────────────
            │ name          [Ada]
            │ secret        [••••••••▏]
            │ go            [ Go ] (disabled)
            │ activity      ⟳ busy
            │ rows          2 rows
            │   1  Heo, Greg  HIGH · 350 m
            │   2  Li, Mei    LOW · 1.2 km
            │ ┌ Oops
            │ │ It broke.
            │ └ [ Retry ]  [ Cancel ]
            ╰───────────────────────────────────────
            """
        #expect(ScreenRenderer(width: 40).render(window) == expected)
    }
}

@MainActor
@Suite("Screen renderer: lines")
struct ScreenRendererLineTests {
    @Test("A label of several lines continues under its value; a table row stays on one line")
    func multiline() {
        let screen = ViewController()
        let notes = Label(text: "line one\nline two", identifier: "notes")
        screen.view.addSubview(notes)
        let window = Window()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let lines = ScreenRenderer(width: 20).render(window).split(separator: "\n")
        #expect(lines.contains("│ notes         line one"))
        #expect(lines.contains("│               line two"))
    }
}

/// A list whose names are written in different scripts.
@MainActor
private final class Names: ViewController, TableViewDataSource {
    let table = TableView(identifier: "threats")
    let rows = [("Quill, Ada", "LOW · 90 m"), ("山田, 太郎", "HIGH · 120 m"), ("Müller, Zoë", "CRITICAL · 1 km")]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "近くの脅威"
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel.text = rows[indexPath.row].0
        cell.detailTextLabel.text = rows[indexPath.row].1
        return cell
    }
}

@MainActor
@Suite("Screen renderer: terminal columns")
struct ScreenRendererColumnTests {
    @Test("A row of wide characters lines its level up with the other rows, and the frame keeps its width")
    func wideRowsAlign() throws {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: Names())
        window.makeKeyAndVisible()
        let lines = ScreenRenderer(width: 40).render(window).split(separator: "\n").map(String.init)
        func levelColumn(_ name: String) throws -> Int {
            let line = try #require(lines.first { $0.contains(name) })
            let level = try #require(line.range(of: name)?.upperBound)
            return line[..<level].terminalColumns + (line[level...].prefix { $0 == " " }.count)
        }
        #expect(try levelColumn("山田, 太郎") == levelColumn("Quill, Ada"), "\(lines.joined(separator: "\n"))")
        #expect(try levelColumn("Müller, Zoë") == levelColumn("Quill, Ada"), "\(lines.joined(separator: "\n"))")
        #expect(lines.first?.terminalColumns == 40, "The top rule with a wide title: \(lines.first ?? "")")
        #expect(lines.last?.terminalColumns == 40)
    }
}
