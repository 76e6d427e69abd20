import Dispatch
import Foundation
import WorkshopRoom
import WorkshopSupport

// A room of simulated attendees on loopback, as a workshop runs one: `workshop room serve` (the built
// program, whose hook checks every push) and N laptops each publishing a new grade every S seconds, as
// `workshop grade` does after its report, for M minutes. After each round it reads the room with
// `workshop room --json` and checks that every attendee's latest grade is there: nothing lost.
//
//     swift build --product workshop && swift run -c release room-benchmark [--attendees N] [--every S] [--minutes M]

/// What the command line asks for.
struct Options {
    var attendees = 30
    var every = 10.0
    var minutes = 5.0

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let value = remaining.popFirst().flatMap(Double.init)
            switch (argument, value) {
            case ("--attendees", let value?) where value >= 1: attendees = Int(value)
            case ("--every", let value?) where value > 0: every = value
            case ("--minutes", let value?) where value > 0: minutes = value
            default:
                FileHandle.standardError.write(
                    Data("usage: room-benchmark [--attendees N] [--every SECONDS] [--minutes M]\n".utf8))
                exit(2)
            }
        }
    }
}

/// Milliseconds, sorted, as `median / 95th / max`.
func summary(_ milliseconds: [Double]) -> String {
    let sorted = milliseconds.sorted()
    guard !sorted.isEmpty else { return "–" }
    func at(_ share: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))] }
    return String(format: "%.0f / %.0f / %.0f ms", at(0.5), at(0.95), sorted.last ?? 0)
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let kit = SourceTree.builtFrom
let workshop = kit.appendingPathComponent(".build/debug/workshop")
guard FileManager.default.isExecutableFile(atPath: workshop.path) else {
    FileHandle.standardError.write(Data("room-benchmark: build workshop first: swift build --product workshop\n".utf8))
    exit(2)
}
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("room-benchmark-\(getpid())")
defer { try? FileManager.default.removeItem(at: scratch) }
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
let port = 20_000 + Int(getpid() % 10_000)
let room = scratch.appendingPathComponent("room")
let server = Process()
server.executableURL = workshop
server.arguments = ["room", "serve", room.path, "--port", "\(port)", "--listen", "127.0.0.1"]
server.standardOutput = FileHandle.nullDevice
server.standardError = FileHandle.nullDevice
try server.run()
defer {
    server.interrupt()
    server.waitUntilExit()
}
let url = "git://127.0.0.1:\(port)/room.git"
while !RoomServer.answers(url) { Thread.sleep(forTimeInterval: 0.05) }

let publishers = (0..<options.attendees).map { index in
    let folder = scratch.appendingPathComponent("kit-\(index)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return RoomPublisher(kitRoot: folder, membership: RoomMembership(url: url, name: "attendee-\(index)"))
}
let rounds = max(1, Int(options.minutes * 60 / options.every))
let lock = NSLock()
nonisolated(unsafe) var pushes: [Double] = []
nonisolated(unsafe) var failures: [String] = []
var reads: [Double] = []
var lost = 0
print("\(options.attendees) attendees publishing every \(options.every) s for \(rounds) rounds, on loopback")
for round in 1...rounds {
    let started = Date()
    DispatchQueue.concurrentPerform(iterations: publishers.count) { index in
        let publisher = publishers[index]
        var progress = publisher.latest()
        let now = Date()
        progress.exercises["01-RefactorToMVVM"] = RoomProgress.Exercise(
            points: round % 101, maxPoints: 100, firstTried: now, lastGraded: now, problem: nil, tasks: [:])
        let began = Date()
        let problem = publisher.commit(progress, at: now)
        let outcome = publisher.push()
        let took = Date().timeIntervalSince(began) * 1000
        lock.withLock {
            pushes.append(took)
            if let problem { failures.append(problem) }
            if outcome != .published { failures.append("\(publisher.membership.name): \(outcome)") }
        }
    }
    let read = Process()
    read.executableURL = workshop
    read.arguments = ["room", room.path, "--json"]
    let output = Pipe()
    read.standardOutput = output
    let readStarted = Date()
    try read.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    read.waitUntilExit()
    reads.append(Date().timeIntervalSince(readStarted) * 1000)
    let table =
        (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["attendees"] as? [[String: Any]] ?? []
    let points = table.compactMap { (($0["exercises"] as? [String: Any])?["01"] as? [String: Any])?["points"] as? Int }
    lost += options.attendees - points.filter { $0 == round % 101 }.count
    let wait = options.every - Date().timeIntervalSince(started)
    if round < rounds, wait > 0 { Thread.sleep(forTimeInterval: wait) }
}
print(
    "pushes: \(pushes.count), refused or unreachable: \(failures.count)\(failures.first.map { " (first: \($0))" } ?? "")"
)
print("a publish (commit and push), median / 95th / max: \(summary(pushes))")
print("workshop room --json, median / 95th / max:        \(summary(reads))")
print("grades missing from the room after a round:      \(lost)")
// `exit` skips the `defer`s above: the room is closed and the scratch folder removed here.
server.interrupt()
server.waitUntilExit()
try? FileManager.default.removeItem(at: scratch)
exit(failures.isEmpty && lost == 0 ? 0 : 1)
