import Foundation
import HeadlessUI
import Streams
import ThreatKit

/// The threats list in MVVM with reactive streams: it subscribes the view model's outputs to widgets,
/// sends events into its inputs, and turns each new list of rows into the table updates UIKit expects.
final class ThreatsViewController: ViewController, TableViewDataSource, TableViewDelegate {
    private static let cellIdentifier = "ThreatCell"

    private let viewModel: ThreatsViewModel
    /// The rows the table was last told about: the data source answers from this copy, so it always
    /// matches the table's own count, as UIKit's consistency rule requires.
    private var displayedRows: [ThreatCellViewModel] = []
    private let bag = DisposeBag()

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
        bindViewModel()
        viewModel.viewDidLoad()
    }

    private func bindViewModel() {
        viewModel.rows.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
        viewModel.isLoading
            .subscribe(onNext: { [weak self] isLoading in
                if isLoading {
                    self?.activityIndicator.startAnimating()
                } else {
                    self?.activityIndicator.stopAnimating()
                }
            })
            .disposed(by: bag)
        viewModel.isLoadMoreVisible.subscribe(onNext: { [weak self] in self?.loadMoreButton.isHidden = !$0 })
            .disposed(by: bag)
        viewModel.isLoadMoreEnabled.subscribe(onNext: { [weak self] in self?.loadMoreButton.isEnabled = $0 })
            .disposed(by: bag)
        viewModel.message.subscribe(onNext: { [weak self] in self?.messageLabel.text = $0 }).disposed(by: bag)
        viewModel.loadingErrors.subscribe(onNext: { [weak self] in self?.showLoadingError($0) }).disposed(by: bag)
    }

    /// Announces how `rows` differ from the rows shown: the deletions, then the insertions, one update each.
    ///
    /// Deleted offsets count in the old rows and inserted offsets in the new ones, so the data source is
    /// moved through the same two steps: without the deleted rows, then the new rows.
    private func show(_ rows: [ThreatCellViewModel]) {
        var deleted: [Int] = []
        var inserted: [Int] = []
        for change in rows.difference(from: displayedRows) {
            switch change {
            case .remove(let offset, _, _): deleted.append(offset)
            case .insert(let offset, _, _): inserted.append(offset)
            }
        }
        if !deleted.isEmpty {
            displayedRows = displayedRows.indices.filter { !deleted.contains($0) }.map { displayedRows[$0] }
            tableView.deleteRows(at: deleted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
        displayedRows = rows
        if !inserted.isEmpty {
            tableView.insertRows(at: inserted.map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }
    }

    private func showLoadingError(_ message: String) {
        let alert = AlertController(title: "Could not load threats", message: message)
        alert.addAction(
            AlertAction(title: "Retry", style: .default) { [weak self] _ in self?.viewModel.retryTapped() }
        )
        alert.addAction(
            AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.viewModel.cancelTapped() }
        )
        present(alert, animated: true)
    }

    private func logoutTapped() {
        viewModel.logoutTapped()
        navigationController?.popToRootViewController(animated: true)
    }

    // MARK: - TableViewDataSource

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        displayedRows.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = displayedRows[indexPath.row]
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
}
