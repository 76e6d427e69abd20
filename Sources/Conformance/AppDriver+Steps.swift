import AppHost

/// Steps many scenarios share, named as a person would say them.
extension AppDriver {
    /// Types the default account (SPEC.md: `analyst` / `Swift`) and taps Authenticate.
    @MainActor
    func submitDefaultAccount() throws(DriverError) {
        try type("analyst", into: "username")
        try type("Swift", into: "password")
        try tap("authenticate")
    }

    /// Signs in with the default account and waits out the 2-second sign-in: the threats screen is on top.
    @MainActor
    func signIn() throws(DriverError) {
        try submitDefaultAccount()
        try wait(2)
    }

    /// Signs in, then waits out the 1-second load of the first page.
    @MainActor
    func signInAndLoadFirstPage() throws(DriverError) {
        try signIn()
        try wait(1)
    }

    /// The titles of the visible table's rows, top first.
    @MainActor
    func rowTitles() throws(DriverError) -> [String] {
        try rows().map(\.title)
    }
}
