extension Observable {
    /// A stream of one value, then `completed`.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable { observer in
            observer.onNext(element)
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// A stream that completes at once, with no value.
    public static func empty() -> Observable<Element> {
        Observable { observer in
            observer.onCompleted()
            return Disposables.create()
        }
    }

    /// A stream that fails at once with `error`.
    public static func error(_ error: any Error) -> Observable<Element> {
        Observable { observer in
            observer.onError(error)
            return Disposables.create()
        }
    }
}
