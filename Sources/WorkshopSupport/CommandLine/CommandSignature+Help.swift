extension CommandSignature {
    /// The command's help, written from its declarations: what `workshop help NAME` and
    /// `workshop NAME --help` print.
    ///
    ///     workshop NAME: ABSTRACT
    ///
    ///     USAGE: workshop NAME ARGUMENTS [--option VALUE] ...
    ///
    ///     ARGUMENTS:
    ///       NAME                   Its help.
    ///
    ///     OPTIONS:
    ///       --option VALUE         Its help.
    ///       -h, --help             Show this help.
    ///
    ///     DISCUSSION
    package var help: String {
        var text = "workshop \(name): \(abstract)\n\nUSAGE: \(usage)\n"
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { Self.entry($0.name, $0.help) }.joined()
        }
        text += "\nOPTIONS:\n" + options.map { Self.entry($0.label, $0.help) }.joined()
        text += Self.entry("-h, --help", "Show this help.")
        return text + (discussion.isEmpty ? "" : "\n" + discussion)
    }

    /// `workshop NAME ARGUMENTS [--option VALUE] ...`, broken before a word that would pass 110 columns,
    /// the lines after the first starting under the first argument.
    package var usage: String {
        let command = "workshop " + (isDefault ? "[\(name)]" : name)
        let words =
            arguments.map { argument in
                let name = argument.name + (argument.repeats ? "..." : "")
                return argument.isOptional ? "[\(name)]" : name
            } + options.map { "[\($0.label)]" }
        // "USAGE: " comes before the first line, so the others start that much further in.
        let indent = String(repeating: " ", count: "USAGE: ".count + command.count + 1)
        var lines = [command]
        for word in words {
            let printed = lines.count == 1 ? "USAGE: ".count + lines[0].count : lines[lines.count - 1].count
            if printed + 1 + word.count > 110 {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `  LABEL                  HELP`, the help's lines after the first under its first, at column 26.
    private static func entry(_ label: String, _ help: String) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let first = label.count < 23 ? label.padding(toLength: 23, withPad: " ", startingAt: 0) + lines[0] : label
        let rest = (label.count < 23 ? lines.dropFirst() : lines[...]).map { String(repeating: " ", count: 25) + $0 }
        return (["  " + first] + rest).joined(separator: "\n") + "\n"
    }
}

extension CommandSignature.Option {
    /// How help shows it: `--variant ID`, `--all`, `--diff A B [ROLE]`.
    package var label: String {
        value.map { "\(name) \($0)" } ?? name
    }
}
