import WorkshopSupport

/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// Bytes may arrive split anywhere (half an escape sequence, half a UTF-8 character); what is
/// incomplete waits for the next `decode` call. Unknown escape sequences are dropped whole.
package struct KeyDecoder {
    private var pending: [UInt8] = []

    private static let escape: UInt8 = 0x1B

    /// Decodes `bytes`, with anything left over from before, into the keys they complete.
    ///
    /// A lone Escape at the end of a read is taken as the Escape key: terminals send an escape
    /// sequence in one write, so an Escape with nothing after it was pressed on its own.
    package mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            switch byte {
            case Self.escape:
                guard let (key, length) = Self.escapeSequence(pending[index...]) else {
                    // Incomplete: keep it for the next read.
                    pending.removeFirst(index)
                    return keys
                }
                if let key { keys.append(key) }
                index += length
            case 0x0D, 0x0A:
                keys.append(.enter)
                // "\r\n" (from a paste) is one Return.
                index += byte == 0x0D && index + 1 < pending.count && pending[index + 1] == 0x0A ? 2 : 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x03, 0x11:
                keys.append(.quit)
                index += 1
            case 0x00..<0x20:
                index += 1  // other control keys mean nothing here
            default:
                let start = index
                let end = pending[start...].firstIndex { $0 < 0x20 || $0 == 0x7F } ?? pending.count
                let (text, used) = Self.completeUTF8(pending[start..<end])
                keys += text.map(Key.character)
                if start + used < end, end == pending.count {
                    // The last character's bytes have not all arrived: keep them for the next read.
                    pending.removeFirst(start + used)
                    return keys
                }
                index = end
            }
        }
        pending.removeAll()
        return keys
    }

    /// The key an escape sequence at the start of `bytes` stands for (`nil` inside: a sequence to
    /// drop) and its length; `nil` when the sequence is not complete yet.
    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        switch introducer {
        case UInt8(ascii: "["):
            // CSI: parameters, then one final byte from @ to ~.
            guard let final = bytes[(start + 2)...].firstIndex(where: { $0 >= 0x40 && $0 <= 0x7E }) else {
                return nil
            }
            let parameters = String(decoding: bytes[(start + 2)..<final], as: UTF8.self)
            let key: Key? =
                switch (bytes[final], parameters) {
                case (UInt8(ascii: "A"), _): .up
                case (UInt8(ascii: "B"), _): .down
                case (UInt8(ascii: "C"), _): .right
                case (UInt8(ascii: "D"), _): .left
                case (UInt8(ascii: "Z"), _): .shiftTab
                case (UInt8(ascii: "~"), "3"): .delete
                default: nil
                }
            return (key, final - start + 1)
        case UInt8(ascii: "O"):
            // SS3: arrows in "application cursor" mode.
            guard bytes.count > 2 else { return nil }
            let key: Key? =
                switch bytes[start + 2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                default: nil
                }
            return (key, 3)
        default:
            // Escape followed by an ordinary key (Alt+key): take the Escape alone.
            return (.escape, 1)
        }
    }

    /// The text in the longest prefix of `bytes` made of whole UTF-8 characters, and that prefix's length.
    private static func completeUTF8(_ bytes: ArraySlice<UInt8>) -> (String, Int) {
        var end = bytes.endIndex
        // Step back over a last character whose bytes have not all arrived.
        if let lead = bytes.lastIndex(where: { $0 & 0b1100_0000 != 0b1000_0000 }) {
            let needed =
                switch bytes[lead] {
                case 0xF0...: 4
                case 0xE0...: 3
                case 0xC0...: 2
                default: 1
                }
            if end - lead < needed { end = lead }
        }
        let whole = bytes[bytes.startIndex..<end]
        return (String(decoding: whole, as: UTF8.self), whole.count)
    }
}
