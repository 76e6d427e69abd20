extension Unicode.Scalar {
    /// How many terminal columns this scalar takes on its own: 0, 1 or 2.
    ///
    /// - 0: combining marks (`generalCategory` `.nonspacingMark`, `.enclosingMark`, such as U+0301),
    ///   format characters (`.format`: the zero-width joiner, variation selectors are marks) and
    ///   control characters, which draw nothing where they stand.
    /// - 2: emoji shown as pictures by default (`properties.isEmojiPresentation`) and characters of
    ///   East Asian width Wide or Fullwidth (CJK, kana, Hangul, fullwidth forms), from the small
    ///   table ``eastAsianWideRanges``, since `Unicode.Scalar.Properties` does not expose that property.
    /// - 1: everything else.
    public var terminalColumns: Int {
        // Fast paths for what screens are mostly made of (a frame is measured on every keystroke):
        // ASCII, Latin-1 and Latin Extended (below the combining marks at U+0300), box drawing.
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2500...0x259F: return 1
        case 0..<0x20, 0x7F..<0xA0: return 0
        default: break
        }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            break
        }
        if properties.isEmojiPresentation { return 2 }
        let value = self.value
        return Self.eastAsianWideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The blocks whose characters have East Asian width Wide (W) or Fullwidth (F) in Unicode's
    /// `EastAsianWidth.txt`, by scalar value, merged into whole blocks where the file allows it.
    ///
    /// Emoji are left out on purpose: those that are wide are so through `isEmojiPresentation`.
    /// Marks inside these blocks (the kana voicing marks U+3099, U+309A) are 0 before this is read.
    static let eastAsianWideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo, leading consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, …
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth ASCII variants and fullwidth brackets
        0xFFE0...0xFFE6,  // fullwidth signs (¢ £ ¬ ￣ ¦ ¥ ₩)
        0x16FE0...0x18CFF,  // ideographic symbols, Tangut, Khitan
        0x1B000...0x1B2FF,  // kana supplement and extensions, Nüshu
        0x20000...0x2FFFD,  // CJK unified ideographs extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK unified ideographs extensions G and later
    ]
}

extension Character {
    /// How many terminal columns this character (a grapheme cluster) takes: 0, 1 or 2.
    ///
    /// The widest of its scalars, so a letter with combining accents takes its letter's column,
    /// and an emoji sequence (a flag, a family joined by U+200D, a skin tone) takes 2. A character
    /// that asks for emoji presentation with U+FE0F (`❤️`) takes 2 as well.
    public var terminalColumns: Int {
        let scalars = unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
            return only.terminalColumns
        }
        if scalars.contains("\u{FE0F}"), scalars.first?.properties.isEmoji == true {
            return 2
        }
        return min(scalars.map(\.terminalColumns).max() ?? 0, 2)
    }
}

extension StringProtocol {
    /// How many terminal columns this text takes on one line: the sum of its characters' widths.
    ///
    /// ASCII letters take 1 each, East Asian wide and fullwidth characters and emoji 2, combining
    /// marks 0 (see ``Swift/Character/terminalColumns``).
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public var terminalColumns: Int {
        reduce(0) { $0 + $1.terminalColumns }
    }

    /// This text cut to at most `columns` terminal columns, ending in `…` where it was cut.
    ///
    /// Text that fits is returned whole. A cut never splits a character: a wide character that
    /// would straddle the edge is left out, so the result may be one column short of `columns`.
    /// - Parameter columns: The most terminal columns the result may take; 0 or less gives `""`.
    /// - Returns: The text, or its longest prefix that fits with `…` after it.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public func truncated(toColumns columns: Int) -> String {
        guard terminalColumns > columns else { return String(self) }
        guard columns > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in self {
            let width = character.terminalColumns
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    /// This text with spaces after it up to `columns` terminal columns.
    /// - Parameter columns: The terminal columns the result should take.
    /// - Returns: The text and the spaces; text as wide as `columns` or wider, unchanged.
    /// - Complexity: O(*n*), where *n* is the length of the text.
    public func padded(toColumns columns: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(columns - terminalColumns, 0))
    }
}
