// What `swift run workshop` runs when SwiftPM was started outside the kit's folder (in an exercise's, say):
// the kit's manifest then declares this one-file program as `workshop` instead of the real one, so that
// SwiftPM builds a second copy of nothing, and this says where to go.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The kit's folder: this file is `KIT/Sources/WorkshopElsewhere/main.swift`.
let kit = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
let typed = (["swift", "run", "workshop"] + CommandLine.arguments.dropFirst()).joined(separator: " ")
var folder = [CChar](repeating: 0, count: 4096)
let here =
    getcwd(&folder, folder.count) == nil ? "here" : folder.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
let message = "workshop runs from the kit's folder, not from \(here): type `cd \(kit)`, then `\(typed)` there.\n"
_ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
exit(2)
