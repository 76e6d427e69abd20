/// The subscribers of a subject, and the one rule of delivery: serially, in subscription order.
///
/// An event sent while another is being delivered (a subscriber sending into the subject it observes)
/// waits until the current event has reached every subscriber, then goes out the same way. So no
/// subscriber is called re-entrantly by the subject, and all of them see the same order.
@usableFromInline
final class ObserverList<Element> {
    /// One subscriber; its `observer` is cleared when it unsubscribes, even in the middle of a delivery.
    @usableFromInline
    final class Registration: StoppableDisposable {
        @usableFromInline var observer: Observer<Element>?
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

    @usableFromInline var registrations: [Registration] = []
    @usableFromInline var queue: [Event<Element>] = []
    @usableFromInline var isDelivering = false
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

    /// Delivers `event` to every subscriber, or queues it if a delivery is under way.
    @inlinable
    func deliver(_ event: Event<Element>) {
        guard !isDelivering else {
            queue.append(event)
            return
        }
        isDelivering = true
        send(event)
        // Events sent by subscribers while `event` was delivered, in the order they were sent.
        var next = 0
        while next < queue.count {
            willSendQueued?(queue[next])
            send(queue[next])
            next += 1
        }
        if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
        isDelivering = false
    }

    @inlinable
    func send(_ event: Event<Element>) {
        // A subscriber added during this delivery waits for the next event; one removed is skipped.
        for registration in registrations {
            registration.observer?.on(event)
        }
        // After a stop event nobody hears anything more; this runs when the event is sent, not when
        // it was queued, so events queued before it still reach everyone.
        if event.isStopEvent { removeAll() }
    }

    /// Forgets every subscriber (after a stop event).
    @usableFromInline
    func removeAll() {
        for registration in registrations { registration.observer = nil }
        registrations.removeAll()
    }

    private func remove(_ registration: Registration) {
        registrations.removeAll { $0 === registration }
    }
}
