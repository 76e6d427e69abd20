import Foundation
import TestSupport
import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@MainActor
@Suite("workshop play", .settlesItsOwnTasks)
struct PlayCommandTests {
    nonisolated private static let signIn = "type username analyst\ntype password Swift\ntap authenticate\nwait 3\n"

    private func play(_ script: String, _ options: [String] = ["--variant", "mvc"]) async -> WorkshopRun {
        await WorkshopRun(["play", "-"] + options, input: script)
    }

    @Test("A passing script prints its screens and exits 0")
    func passes() async {
        let run = await play(Self.signIn + "expect-rows 10\nscreen\n", ["--variant", "mvc", "--seed", "1"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        #expect(run.output.hasPrefix("╭─ Nearby Threats"))
        #expect(run.output.contains("│ threats       10 rows\n│    1  Vell, Marcus"))
    }

    @Test("A failed expectation exits 1 with the line, the expectation and the screen")
    func failedExpectation() async {
        let run = await play("screen\nexpect Welcome back")
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("-:2: expected the screen to show \"Welcome back\"\n╭─ Sign In"))
    }

    @Test(
        "Each kind of failed expectation says what it saw",
        arguments: [
            ("expect-not Authenticate", "-:1: expected the screen not to show \"Authenticate\""),
            (Self.signIn + "expect-rows 3", "-:5: expected 3 rows, but the table has 10"),
            ("note accessCode\nexpect-changed accessCode", "-:2: expected accessCode to change, but it still shows"),
            ("note accessCode\nwait 5\nexpect-unchanged accessCode", "-:3: expected accessCode to stay"),
        ]
    )
    func failures(script: String, message: String) async {
        let run = await play(script)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix(message), "stderr was: \(run.error)")
    }

    @Test(
        "A line the screen cannot do exits 2 with the line and the problem",
        arguments: [
            ("type usernme x", "-:1: no visible text field \"usernme\" (on screen: username, password)"),
            ("tap login", "-:1: no visible button or alert action \"login\" (on screen: authenticate)"),
            ("clear accessCode", "-:1: \"accessCode\" is not a text field (on screen: username, password)"),
            ("tap accessCode", "-:1: \"accessCode\" is not a button or alert action (on screen: authenticate)"),
            ("return", "-:1: no text field is being edited; `type` into one first"),
            ("back", "-:1: this screen has no back button"),
            ("expect-rows 0", "-:1: no table is visible on this screen"),
            (Self.signIn + "select 11", "-:5: there is no row 11: the table has 10 rows"),
            (Self.signIn + "back", "-:5: this screen has no back button"),
            ("expect-changed accessCode", "-:1: nothing was noted for \"accessCode\"; add `note accessCode` before"),
            (
                "note nothing",
                "-:1: no visible widget \"nothing\" (on screen: username, password, accessCode, authenticate)"
            ),
            ("screen\nwait forever", "-:2: \"wait\" needs SECONDS"),
        ]
    )
    func badLines(script: String, message: String) async {
        let run = await play(script)
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(message), "stderr was: \(run.error)")
        #expect(!script.hasPrefix("screen\nwait") || run.output.isEmpty, "A script that does not parse runs nothing")
    }

    @Test("Under an alert only its actions can be tapped")
    func alertBlocks() async {
        let run = await play(Self.signIn + "tap logout", ["--variant", "mvc", "--fail-threats", "1"])
        #expect(run.status == 2)
        #expect(
            run.error.hasPrefix(
                "-:5: the alert \"Could not load threats\" is showing; tap one of its actions: Retry, Cancel"))
    }

    @Test(
        "Bad options exit 2 with one line and a pointer to --help",
        arguments: [
            (["play"], "workshop play: missing SCRIPT (a file, or - for standard input)"),
            (["play", "-"], "workshop play: missing --variant ID (one of: mvc"),
            (["play", "-", "--variant", "mvvm"], "workshop play: unknown variant \"mvvm\" (known: mvc"),
            (["play", "-", "--variant"], "workshop play: --variant needs a value"),
            (["play", "-", "--variant", "mvc", "--speed", "2"], "workshop play: unknown option \"--speed\""),
            (["play", "-", "--variant", "mvc", "--seed", "-1"], "workshop play: --seed needs a whole number"),
            (
                ["play", "-", "--variant", "mvc", "--fail-threats", "1,,2"],
                "workshop play: --fail-threats needs request numbers"
            ),
            (
                ["play", "-", "--variant", "mvc", "--fail-threats", "0"],
                "workshop play: --fail-threats needs request numbers"
            ),
            (
                ["play", "a.play", "b.play", "--variant", "mvc"],
                "workshop play: give one SCRIPT, not \"a.play\" and \"b.play\""
            ),
            (
                ["play", "/nonexistent.play", "--variant", "mvc"],
                "workshop play: cannot read the script \"/nonexistent.play\" (no such file)"
            ),
            (
                ["play", "-", "--variant", "mvc", "--threats", "/nonexistent.json"],
                "workshop play: /nonexistent.json: the file cannot be read (no such file)"
            ),
            (["frobnicate"], "workshop: unknown command \"frobnicate\""),
            (["help", "frobnicate"], "workshop help: no help for \"frobnicate\": it is not a command"),
            (["play", "-x", "--variant", "mvc"], "workshop play: unknown option \"-x\""),
            (
                ["play", "-", "--variant", "mvc", "--threats", ""],
                "workshop play: --threats needs a value, not an empty one"
            ),
            (
                ["play", "-", "--variant", "mvc", "--seed", "1", "--seed=2"],
                "workshop play: --seed is given more than once"
            ),
        ]
    )
    func badOptions(arguments: [String], message: String) async {
        let run = await WorkshopRun(arguments, input: "screen\n")
        #expect(run.status == 2)
        #expect(run.error.hasPrefix(message), "stderr was: \(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test("--threats naming a folder or a named pipe says it is not a regular file, and does not wait on the pipe")
    func threatsNotARegularFile() async throws {
        try await withTemporaryFolder("play-threats") { folder in
            let fifo = folder.appendingPathComponent("threats.json")
            try #require(mkfifo(fifo.path, 0o600) == 0, "mkfifo should make the pipe")
            for (path, kind) in [(fifo.path, "a named pipe, a FIFO"), (folder.path, "a folder")] {
                let run = await WorkshopRun(["play", "-", "--variant", "mvc", "--threats", path], input: "screen\n")
                #expect(run.status == 2)
                #expect(
                    run.error
                        == "workshop play: \(path): the file is not a regular file (it is \(kind)); give the path of a JSON file\n"
                )
                #expect(!run.error.contains("permission"))
            }
        }
    }

    @Test("--name=value works like --name value, and the command line beats the script's options line")
    func optionForms() async {
        let script = "# options: --fail-threats 1\n" + Self.signIn + "expect Could not load threats\n"
        await #expect(play(script, ["--variant=mvc"]).status == 0, "The options line applies")
        let overridden = await play(script, ["--variant=mvc", "--fail-threats=2"])
        #expect(overridden.status == 1, "--fail-threats on the command line replaces the script's")
    }

    @Test("A bad # options: line is reported at its line, like any other")
    func badHeader() async {
        let named = await play("# A case\n# options: --seed 1 other.play\nscreen")
        #expect(named.status == 2)
        #expect(
            named.error == "-:2: the \"# options:\" line: unexpected argument \"other.play\" (only options go here)\n")
        let unknown = await play("# options: --speed 2\nscreen")
        #expect(unknown.error == "-:1: the \"# options:\" line: unknown option \"--speed\"; did you mean --seed?\n")
    }

    @Test("Standard input is read like a file: a byte-order mark is skipped, and it must be UTF-8")
    func standardInput() async {
        await #expect(play("\u{FEFF}# options: --seed 1\nscreen").status == 0)
        var bytes = Data("type username caf".utf8)
        bytes.append(0xE9)
        let run = await WorkshopRun.bytes(["play", "-", "--variant", "mvc"], input: bytes)
        #expect(run.status == 2)
        #expect(run.error == "workshop play: cannot read the script \"-\" (it is not UTF-8 text)\n")
    }

    @Test("A value that looks like help is a value, not a request for help")
    func helpAsValue() async {
        let run = await play("screen", ["--variant", "-h"])
        #expect(run.status == 2, "\"-h\" is the variant's name here: an unknown one")
        #expect(run.error.hasPrefix("workshop play: unknown variant \"-h\""))
    }

    @Test("A failed check never prints a password, only its dots")
    func passwordStaysHidden() async {
        let run = await play("type password hunter2\nnote password\ntype password x\nexpect-unchanged password")
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("-:4: expected password to stay \"•••••••\", but it shows \"••••••••\""))
        #expect(!run.error.contains("hunter2"))
    }

    @Test("--seed fixes the access codes")
    func seed() async {
        let first = await play("screen\nwait 5\nscreen", ["--variant", "mvc", "--seed", "9"])
        let second = await play("screen\nwait 5\nscreen", ["--variant", "mvc", "--seed", "9"])
        #expect(first.output == second.output)
        let other = await play("screen\nwait 5\nscreen", ["--variant", "mvc", "--seed", "10"])
        #expect(first.output != other.output)
    }

    @Test("Help lists the commands, the script language, the exit codes and the variants")
    func help() async {
        let overview = await WorkshopRun(["--help"])
        #expect(overview.status == 0)
        #expect(overview.output.contains("play SCRIPT --variant ID"))
        let play = await WorkshopRun(["play", "--help"])
        #expect(play.status == 0)
        for word in ["--threats FILE", "--seed N", "--fail-threats K", "expect-unchanged ID", "EXIT STATUS", "mvc"] {
            #expect(play.output.contains(word), "workshop play --help should mention \(word)")
        }
        #expect(await WorkshopRun(["help", "play"]).output == play.output)
    }
}

@MainActor
@Suite("Dismissed threats across runs", .settlesItsOwnTasks)
struct PersistenceCommandTests {
    /// The data folder, removed when the test ends, passed or failed.
    private let temporary: TemporaryFolder
    private var folder: URL { temporary.url }
    static let signIn = "type username analyst\ntype password Swift\ntap authenticate\nwait 3\n"

    init() throws {
        temporary = try TemporaryFolder("data")
    }

    @Test("With --data-dir a deleted threat is gone in the next run; restore-dismissed brings it back")
    func acrossRuns() async {
        let data = ["--data-dir", folder.path]
        let delete = await WorkshopRun(
            ["play", "-", "--variant", "mvc"] + data, input: Self.signIn + "expect Vell, Marcus\ndelete 1\n")
        #expect(delete.status == 0, "\(delete.error)")
        let next = await WorkshopRun(
            ["play", "-", "--variant", "mvvm-boxes"] + data, input: Self.signIn + "expect-not Vell, Marcus\n")
        #expect(next.status == 0, "The next run, of another variant, does not show it: \(next.error)")
        let restore = await WorkshopRun(["restore-dismissed"] + data)
        #expect(restore.output == "Restored 1 dismissed threat (\(folder.path)/dismissed-threats.json).\n")
        let after = await WorkshopRun(
            ["play", "-", "--variant", "mvc"] + data, input: Self.signIn + "expect Vell, Marcus\n")
        #expect(after.status == 0)
    }

    @Test("Without --data-dir every run starts with nothing dismissed")
    func repeatable() async {
        let first = await WorkshopRun(["play", "-", "--variant", "mvc"], input: Self.signIn + "delete 1\n")
        let second = await WorkshopRun(["play", "-", "--variant", "mvc"], input: Self.signIn + "expect Vell, Marcus\n")
        #expect(first.status == 0 && second.status == 0)
    }

    @Test("Without --data-dir, a run saves in a folder of its own under TMPDIR, or in memory when TMPDIR takes none")
    func temporaryData() throws {
        let own = try #require(PlayCommand.temporaryDataFolder(in: folder))
        #expect(own.deletingLastPathComponent().path == folder.path)
        #expect(!FileManager.default.fileExists(atPath: own.path), "The store makes it when it first saves")
        let file = folder.appendingPathComponent("a-file")
        try Data().write(to: file)
        #expect(PlayCommand.temporaryDataFolder(in: file) == nil, "TMPDIR names a file")
        #expect(PlayCommand.temporaryDataFolder(in: folder.appendingPathComponent("missing")) == nil)
        if geteuid() != 0 {  // The superuser writes in any folder.
            let readOnly = folder.appendingPathComponent("read-only")
            try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: readOnly.path)
            #expect(PlayCommand.temporaryDataFolder(in: readOnly) == nil, "TMPDIR is read-only")
        }
    }

    @Test("A corrupt store is set aside with one note, and the script runs")
    func corruptStore() async throws {
        try Data("not json".utf8).write(to: folder.appendingPathComponent("dismissed-threats.json"))
        let run = await WorkshopRun(
            ["play", "-", "--variant", "mvc", "--data-dir", folder.path], input: Self.signIn + "expect-rows 10\n")
        #expect(run.status == 0)
        #expect(run.error.split(separator: "\n").count == 1, "One message: \(run.error)")
        #expect(run.error.hasPrefix("workshop play: note: The dismissed threats in "))
        #expect(run.error.contains("was kept as dismissed-threats.json.unreadable-"))
    }
}
