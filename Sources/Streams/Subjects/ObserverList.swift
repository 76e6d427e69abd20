/// The subscribers of a subject, and the one rule of delivery: serially, in subscription order.
///
/// An event sent while another is being delivered (a subscriber sending into the subject it observes)
/// waits until the current event has reached every subscriber, then goes out the same way. A replay to
/// a new subscriber (``BehaviorSubject``, `share(replay:)`) is a delivery too: what the newcomer sends
/// while it hears its replay waits the same way, and a replay asked for during a delivery goes out as
/// soon as the current event has reached everyone, before the events queued behind it, so that the
/// newcomer hears first what the others are hearing now. So no subscriber is ever called re-entrantly,
/// and all of them see the same order. Events sent while a ``DisposeBag`` tears down wait the same
/// way, until the teardown has ended (``Teardown``).
///
/// Speed: the stored properties read on every event are `@exclusivity(unchecked)`. Swift otherwise
/// checks at run time that no two accesses to a class's property overlap, and that check (a
/// thread-local lookup per access) was most of the cost of an event. It is safe to skip here because no
/// access spans a call out: flags are read before a subscriber is called and written after, a
/// subscriber is called through its ``Sink``, whose observer never changes, and `sinks` never shrinks
/// during a delivery (``sendNext(_:)`` walks it by index).
///
/// Unlike RxSwift, delivery is serial: a value sent from inside a subscriber waits until the current one
/// has reached every subscriber, where RxSwift calls the subscribers again at once, re-entrantly.
@usableFromInline
final class ObserverList<Element>: HeldDelivery {
    /// One subscriber as the list calls it: its observer, and whether it still hears anything.
    ///
    /// Speed: the list holds the only strong reference, and never lets one go during a delivery (a
    /// removal waits for the delivery to end, see `remove(_:)`). So ``sendNext(_:)`` can call the
    /// observer without retaining anything: `observer` is a `let` of an object that outlives the call.
    /// Copying the closure out of a `var` instead cost a retain and a release per subscriber per event,
    /// a fifth of the benchmark chain's time (measured with `perf`).
    @usableFromInline
    final class Sink {
        @usableFromInline let observer: Observer<Element>
        /// Cleared when the subscriber unsubscribes or is silenced, even in the middle of a delivery;
        /// a `Bool` test per event rather than an optional.
        @usableFromInline @exclusivity(unchecked) var isActive = true

        fileprivate init(_ observer: Observer<Element>) {
            self.observer = observer
        }
    }

    /// One subscription, as its subscriber holds it; disposing it (or silencing it) stops delivery at
    /// once, even in the middle of a delivery, and lets the list release the observer.
    @usableFromInline
    final class Registration: StoppableDisposable {
        /// Weak: the list owns the sink, so that its observer goes when the list forgets it (after a
        /// stop event, say), however long the subscriber keeps this registration.
        @usableFromInline weak var sink: Sink?
        fileprivate weak var list: ObserverList?

        fileprivate init(_ sink: Sink, list: ObserverList) {
            self.sink = sink
            self.list = list
        }

        @usableFromInline
        func stopDelivering() {
            silence()
        }

        @usableFromInline
        func dispose() {
            silence()
            list = nil
        }

        private func silence() {
            guard let sink else { return }
            self.sink = nil
            sink.isActive = false
            list?.remove(sink)
        }
    }

    /// The subscribers, in subscription order.
    @usableFromInline @exclusivity(unchecked) var sinks: [Sink] = []
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    /// Whether `queue` or `replays` holds anything, so that the common path tests one flag.
    @usableFromInline @exclusivity(unchecked) var hasPending = false
    /// Whether a subscriber unsubscribed during a delivery and is still in `sinks`.
    @usableFromInline @exclusivity(unchecked) var hasRemovals = false
    /// Events sent during a delivery, in the order they were sent.
    @usableFromInline var queue: [Event<Element>] = []
    /// Replays asked for during a delivery; they go out before `queue`.
    @usableFromInline var replays: [(registration: Registration, elements: [Element])] = []
    /// Called with each *queued* event when its turn comes.
    ///
    /// For a subject that must know what its subscribers have heard so far (``BehaviorSubject``'s
    /// replay). Events sent straight away do not call it, so the common path pays nothing.
    @usableFromInline var willSendQueued: ((Event<Element>) -> Void)?

    /// Creates an empty list.
    @usableFromInline
    init() {}

    /// Adds a subscriber, last in order.
    @usableFromInline
    func add(_ observer: Observer<Element>) -> Registration {
        let sink = Sink(observer)
        sinks.append(sink)
        return Registration(sink, list: self)
    }

    /// Whether an event sent now waits in `queue`: during a delivery, and while a ``DisposeBag`` tears
    /// down (see ``Teardown``).
    @inlinable
    var isQueueing: Bool { isDelivering || Teardown.isUnderWay }

    /// Delivers `event` to every subscriber, or queues it (see ``isQueueing``).
    @inlinable
    func deliver(_ event: Event<Element>) {
        guard !isQueueing else { return enqueue(event) }
        isDelivering = true
        send(event)
        finishDelivery()
    }

    /// Delivers a value to every subscriber, or queues it (see ``isQueueing``).
    ///
    /// The same as `deliver(.next(element))`, without building an ``Event`` and checking again, for
    /// each subscriber, whether it is a value (measured: about a fifth of the benchmark chain's time).
    @inlinable
    func deliverNext(_ element: Element) {
        guard !isQueueing else { return enqueue(.next(element)) }
        deliverNextNow(element)
    }

    /// Delivers a value to every subscriber at once: only when ``isQueueing`` is `false`.
    @inlinable
    func deliverNextNow(_ element: Element) {
        isDelivering = true
        sendNext(element)
        finishDelivery()
    }

    /// Queues `event` behind the current delivery, or, if none is under way (a bag is tearing down),
    /// holds it until the teardown ends: the list counts as delivering until then, so that everything
    /// else sent to it, replays included, waits in turn behind it.
    @usableFromInline
    func enqueue(_ event: Event<Element>) {
        if !isDelivering {
            isDelivering = true
            Teardown.hold(self)
        }
        queue.append(event)
        hasPending = true
    }

    /// Sends what waited behind the delivery that just ended, and ends it.
    @inlinable
    func finishDelivery() {
        if hasPending { sendPending() }
        isDelivering = false
        if hasRemovals { removeUnsubscribed() }
    }

    /// Called when a teardown that held events ends (see ``Teardown``), once they have been delivered.
    ///
    /// For a subject that tracks what its subscribers are hearing (``BehaviorSubject``), which would
    /// otherwise do it at the end of the `on(_:)` that started the delivery.
    @usableFromInline var didDeliverHeld: (() -> Void)?

    /// Delivers `elements` to `registration` alone, serially like every other event.
    ///
    /// During a delivery, the replay waits until the current event has reached everyone, then goes out
    /// before the events queued behind it.
    @usableFromInline
    func replay(_ elements: [Element], to registration: Registration) {
        guard !elements.isEmpty else { return }
        guard !isDelivering else {
            replays.append((registration, elements))
            hasPending = true
            return
        }
        isDelivering = true
        send(elements, to: registration)
        finishDelivery()
    }

    @inlinable
    func send(_ event: Event<Element>) {
        guard event.isStopEvent else {
            if case .next(let element) = event { sendNext(element) }
            return
        }
        let count = sinks.count
        var index = 0
        while index < count {
            let sink = sinks[index]
            if sink.isActive { sink.observer.on(event) }
            index += 1
        }
        // After a stop event nobody hears anything more; this runs when the event is sent, not when
        // it was queued, so events queued before it still reach everyone.
        removeAll()
    }

    @inlinable
    func sendNext(_ element: Element) {
        // By index rather than over a copy of the array, which would cost a retain and a release per
        // event. That is safe because the array only grows during a delivery (an unsubscribe waits for
        // the delivery to end, see `remove(_:)`), and a subscriber added during it waits for the next event.
        let count = sinks.count
        var index = 0
        while index < count {
            // Without retaining the sink or its observer (see ``Sink``): `sinks` keeps the sink alive
            // until the delivery has ended, even if the subscriber unsubscribes while it runs, and its
            // `observer` never changes.
            Unmanaged.passUnretained(sinks[index])._withUnsafeGuaranteedRef { sink in
                if sink.isActive { sink.observer.next(element) }
            }
            index += 1
        }
    }

    private func send(_ elements: [Element], to registration: Registration) {
        for element in elements {
            // Read each time: the subscriber may unsubscribe while it hears its replay.
            guard let sink = registration.sink, sink.isActive else { return }
            sink.observer.onNext(element)
        }
    }

    /// Sends what was queued during a delivery: replays first, then events, until nothing is left.
    @usableFromInline
    func sendPending() {
        var next = 0
        while true {
            if !replays.isEmpty {
                let replay = replays.removeFirst()
                send(replay.elements, to: replay.registration)
            } else if next < queue.count {
                let event = queue[next]
                next += 1
                willSendQueued?(event)
                send(event)
            } else {
                break
            }
        }
        queue.removeAll(keepingCapacity: true)
        hasPending = false
    }

    @usableFromInline
    func deliverHeld() {
        finishDelivery()
        didDeliverHeld?()
    }

    /// Forgets every subscriber (after a stop event).
    @usableFromInline
    func removeAll() {
        for sink in sinks { sink.isActive = false }
        sinks.removeAll()
    }

    private func remove(_ sink: Sink) {
        // During a delivery the array must not shrink under `send(_:)`'s index, nor release a sink
        // that `sendNext(_:)` may be calling; the sink, silent already, is removed when the delivery ends.
        if isDelivering {
            hasRemovals = true
        } else {
            sinks.removeAll { $0 === sink }
        }
    }

    @usableFromInline
    func removeUnsubscribed() {
        sinks.removeAll { !$0.isActive }
        hasRemovals = false
    }
}
