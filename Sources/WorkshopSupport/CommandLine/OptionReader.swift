/// Reads a command line by a command's ``CommandSignature``: the one option reader of `workshop`.
///
/// The rules, the same for every command:
/// - `--name VALUE` and `--name=VALUE` mean the same. A value may start with one dash (`--seed -1` is
///   read, then refused as a number) but not with two: `--json --all` says `--json` needs a value.
/// - Each option at most once: a second `--tree` is refused, never silently the winner.
/// - `-h` or `--help` anywhere an option may stand asks for help, and nothing else is checked after it.
/// - `-` is an argument (standard input), any other word starting with `-` an option; an unknown one
///   is named with the closest known one, as a shell's "did you mean" does.
/// - Arguments beyond those declared, and a missing argument that is not optional, are refused.
package struct OptionReader {
    /// The command line's grammar.
    package let signature: CommandSignature

    /// A reader of command lines by `signature`.
    package init(signature: CommandSignature) {
        self.signature = signature
    }

    /// Reads `words`, the command line after the command's name.
    /// - Returns: The options and arguments given, or only ``ParsedArguments/wantsHelp`` when help was asked.
    /// - Throws: ``UsageError`` for an unknown or repeated option, a missing or empty value, a value
    ///   given to a flag, an argument too many or a missing one.
    package func read(_ words: [String]) throws(UsageError) -> ParsedArguments {
        // A repeat is named as such before any option's values are read: `--diff a --diff b` is a
        // repeated --diff, not a --diff short of its second value.
        var seen: Set<String> = []
        for word in words where word.hasPrefix("--") && word != "--help" {
            let name = Self.split(word).0
            guard signature.options.contains(where: { $0.name == name }) else { continue }
            guard seen.insert(name).inserted else { throw UsageError("\(name) is given more than once") }
        }
        var parsed = ParsedArguments()
        var remaining = words[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-"), word != "-" else {
                parsed.arguments.append(word)
                continue
            }
            if word == "-h" || word == "--help" {
                return ParsedArguments(wantsHelp: true)
            }
            let (name, inline) = Self.split(word)
            guard let option = signature.options.first(where: { $0.name == name }) else {
                throw UsageError(unknownOption: name, known: signature.options.map(\.name) + ["--help"])
            }
            parsed.options[name] = try values(of: option, inline: inline, from: &remaining)
        }
        try check(parsed.arguments)
        return parsed
    }

    /// The values of `option`: the one after `=`, then as many following words as it takes.
    private func values(of option: CommandSignature.Option, inline: String?, from remaining: inout ArraySlice<String>)
        throws(UsageError) -> [String]
    {
        if option.count.upperBound == 0 {
            if let inline { throw UsageError("\(option.name) takes no value, not \"\(inline)\"") }
            return []
        }
        var values = inline.map { [$0] } ?? []
        // The values it needs may start with one dash; those it may take must not start with any.
        while values.count < option.count.lowerBound, let next = remaining.first, !next.hasPrefix("--") {
            values.append(next)
            remaining.removeFirst()
        }
        while values.count < option.count.upperBound, let next = remaining.first, !next.hasPrefix("-") {
            values.append(next)
            remaining.removeFirst()
        }
        guard values.count >= option.count.lowerBound else {
            let needs = option.count == 1...1 ? "a value" : option.value ?? "values"
            throw UsageError("\(option.name) needs \(needs)")
        }
        if values.contains("") {
            throw UsageError("\(option.name) needs a value, not an empty one")
        }
        return values
    }

    /// Refuses an argument too many, or a missing one.
    private func check(_ given: [String]) throws(UsageError) {
        let declared = signature.arguments
        if declared.last?.repeats != true, given.count > declared.count {
            guard let last = declared.last else {
                throw UsageError("unexpected argument \"\(given[0])\" (only options go here)")
            }
            let extra = given[(declared.count - 1)...].prefix(2).map { "\"\($0)\"" }.joined(separator: " and ")
            throw UsageError("give one \(last.name), not \(extra)")
        }
        if let missing = declared.dropFirst(given.count).first(where: { !$0.isOptional }) {
            throw UsageError(missing.whenMissing ?? "missing \(missing.name)")
        }
    }

    /// `--name=value` as `("--name", "value")`, `--name` as `("--name", nil)`.
    private static func split(_ word: String) -> (String, String?) {
        guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

extension UsageError {
    /// `unknown option "--seeed"; did you mean --seed?`, naming the known option fewest edits away; when
    /// even that one is far off (a typo changes a third of a name at most), all the known ones.
    package init(unknownOption name: String, known: [String]) {
        if let closest = Self.closest(to: name, among: known) {
            self.init("unknown option \"\(name)\"; did you mean \(closest)?")
        } else {
            self.init("unknown option \"\(name)\"; the options are \(known.joined(separator: ", "))")
        }
    }

    /// The one of `names` fewest edits away from `name`, when that is few enough to be a typo: at most
    /// 2, or a third of the name; `nil` when none is.
    package static func closest(to name: String, among names: [String]) -> String? {
        guard let closest = names.min(by: { distance(name, $0) < distance(name, $1) }) else { return nil }
        return distance(name, closest) <= max(2, name.count / 3) ? closest : nil
    }

    /// How many characters must be inserted, deleted or replaced to turn `a` into `b` (Levenshtein).
    /// - Complexity: O(*m* × *n*) for texts of *m* and *n* characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // One row of the table at a time: previous[j] is the distance from a's first i - 1 to b's first j.
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, replace)
            }
            previous = current
        }
        return previous[b.count]
    }
}
