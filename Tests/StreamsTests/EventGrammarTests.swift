import Streams
import Testing

/// The rules every stream keeps, each broken on purpose somewhere below and caught.
@MainActor
@Suite("Streams: the event grammar")
struct EventGrammarTests {
    /// Everything one subscriber heard, as text: `a`, `b`, `|` (completed), `#` (error), `disposed`.
    final class Log {
        var entries: [String] = []

        func subscribe(_ stream: some ObservableType<String>) -> any Disposable {
            stream.subscribe(
                onNext: { self.entries.append($0) },
                onError: { _ in self.entries.append("#") },
                onCompleted: { self.entries.append("|") },
                onDisposed: { self.entries.append("disposed") }
            )
        }
    }

    struct Failure: Error {}

    @Test("Nothing follows completed or an error, and the subscription ends by itself")
    func stopEventsEndTheStream() {
        let misbehaving = Observable<String>.create { observer in
            observer.onNext("a")
            observer.onCompleted()
            observer.onNext("b")
            observer.onError(Failure())
            return Disposables.create()
        }
        let log = Log()
        _ = log.subscribe(misbehaving)
        #expect(log.entries == ["a", "|", "disposed"])
    }

    @Test("A stop event disposes what the stream holds, at once")
    func stopReleasesUpstream() {
        var released = false
        let stream = Observable<String>.create { observer in
            observer.onCompleted()
            return Disposables.create { released = true }
        }
        _ = stream.subscribe()
        #expect(released)
    }

    @Test("After dispose() returns, nothing more is delivered, even mid-delivery")
    func noEventAfterDispose() {
        let subject = PublishSubject<String>()
        let second = Log()
        var secondSubscription: (any Disposable)?
        let first = subject.subscribe(onNext: { _ in secondSubscription?.dispose() })
        secondSubscription = second.subscribe(subject)
        subject.onNext("a")
        subject.onNext("b")
        #expect(second.entries == ["disposed"], "The first subscriber disposed the second before it heard \"a\"")
        first.dispose()
    }

    @Test("Events are delivered serially: a subscriber sending into its own subject is heard after the current event")
    func reentrantSendIsQueued() {
        let subject = PublishSubject<String>()
        var first: [String] = []
        var second: [String] = []
        let a = subject.subscribe(onNext: { value in
            first.append(value)
            if value == "a" { subject.onNext("b") }
        })
        let b = subject.subscribe(onNext: { second.append($0) })
        subject.onNext("a")
        #expect(first == ["a", "b"])
        #expect(second == ["a", "b"], "Every subscriber hears a before b, although b was sent while a was delivered")
        a.dispose()
        b.dispose()
    }

    @Test("A stop event sent during a delivery waits its turn: the events before it still reach everyone")
    func stopEventFromInsideDelivery() {
        let subject = PublishSubject<String>()
        let first = Log()
        let second = Log()
        let finisher = subject.subscribe(onNext: { value in
            if value == "a" {
                subject.onNext("b")
                subject.onCompleted()
            }
        })
        _ = first.subscribe(subject)
        _ = second.subscribe(subject)
        subject.onNext("a")
        #expect(first.entries == ["a", "b", "|", "disposed"])
        #expect(second.entries == ["a", "b", "|", "disposed"])
        finisher.dispose()
    }

    @Test("A subscriber added during a delivery hears the value being delivered once, then what is queued")
    func behaviorReplayDuringDelivery() {
        let subject = BehaviorSubject(value: "a")
        let late = Log()
        var lateSubscription: (any Disposable)?
        let first = subject.subscribe(onNext: { value in
            if value == "b" {
                subject.onNext("c")
                lateSubscription = late.subscribe(subject)
            }
        })
        subject.onNext("b")
        #expect(late.entries == ["b", "c"], "Replays b (being delivered), then hears the queued c: no duplicate")
        #expect(subject.value == "c")
        first.dispose()
        lateSubscription?.dispose()
    }

    @Test("A replay is delivered serially: what a new subscriber sends while hearing it reaches everyone after it")
    func replayIsSerial() {
        // Y subscribes first; X, replayed "a", sends "b" from inside its handler.
        func log(
            subscribing subscribe: (Observer<String>) -> any Disposable,
            send: @escaping (String) -> Void
        ) -> [String] {
            var log: [String] = []
            let y = subscribe(Observer { if case .next(let value) = $0 { log.append("Y:\(value)") } })
            let x = subscribe(
                Observer { event in
                    guard case .next(let value) = event else { return }
                    log.append("X:\(value)")
                    if value == "a" { send("b") }
                    log.append("X:\(value)-end")
                })
            x.dispose()
            y.dispose()
            return log
        }
        let expected = ["Y:a", "X:a", "X:a-end", "Y:b", "X:b", "X:b-end"]
        let subject = BehaviorSubject(value: "a")
        #expect(
            log(subscribing: subject.subscribe, send: subject.onNext) == expected,
            "X is not called again inside its own handler: b goes out once X has heard its replay")
        let relay = BehaviorRelay(value: "a")
        #expect(log(subscribing: relay.subscribe, send: relay.accept) == expected)
    }

    @Test("A BehaviorSubject and a BehaviorRelay replay their current value; a PublishSubject does not")
    func replay() {
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "a")
        let relay = BehaviorRelay(value: "x")
        publish.onNext("a")
        behavior.onNext("b")
        relay.accept("y")
        let logs = (Log(), Log(), Log())
        let subscriptions = [logs.0.subscribe(publish), logs.1.subscribe(behavior), logs.2.subscribe(relay)]
        publish.onNext("c")
        behavior.onNext("c")
        relay.accept("z")
        #expect(logs.0.entries == ["c"], "A late subscriber to a PublishSubject hears only what comes after")
        #expect(logs.1.entries == ["b", "c"], "…to a BehaviorSubject, the current value first")
        #expect(logs.2.entries == ["y", "z"])
        #expect(relay.value == "z" && behavior.value == "c")
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test("A stopped subject ignores sends, and tells a late subscriber it has stopped")
    func stoppedSubjects() {
        let publish = PublishSubject<String>()
        let behavior = BehaviorSubject(value: "a")
        publish.onCompleted()
        publish.onNext("x")
        behavior.onError(Failure())
        behavior.onNext("x")
        let logs = (Log(), Log())
        _ = logs.0.subscribe(publish)
        _ = logs.1.subscribe(behavior)
        #expect(logs.0.entries == ["|", "disposed"])
        #expect(logs.1.entries == ["#", "disposed"], "No replay of the last value after an error")
    }

    @Test("A DisposeBag disposes its subscriptions when it goes, and they hear nothing while it tears down")
    func disposeBagTeardown() {
        let subject = PublishSubject<String>()
        let observed = Log()
        var bag: DisposeBag? = DisposeBag()
        // The first subscription's teardown sends into the subject the second one observes.
        subject.subscribe(onDisposed: { subject.onNext("sent during teardown") }).disposed(by: bag!)
        observed.subscribe(subject).disposed(by: bag!)
        subject.onNext("a")
        bag = nil
        subject.onNext("after")
        #expect(observed.entries == ["a", "disposed"])
    }

    @Test("A DisposeBag silences every subscription first, also one wrapped in Disposables.create(with:)")
    func disposeBagSilencesWrappedSubscriptions() {
        let subject = PublishSubject<String>()
        let observed = Log()
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe(onDisposed: { subject.onNext("sent during teardown") }).disposed(by: bag!)
        let inner = observed.subscribe(subject)
        Disposables.create(with: { inner.dispose() }).disposed(by: bag!)
        subject.onNext("a")
        bag = nil
        #expect(
            observed.entries == ["a", "disposed"],
            "The wrapped subscription is in the bag too: it hears nothing caused by another one's teardown")
    }

    @Test("Events sent during a bag's teardown reach subscribers outside it once the teardown has ended")
    func eventsSentDuringTeardownWaitForIt() {
        let subject = PublishSubject<String>()
        let outside = Log()
        let outsideSubscription = outside.subscribe(subject)
        var heardDuringTeardown: [String]?
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe(onDisposed: { subject.onNext("sent during teardown") }).disposed(by: bag!)
        subject.subscribe(onDisposed: { heardDuringTeardown = outside.entries }).disposed(by: bag!)
        bag = nil
        #expect(heardDuringTeardown == [], "Held until the bag has disposed everything in it")
        #expect(outside.entries == ["sent during teardown"], "…then delivered, once")
        outsideSubscription.dispose()
    }

    @Test("A value held by a bag's teardown is the current value afterwards, replayed once to a subscriber")
    func behaviorValueHeldByTeardown() {
        let subject = BehaviorSubject(value: "a")
        let duringTeardown = Log()
        var subscriptions: [any Disposable] = []
        var bag: DisposeBag? = DisposeBag()
        subject.subscribe(onDisposed: {
            subject.onNext("b")
            subscriptions.append(duringTeardown.subscribe(subject))
        }).disposed(by: bag!)
        bag = nil
        let after = Log()
        subscriptions.append(after.subscribe(subject))
        #expect(duringTeardown.entries == ["a", "b"], "Replays what the others hear now, then the held b")
        #expect(after.entries == ["b"], "After the teardown, the replay is the current value")
        for subscription in subscriptions { subscription.dispose() }
    }

    @Test("Disposing twice is harmless: the teardown runs once")
    func disposeTwice() {
        var disposed = 0
        let disposable = Disposables.create { disposed += 1 }
        disposable.dispose()
        disposable.dispose()
        #expect(disposed == 1)
    }
}
