import AppHost
import Conformance
import Streams
import TestSupport
import Testing
import ThreatKit

@testable import ReactiveStreams

/// What ends when: logging out drops the page in flight, and a view model that goes takes its
/// subscriptions, its requests and its timers with it.
///
/// Each test first checks that the work it then expects to end had started: a released view model
/// that never did anything proves nothing.
@MainActor
@Suite("04.5 Logout and disposal")
struct DisposalTests {
    @Test("Logging out drops the page in flight: no late rows, no late alert")
    func logout() {
        let test = TestEnvironment(failingThreatRequests: [2])
        let viewModel = ThreatsViewModel(threatService: test.environment.threatService)
        viewModel.viewDidLoad()
        test.scheduler.advance(by: 1)
        let rows = Recorder(viewModel.rows)
        let errors = Recorder(viewModel.loadingErrors)
        let loading = Recorder(viewModel.isLoading)
        #expect(rows.last?.count == 10, "The first page should be in (task 04.4)")
        viewModel.logoutTapped()
        #expect(loading.values == [false], "Logging out while idle changes nothing on screen")
        viewModel.loadMoreTapped()
        viewModel.logoutTapped()
        #expect(loading.values == [false, true, false], "Logging out ends the load")
        #expect(
            test.scheduler.pendingCount == 0,
            "The request is disposed, not left to land: send nil into pageRequests, and flatMapLatest drops it")
        test.scheduler.advance(by: 5)
        #expect(rows.values.count == 1, "No page lands after logout")
        #expect(errors.values.isEmpty, "No alert shows after logout")
    }

    @Test("A page in flight when the threats view model goes is dropped")
    func threatsLateAnswer() {
        let test = TestEnvironment()
        var viewModel: ThreatsViewModel? = ThreatsViewModel(threatService: test.environment.threatService)
        let loading = viewModel.map { Recorder($0.isLoading) }
        viewModel?.viewDidLoad()
        #expect(loading?.last == true, "viewDidLoad should start loading the first page (task 04.4)")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "Nothing the view model subscribed to may keep it alive: capture [weak self]")
        #expect(test.scheduler.pendingCount == 0, "Its DisposeBag disposed the request")
    }

    @Test("A sign-in in flight when the login view model goes is dropped")
    func signInLateAnswer() {
        let test = TestEnvironment()
        var viewModel: LoginViewModel? = LoginViewModel(environment: test.environment)
        let loading = viewModel.map { Recorder($0.isLoading) }
        viewModel?.fill(username: "analyst", password: "Swift")
        viewModel?.authenticateTapped()
        #expect(loading?.last == true, "A valid form should be sent to the login service (task 04.2)")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "Nothing the view model subscribed to may keep it alive: capture [weak self]")
        #expect(test.scheduler.pendingCount == 0, "Its DisposeBag disposed the request")
    }

    @Test("The login view model goes with its screen, and its timer with the screen's last subscription")
    func accessCodeLifetime() {
        let test = TestEnvironment()
        // As a view controller holds them: the view model, and a bag with the subscriptions to its outputs.
        var viewModel: LoginViewModel? = LoginViewModel(environment: test.environment)
        var screenBag: DisposeBag? = DisposeBag()
        var codes: [String] = []
        if let viewModel, let screenBag {
            viewModel.accessCode.subscribe(onNext: { codes.append($0) }).disposed(by: screenBag)
        }
        viewModel?.viewWillAppear()
        #expect(codes.count == 1, "The screen shows a code as it appears (task 04.3)")
        #expect(test.scheduler.pendingCount == 1, "The timer runs while someone watches the code on screen")
        weak let watched = viewModel
        viewModel = nil
        #expect(watched == nil, "Nothing the view model subscribed to may keep it alive: capture [weak self]")
        screenBag = nil
        #expect(test.scheduler.pendingCount == 0, "The last subscription gone, the shared timer is disposed")
    }

    @Test(
        "Logging out and leaving screens release everything, as in the kit",
        .showsScenarioSteps, arguments: Scenario.all(in: .logout) + Scenario.all(in: .lifetime)
    )
    func screen(scenario: Scenario) throws {
        try scenario.run(on: .exercise)
    }
}
