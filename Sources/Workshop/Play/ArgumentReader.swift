import Foundation

/// Reads the arguments of one script line, with an error that says what the command expects.
struct ArgumentReader {
    let command: String
    let rest: String
    let line: Int

    private func fail(_ message: String) -> Script.ParseError {
        Script.ParseError(line: line, message: message)
    }

    /// No argument at all (trailing blanks are forgiven).
    func none() throws(Script.ParseError) {
        guard rest.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail("\"\(command)\" takes no argument, but was given \"\(rest)\"")
        }
    }

    /// One word, such as an identifier.
    func word(_ name: String) throws(Script.ParseError) -> String {
        let word = rest.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty else { throw fail("\"\(command)\" needs \(name): `\(command) \(name)`") }
        guard !word.contains(where: \.isWhitespace) else {
            throw fail("\"\(command)\" takes one word as \(name), but was given \"\(word)\"")
        }
        return word
    }

    /// The rest of the line, exactly as written.
    func text(_ name: String) throws(Script.ParseError) -> String {
        guard !rest.isEmpty else { throw fail("\"\(command)\" needs \(name): `\(command) \(name)`") }
        return rest
    }

    /// A word, one space, then the rest of the line exactly as written.
    func wordAndText(wordName: String, textName: String) throws(Script.ParseError) -> (String, String) {
        let usage = "`\(command) \(wordName) \(textName)`"
        let word = String(rest.prefix(while: { $0 != " " }))
        guard !word.isEmpty else { throw fail("\"\(command)\" needs \(wordName) and \(textName): \(usage)") }
        let text = String(rest.dropFirst(word.count + 1))
        guard !text.isEmpty else { throw fail("\"\(command)\" needs \(textName) after \(wordName): \(usage)") }
        return (word, text)
    }

    /// A whole number of at least `minimum`.
    func integer(_ name: String, minimum: Int) throws(Script.ParseError) -> Int {
        let word = try word(name)
        guard let value = Int(word), value >= minimum else {
            throw fail("\"\(command)\" needs \(name) to be a whole number of at least \(minimum), not \"\(word)\"")
        }
        return value
    }

    /// A number of seconds from 0 to ``Script/longestWait``.
    func seconds() throws(Script.ParseError) -> Double {
        let word = try word("SECONDS")
        // Plain decimals only: `Double("0x4")` and `Double("1e3")` would parse, but no script means them.
        guard word.wholeMatch(of: /[0-9]+(\.[0-9]+)?|\.[0-9]+/) != nil, let value = Double(word),
            value <= Script.longestWait
        else {
            throw fail(
                "\"wait\" needs SECONDS to be a number from 0 to \(Int(Script.longestWait)), such as 2 or 0.5, not \"\(word)\""
            )
        }
        return value
    }
}
