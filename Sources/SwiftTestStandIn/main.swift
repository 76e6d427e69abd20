// `swift test` as SwiftPM runs a test program on macOS, for Linux: the stand-in through which CI grades on
// the code path a Mac takes (`WORKSHOP_TEST_LAUNCHER=…/swift-test-stand-in swift run workshop grade NN`).
//
// Called as the grader calls `swift`: `test --skip-build --disable-xctest --package-path P --scratch-path S
// ARGS…`. It runs the package's test program, `S/debug/NamePackageTests.xctest` (`Name` is the package's
// first `name:` in `P/Package.swift`), with every argument after `test` and then `--testing-library
// swift-testing`, as SwiftPM 6.3 hands them to `swiftpm-testing-helper` (swift-package-manager,
// Sources/Commands/SwiftTestCommand.swift, `TestRunner.args(forTestAt:)`), and behaves as SwiftPM does
// there (Sources/Basics/Concurrency/AsyncProcess.swift, Sources/Basics/Cancellator.swift):
// - unless given `--ignore-lock`, it holds the build folder's lock while the program runs, as SwiftPM does
//   (Sources/CoreCommands/SwiftCommandState.swift, `acquireLockIfNeeded`: an exclusive `flock` of
//   `$TMPDIR/<the folder's path, "/" as "_">.lock`), saying so and waiting when another holds it;
// - the test program runs in a process group of its own (`POSIX_SPAWN_SETPGROUP`), with no signal blocked
//   and every signal's action the default;
// - its standard input is a pipe closed at once, its standard output and standard error both come out on
//   this program's standard output, and no other descriptor is passed on;
// - only SIGINT is trapped: it is passed to the test program's group, then SIGKILL follows 24 s later if
//   the program still runs. SIGTERM or SIGKILL end this program alone, and the test program runs on;
// - a test program killed by a signal other than SIGINT, SIGKILL or SIGTERM makes it say so on standard
//   error ("error: Process '…' exited with unexpected signal code N"); it exits 0 when the program did,
//   else 1.
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value after `option` in `arguments`.
func value(of option: String, in arguments: [String]) -> String? {
    arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "test", let packagePath = value(of: "--package-path", in: arguments),
    let scratchPath = value(of: "--scratch-path", in: arguments),
    let manifest = try? String(contentsOfFile: packagePath + "/Package.swift", encoding: .utf8),
    let name = manifest.firstMatch(of: /name: "([^"]+)"/)?.output.1
else {
    FileHandle.standardError.write(
        Data(
            ("swift-test-stand-in: usage: swift-test-stand-in test --package-path PACKAGE --scratch-path BUILD …"
                + " (the package's Package.swift names it)\n").utf8))
    exit(2)
}
let program = "\(scratchPath)/debug/\(name)PackageTests.xctest"

// The build folder's lock, as SwiftPM names it (TSCBasic's `FileLock.prepareLock`: the folder's real parent
// and its name, joined by "_", in the temporary folder).
let realParent = realpath((scratchPath as NSString).deletingLastPathComponent, nil).map { path in
    defer { free(path) }
    return String(cString: path)
}
let lockName =
    ((realParent ?? (scratchPath as NSString).deletingLastPathComponent) + "/"
    + (scratchPath as NSString).lastPathComponent).split(separator: "/").reduce("") { $0 + "_" + $1 }
let lockPath =
    (ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp").replacing(/\/$/, with: "") + "/" + lockName + ".lock"
let lock = open(lockPath, O_CREAT | O_RDWR, 0o644)
if lock >= 0, flock(lock, LOCK_EX | LOCK_NB) != 0 {
    let ignored = arguments.contains("--ignore-lock")
    print(
        "Another instance of SwiftPM is already running using '\(scratchPath)', "
            + (ignored
                ? "but this will be ignored since `--ignore-lock` has been passed"
                : "waiting until that process has finished execution..."))
    if !ignored { flock(lock, LOCK_EX) }
}
let childArguments = [program] + arguments.dropFirst() + ["--testing-library", "swift-testing"]

var input: [Int32] = [0, 0]
var output: [Int32] = [0, 0]
guard pipe(&input) == 0, pipe(&output) == 0 else {
    perror("swift-test-stand-in: pipe")
    exit(1)
}
#if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
#elseif canImport(Darwin)
    var actions: posix_spawn_file_actions_t? = nil
    var attributes: posix_spawnattr_t? = nil
#endif
posix_spawn_file_actions_init(&actions)
posix_spawn_file_actions_adddup2(&actions, input[0], 0)
posix_spawn_file_actions_adddup2(&actions, output[1], 1)
posix_spawn_file_actions_adddup2(&actions, output[1], 2)
for descriptor in [input[0], input[1], output[0], output[1]] {
    posix_spawn_file_actions_addclose(&actions, descriptor)
}
// Only those three reach the program: SwiftPM spawns with `POSIX_SPAWN_CLOEXEC_DEFAULT` on macOS. (Every
// other descriptor is marked close-on-exec here, which both systems honour: Foundation's Process hands its
// child a socket whose every holder must close it before the child's end is seen.)
let inherited = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd")) ?? []
for descriptor in inherited.compactMap({ Int32($0) }) where descriptor > 2 {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
}
posix_spawnattr_init(&attributes)
var noSignals = sigset_t()
sigemptyset(&noSignals)
var allSignals = sigset_t()
sigfillset(&allSignals)
posix_spawnattr_setsigmask(&attributes, &noSignals)
posix_spawnattr_setsigdefault(&attributes, &allSignals)
posix_spawnattr_setpgroup(&attributes, 0)
posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

// A command a person starts has no signal blocked or ignored; one started from a thread that blocks some
// (a test's, a Dispatch worker's), or by a parent that ignores some, would keep them, and SIGTERM would not
// end it as it ends SwiftPM.
var unblocked = sigset_t()
sigemptyset(&unblocked)
sigprocmask(SIG_SETMASK, &unblocked, nil)
signal(SIGTERM, SIG_DFL)
signal(SIGHUP, SIG_DFL)

/// The test program's process group once it runs; 0 before.
///
/// Read by the signal handlers.
nonisolated(unsafe) var childGroup: pid_t = 0
/// Whether SIGINT came before the test program ran.
nonisolated(unsafe) var interruptedEarly = false

/// SIGINT, as SwiftPM's `Cancellator` takes it: passed to the test program's group, with SIGKILL 24 s later
/// (an alarm, as a handler may only call async-signal-safe functions).
func interrupt() {
    guard childGroup != 0 else {
        interruptedEarly = true
        return
    }
    kill(-childGroup, SIGINT)
    alarm(24)
}
// Set before the program starts, so that one sent at once is still passed on.
signal(SIGINT) { _ in interrupt() }
signal(SIGALRM) { _ in if childGroup != 0 { kill(-childGroup, SIGKILL) } }

var child: pid_t = 0
let cArguments = childArguments.map { strdup($0) } + [nil]
// The environment as Foundation reads it, so that no system's own spelling of `environ` is needed.
let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
let spawned = posix_spawn(&child, program, &actions, &attributes, cArguments, environment)
close(input[0])
close(input[1])  // the test program reads nothing: SwiftPM drops the pipe's other end
close(output[1])
guard spawned == 0 else {
    FileHandle.standardError.write(Data("error: cannot run \(program): \(String(cString: strerror(spawned)))\n".utf8))
    exit(1)
}
let started = child
childGroup = child
if interruptedEarly { interrupt() }

// What the program writes, copied as it comes.
var buffer = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = read(output[0], &buffer, buffer.count)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    var written = 0
    while written < count {
        let step = buffer.withUnsafeBytes { write(1, $0.baseAddress! + written, count - written) }
        guard step > 0 else { break }
        written += step
    }
}
var status: Int32 = 0
while waitpid(started, &status, 0) == -1 && errno == EINTR {}
let signalNumber = status & 0x7f
if signalNumber != 0 {
    if ![SIGINT, SIGKILL, SIGTERM].contains(signalNumber) {
        FileHandle.standardError.write(
            Data(
                ("error: Process '\(childArguments.joined(separator: " "))' exited with unexpected signal code"
                    + " \(signalNumber)\n").utf8))
    }
    exit(1)
}
exit((status >> 8) & 0xff == 0 ? 0 : 1)
