import Foundation
import HeadlessUI
import ThreatKit

/// The list of nearby threats in classic MVC: this controller loads pages, keeps the rows, formats
/// them, feeds the table, and handles errors, selection, deletion and logging out.
///
/// Everything the screen knows is a stored property here, and every rule sits next to the widget it
/// affects. Exercise 03 moves the list's state and rules into a view model that announces row changes.
final class ThreatsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private static let cellIdentifier = "ThreatCell"

    private let environment: AppEnvironment

    private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    private var nextPage: ThreatPage.Cursor?
    private var hasLoadedFirstPage = false
    private var pageRequest: (any Cancellable)?

    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let messageLabel = Label(identifier: "message")
    private let tableView = TableView(identifier: "threats")
    private let loadMoreButton = Button(title: "Load More", identifier: "loadMore")
    private let logoutButton = Button(title: "Log Out", identifier: "logout")

    init(environment: AppEnvironment) {
        self.environment = environment
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby Threats"
        // Logging out is the only way back to the sign-in screen.
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = logoutButton
        tableView.dataSource = self
        tableView.delegate = self
        loadMoreButton.addAction { [weak self] in self?.loadMoreTapped() }
        logoutButton.addAction { [weak self] in self?.logoutTapped() }
        for widget in [activityIndicator, messageLabel, tableView, loadMoreButton] {
            view.addSubview(widget)
        }
        updateFooter()
        loadPage(from: .first)
    }

    // MARK: - Loading

    private func loadMoreTapped() {
        guard let nextPage else { return }
        loadPage(from: nextPage)
    }

    private func loadPage(from cursor: ThreatPage.Cursor) {
        guard pageRequest == nil else { return }
        setLoading(true)
        pageRequest = environment.threatService.fetchThreats(from: cursor) { [weak self] result in
            self?.pageLoaded(result, from: cursor)
        }
    }

    private func pageLoaded(_ result: Result<ThreatPage, ThreatServiceError>, from cursor: ThreatPage.Cursor) {
        pageRequest = nil
        setLoading(false)
        switch result {
        case .success(let page):
            let firstNewRow = threats.count
            threats += page.threats
            nextPage = page.next
            if hasLoadedFirstPage {
                // Later pages arrive as insertions at the end, so the rows already shown stay put.
                let newRows = (firstNewRow..<threats.count).map { IndexPath(row: $0, section: 0) }
                tableView.insertRows(at: newRows, with: .automatic)
            } else {
                hasLoadedFirstPage = true
                tableView.reloadData()
            }
        case .failure(let error):
            showLoadingError(error, retrying: cursor)
        }
        updateFooter()
    }

    private func showLoadingError(_ error: ThreatServiceError, retrying cursor: ThreatPage.Cursor) {
        let alert = AlertController(title: "Could not load threats", message: error.localizedDescription)
        alert.addAction(
            AlertAction(title: "Retry", style: .default) { [weak self] _ in
                self?.loadPage(from: cursor)
            }
        )
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    private func setLoading(_ isLoading: Bool) {
        loadMoreButton.isEnabled = !isLoading
        if isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// Shows "Load More" while more pages exist, and the empty message when there is nothing at all.
    private func updateFooter() {
        loadMoreButton.isHidden = nextPage == nil
        let isEmpty = hasLoadedFirstPage && threats.isEmpty && nextPage == nil
        messageLabel.text = isEmpty ? "No threats nearby." : nil
    }

    private func logoutTapped() {
        // Drop what is in flight: a late page must not change rows or raise an alert.
        pageRequest?.cancel()
        pageRequest = nil
        navigationController?.popToRootViewController(animated: true)
    }

    // MARK: - TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        threats.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let threat = threats[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel.text = "\(threat.lastName), \(threat.firstName)"
        cell.detailTextLabel.text =
            "\(Self.levelText(threat.level)) · \(Self.distanceText(meters: threat.distanceMeters))"
        return cell
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        // Change the data first, then announce the change: the table checks that the two agree.
        let threat = threats.remove(at: indexPath.row)
        environment.threatService.dismissThreat(id: threat.id)
        tableView.deleteRows(at: [indexPath], with: .automatic)
        updateFooter()
    }

    // MARK: - TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ThreatDetailViewController(threat: threats[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - Formatting

    /// `HIGH`: how a level reads on screen.
    static func levelText(_ level: ThreatLevel) -> String {
        level.rawValue.uppercased()
    }

    /// `950 m`, `1.2 km`: rounded to the nearest 10 m first; kilometres with one decimal from 1,000 m.
    ///
    /// The detail screen reaches in here for the same rule: in MVC, formatting lives in whichever
    /// controller needed it first. The MVVM versions give it a home of its own.
    static func distanceText(meters: Double) -> String {
        let roundedMeters = Int((meters / 10).rounded()) * 10
        guard roundedMeters >= 1_000 else { return "\(roundedMeters) m" }
        let tenthsOfKilometer = (roundedMeters + 50) / 100
        return "\(tenthsOfKilometer / 10).\(tenthsOfKilometer % 10) km"
    }
}
