import Streams
import Testing

/// Each operator as a timeline: a diagram in, the expected diagram out.
@MainActor
@Suite("Streams: operators as marble diagrams")
struct OperatorTests {
    let marbles = Marbles()

    @Test("The marble helper reads and draws diagrams faithfully")
    func helper() {
        #expect(marbles.record(marbles.cold("a-b--c|")) == "a-b--c|")
        #expect(marbles.record(marbles.cold("(ab)-#")) == "(ab)-#")
        #expect(marbles.record(marbles.cold("--a"), frames: 5) == "--a--")
    }

    @Test("just, empty and error")
    func creation() {
        #expect(marbles.record(Observable.just("a")) == "(a|)")
        #expect(marbles.record(Observable<String>.empty()) == "|")
        #expect(marbles.record(Observable<String>.error(Marbles.MarbleError())) == "#")
    }

    @Test("map transforms each value")
    func map() {
        #expect(marbles.record(marbles.cold("a-b--c|").map { $0.uppercased() }) == "A-B--C|")
        #expect(marbles.record(marbles.cold("a-#").map { $0.uppercased() }) == "A-#")
    }

    @Test("filter keeps the values that pass")
    func filter() {
        #expect(marbles.record(marbles.cold("a-b-a-c|").filter { $0 != "a" }) == "--b---c|")
    }

    @Test("distinctUntilChanged drops repeats, by equality, by key or by a closure")
    func distinct() {
        #expect(marbles.record(marbles.cold("a-a-b-b-a|").distinctUntilChanged()) == "a---b---a|")
        #expect(marbles.record(marbles.cold("a-A-b-B|").distinctUntilChanged { $0.lowercased() }) == "a---b--|")
        #expect(
            marbles.record(marbles.cold("1-2-5-6|").distinctUntilChanged { abs((Int($0) ?? 0) - (Int($1) ?? 0)) < 2 })
                == "1---5--|",
            "Each value is compared with the last one passed on"
        )
    }

    @Test("startWith sends its values first, at subscription")
    func startWith() {
        #expect(marbles.record(marbles.cold("--a|").startWith("x", "y")) == "(xy)-a|")
    }

    @Test("combineLatest emits once both have a value, then whenever either changes; completes when both do")
    func combineLatest() {
        let letters = marbles.hot("a---b---|")
        let marks = marbles.hot("--x---y|")
        let combined = Observable.combineLatest(letters, marks) { letter, mark in
            letter == "a" ? mark : mark.uppercased()
        }
        #expect(marbles.record(combined) == "--x-X-Y-|")
    }

    @Test("combineLatest completes, as RxSwift's does, when one stream ended without a value and the other sends one")
    func combineLatestCompletesWhenNothingCanCombine() {
        let combined = Observable.combineLatest(marbles.hot("-|"), marbles.hot("---x-y-|")) { $0 + $1 }
        #expect(marbles.record(combined) == "---|", "The first stream ended empty: x can never be combined")
        let waiting = Observable.combineLatest(marbles.hot("-|"), marbles.hot("------|")) { $0 + $1 }
        #expect(marbles.record(waiting) == "------|", "With no value from the other either, it waits for both")
    }

    @Test("combineLatest ends with the first error")
    func combineLatestError() {
        let combined = Observable.combineLatest(marbles.cold("a-#"), marbles.cold("x---y|")) { $1 }
        #expect(marbles.record(combined) == "x-#")
    }

    @Test("flatMapLatest follows only the newest inner stream")
    func flatMapLatest() {
        let outer = marbles.hot("a--b-----|")
        let switched = outer.flatMapLatest { value in
            value == "a" ? marbles.cold("1-2-3|") : marbles.cold("x-y-z|")
        }
        #expect(marbles.record(switched) == "1-2x-y-z-|", "a's 3 never comes: b replaced it at 3 s")
    }

    @Test("flatMapLatest completes when the source and the current inner stream both have, in either order")
    func flatMapLatestCompletion() {
        let outerFirst = marbles.hot("a|").flatMapLatest { _ in marbles.cold("-x-y|") }
        #expect(marbles.record(outerFirst) == "-x-y|", "The source ended at 1 s; the inner stream still runs")
        let innerFirst = marbles.hot("a----|").flatMapLatest { _ in marbles.cold("x|") }
        #expect(marbles.record(innerFirst) == "x----|")
    }

    @Test("withLatestFrom takes the other stream's latest value at each value of this one")
    func withLatestFrom() {
        let taps = marbles.hot("a--b---c-|")
        let form = marbles.hot("-x---y|")
        #expect(marbles.record(taps.withLatestFrom(form)) == "---x---y-|", "The tap at 0 s came before any form")
    }

    @Test("withLatestFrom emits at every value of this stream, also when the sampled value has not changed")
    func withLatestFromRepeats() {
        let taps = marbles.hot("-a-b|")
        let form = marbles.hot("x---|")
        #expect(marbles.record(taps.withLatestFrom(form)) == "-x-x|", "Two taps on the same form send it twice")
    }

    @Test("flatMapLatest: an inner error ends everything, unless caught inside")
    func flatMapLatestErrors() {
        let uncaught = marbles.hot("a---b|").flatMapLatest { _ in marbles.cold("-#") }
        #expect(marbles.record(uncaught) == "-#")
        let caught = marbles.hot("a---b-|").flatMapLatest { _ in marbles.cold("-#").catchAndReturn("e") }
        #expect(marbles.record(caught) == "-e---e|", "Each failure became a value; the outer stream lives on")
    }

    @Test("catch replaces an error with another stream; catchAndReturn with one value")
    func catchError() {
        let replacement = PublishSubject<String>()
        var heard: [String] = []
        let subscription = Observable<String>.error(Marbles.MarbleError()).catch { _ in replacement.asObservable() }
            .subscribe(onNext: { heard.append($0) })
        replacement.onNext("x")
        #expect(heard == ["x"], "A source that fails at once still leaves the replacement subscribed")
        subscription.dispose()
        #expect(marbles.record(marbles.cold("a-#").catch { _ in marbles.cold("x|") }) == "a-x|")
        #expect(marbles.record(marbles.cold("a-#").catchAndReturn("z")) == "a-(z|)")
        #expect(marbles.record(marbles.cold("a-b|").catchAndReturn("z")) == "a-b|")
    }

    @Test("observe(on:) delivers each event on the scheduler's next turn, in order")
    func observeOn() {
        let subject = PublishSubject<String>()
        var heard: [String] = []
        let subscription = subject.observe(on: marbles.scheduler).subscribe(onNext: { heard.append($0) })
        subject.onNext("a")
        subject.onNext("b")
        #expect(heard.isEmpty, "Nothing is delivered in the sender's turn")
        marbles.scheduler.advance(by: 0)
        #expect(heard == ["a", "b"])
        subject.onNext("c")
        subscription.dispose()
        marbles.scheduler.advance(by: 1)
        #expect(heard == ["a", "b"], "Disposing drops what was still waiting")
        #expect(marbles.scheduler.pendingCount == 0)
    }

    @Test("delay shifts values and completion; an error comes at once and drops what waits")
    func delay() {
        #expect(marbles.record(marbles.cold("a-b|").delay(2, scheduler: marbles.scheduler)) == "--a-b|")
        #expect(marbles.record(marbles.cold("a-#").delay(2, scheduler: marbles.scheduler)) == "--#")
        #expect(marbles.record(marbles.cold("a#").delay(2, scheduler: marbles.scheduler)) == "-#")
        #expect(marbles.scheduler.pendingCount == 0)
    }
}
