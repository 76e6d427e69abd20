import AppHost
import Dispatch
import Foundation
import ThreatKit
import Variants
import WorkshopSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running `workshop run`: keys from the terminal in, frames out, on the main queue's real time.
///
/// Everything happens on the main queue: key presses (a read source on standard input), timers and
/// service responses (``MainQueueScheduler``), and redraws after each of them. Quitting restores the
/// terminal before the process exits; so do SIGINT, SIGQUIT, SIGTERM, SIGHUP and a crash
/// (``TerminalRestorer``).
@MainActor
package final class TerminalLoop {
    private let terminal: Terminal
    private let options: AppOptions
    private var decoder = KeyDecoder()
    private var writer = FrameWriter()
    private var picker: VariantPicker?
    private var session: TerminalSession?
    private var sources: [any DispatchSourceProtocol] = []
    /// Keys read but not handled yet, oldest first, and the task handling them.
    private var pendingKeys: [Key] = []
    private var keyHandling: Task<Void, Never>?
    /// How many turns of the main queue a key or a redraw waits for the app's tasks before it draws the
    /// screen as it is: an app whose `for await` loop stopped taking values keeps running, drawn, instead
    /// of being stopped (the app's longest chain of hops takes 3 turns).
    private static let settlingTurns = 10_000

    /// Sets up the terminal and runs until the person quits; never returns.
    /// - Parameters:
    ///   - options: The command line's options.
    ///   - variant: The app to run (an exercise's); `nil` runs the variant of the options, or offers the list.
    package static func start(options: AppOptions, variant: Variant? = nil) async -> Never {
        do {
            let loop = try TerminalLoop(options: options, variant: variant)
            loop.begin()
            // `workshop` runs on an async main, which already turns the main queue: keep the loop alive by
            // never resuming; quitting exits the process.
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
            withExtendedLifetime(loop) {}
            fatalError("The terminal loop ends by exiting the process.")
        } catch {
            FileHandle.standardError.write(Data("workshop run: \(error)\n".utf8))
            exit(ExitStatus.usage)
        }
    }

    private init(options: AppOptions, variant: Variant?) throws(Terminal.SetupError) {
        self.options = options
        terminal = try Terminal()
        // Before any app starts, so that the redraws' settling sees its tasks (installed later, beside CPU
        // hogs, an async variant's first access code showed only with the next tick, 5 s later).
        MainSerialExecutor.install()
        if let variant {
            startSession(variant, hasPicker: false)
        } else if let id = options.variantID, let variant = Variant.named(id) {
            startSession(variant)
        } else {
            picker = VariantPicker(variants: Variant.all)
        }
    }

    private func begin() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readKeys() }
        }
        input.resume()
        sources.append(input)
        // SIGINT, SIGQUIT, SIGTERM and SIGHUP restore the terminal in their handlers (see TerminalRestorer).
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                self?.writer.invalidate()
                self?.redraw()
            }
        }
        resize.resume()
        sources.append(resize)
        // A main actor held for ever would leave a frozen terminal that no key can quit.
        MainThreadWatchdog(folder: FileManager.default.currentDirectoryPath).start()
        redrawNowAndAfterTasks()
    }

    private func readKeys() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { quit(status: 0) }
        pendingKeys += decoder.decode(Array(buffer.prefix(count)))
        guard keyHandling == nil else { return }
        // One key at a time, each an event of its own as on a device: the tasks a key wakes (an async
        // variant's outputs) run before the next key, however many keys one read brought (a paste, tmux).
        keyHandling = Task { [weak self] in
            while let self, !pendingKeys.isEmpty {
                handle(pendingKeys.removeFirst())
                await settleApp()
            }
            self?.keyHandling = nil
            self?.redrawNowAndAfterTasks()
        }
    }

    private func handle(_ key: Key) {
        if var picker {
            switch picker.handle(key) {
            case .keepRunning: self.picker = picker
            case .quit: quit(status: 0)
            case .picked(let id):
                self.picker = nil
                if let variant = Variant.named(id) { startSession(variant) }
            }
        } else if let session {
            switch session.handle(key) {
            case .keepRunning: break
            case .quit: quit(status: 0)
            case .backToPicker:
                session.close()
                self.session = nil
                picker = VariantPicker(variants: Variant.all, selectedID: session.variant.id)
            }
        }
    }

    /// Starts `variant`'s app; `hasPicker` false for an exercise's, which Esc does not leave.
    private func startSession(_ variant: Variant, hasPicker: Bool = true) {
        let scheduler = RedrawingScheduler(MainQueueScheduler()) { [weak self] in self?.redrawNowAndAfterTasks() }
        let threats = (try? options.loadThreats()) ?? []
        let store = DismissedThreatsStore(
            directory: options.dataDirectory.map { URL(fileURLWithPath: $0) }
                ?? DismissedThreatsStore.defaultDirectory()
        )
        let environment = AppEnvironment(
            scheduler: scheduler,
            threats: threats,
            seed: options.seed,
            failingThreatRequests: options.failingThreatRequests ?? [],
            store: store
        )
        let session = TerminalSession(variant: variant, environment: environment, hasPicker: hasPicker)
        for problem in store.problems { session.addNotice(problem.description) }
        store.onProblem = { [weak session] in session?.addNotice($0.description) }
        self.session = session
    }

    /// Draws now, and again once the tasks the event woke have run: an async variant's screen changes
    /// when its tasks run, a few turns of the main queue after the key or the timer.
    private func redrawNowAndAfterTasks() {
        redraw()
        Task { [weak self] in
            await self?.settleApp()
            self?.redraw()
        }
    }

    /// Lets the app's tasks run, for at most ``settlingTurns`` turns; when a task keeps them from settling
    /// (it never waits), the screen says where it spins, so the person sees why the app crawls.
    private func settleApp() async {
        guard await !MainSerialExecutor.settle(giveUpAfter: Self.settlingTurns) else { return }
        let place = MainSerialExecutor.lastSpinningTask?.callerPlace
        session?.noteSpinningTask(at: place, from: FileManager.default.currentDirectoryPath)
    }

    /// Draws what changed since the last frame.
    private func redraw() {
        let (rows, columns) = terminal.size
        let frame = session?.frame(width: columns, height: rows) ?? picker?.frame(width: columns) ?? []
        terminal.write(writer.update(to: frame))
    }

    private func quit(status: Int32) -> Never {
        for source in sources { source.cancel() }
        terminal.restore()
        exit(status)
    }
}
