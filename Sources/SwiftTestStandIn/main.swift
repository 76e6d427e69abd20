// `swift test` as SwiftPM runs a test program on macOS, for Linux: the stand-in through which CI grades on
// the code path a Mac takes (`WORKSHOP_TEST_LAUNCHER=…/swift-test-stand-in swift run workshop grade NN`).
//
// Called as the grader calls `swift`: `test --skip-build --disable-xctest --package-path P --scratch-path S
// ARGS…`. It runs the package's test program, `S/debug/NamePackageTests.xctest` (`Name` is the package's
// first `name:` in `P/Package.swift`), with every argument after `test` and then `--testing-library
// swift-testing`, as SwiftPM 6.3 hands them to `swiftpm-testing-helper` (swift-package-manager,
// Sources/Commands/SwiftTestCommand.swift, `TestRunner.args(forTestAt:)`), and behaves as SwiftPM does
// there (Sources/Basics/Concurrency/AsyncProcess.swift, Sources/Basics/Cancellator.swift):
// - the test program runs in a process group of its own (`POSIX_SPAWN_SETPGROUP`), with no signal blocked
//   and every signal's action the default;
// - its standard input is a pipe closed at once, its standard output and standard error both come out on
//   this program's standard output;
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
posix_spawnattr_init(&attributes)
var noSignals = sigset_t()
sigemptyset(&noSignals)
var allSignals = sigset_t()
sigfillset(&allSignals)
posix_spawnattr_setsigmask(&attributes, &noSignals)
posix_spawnattr_setsigdefault(&attributes, &allSignals)
posix_spawnattr_setpgroup(&attributes, 0)
posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

// SIGINT is set aside before the program starts, so that one sent at once is still passed on.
signal(SIGINT, SIG_IGN)
let interrupts = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())

var child: pid_t = 0
let cArguments = childArguments.map { strdup($0) } + [nil]
#if canImport(Glibc)
    let environment = environ
#elseif canImport(Darwin)
    let environment = _NSGetEnviron().pointee
#endif
let spawned = posix_spawn(&child, program, &actions, &attributes, cArguments, environment)
close(input[0])
close(input[1])  // the test program reads nothing: SwiftPM drops the pipe's other end
close(output[1])
guard spawned == 0 else {
    FileHandle.standardError.write(Data("error: cannot run \(program): \(String(cString: strerror(spawned)))\n".utf8))
    exit(1)
}
let started = child
interrupts.setEventHandler {
    kill(-started, SIGINT)
    DispatchQueue.global().asyncAfter(deadline: .now() + 24) { kill(-started, SIGKILL) }
}
interrupts.resume()

// What the program writes, copied as it comes.
var buffer = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = read(output[0], &buffer, buffer.count)
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
