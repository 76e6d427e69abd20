import Foundation
import WorkshopSupport

/// Reads the arguments of one script line, with an error that says what the command expects.
package struct ArgumentReader {
    package let command: String
    package let rest: String
    package let line: Int

    /// The first word of `text` (up to a blank) and the rest after the one blank that ends it.
    ///
    /// Works on Unicode scalars, so a blank followed by a combining mark still ends the word.
    package static func splitFirstWord(_ text: String) -> (word: String, rest: String) {
        let scalars = text.unicodeScalars
        guard let blank = scalars.firstIndex(where: Script.isBlank) else { return (text, "") }
        return (
            String(String.UnicodeScalarView(scalars[..<blank])),
            String(String.UnicodeScalarView(scalars[scalars.index(after: blank)...]))
        )
    }

    private func fail(_ message: String) -> Script.ParseError {
        Script.ParseError(line: line, message: message)
    }

    /// No argument at all (trailing blanks are forgiven).
    package func none() throws(Script.ParseError) {
        guard rest.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw fail("\"\(command)\" takes no argument, but was given \"\(rest)\"")
        }
    }

    /// One word, such as an identifier.
    package func word(_ name: String) throws(Script.ParseError) -> String {
        let word = rest.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty else { throw fail("\"\(command)\" needs \(name): `\(command) \(name)`") }
        guard !word.contains(where: \.isWhitespace) else {
            throw fail("\"\(command)\" takes one word as \(name), but was given \"\(word)\"")
        }
        return word
    }

    /// The rest of the line, exactly as written.
    package func text(_ name: String) throws(Script.ParseError) -> String {
        guard !rest.isEmpty else { throw fail("\"\(command)\" needs \(name): `\(command) \(name)`") }
        return rest
    }

    /// A name that may hold spaces (a button's identifier, an alert action's title), without blanks around it.
    package func title(_ name: String) throws(Script.ParseError) -> String {
        let title = rest.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { throw fail("\"\(command)\" needs \(name): `\(command) \(name)`") }
        return title
    }

    /// A word, one blank, then the rest of the line exactly as written (extra blanks before the word are fine).
    package func wordAndText(wordName: String, textName: String) throws(Script.ParseError) -> (String, String) {
        let usage = "`\(command) \(wordName) \(textName)`"
        let (word, text) = Self.splitFirstWord(Script.droppingLeadingBlanks(rest))
        guard !word.isEmpty else { throw fail("\"\(command)\" needs \(wordName) and \(textName): \(usage)") }
        guard !text.isEmpty else { throw fail("\"\(command)\" needs \(textName) after \(wordName): \(usage)") }
        return (word, text)
    }

    /// A whole number of at least `minimum`.
    package func integer(_ name: String, minimum: Int) throws(Script.ParseError) -> Int {
        let word = try word(name)
        guard let value = Int(word), value >= minimum else {
            throw fail("\"\(command)\" needs \(name) to be a whole number of at least \(minimum), not \"\(word)\"")
        }
        return value
    }

    /// A number of seconds from 0 to ``Script/longestWait``, with at most 6 decimals.
    ///
    /// Plain decimals only: `Double("0x4")` and `Double("1e3")` would parse, but no script means them.
    /// Six decimals at most, because virtual time counts whole microseconds: `wait 4.9999996` would
    /// otherwise round to 5 s and run what is due at 5 s.
    package func seconds() throws(Script.ParseError) -> Double {
        let word = try word("SECONDS")
        guard Self.isPlainDecimal(word), let value = Double(word), value <= Script.longestWait else {
            throw fail(
                "\"wait\" needs SECONDS to be a number from 0 to \(Int(Script.longestWait)) with at most 6 decimals, "
                    + "such as 2 or 0.5, not \"\(word)\""
            )
        }
        return value
    }

    /// Whether `word` is digits with at most 6 decimals after a point, such as `2`, `0.5` or `.25`: what
    /// `[0-9]+(\.[0-9]{1,6})?|\.[0-9]{1,6}` matches, checked without building a regex for every line.
    private static func isPlainDecimal(_ word: String) -> Bool {
        let parts = word.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        let whole = parts[0]
        guard parts.count == 2 else { return !whole.isEmpty && whole.allSatisfy(isDigit) }
        return whole.allSatisfy(isDigit) && (1...6).contains(parts[1].count) && parts[1].allSatisfy(isDigit)
    }
}
