/// Makers of simple disposables.
public enum Disposables {
    /// A disposable that runs `action` once, on its first `dispose()`.
    public static func create(with action: @escaping () -> Void) -> any Disposable {
        AnonymousDisposable(action)
    }

    /// A disposable that does nothing: for streams with nothing to release.
    public static func create() -> any Disposable {
        AnonymousDisposable(nil)
    }
}

/// Runs its action on the first `dispose()`, then forgets it (and what it captured).
final class AnonymousDisposable: Disposable {
    private var action: (() -> Void)?

    init(_ action: (() -> Void)?) {
        self.action = action
    }

    func dispose() {
        let action = self.action
        self.action = nil
        action?()
    }
}
