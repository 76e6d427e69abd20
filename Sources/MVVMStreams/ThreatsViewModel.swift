import Foundation
import Streams
import ThreatKit

/// The threats screen's state and rules as streams, without a single widget: pages, rows, loading,
/// errors, deleting and logging out.
///
/// Inputs are methods named for what happened, which feed private subjects; outputs are streams
/// named for what is shown. Rows are state, kept in a relay that replays them to a new subscriber; a
/// failed load is a one-off event, sent through a subject that does not replay it (an alert shown once
/// must not show again).
@MainActor
final class ThreatsViewModel {
    // MARK: Outputs

    /// Every row to show, nearest threat first; a new subscriber hears the current rows at once.
    let rows: Observable<[ThreatCellViewModel]>
    /// Whether a page is loading (the activity indicator); repeats are dropped, as for every flag that
    /// follows loading.
    let isLoading: Observable<Bool>
    /// Whether Load More shows: once the first page is in, while more pages exist.
    let isLoadMoreVisible: Observable<Bool>
    /// Whether Load More can be tapped: not while a page is loading.
    let isLoadMoreEnabled: Observable<Bool>
    /// `No threats nearby.` when there is nothing to show and nothing more to load; empty otherwise.
    let message: Observable<String>
    /// Sends the error's description once, each time a load fails; answer with Retry or Cancel.
    let loadingErrors: Observable<String>

    // MARK: State

    /// What the page requests say as they go.
    private enum PageEvent {
        case started
        case loaded(ThreatPage)
        case failed(description: String, ThreatPage.Cursor)
    }

    private let threatService: ThreatService
    private var threats: [Threat] = []
    /// Where the next page starts; `nil` before the first page arrives and after the last one.
    private var nextPage: ThreatPage.Cursor?
    private var hasLoadedFirstPage = false
    /// The page that failed, asked for again by Retry.
    private var failedPage: ThreatPage.Cursor?

    private let currentRows = BehaviorRelay<[ThreatCellViewModel]>(value: [])
    private let isPageLoading = BehaviorRelay(value: false)
    private let loadMoreVisible = BehaviorRelay(value: false)
    private let currentMessage = BehaviorRelay(value: "")
    private let errors = PublishSubject<String>()
    /// The page to load now, or `nil` to drop the one in flight.
    private let pageRequests = PublishSubject<ThreatPage.Cursor?>()
    // The inputs, as streams. Private: only the methods above send into them, so nothing outside the
    // view model can end one (a `completed` would stop the screen for good).
    private let viewDidLoadSubject = PublishSubject<Void>()
    private let loadMoreTappedSubject = PublishSubject<Void>()
    private let retryTappedSubject = PublishSubject<Void>()
    private let cancelTappedSubject = PublishSubject<Void>()
    private let rowDeletedSubject = PublishSubject<Int>()
    private let logoutTappedSubject = PublishSubject<Void>()
    private let bag = DisposeBag()

    /// Creates the view model of one threats screen.
    init(threatService: ThreatService) {
        self.threatService = threatService
        rows = currentRows.asObservable()
        isLoading = isPageLoading.distinctUntilChanged()
        isLoadMoreVisible = loadMoreVisible.asObservable()
        isLoadMoreEnabled = isPageLoading.map { !$0 }.distinctUntilChanged()
        message = currentMessage.asObservable()
        loadingErrors = errors.asObservable()
        bindInputs()
    }

    private func bindInputs() {
        viewDidLoadSubject.subscribe(onNext: { [weak self] in self?.requestPage(.first) }).disposed(by: bag)
        loadMoreTappedSubject.subscribe(onNext: { [weak self] in self?.requestPage(self?.nextPage) }).disposed(by: bag)
        retryTappedSubject.subscribe(onNext: { [weak self] in self?.requestPage(self?.failedPage) }).disposed(by: bag)
        cancelTappedSubject.subscribe(onNext: { [weak self] in self?.failedPage = nil }).disposed(by: bag)
        rowDeletedSubject.subscribe(onNext: { [weak self] in self?.deleteRow(at: $0) }).disposed(by: bag)
        logoutTappedSubject
            .subscribe(onNext: { [pageRequests, isPageLoading] in
                pageRequests.onNext(nil)
                isPageLoading.accept(false)
            })
            .disposed(by: bag)

        // One request at a time: a new request (or nil, on logout) drops the one in flight. Errors are
        // caught inside flatMapLatest, so a failed page never ends the stream of requests.
        let threatService = threatService
        pageRequests
            .flatMapLatest { cursor -> Observable<PageEvent> in
                guard let cursor else { return .empty() }
                return threatService.threats(from: cursor)
                    .map { PageEvent.loaded($0) }
                    .catch { error in .just(.failed(description: error.localizedDescription, cursor)) }
                    .startWith(.started)
            }
            .subscribe(onNext: { [weak self] in self?.handle($0) })
            .disposed(by: bag)
    }

    // MARK: Inputs

    /// Call once, when the screen has loaded: starts loading the first page.
    func viewDidLoad() {
        viewDidLoadSubject.onNext(())
    }

    /// Call when Load More is tapped.
    func loadMoreTapped() {
        loadMoreTappedSubject.onNext(())
    }

    /// Call when Retry is tapped in the error alert: asks for the page that failed again.
    func retryTapped() {
        retryTappedSubject.onNext(())
    }

    /// Call when Cancel is tapped in the error alert.
    func cancelTapped() {
        cancelTappedSubject.onNext(())
    }

    /// Call when the row at `index` was swiped and deleted.
    func rowDeleted(at index: Int) {
        rowDeletedSubject.onNext(index)
    }

    /// The view model of the detail screen for the row at `index`.
    func detailViewModel(forRowAt index: Int) -> ThreatDetailViewModel {
        ThreatDetailViewModel(threat: threats[index])
    }

    /// Call when Log Out is tapped: drops the page in flight, so a late answer changes nothing.
    func logoutTapped() {
        logoutTappedSubject.onNext(())
    }

    private func requestPage(_ cursor: ThreatPage.Cursor?) {
        guard let cursor, !isPageLoading.value else { return }
        pageRequests.onNext(cursor)
    }

    private func handle(_ event: PageEvent) {
        switch event {
        case .started:
            isPageLoading.accept(true)
        case .loaded(let page):
            isPageLoading.accept(false)
            threats += page.threats
            nextPage = page.next
            hasLoadedFirstPage = true
            failedPage = nil
            showRows()
        case .failed(let description, let cursor):
            isPageLoading.accept(false)
            failedPage = cursor
            errors.onNext(description)
        }
    }

    private func deleteRow(at index: Int) {
        guard threats.indices.contains(index) else { return }
        let threat = threats.remove(at: index)
        threatService.dismissThreat(id: threat.id)
        showRows()
    }

    private func showRows() {
        currentRows.accept(threats.map(ThreatCellViewModel.init(threat:)))
        loadMoreVisible.accept(nextPage != nil)
        currentMessage.accept(hasLoadedFirstPage && threats.isEmpty && nextPage == nil ? "No threats nearby." : "")
    }
}
