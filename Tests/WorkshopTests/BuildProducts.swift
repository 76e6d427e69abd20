import Foundation

/// Where this test program was built, and so where the kit's other products are (`workshop`, `Modules`).
///
/// Found from this target's resource bundle, which SwiftPM puts in the build folder beside the test
/// program, not from `CommandLine.arguments[0]`: on Linux the test program is an executable in the build
/// folder, but on macOS it is a bundle that SwiftPM's `swiftpm-testing-helper`, in the toolchain, loads, so
/// the command line names the helper.
enum BuildProducts {
    /// The build folder, such as `.build/debug`.
    static let folder = Bundle.module.bundleURL.deletingLastPathComponent()

    /// The built `workshop` program (built with `swift build --product workshop`).
    static var workshop: URL { folder.appendingPathComponent("workshop") }
}
