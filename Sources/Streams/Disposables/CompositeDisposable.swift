/// Several disposables released together; one added after disposal is disposed at once.
@usableFromInline
final class CompositeDisposable: StoppableDisposable {
    private var disposables: [any Disposable] = []
    private(set) var isDisposed = false

    @usableFromInline
    init(_ disposables: [any Disposable] = []) {
        self.disposables = disposables
    }

    @usableFromInline
    func insert(_ disposable: any Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            disposables.append(disposable)
        }
    }

    @usableFromInline
    func stopDelivering() {
        for case let stoppable as any StoppableDisposable in disposables { stoppable.stopDelivering() }
    }

    @usableFromInline
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let all = disposables
        disposables = []
        for disposable in all { disposable.dispose() }
    }
}
