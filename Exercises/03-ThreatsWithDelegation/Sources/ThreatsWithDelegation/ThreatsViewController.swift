import Foundation
import HeadlessUI
import ThreatKit

/// The threats list in MVVM with delegation: it passes the view model's precise announcements on to
/// its widgets and table, and forwards events.
final class ThreatsViewController: ViewController, TableViewDataSource, TableViewDelegate, ThreatsViewModelDelegate {
    private static let cellIdentifier = "ThreatCell"

    private let viewModel: ThreatsViewModel

    private let activityIndicator = ActivityIndicatorView(identifier: "activity")
    private let messageLabel = Label(identifier: "message")
    private let tableView = TableView(identifier: "threats")
    private let loadMoreButton = Button(title: "Load More", identifier: "loadMore")
    private let logoutButton = Button(title: "Log Out", identifier: "logout")

    init(viewModel: ThreatsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby Threats"
        navigationItem.hidesBackButton = true
        navigationItem.rightBarButtonItem = logoutButton
        tableView.dataSource = self
        tableView.delegate = self
        loadMoreButton.addAction { [weak self] in self?.viewModel.loadMoreTapped() }
        logoutButton.addAction { [weak self] in self?.logoutTapped() }
        for widget in [activityIndicator, messageLabel, tableView, loadMoreButton] {
            view.addSubview(widget)
        }
        // Let the table learn its (empty) count now, so the first page can arrive as insertions.
        tableView.reloadData()
        // A delegate hears only changes, so show the starting state once, then listen.
        viewModel.delegate = self
        threatsViewModel(viewModel, didChangeLoading: viewModel.isLoading)
        threatsViewModel(viewModel, didChangeLoadMoreVisible: viewModel.isLoadMoreVisible)
        threatsViewModel(viewModel, didChangeLoadMoreEnabled: viewModel.isLoadMoreEnabled)
        threatsViewModel(viewModel, didUpdateMessage: viewModel.message)
        viewModel.viewDidLoad()
    }

    private func showLoadingError(_ message: String) {
        let alert = AlertController(title: "Could not load threats", message: message)
        alert.addAction(AlertAction(title: "Retry", style: .default) { [weak self] _ in self?.viewModel.retryTapped() })
        alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.viewModel.cancelTapped() })
        present(alert, animated: true)
    }

    private func logoutTapped() {
        viewModel.logoutTapped()
        navigationController?.popToRootViewController(animated: true)
    }

    // MARK: - TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = viewModel.cellViewModel(at: indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        cell.textLabel.text = row.title
        cell.detailTextLabel.text = row.detail
        return cell
    }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        viewModel.rowDeleted(at: indexPath.row)
    }

    // MARK: - TableViewDelegate

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ThreatDetailViewController(viewModel: viewModel.detailViewModel(forRowAt: indexPath.row))
        navigationController?.pushViewController(detail, animated: true)
    }

    // MARK: - ThreatsViewModelDelegate

    func threatsViewModel(_ viewModel: ThreatsViewModel, didInsertRowsAt rows: [Int]) {
        tableView.insertRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didDeleteRowsAt rows: [Int]) {
        tableView.deleteRows(at: rows.map { IndexPath(row: $0, section: 0) }, with: .automatic)
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoading isLoading: Bool) {
        if isLoading {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreVisible isVisible: Bool) {
        loadMoreButton.isHidden = !isVisible
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didChangeLoadMoreEnabled isEnabled: Bool) {
        loadMoreButton.isEnabled = isEnabled
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didUpdateMessage message: String) {
        messageLabel.text = message
    }

    func threatsViewModel(_ viewModel: ThreatsViewModel, didFailWith errorMessage: String) {
        showLoadingError(errorMessage)
    }
}
