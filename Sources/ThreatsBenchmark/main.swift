import Foundation
import ThreatKit

// The threats file loader against a plain `JSONDecoder` decode of the same bytes, measured in the same run,
// for the 25 threats that ship with the kit and for a generated file of 20,000 (about 5 MB).
//
//     swift run -c release threats-benchmark [--records N] [--rounds R]
//
// The loader checks the syntax strictly, refuses repeated keys, and reads each date as RFC 3339; the plain
// decode reads the same fields into a synthesized `Decodable` with `lastSeen` as a string. The loader should
// take at most 4 times as long (ratio ≤ 4), at every size: its time grows with the file, nothing per record.

/// What the command line asks for.
struct Options {
    var records = 20_000
    var rounds = 5

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--records": records = remaining.popFirst().flatMap { Int($0) } ?? records
            case "--rounds": rounds = remaining.popFirst().flatMap { Int($0) } ?? rounds
            default:
                FileHandle.standardError.write(Data("usage: threats-benchmark [--records N] [--rounds R]\n".utf8))
                exit(2)
            }
        }
    }
}

/// The same record as the loader reads, decoded the plainest way: what the loader is compared with.
struct PlainRecord: Decodable {
    let id: String
    let firstName: String
    let lastName: String
    let level: String
    let distanceMeters: Double
    let lastSeen: String
    let notes: String
}

/// A threats file of `count` records, about 250 bytes each, with varied dates, zones and fractions.
func generatedFile(records count: Int) -> Data {
    let levels = ["low", "moderate", "high", "critical"]
    let zones = ["Z", "+01:00", "-04:30", "+05:45"]
    var text = "[\n"
    for number in 0..<count {
        let day = number % 28 + 1
        let hour = number % 24
        let fraction = number % 3 == 0 ? ".\(number % 1000)" : ""
        text += """
              {"id": "t-\(number)", "firstName": "Agent\(number % 97)", "lastName": "Field\(number % 89)", \
            "level": "\(levels[number % 4])", "distanceMeters": \(number % 20_000).5, \
            "lastSeen": "2026-\(String(format: "%02d", number % 12 + 1))-\(String(format: "%02d", day))T\
            \(String(format: "%02d", hour)):05:00\(fraction)\(zones[number % 4])", \
            "notes": "Seen near the east entrance at dusk, carrying a grey bag; number \(number) of the survey, \
            reported by two agents."}\(number == count - 1 ? "" : ",")\n
            """
    }
    return Data((text + "]\n").utf8)
}

/// Runs `body` `rounds` times and gives the best time, in seconds.
func bestSeconds(rounds: Int, _ body: () throws -> Int) rethrows -> Double {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        checksum &+= try body()
        let elapsed = ContinuousClock.now - start
        best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    if checksum == -1 { print("") }  // keeps the work observable
    return best
}

/// Times both decoders on `data` and prints one line.
func compare(_ label: String, _ data: Data, rounds: Int) throws {
    let loader = try bestSeconds(rounds: rounds) { try ThreatsFile.decode(data, fileName: label).count }
    let plain = try bestSeconds(rounds: rounds) { try JSONDecoder().decode([PlainRecord].self, from: data).count }
    let megabytes = Double(data.count) / 1_000_000
    print(
        label.padding(toLength: 28, withPad: " ", startingAt: 0)
            + String(
                format: "%8.2f MB  loader %9.2f ms  JSONDecoder %9.2f ms  ratio %5.2f", megabytes, loader * 1000,
                plain * 1000, loader / plain))
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
// The kit's own file, read from the source tree this benchmark is built from.
let builtInURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../ThreatKit/Resources/threats.json").standardized
try compare("built-in (25 records)", try Data(contentsOf: builtInURL), rounds: options.rounds * 20)
try compare("generated (\(options.records) records)", generatedFile(records: options.records), rounds: options.rounds)
