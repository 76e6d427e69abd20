import Streams
import ThreatKit

extension ThreatService {
    /// The page at `cursor` as a stream: the page, then `completed`; or a ``ThreatServiceError``.
    ///
    /// Cold: each subscription sends its own request, and disposing it drops the request in flight.
    func threats(from cursor: ThreatPage.Cursor) -> Observable<ThreatPage> {
        Observable.create { [self] observer in
            let request = fetchThreats(from: cursor) { result in
                switch result {
                case .success(let page):
                    observer.onNext(page)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }
}
