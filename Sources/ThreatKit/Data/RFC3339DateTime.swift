import Foundation

/// Reads a `date-time` as RFC 3339 section 5.6 defines it: `2026-11-28T14:05:00Z`, `2026-11-28t15:05:00.5+01:00`.
///
/// The grammar is `full-date "T" partial-time time-offset`, with `time-offset` either `Z` or `+hh:mm` / `-hh:mm`
/// (the colon is required) and an optional fraction of any length. `T` and `Z` may be lowercase (section 5.6,
/// NOTE). Each field is checked against its range, and the day against its month with the leap-year rule of
/// Appendix C, because Foundation's ISO-8601 parser rolls dates that do not exist over (`02-30` becomes `03-02`),
/// which would show a different date than the file says. Foundation's gregorian `Calendar` then turns the checked
/// fields into a moment.
///
/// Two choices the RFC leaves open: a leap second (`:60`) is refused, since `Date` cannot hold one and showing
/// `:00` of the next minute would misstate the file; and digits of a fraction past the ninth are ignored.
/// The fraction is kept but never rounds into the next second: `…:00.999999999Z` is still in second `:00`.
enum RFC3339DateTime {
    /// A gregorian calendar in UTC, made once: building one per date would dominate a large file's load.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// An example of the form, for messages.
    static let example = "2026-11-28T14:05:00Z"

    /// The moment `text` names.
    /// - Parameter text: A `date-time`, such as `2026-11-28T14:05:00Z`.
    /// - Returns: The moment, or `nil` when `text` is not an RFC 3339 `date-time` or names a day or time that
    ///   does not exist (`2026-02-30`, `25:00`, an offset past `23:59`).
    /// - Complexity: O(*n*) in the length of `text`; nothing is allocated for a native string.
    static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(Bytes(bytes: $0)) }
    }

    /// A cursor over the UTF-8 bytes of the text.
    private struct Bytes {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        /// Reads exactly `count` ASCII digits as a number; `nil` if any is not `0`–`9`.
        mutating func number(digits count: Int) -> Int? {
            guard offset + count <= bytes.count else { return nil }
            var value = 0
            for _ in 0..<count {
                let digit = Int(bytes[offset]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
                offset += 1
            }
            return value
        }

        /// Reads one byte when it is `byte` or `other`, and returns it.
        mutating func take(_ byte: UInt8, or other: UInt8? = nil) -> UInt8? {
            guard offset < bytes.count, bytes[offset] == byte || bytes[offset] == other else { return nil }
            offset += 1
            return bytes[offset - 1]
        }
    }

    private static func parse(_ bytes: Bytes) -> Date? {
        var bytes = bytes
        // full-date = date-fullyear "-" date-month "-" date-mday
        guard let year = bytes.number(digits: 4), bytes.take(UInt8(ascii: "-")) != nil,
            let month = bytes.number(digits: 2), bytes.take(UInt8(ascii: "-")) != nil,
            let day = bytes.number(digits: 2), bytes.take(UInt8(ascii: "T"), or: UInt8(ascii: "t")) != nil,
            // partial-time = time-hour ":" time-minute ":" time-second [time-secfrac]
            let hour = bytes.number(digits: 2), bytes.take(UInt8(ascii: ":")) != nil,
            let minute = bytes.number(digits: 2), bytes.take(UInt8(ascii: ":")) != nil,
            let second = bytes.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour <= 23,
            minute <= 59, second <= 59
        else { return nil }

        // time-secfrac = "." 1*DIGIT: the first nine digits, as nanoseconds (truncated, never rounded up).
        var nanoseconds = 0
        if bytes.take(UInt8(ascii: ".")) != nil {
            var count = 0
            while let digit = bytes.number(digits: 1) {
                if count < 9 { nanoseconds = nanoseconds * 10 + digit }
                count += 1
            }
            guard count > 0 else { return nil }
            for _ in count..<max(count, 9) { nanoseconds *= 10 }
        }

        // time-offset = "Z" / time-numoffset; time-numoffset = ("+" / "-") time-hour ":" time-minute
        var offsetSeconds = 0
        if bytes.take(UInt8(ascii: "Z"), or: UInt8(ascii: "z")) == nil {
            guard let sign = bytes.take(UInt8(ascii: "+"), or: UInt8(ascii: "-")),
                let offsetHours = bytes.number(digits: 2), bytes.take(UInt8(ascii: ":")) != nil,
                let offsetMinutes = bytes.number(digits: 2), offsetHours <= 23, offsetMinutes <= 59
            else { return nil }
            offsetSeconds = (sign == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3_600 + offsetMinutes * 60)
        }
        guard bytes.isAtEnd else { return nil }

        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let local = calendar.date(from: components) else { return nil }
        let whole = local.timeIntervalSinceReferenceDate - Double(offsetSeconds)
        // Near 2026 a `Date` is exact to about 0.1 µs, so .999999999 would round up to the next second.
        let moment = min(whole + Double(nanoseconds) / 1e9, (whole + 1).nextDown)
        return Date(timeIntervalSinceReferenceDate: moment)
    }

    /// Days in `month` of `year`, with the gregorian leap-year rule of RFC 3339 Appendix C.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
