import Scheduling
import Streams

/// Marble diagrams on virtual time, as RxTest and swift-async-algorithms write them.
///
/// One character is one frame of one virtual second: a letter or digit is a value, `-` is nothing,
/// `|` is `completed`, `#` is an error (``MarbleError``), and `(ab)` puts several events in one frame.
/// `"a-b--c|"` sends `a` at 0 s, `b` at 2 s, `c` at 5 s, then completes at 6 s.
@MainActor
struct Marbles {
    /// The error `#` stands for.
    struct MarbleError: Error, Equatable {}

    let scheduler = VirtualScheduler()

    /// A cold stream: each subscription gets the diagram's events, counted from when it subscribes.
    func cold(_ diagram: String) -> Observable<String> {
        let events = Self.parse(diagram)
        return Observable.create { observer in
            let actions = events.map { frame, event in
                scheduler.schedule(after: Double(frame)) { observer.on(event) }
            }
            return Disposables.create { for action in actions { action.cancel() } }
        }
    }

    /// A hot stream: the diagram's events happen at their frames from now, whoever listens.
    func hot(_ diagram: String) -> PublishSubject<String> {
        let subject = PublishSubject<String>()
        for (frame, event) in Self.parse(diagram) {
            scheduler.schedule(after: Double(frame)) { subject.on(event) }
        }
        return subject
    }

    /// Subscribes to `stream` now, lets `frames` seconds pass, and draws what it heard.
    ///
    /// The drawing ends at the stop event, or after `frames` frames.
    func record(_ stream: some ObservableType<String>, frames: Int = 12) -> String {
        let start = scheduler.now
        var heard: [(frame: Int, symbol: String)] = []
        let subscription = stream.subscribe(
            onNext: { heard.append((Int(scheduler.now - start), $0)) },
            onError: { _ in heard.append((Int(scheduler.now - start), "#")) },
            onCompleted: { heard.append((Int(scheduler.now - start), "|")) }
        )
        scheduler.advance(by: Double(frames))
        subscription.dispose()
        return Self.draw(heard, frames: frames)
    }

    static func parse(_ diagram: String) -> [(frame: Int, event: Event<String>)] {
        var events: [(Int, Event<String>)] = []
        var frame = 0
        var inGroup = false
        for character in diagram {
            switch character {
            case "(": inGroup = true
            case ")": inGroup = false
            case "-": break
            case "|": events.append((frame, .completed))
            case "#": events.append((frame, .error(MarbleError())))
            default: events.append((frame, .next(String(character))))
            }
            if !inGroup, character != "(" { frame += 1 }
        }
        return events
    }

    static func draw(_ heard: [(frame: Int, symbol: String)], frames: Int) -> String {
        var drawing = ""
        for frame in 0..<frames {
            let symbols = heard.filter { $0.frame == frame }.map(\.symbol)
            switch symbols.count {
            case 0: drawing += "-"
            case 1: drawing += symbols[0]
            default: drawing += "(" + symbols.joined() + ")"
            }
            if symbols.contains("|") || symbols.contains("#") { return drawing }
        }
        return drawing
    }
}
