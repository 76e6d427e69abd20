import HeadlessUI
import Testing

/// Text measured in terminal columns, as a terminal draws it.
@Suite("Terminal columns")
struct TerminalColumnsTests {
    @Test(
        "Wide and fullwidth characters and emoji take 2 columns, combining marks 0, everything else 1",
        arguments: [
            ("Quill, Ada", 10),
            ("山田, 太郎", 10),
            ("カタカナ", 8),
            ("한국", 4),
            ("ＡＢ", 4),  // fullwidth Latin
            ("🔥", 2),
            ("👍🏽", 2),  // with a skin tone
            ("🇯🇵", 2),  // a flag
            ("👩‍👩‍👧", 2),  // a family joined by U+200D
            ("❤️", 2),  // a text heart asked to show as emoji (U+FE0F)
            ("e\u{301}", 1),  // e and a combining acute accent
            ("\u{20DD}", 0),  // an enclosing circle on its own
            ("·…─│▸", 5),  // the renderer's own marks are narrow
        ])
    func widths(text: String, columns: Int) {
        #expect(text.terminalColumns == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("A cut line ends in … and never splits a character")
    func truncation() {
        #expect("Quill, Ada".truncated(toColumns: 10) == "Quill, Ada", "What fits is left whole")
        #expect("Quill, Ada".truncated(toColumns: 6) == "Quill…")
        #expect("山田太郎".truncated(toColumns: 5) == "山田…")
        #expect("山田太郎".truncated(toColumns: 4) == "山…", "田 would straddle the edge: it is left out")
        #expect("cafe\u{301}s!".truncated(toColumns: 5) == "cafe\u{301}…", "The accent stays on its letter")
        #expect("🔥🔥🔥".truncated(toColumns: 1) == "…")
        #expect("abc".truncated(toColumns: 0) == "")
    }

    @Test("Padding fills up to a number of columns, counting wide characters as 2")
    func padding() {
        #expect("山田".padded(toColumns: 6) == "山田  ")
        #expect("Ada".padded(toColumns: 6) == "Ada   ")
        #expect("山田太郎".padded(toColumns: 6) == "山田太郎", "Wider text is left as it is")
    }
}
