/// Several disposables released together; one added after disposal is disposed at once.
final class CompositeDisposable: Disposable {
    private var disposables: [any Disposable] = []
    private(set) var isDisposed = false

    init(_ disposables: [any Disposable] = []) {
        self.disposables = disposables
    }

    func insert(_ disposable: any Disposable) {
        if isDisposed {
            disposable.dispose()
        } else {
            disposables.append(disposable)
        }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let all = disposables
        disposables = []
        for disposable in all { disposable.dispose() }
    }
}
