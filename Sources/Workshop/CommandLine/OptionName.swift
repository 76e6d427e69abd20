/// An option's name with its dashes, such as `--variant`: declared once here, and used both where a
/// command declares the option (``CommandSignature/Option``) and where it reads its value
/// (``ParsedArguments``), so that a name misspelt in either is a compile error rather than an option
/// that is never read.
struct OptionName: Hashable, Sendable, CustomStringConvertible {
    /// The name as typed, such as `--variant`.
    let description: String

    private init(_ name: String) {
        description = name
    }

    // The app's options (`play`, `run`, a script's `# options:` line).
    static let variant = OptionName("--variant")
    static let exercise = OptionName("--exercise")
    static let tree = OptionName("--tree")
    static let threats = OptionName("--threats")
    static let seed = OptionName("--seed")
    static let failThreats = OptionName("--fail-threats")
    static let dataDir = OptionName("--data-dir")

    // `compare`
    static let play = OptionName("--play")
    static let html = OptionName("--html")
    static let diff = OptionName("--diff")

    // `grade`
    static let all = OptionName("--all")
    static let json = OptionName("--json")
    static let watch = OptionName("--watch")
    static let hint = OptionName("--hint")

    // `copies`
    static let write = OptionName("--write")
}
