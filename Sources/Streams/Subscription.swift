/// One subscription's end of the grammar: it passes events on until the stream stops or is disposed.
///
/// Every `Observable` made with `create` (and every operator that combines streams) subscribes through
/// one of these, so it keeps the rules of ``Event`` whatever its code sends: nothing after `error` or
/// `completed`, nothing after `dispose()`, and a stop event releases the upstream at once. Subjects keep
/// the rules themselves, and the one-source operators (`map`, `filter`, …) pass on what such a source sends.
final class Subscription<Element>: StoppableDisposable {
    private var observer: Observer<Element>?
    private var upstream: (any Disposable)?
    private var isDisposed = false

    init(_ observer: Observer<Element>) {
        self.observer = observer
    }

    func on(_ event: Event<Element>) {
        guard let observer else { return }
        if event.isStopEvent {
            self.observer = nil
            observer.on(event)
            dispose()
        } else {
            observer.on(event)
        }
    }

    /// Keeps what feeds this subscription, to release it on disposal (or at once, if already stopped).
    func setUpstream(_ disposable: any Disposable) {
        if isDisposed || observer == nil {
            disposable.dispose()
        } else {
            upstream = disposable
        }
    }

    func stopDelivering() {
        observer = nil
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        observer = nil
        let upstream = self.upstream
        self.upstream = nil
        upstream?.dispose()
    }
}
