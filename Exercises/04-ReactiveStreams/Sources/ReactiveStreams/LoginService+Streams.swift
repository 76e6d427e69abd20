import Streams
import ThreatKit

extension LoginService {
    /// The sign-in as a stream: the user, then `completed`; or ``LoginError/invalidCredentials`` as an error.
    ///
    /// Cold: each subscription sends its own request, and disposing it drops the request in flight.
    func logIn(_ credentials: Credentials) -> Observable<User> {
        Observable.create { [self] observer in
            let request = logIn(credentials) { result in
                switch result {
                case .success(let user):
                    observer.onNext(user)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
            return Disposables.create { request.cancel() }
        }
    }
}
