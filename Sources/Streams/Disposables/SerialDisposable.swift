/// Holds one disposable at a time: setting a new one disposes the old one.
final class SerialDisposable: Disposable {
    private var current: (any Disposable)?
    private var isDisposed = false

    /// The disposable held now; assigning disposes the previous one (or the new one, once disposed).
    var disposable: (any Disposable)? {
        get { current }
        set {
            if isDisposed {
                newValue?.dispose()
                return
            }
            let old = current
            current = newValue
            old?.dispose()
        }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let old = current
        current = nil
        old?.dispose()
    }
}
