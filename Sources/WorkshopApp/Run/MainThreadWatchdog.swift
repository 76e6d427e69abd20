import Foundation
import ThreatKit
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ends `workshop run` with a word when the app's main actor stops answering, instead of leaving a frozen
/// terminal: in raw mode Ctrl-C is a key, and a key is read only on the main queue.
///
/// A thread of its own asks the main queue to note the time every half second. When the main queue has
/// not answered for ``limit`` seconds, it looks for a thread held in a wait with no end
/// (``ThreadStack``: a `DispatchSemaphore.wait()` on the main actor for work that needs it), names the line
/// of the app's code that waits, puts the terminal back and exits with status 1.
final class MainThreadWatchdog: @unchecked Sendable {
    /// How long the main queue may not answer before the app is ended, in seconds: far longer than any of
    /// its work takes, the 2 s sign-in included (which waits, leaving the queue free).
    static let limit = 5.0

    private let lock = NSLock()
    private var lastAnswer = Date()
    /// The folder paths are said from (the kit's, where `workshop run` is typed).
    private let folder: String

    /// A watchdog that names paths from `folder`; ``start()`` starts it.
    init(folder: String) {
        self.folder = folder
    }

    /// Starts watching, for the rest of the process.
    func start() {
        let thread = Thread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                DispatchQueue.main.async { [self] in lock.withLock { lastAnswer = Date() } }
                let silent = Date().timeIntervalSince(lock.withLock { lastAnswer })
                guard silent > Self.limit else { continue }
                let message = Self.message(heldAt: Self.heldPlace(), from: folder, seconds: Self.limit)
                TerminalRestorer.restore()
                FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
                exit(1)
            }
        }
        thread.name = "workshop.watchdog"
        thread.start()
    }

    /// Where a thread of this process is held, in the program's own code: the innermost place with a line.
    private static func heldPlace() -> SourceSymbolizer.Place? {
        let pid = getpid()
        let image = ProgramImage(process: "\(pid)")
        guard let thread = ThreadStack.heldThread(of: pid), let path = image.path,
            let lines = SourceSymbolizer(executable: path)
        else { return nil }
        let found = ThreadStack.codeAddresses(onStackOf: thread, in: pid, within: image.code)
        return lines.places(of: found.map { $0 - image.base - 1 }).first
    }

    /// What the app says as it ends because its main actor stopped answering for `seconds`: where a thread
    /// is held (`heldAt`, a path said from `folder`), or, when none is, what to look for.
    static func message(heldAt place: SourceSymbolizer.Place?, from folder: String, seconds: Double) -> String {
        let waited = "workshop run: the app stopped answering for \(Int(seconds)) s"
        guard let place else {
            return waited
                + ": its main actor is busy (a loop that never ends) or waits for something that never comes."
                + " The app was ended; look at what your last key started."
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let path = place.path.hasPrefix(prefix) ? String(place.path.dropFirst(prefix.count)) : place.path
        return waited + ": the main actor is held in a wait at \(path):\(place.line) (DispatchSemaphore.wait(), a"
            + " lock) for work that needs the main actor. Await that work instead. The app was ended."
    }
}
