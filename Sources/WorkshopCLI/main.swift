import Foundation
import Workshop

// Top-level code runs on the main actor, where the app and its widgets live.
exit(Workshop.run(Array(CommandLine.arguments.dropFirst()), console: .standard))
