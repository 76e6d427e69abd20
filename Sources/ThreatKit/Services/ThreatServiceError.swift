import Foundation

/// Why a threats request failed.
public enum ThreatServiceError: Error, Equatable, Sendable, LocalizedError {
    /// The request was lost on the way (`workshop play --fail-threats` makes this happen on purpose).
    case connectionLost

    /// The sentence a screen shows: "The network connection was lost." (the words of `NSURLErrorNetworkConnectionLost`).
    public var errorDescription: String? {
        switch self {
        case .connectionLost: "The network connection was lost."
        }
    }
}
