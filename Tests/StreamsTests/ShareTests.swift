import Streams
import Testing

@MainActor
@Suite("Streams: share(replay:)")
struct ShareTests {
    let marbles = Marbles()

    @Test("Subscribers share one run; a late one hears the last values; the last to leave ends the run")
    func sharing() {
        var runs = 0
        let source = Observable<String>.create { observer in
            runs += 1
            observer.onNext("a")
            observer.onNext("b")
            return Disposables.create()
        }
        let shared = source.share(replay: 1)
        var first: [String] = []
        var second: [String] = []
        let one = shared.subscribe(onNext: { first.append($0) })
        let two = shared.subscribe(onNext: { second.append($0) })
        #expect(runs == 1, "One run for both subscribers")
        #expect(first == ["a", "b"])
        #expect(second == ["b"], "replay: 1 gives a late subscriber the last value only")
        one.dispose()
        two.dispose()
        var third: [String] = []
        let three = shared.subscribe(onNext: { third.append($0) })
        #expect(runs == 2, "After everyone left, the next subscriber starts a new run")
        #expect(third == ["a", "b"], "…with a fresh buffer")
        three.dispose()
    }

    @Test("Without replay, a late subscriber hears only what comes after it")
    func noReplay() {
        let subject = PublishSubject<String>()
        let shared = subject.share()
        var late: [String] = []
        let early = shared.subscribe()
        subject.onNext("a")
        let lateSubscription = shared.subscribe(onNext: { late.append($0) })
        subject.onNext("b")
        #expect(late == ["b"])
        early.dispose()
        lateSubscription.dispose()
    }

    @Test("A shared stream lives on while anyone listens, even once the Observable share made is gone")
    func sharedStreamOutlivesItsObservable() {
        let subject = PublishSubject<String>()
        var heard: [String] = []
        let bag = DisposeBag()
        do {
            let shared = subject.map { $0.uppercased() }.share()
            shared.subscribe(onNext: { heard.append($0) }).disposed(by: bag)
        }
        subject.onNext("a")
        subject.onNext("b")
        #expect(heard == ["A", "B"])
    }

    @Test("A stop event ends the run for everyone; the next subscriber starts again")
    func stopEndsRun() {
        var runs = 0
        let shared = Observable<String>.create { observer in
            runs += 1
            return marbles.cold("a|").subscribe(observer)
        }
        .share(replay: 1)
        #expect(marbles.record(shared, frames: 3) == "a|")
        #expect(marbles.record(shared, frames: 3) == "a|")
        #expect(runs == 2)
    }

    @Test("share(replay:) gives a subscriber added while a value is queued that value once")
    func replayOfQueuedValueIsNotDoubled() {
        // A source that calls its observer directly, so the second value is queued by the shared stream.
        var source: Observer<Int>?
        let shared = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        .share(replay: 1)
        var late: [Int] = []
        var lateSubscription: (any Disposable)?
        let first = shared.subscribe(onNext: { value in
            guard value == 1 else { return }
            source?.onNext(2)
            lateSubscription = shared.subscribe(onNext: { late.append($0) })
        })
        source?.onNext(1)
        #expect(late == [1, 2], "The late subscriber hears the value being delivered, then the queued 2, once")
        first.dispose()
        lateSubscription?.dispose()
    }

    @Test("share(replay:) delivers to a subscriber the value it sends into the source during its own replay")
    func valueSentDuringReplayIsHeard() {
        let subject = PublishSubject<Int>()
        let shared = subject.share(replay: 1)
        var early: [Int] = []
        var late: [Int] = []
        let first = shared.subscribe(onNext: { early.append($0) })
        subject.onNext(1)
        let second = shared.subscribe(onNext: { value in
            late.append(value)
            if value == 1 { subject.onNext(2) }
        })
        #expect(late == [1, 2], "2 was caused by the replay of 1; it reaches everyone after it, this subscriber too")
        #expect(early == [1, 2])
        first.dispose()
        second.dispose()
    }
}
