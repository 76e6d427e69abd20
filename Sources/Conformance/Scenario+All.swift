extension Scenario {
    /// Every scenario of the feature contract, area by area.
    public static let all: [Scenario] =
        login + accessCode + signIn + threats + paging + errors + detail + delete + logout + lifetime

    /// The scenarios of one area, for grading an exercise that covers only part of the app.
    public static func all(in area: Area) -> [Scenario] {
        all.filter { $0.area == area }
    }
}
