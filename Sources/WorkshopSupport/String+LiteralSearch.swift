import Foundation

/// Searches and splits of text by its UTF-8 bytes, with the C library's `memchr` and `memcmp`.
///
/// Foundation's searches bridge to `NSString` on Linux, and the standard library's compare `Character`s
/// through unspecialized generic code in a debug build, where the tests run: reading the chaffs, weaving
/// them and checking pages spent a tenth of the suite's time in them. A valid string's bytes match another
/// valid string's bytes exactly where their code units do, so these find what `.literal` finds.
extension String {
    /// Where `text` is in the string, each time, from the start and without overlaps, compared code unit by
    /// code unit (as Foundation's `.literal` search compares them).
    /// - Parameter text: What to find.
    /// - Returns: The ranges, in order; none when `text` is empty, as Foundation finds none.
    /// - Complexity: O(*n* × *m*) for a string of *n* bytes and a `text` of *m*, at worst; about O(*n*) for
    ///   text that does not repeat.
    package func literalRanges(of text: String) -> [Range<Index>] {
        byteRanges(of: text, limit: .max).map(range(ofBytes:))
    }

    /// The first place `text` is in the string, compared code unit by code unit (as Foundation's
    /// `.literal` search compares them); `nil` when it is not there or is empty.
    /// - Complexity: O(*n*) for a string of *n* bytes.
    package func firstLiteralRange(of text: String) -> Range<Index>? {
        byteRanges(of: text, limit: 1).first.map(range(ofBytes:))
    }

    /// Whether `text` is in the string, compared code unit by code unit; `false` when it is empty.
    /// - Complexity: O(*n*) for a string of *n* bytes.
    package func containsLiterally(_ text: String) -> Bool {
        !byteRanges(of: text, limit: 1).isEmpty
    }

    /// The string cut at each line feed, as `components(separatedBy: "\n")` and the standard library's
    /// `split(separator: "\n", omittingEmptySubsequences: false)` cut it: one string more than there are line
    /// feeds, so an empty one last when the string ends with a line feed.
    ///
    /// A line feed is a character of its own, but for a carriage return before it (`\r\n` is one character):
    /// a string with one is cut by `components(separatedBy:)` itself.
    /// - Complexity: O(*n*) for a string of *n* bytes.
    package func linesCutAtLineFeeds() -> [String] {
        var text = self
        let lines = text.withUTF8 { bytes -> [String]? in
            guard let base = bytes.baseAddress else { return [""] }
            var lines: [String] = []
            var start = 0
            while let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
                if end > 0 && bytes[end - 1] == UInt8(ascii: "\r") { return nil }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
        return lines ?? components(separatedBy: "\n")
    }

    /// The byte offsets of `text` in the string, at most `limit` of them; none when `text` is empty.
    ///
    /// `memchr` finds each place of the first byte of `text` that is not white space (indented lines are
    /// found by their first word), and `memcmp` compares the whole there.
    private func byteRanges(of text: String, limit: Int) -> [Range<Int>] {
        guard !text.isEmpty else { return [] }
        var haystack = self
        var needle = text
        return haystack.withUTF8 { haystack in
            needle.withUTF8 { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress else { return [] }
                let anchor = needle.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? 0
                let anchorByte = Int32(needle[anchor])
                var found: [Range<Int>] = []
                // Where the next match may start; the anchor is searched for `anchor` bytes on.
                var start = 0
                while found.count < limit, haystack.count - start >= needle.count,
                    let hit = memchr(base + start + anchor, anchorByte, haystack.count - start - needle.count + 1)
                {
                    let candidate = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - anchor
                    if memcmp(base + candidate, pattern, needle.count) == 0 {
                        found.append(candidate..<(candidate + needle.count))
                        start = candidate + needle.count
                    } else {
                        start = candidate + 1
                    }
                }
                return found
            }
        }
    }

    /// The range of the string's bytes at `offsets`.
    private func range(ofBytes offsets: Range<Int>) -> Range<Index> {
        let start = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return start..<utf8.index(start, offsetBy: offsets.count)
    }
}
