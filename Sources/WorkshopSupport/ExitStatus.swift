/// The exit statuses of `workshop` (SPEC.md, "Script language").
public enum ExitStatus {
    /// Everything ran and every expectation held.
    public static let success: Int32 = 0
    /// An expectation of the script failed, or the app broke a rule of the widgets.
    public static let failure: Int32 = 1
    /// The command, an option, the script or a threats file is wrong; nothing was judged.
    public static let usage: Int32 = 2
}
