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
}
