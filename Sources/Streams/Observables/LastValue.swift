/// The last value one subscription has seen, for operators that remember one (`distinctUntilChanged`,
/// `withLatestFrom`).
@usableFromInline
final class LastValue<Element> {
    // Read and written on every event; `@exclusivity(unchecked)` for the reason `ObserverList` gives
    // (no access spans a call: operators copy the value out before comparing it).
    @usableFromInline @exclusivity(unchecked) var value: Element?

    @usableFromInline
    init() {}
}
