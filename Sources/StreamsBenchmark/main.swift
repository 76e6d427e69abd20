import Dispatch
import Foundation
import Streams

// Events per second through three ways of passing a value on, measured in the same run:
// a direct closure call, a Box (bind + assign), and a Streams chain
// relay → map → filter → distinctUntilChanged → subscribe.
//
//     swift run -c release streams-benchmark [--events N] [--rounds R] [--only chain]
//
// `--only chain` runs just the chain, for counting allocations under valgrind (see README).

/// What the command line asks for.
struct Options {
    var events = 10_000_000
    var rounds = 5
    var onlyChain = false

    init(_ arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--events": events = remaining.popFirst().flatMap { Int($0) } ?? events
            case "--rounds": rounds = remaining.popFirst().flatMap { Int($0) } ?? rounds
            case "--only": onlyChain = remaining.popFirst() == "chain"
            default:
                FileHandle.standardError.write(
                    Data("usage: streams-benchmark [--events N] [--rounds R] [--only chain]\n".utf8))
                exit(2)
            }
        }
    }
}

/// Where values end up, so that the optimizer cannot drop the work.
final class Sink {
    var total = 0
}

/// Returns `value` unchanged, in a way the optimizer cannot see through.
///
/// Every path gets its closures through here, so each event really makes an indirect call, as a
/// listener bound at run time does in an app, instead of the optimizer inlining the body into the loop.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// Runs `body` `rounds` times and gives the best rate, in events per second.
@MainActor
func bestRate(events: Int, rounds: Int, _ body: (Int) -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body(events)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, seconds)
    }
    return Double(events) / best
}

/// Sends `events` values through the chain the issue names.
@MainActor
func runChain(events: Int, into sink: Sink) {
    let relay = BehaviorRelay(value: 0)
    let subscription =
        relay
        .map(opaque { (value: Int) in value &* 2 })
        .filter(opaque { (value: Int) in value % 3 != 0 })
        .distinctUntilChanged()
        .subscribe(onNext: opaque { (value: Int) in sink.total &+= value })
    for value in 1...events { relay.accept(value) }
    subscription.dispose()
}

@MainActor
func main() {
    let options = Options(Array(CommandLine.arguments.dropFirst()))
    let sink = Sink()
    if options.onlyChain {
        runChain(events: options.events, into: sink)
        print("chain: \(options.events) events, checksum \(sink.total)")
        return
    }

    let call = opaque { (value: Int) in sink.total &+= value }
    let direct = bestRate(events: options.events, rounds: options.rounds) { events in
        for value in 1...events { call(value) }
    }

    let box = Box(0)
    let listener = opaque { @MainActor (value: Int) in sink.total &+= value }
    box.bind(listener)
    let boxed = bestRate(events: options.events, rounds: options.rounds) { events in
        for value in 1...events { box.value = value }
    }

    let chain = bestRate(events: options.events, rounds: options.rounds) { events in
        runChain(events: events, into: sink)
    }

    func rate(_ value: Double) -> String {
        String(format: "%8.1f M/s", value / 1e6)
    }
    func ratio(_ value: Double, _ reference: Double) -> String {
        String(format: "%8.3f", value / reference)
    }
    print("Streams benchmark: \(options.events) events a run, best of \(options.rounds) runs (checksum \(sink.total))")
    print("")
    print("path                                                      events/s   vs Box  vs closure")
    print(
        "direct closure call                                     \(rate(direct))  \(ratio(direct, boxed))    \(ratio(direct, direct))"
    )
    print(
        "Box: bind, then assign                                  \(rate(boxed))  \(ratio(boxed, boxed))    \(ratio(boxed, direct))"
    )
    print(
        "relay → map → filter → distinctUntilChanged → subscribe \(rate(chain))  \(ratio(chain, boxed))    \(ratio(chain, direct))"
    )
    print("")
    let verdict = chain >= boxed * 0.35 ? "met" : "NOT met"
    print(
        "Requirement, the chain at 0.35 of the Box or more: \(verdict) (\(String(format: "%.3f", chain / boxed)) of the Box)."
    )
}

MainActor.assumeIsolated { main() }
