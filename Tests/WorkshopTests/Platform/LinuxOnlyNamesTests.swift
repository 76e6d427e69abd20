import Foundation
import Testing

@testable import WorkshopSupport

/// No code of the kit, its exercises or their solutions uses a name only Linux has outside a Linux branch.
///
/// Such a name, a Mac (where the room is) would not build, or a path it would not find. Nobody here has a
/// Mac, so this is how the Darwin side is kept compiling.
///
/// Not on the main actor: it reads files.
@Suite("Code a Mac can build: no Linux-only name outside a Linux branch")
struct LinuxOnlyNamesTests {
    /// Every Swift file of the kit's trees, by path relative to the kit, read once for the checks that
    /// need them all.
    static let swiftFiles: [(path: String, text: String)] = {
        let root = TestFiles.repository
        var files: [(path: String, text: String)] = []
        for tree in ["Sources", "Tests", "Exercises", "Solutions"] {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(tree), includingPropertiesForKeys: nil,
                options: [.skipsHiddenFiles])
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                    continue
                }
                let path = tree + "/" + url.path.dropFirst(root.appendingPathComponent(tree).path.count + 1)
                files.append((path, text))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    @Test("Sources, Tests, Exercises and Solutions use none outside a Linux branch")
    func kit() {
        let files = Self.swiftFiles
        #expect(files.count > 300, "The kit's Swift files were not found: \(files.count)")
        // The check's own two files hold the names as data: the path in string literals, as code would.
        let own = [
            "Tests/WorkshopTests/Platform/LinuxOnlyNames.swift",
            "Tests/WorkshopTests/Platform/LinuxOnlyNamesTests.swift",
        ]
        // Only a file that holds one of the names anywhere is read as code: most hold none.
        let findings = files.filter { file in
            !own.contains(file.path) && LinuxOnlyNames.all.contains { file.text.containsLiterally($0.spelling) }
        }.flatMap { LinuxOnlyNames.findings(in: $0.text, file: $0.path) }
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// A use of `spelling` as the code would write it.
    private static func use(of name: LinuxOnlyNames.Name) -> String {
        name.isPath
            ? "process.executableURL = URL(fileURLWithPath: \"\(name.spelling)\")"
            : "let x = \(name.spelling)" + (name.spelling.hasSuffix("(") ? "0)" : " + 0")
    }

    @Test("Each name is caught in plain code, and after the #else of a Linux branch", arguments: LinuxOnlyNames.all)
    func caught(name: LinuxOnlyNames.Name) {
        let plain = "import Foundation\n\(Self.use(of: name))\n"
        #expect(LinuxOnlyNames.findings(in: plain, file: "A.swift").map(\.line) == [2])
        let otherBranch = "#if os(Linux)\n    let a = 1\n#else\n    \(Self.use(of: name))\n#endif\n"
        #expect(LinuxOnlyNames.findings(in: otherBranch, file: "A.swift").map(\.line) == [4])
        let darwin =
            "#if canImport(Glibc)\n    import Glibc\n#elseif canImport(Darwin)\n    \(Self.use(of: name))\n#endif\n"
        #expect(LinuxOnlyNames.findings(in: darwin, file: "A.swift").map(\.line) == [4])
        let notLinuxAlone = "#if os(Linux) || os(Android)\n    \(Self.use(of: name))\n#endif\n"
        #expect(LinuxOnlyNames.findings(in: notLinuxAlone, file: "A.swift").map(\.line) == [2])
        let interpolated = "let s = \"\\(\(Self.use(of: name).replacingOccurrences(of: "let x = ", with: "")))\"\n"
        #expect(LinuxOnlyNames.findings(in: interpolated, file: "A.swift").map(\.line) == [1], "\(interpolated)")
    }

    @Test("Each name is left alone in a Linux branch, nested or not, and in a comment", arguments: LinuxOnlyNames.all)
    func leftAlone(name: LinuxOnlyNames.Name) {
        let sources = [
            "#if os(Linux)\n    \(Self.use(of: name))\n#endif\n",
            "#if canImport(Glibc)\n    \(Self.use(of: name))\n#elseif canImport(Darwin)\n    let a = 1\n#endif\n",
            "#if canImport(Glibc)\n#if DEBUG\n    \(Self.use(of: name))\n#endif\n#endif\n",
            "#if !os(Linux)\n    let a = 1\n#else\n    \(Self.use(of: name))\n#endif\n",
            "// \(Self.use(of: name))\n/* \(Self.use(of: name)) /* nested */ \(Self.use(of: name)) */\n",
            "/// Calls `\(name.spelling)`.\nfunc f() {}\n",
        ]
        for source in sources {
            #expect(LinuxOnlyNames.findings(in: source, file: "A.swift").isEmpty, "\(source)")
        }
    }

    @Test("A name in a string literal is not code, and a path is found only as a whole literal")
    func strings() {
        let names = ##"let a = "Glibc.write and prctl( and epoll_wait"; let b = #"SOCK_STREAM.rawValue"#"##
        #expect(LinuxOnlyNames.findings(in: names + "\n", file: "A.swift").isEmpty)
        let multiline = "let a = \"\"\"\n    pipe2(&ends)\n    \"\"\"\n"
        #expect(LinuxOnlyNames.findings(in: multiline, file: "A.swift").isEmpty)
        let prose = #"let a = "runs /bin/truest""# + "\n" + #"let b = "/usr/bin/true""# + "\n"
        #expect(LinuxOnlyNames.findings(in: prose, file: "A.swift").isEmpty)
        let command = #"let a = ["sh", "-c", "x"]; let b = "/bin/true --version""# + "\n"
        #expect(LinuxOnlyNames.findings(in: command, file: "A.swift").map(\.spelling) == ["/bin/true"])
    }

    @Test("A longer name that starts or ends like one is not it, and the message says what to use")
    func longerNames() {
        let source = "let a = status.st_mtimespec\nlet b = MyGlibc.x\nlet c = status.st_mtim\n"
        let findings = LinuxOnlyNames.findings(in: source, file: "Sources/A.swift")
        #expect(findings.map(\.line) == [3])
        let message = findings.first?.description ?? ""
        #expect(message.hasPrefix("Sources/A.swift:3: `st_mtim` is Linux's only"), "\(message)")
        #expect(message.contains("st_mtimespec") && message.count < 300, "\(message)")
    }
}
