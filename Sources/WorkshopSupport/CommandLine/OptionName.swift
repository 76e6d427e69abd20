/// An option's name with its dashes, such as `--variant`: declared once here, and used both where a
/// command declares the option (``CommandSignature/Option``) and where it reads its value
/// (``ParsedArguments``), so that a name misspelt in either is a compile error rather than an option
/// that is never read.
package struct OptionName: Hashable, Sendable, CustomStringConvertible {
    /// The name as typed, such as `--variant`.
    package let description: String

    private init(_ name: String) {
        description = name
    }

    // The app's options (`play`, `run`, a script's `# options:` line).
    package static let variant = OptionName("--variant")
    package static let exercise = OptionName("--exercise")
    package static let tree = OptionName("--tree")
    package static let threats = OptionName("--threats")
    package static let seed = OptionName("--seed")
    package static let failThreats = OptionName("--fail-threats")
    package static let dataDir = OptionName("--data-dir")

    // `compare`
    package static let play = OptionName("--play")
    package static let html = OptionName("--html")
    package static let diff = OptionName("--diff")

    // `grade`
    package static let all = OptionName("--all")
    package static let json = OptionName("--json")
    package static let watch = OptionName("--watch")
    package static let hint = OptionName("--hint")

    // `copies`
    package static let write = OptionName("--write")

    // `room`
    package static let port = OptionName("--port")
    package static let listen = OptionName("--listen")
    package static let name = OptionName("--name")
    package static let stuckAfter = OptionName("--stuck-after")
    package static let idleAfter = OptionName("--idle-after")
}
