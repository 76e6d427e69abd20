/// The last value one subscription has seen, for operators that remember one (`distinctUntilChanged`,
/// `withLatestFrom`).
@usableFromInline
final class LastValue<Element> {
    @usableFromInline var value: Element?

    @usableFromInline
    init() {}
}
