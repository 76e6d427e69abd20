import Foundation
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a file, so that two gradings at once (`--watch` in one terminal, a plain
/// `grade` in another) take turns: they share one build folder, and one must not replace the test
/// program while the other runs it.
///
/// It is the operating system's advisory `flock`, released when the holder is done or exits.
package final class GradeLock {
    private let descriptor: Int32

    /// Takes the lock on `url`, creating the file if needed; waits while another process holds it.
    ///
    /// Fails (`nil`) when the file cannot be opened; grading then goes ahead unlocked.
    /// - Parameters:
    ///   - url: The lock file.
    ///   - onWait: Called once, before waiting, when another process holds the lock.
    package init?(at url: URL, onWait: () -> Void) {
        descriptor = open(url.path, O_CREAT | O_RDWR, 0o644)
        guard descriptor >= 0 else { return nil }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            onWait()
            flock(descriptor, LOCK_EX)
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
