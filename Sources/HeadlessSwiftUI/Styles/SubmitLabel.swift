/// The word on a field's Return key: SwiftUI's `SubmitLabel`.
///
/// The text screen's Return has no label, so it is accepted and changes nothing; `.onSubmit` is what
/// Return does.
public struct SubmitLabel: Sendable {
    private let word: String

    /// A Return key labelled “done” (not drawn).
    public static let done = SubmitLabel(word: "done")
    /// A Return key labelled “go” (not drawn).
    public static let go = SubmitLabel(word: "go")
    /// A Return key labelled “join” (not drawn).
    public static let join = SubmitLabel(word: "join")
    /// A Return key labelled “next” (not drawn).
    public static let next = SubmitLabel(word: "next")
    /// A Return key labelled “return” (not drawn).
    public static let `return` = SubmitLabel(word: "return")
    /// A Return key labelled “route” (not drawn).
    public static let route = SubmitLabel(word: "route")
    /// A Return key labelled “search” (not drawn).
    public static let search = SubmitLabel(word: "search")
    /// A Return key labelled “send” (not drawn).
    public static let send = SubmitLabel(word: "send")
    /// A Return key labelled “continue” (not drawn).
    public static let `continue` = SubmitLabel(word: "continue")
}
