import TestSupport
import Testing
import ThreatKit

@testable import TestingViewModels

@MainActor
@Suite("06.3 The access code and its timer")
struct AccessCodeTests {
    let test = TestEnvironment()
    let viewModel: LoginViewModel

    init() {
        viewModel = LoginViewModel(environment: test.environment)
    }

    // TODO(06.3): record `viewModel.accessCode` as the screen appears, time passes
    // (`test.scheduler.advance(by:)`) and the screen leaves; compare with `test.expectedAccessCodes(_:)`.
    // Then: the screen appearing twice in a row, and the view model let go while its timer runs.
}
