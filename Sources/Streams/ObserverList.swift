/// The subscribers of a subject, and the one rule of delivery: serially, in subscription order.
///
/// An event sent while another is being delivered (a subscriber sending into the subject it observes)
/// waits until the current event has reached every subscriber, then goes out the same way. So no
/// subscriber is called re-entrantly by the subject, and all of them see the same order.
final class ObserverList<Element> {
    /// One subscriber; its `observer` is cleared when it unsubscribes, even in the middle of a delivery.
    final class Registration: StoppableDisposable {
        fileprivate var observer: Observer<Element>?
        fileprivate weak var list: ObserverList?

        fileprivate init(_ observer: Observer<Element>, list: ObserverList) {
            self.observer = observer
            self.list = list
        }

        func stopDelivering() {
            observer = nil
        }

        func dispose() {
            observer = nil
            list?.remove(self)
            list = nil
        }
    }

    private var registrations: [Registration] = []
    private var queue: [Event<Element>] = []
    private var isDelivering = false

    /// Whether anyone is subscribed.
    var isEmpty: Bool { registrations.isEmpty }

    /// Adds a subscriber, last in order.
    func add(_ observer: Observer<Element>) -> Registration {
        let registration = Registration(observer, list: self)
        registrations.append(registration)
        return registration
    }

    /// Delivers `event` to every subscriber, or queues it if a delivery is under way.
    func deliver(_ event: Event<Element>) {
        queue.append(event)
        guard !isDelivering else { return }
        isDelivering = true
        var next = 0
        while next < queue.count {
            let event = queue[next]
            next += 1
            // A subscriber added during this delivery waits for the next event; one removed is skipped.
            for registration in registrations {
                registration.observer?.on(event)
            }
        }
        queue.removeAll(keepingCapacity: true)
        isDelivering = false
    }

    /// Forgets every subscriber (after a stop event).
    func removeAll() {
        for registration in registrations { registration.observer = nil }
        registrations.removeAll()
    }

    private func remove(_ registration: Registration) {
        registrations.removeAll { $0 === registration }
    }
}
