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
/// access spans a call out: observers are copied into a local before they are called, and the arrays
/// are never changed while they are iterated (``send(_:)`` walks a copy).
///
/// Unlike RxSwift, delivery is serial: a value sent from inside a subscriber waits until the current one
/// has reached every subscriber, where RxSwift calls the subscribers again at once, re-entrantly.
@usableFromInline
final class ObserverList<Element>: HeldDelivery {
    /// One subscriber; its `observer` is cleared when it unsubscribes, even in the middle of a delivery.
    @usableFromInline
    final class Registration: StoppableDisposable {
        @usableFromInline @exclusivity(unchecked) var observer: Observer<Element>?
        fileprivate weak var list: ObserverList?

        fileprivate init(_ observer: Observer<Element>, list: ObserverList) {
            self.observer = observer
            self.list = list
        }

        @usableFromInline
        func stopDelivering() {
            observer = nil
        }

        @usableFromInline
        func dispose() {
            observer = nil
            list?.remove(self)
            list = nil
        }
    }

    @usableFromInline @exclusivity(unchecked) var registrations: [Registration] = []
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    /// Whether `queue` or `replays` holds anything, so that the common path tests one flag.
    @usableFromInline @exclusivity(unchecked) var hasPending = false
    /// Whether a subscriber unsubscribed during a delivery and is still in `registrations`.
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
        let registration = Registration(observer, list: self)
        registrations.append(registration)
        return registration
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
        let count = registrations.count
        var index = 0
        while index < count {
            if let observer = registrations[index].observer { observer.on(event) }
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
        let count = registrations.count
        var index = 0
        while index < count {
            // Copied out before the call: the subscriber may unsubscribe, and release it, while it
            // runs. Only the value closure is copied, one retain and release rather than two.
            if let next = registrations[index].observer?.next { next(element) }
            index += 1
        }
    }

    private func send(_ elements: [Element], to registration: Registration) {
        for element in elements {
            // Read each time: the subscriber may unsubscribe while it hears its replay.
            guard let observer = registration.observer else { return }
            observer.onNext(element)
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
        for registration in registrations { registration.observer = nil }
        registrations.removeAll()
    }

    private func remove(_ registration: Registration) {
        // During a delivery the array must not shrink under `send(_:)`'s index; the registration,
        // silent already, is removed when the delivery ends.
        if isDelivering {
            hasRemovals = true
        } else {
            registrations.removeAll { $0 === registration }
        }
    }

    @usableFromInline
    func removeUnsubscribed() {
        registrations.removeAll { $0.observer == nil }
        hasRemovals = false
    }
}
