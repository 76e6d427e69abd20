import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("workshop run: key decoding")
struct KeyDecoderTests {
    private func decode(_ chunks: [[UInt8]]) -> [Key] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decode($0) }
    }

    private func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    @Test("Printable characters, Return, Backspace, Tab and the quit keys")
    func basics() {
        #expect(
            decode([bytes("ab\r\t\u{7F}\u{8}\u{3}\u{11}")])
                == [.character("a"), .character("b"), .enter, .tab, .backspace, .backspace, .quit, .quit]
        )
    }

    @Test("Arrows (both encodings), Shift-Tab and forward delete; unknown sequences are dropped whole")
    func escapeSequences() {
        #expect(
            decode([bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}[Z\u{1B}[3~\u{1B}[15~x")])
                == [.up, .down, .right, .left, .up, .shiftTab, .delete, .character("x")]
        )
    }

    @Test("A lone Escape at the end of a read is the Escape key; Escape before a letter is Escape then the letter")
    func loneEscape() {
        #expect(decode([[0x1B]]) == [.escape])
        #expect(decode([bytes("\u{1B}b")]) == [.escape, .character("b")])
    }

    @Test("Sequences and characters split across reads are put back together")
    func splitReads() {
        #expect(decode([[0x1B, 0x5B], [0x41]]) == [.up], "ESC [ | A")
        let thumbs = Array("👍🏽".utf8)
        #expect(decode([Array(thumbs.prefix(3)), Array(thumbs.dropFirst(3))]) == [.character("👍🏽")])
        #expect(decode([bytes("é")]) == [.character("é")])
    }

    @Test("A pasted \\r\\n is one Return; other control bytes mean nothing")
    func pastes() {
        #expect(decode([bytes("a\r\nb\u{1}")]) == [.character("a"), .enter, .character("b")])
    }
}
