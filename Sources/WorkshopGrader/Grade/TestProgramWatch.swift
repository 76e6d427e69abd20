import Foundation
import WorkshopSupport

/// The test program of one run, found below its launcher once it runs (``TestProcess/Route/throughLauncher``),
/// and watched by ``TestProgramGuard`` so that stopping the grader kills it too: the launcher passes on only
/// SIGINT, which SwiftPM follows with SIGKILL only 24 s later.
struct TestProgramWatch {
    /// The process the grader started: the test program, or its launcher.
    let launcher: pid_t
    /// How the test program was started.
    let route: TestProcess.Route
    /// The test program's process id; `nil` until it has been found below its launcher.
    private(set) var testProgram: pid_t?
    /// Its slot in ``TestProgramGuard``.
    private var slot: Int?
    /// When the processes were last looked through.
    private var lastLook = Date.distantPast

    init(launcher: pid_t, route: TestProcess.Route) {
        self.launcher = launcher
        self.route = route
        if route == .direct { testProgram = launcher }
    }

    /// Looks for the test program below its launcher, at most every 0.2 s (each look runs `ps`) unless
    /// `now`, until it is found: the nearest process below that leads a group of its own.
    mutating func look(now: Bool = false) {
        guard testProgram == nil, now || Date().timeIntervalSince(lastLook) >= 0.2 else { return }
        lastLook = Date()
        guard let found = ProcessTree.now().groupLeader(below: launcher) else { return }
        testProgram = found
        slot = TestProgramGuard.watch(found)
    }

    /// The run has ended: the grader's signals no longer need to reach the program.
    mutating func release() {
        TestProgramGuard.release(slot)
        slot = nil
    }
}
