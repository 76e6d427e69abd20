import AppHost

/// Steps many scenarios share, named as a person would say them.
extension AppDriver {
    /// Types the default account (SPEC.md: `analyst` / `Swift`) and taps Authenticate.
    @MainActor
    func submitDefaultAccount() async throws(DriverError) {
        try await type("analyst", into: "username")
        try await type("Swift", into: "password")
        try await tap("authenticate")
    }

    /// Signs in with the default account and waits out the 2-second sign-in: the threats screen is on top.
    @MainActor
    func signIn() async throws(DriverError) {
        try await submitDefaultAccount()
        try await wait(2)
    }

    /// Signs in, then waits out the 1-second load of the first page.
    @MainActor
    func signInAndLoadFirstPage() async throws(DriverError) {
        try await signIn()
        try await wait(1)
    }

    /// The titles of the visible table's rows, top first.
    @MainActor
    func rowTitles() throws(DriverError) -> [String] {
        try rows().map(\.title)
    }
}
