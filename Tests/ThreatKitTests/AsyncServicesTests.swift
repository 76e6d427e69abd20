import TestSupport
import Testing
import ThreatKit

/// The services' async forms, on virtual time: same answers and latencies as their callback forms.
@MainActor
@Suite("Async services", .settlesItsOwnTasks)
struct AsyncServicesTests {
    let test = TestEnvironment()

    @Test("logIn answers the default account with its user after 2 s, not before")
    func logInSucceeds() async {
        var user: User?
        let task = Task.immediate { user = try? await test.environment.loginService.logIn(.defaultAccount) }
        await test.scheduler.advanceSettling(by: 1.999)
        #expect(user == nil, "The answer must not come before 2 s")
        await test.scheduler.advanceSettling(by: 0.001)
        #expect(user == User(username: "analyst"))
        await task.value
    }

    @Test("logIn throws .failed(.invalidCredentials) for an unknown account")
    func logInFails() async {
        var outcome: RequestError<LoginError>?
        let task = Task.immediate {
            do throws(RequestError<LoginError>) {
                _ = try await test.environment.loginService.logIn(Credentials(username: "analyst", password: "swift"))
            } catch {
                outcome = error
            }
        }
        await test.scheduler.advanceSettling(by: 2)
        #expect(outcome == .failed(.invalidCredentials))
        await task.value
    }

    @Test("Cancelling a sign-in throws .cancelled at once and leaves nothing scheduled")
    func logInCancelled() async {
        var outcome: RequestError<LoginError>?
        let task = Task.immediate {
            do throws(RequestError<LoginError>) {
                _ = try await test.environment.loginService.logIn(.defaultAccount)
            } catch {
                outcome = error
            }
        }
        #expect(test.scheduler.pendingCount == 1)
        task.cancel()
        await task.value
        #expect(outcome == .cancelled)
        #expect(test.scheduler.pendingCount == 0)
    }

    @Test("threats(from:) pages like fetchThreats, fails the numbered requests, and a retry gets the same page")
    func threatsPage() async {
        let failing = TestEnvironment(failingThreatRequests: [2])
        var pages: [Result<ThreatPage, RequestError<ThreatServiceError>>] = []
        let task = Task.immediate {
            let service = failing.environment.threatService
            var cursor = ThreatPage.Cursor.first
            for _ in 0..<3 {
                do throws(RequestError<ThreatServiceError>) {
                    let page = try await service.threats(from: cursor)
                    pages.append(.success(page))
                    cursor = page.next ?? cursor
                } catch {
                    pages.append(.failure(error))
                }
            }
        }
        await failing.scheduler.advanceSettling(by: 3)
        await task.value
        #expect(pages.count == 3)
        #expect((try? pages[0].get())?.threats.count == ThreatService.pageSize)
        #expect(pages[1] == .failure(.failed(.connectionLost)), "The second request of the run fails")
        #expect(
            (try? pages[2].get())?.threats.first?.id == "t-11",
            "After a failure, asking with the same cursor gets that page"
        )
        #expect(failing.environment.threatService.requestCount == 3)
    }
}
