import Foundation
import WorkshopSupport

/// A script read from a file (or standard input) and parsed whole, with the options it asks for.
///
/// `workshop play` and `workshop compare --play` both start here, so a script means the same in both.
package struct ScriptFile {
    /// Why a script could not be used: the line to print (already in compiler style where it has a line).
    package struct Problem: Error {
        package let message: String
        /// Whether the message is a complete `file:line: …` report, printed without the command's prefix.
        package let hasLocation: Bool
    }

    /// The parsed script.
    package let script: Script
    /// The command line's options, with those of the script's `# options:` line where it gave none.
    package let options: AppOptions

    /// Reads and parses the script at `path` (`-` for `standardInput`), before anything runs.
    /// - Throws: ``Problem`` for a file that cannot be read, is not UTF-8, has a bad line or a bad
    ///   `# options:` line.
    package init(path: String, commandLine: AppOptions, standardInput: () -> Data) throws(Problem) {
        let bytes: Data
        if path == "-" {
            bytes = standardInput()
        } else {
            do {
                bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw Problem(message: "cannot read the script \"\(path)\" (\(Self.reason(path)))", hasLocation: false)
            }
        }
        guard let source = Self.text(of: bytes) else {
            throw Problem(message: "cannot read the script \"\(path)\" (it is not UTF-8 text)", hasLocation: false)
        }
        do {
            script = try Script(parsing: source)
        } catch {
            throw Problem(message: "\(path):\(error.line): \(error.message)", hasLocation: true)
        }
        do throws(UsageError) {
            var header = try AppOptions(
                OptionReader(signature: AppOptions.scriptLineSignature).read(script.headerOptions))
            if header.exercise != nil || header.tree != nil {
                throw UsageError("it cannot name an exercise; give --exercise NN on the command line instead")
            }
            // A threats file named in the script is found next to the script, wherever it is run from.
            if let threats = header.threatsPath, path != "-", !threats.hasPrefix("/") {
                header.threatsPath =
                    URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(threats).relativePath
            }
            options = commandLine.filling(from: header)
        } catch {
            throw Problem(
                message: "\(path):\(script.headerLine ?? 1): the \"# options:\" line: \(error.message)",
                hasLocation: true
            )
        }
    }

    /// The script's text: UTF-8, without a leading byte-order mark; `nil` for anything else.
    private static func text(of bytes: Data) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return String(validating: body, as: UTF8.self)
    }

    private static func reason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return "no such file" }
        return isDirectory.boolValue ? "it is a directory" : "it cannot be read"
    }
}
