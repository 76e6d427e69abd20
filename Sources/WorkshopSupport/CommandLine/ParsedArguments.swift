/// A command line read by ``OptionReader``: the options and the positional arguments given.
///
/// They are still text: each command checks and converts them when it is made from them.
package struct ParsedArguments: Equatable {
    /// The values of each option given, by name (`--variant`); a flag has none.
    package var options: [String: [String]] = [:]
    /// The positional arguments, in order.
    package var arguments: [String] = []
    /// Whether `-h` or `--help` was given: the command shows its help and does nothing else.
    package var wantsHelp = false

    /// The value of `option` (`--variant`), or `nil` when it was not given.
    package func value(_ option: OptionName) -> String? {
        options[option.description]?.first
    }

    /// The values of `option` (`--diff`), or `nil` when it was not given.
    package func values(_ option: OptionName) -> [String]? {
        options[option.description]
    }

    /// Whether `option` was given.
    package func has(_ option: OptionName) -> Bool {
        options[option.description] != nil
    }

    /// A command line that reads back as these arguments and options, but for those `leaving` names:
    /// the arguments first, then each option as `--name=value` (more values follow as words), by name.
    package func words(leaving: Set<OptionName>) -> [String] {
        let left = Set(leaving.map(\.description))
        return arguments
            + options.keys.sorted().filter { !left.contains($0) }.flatMap { name -> [String] in
                guard let values = options[name], let first = values.first else { return [name] }
                return ["\(name)=\(first)"] + values.dropFirst()
            }
    }
}
