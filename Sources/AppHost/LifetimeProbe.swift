import HeadlessSwiftUI
import HeadlessUI

/// Weak references to a screen's controller and the view models it holds, to check they are released.
///
/// Take a probe while the screen is up, leave the screen, then read ``survivors``: anything still
/// alive is kept by a retain cycle or by work that was never cancelled. The probe finds view models
/// by looking, with `Mirror`, at the controller's stored properties for objects whose type name ends
/// in `ViewModel` (and, for SwiftUI views, at what their `@State`s keep), so it works for every variant
/// without knowing its types.
///
/// It also watches the tasks (`Task<Void, Never>`, alone, optional or in an array) that the controller
/// and its view models hold when the probe is taken, and the tasks a SwiftUI screen's `.task`s started:
/// ``runningTasks`` names those that have not finished. A variant without tasks has none to watch.
@MainActor
public struct LifetimeProbe {
    /// The controller and its view models, the controller first.
    let watched: [TaskProbe.WeakObject]
    /// The tasks they held as the probe was taken, and the screen's `.task`s.
    let tasks: TaskProbe

    /// Starts watching `controller` and the view models in its stored properties.
    public init(watching controller: ViewController) {
        var watched = [TaskProbe.WeakObject(name: String(describing: type(of: controller)), object: controller)]
        var held: [Any] = (controller as? any ViewHosting)?.keptStates.map(\.value) ?? []
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            held += current.children.map(\.value)
            mirror = current.superclassMirror
        }
        for value in held.map(Self.unwrapped) {
            // Only class instances can be watched weakly (a struct view model has no lifetime): other values are
            // left first, as reading a type's name costs more than the rest of taking the probe.
            guard type(of: value) is AnyObject.Type else { continue }
            let typeName = Self.name(of: type(of: value))
            if typeName.hasSuffix("ViewModel"), Mirror(reflecting: value).displayStyle == .class {
                watched.append(TaskProbe.WeakObject(name: typeName, object: value as AnyObject))
            }
        }
        self.watched = watched
        // A SwiftUI screen's `.task`s, named after the view that keeps the first state (`ThreatsView.task`).
        let hosting = controller as? any ViewHosting
        let view = hosting?.keptStates.first.map { String($0.name.prefix { $0 != "." }) } ?? "a view"
        let lifecycle = (hosting?.lifecycleTasks ?? []).map {
            (name: "\(view).task", task: $0, owner: controller as AnyObject)
        }
        tasks = TaskProbe(watched.compactMap(\.object), others: lifecycle)
    }

    /// The tasks the controller and its view models held when the probe was taken that have not finished,
    /// as `Type.property`, once those that should be ending (cancelled, or their owner gone) have had the
    /// turns they need to end (``TaskProbe/running(givingEndingTasks:)``).
    public var runningTasks: TaskProbe.RunningTasks {
        get async { await tasks.running() }
    }

    /// The type names of the watched objects that are still alive.
    public var survivors: [String] {
        watched.filter { $0.object != nil }.map(\.name)
    }

    /// What keeps the survivors alive and where to look, for a failure's message, such as
    /// `ThreatsViewController and ThreatsViewModel are still alive: …`; empty when none is.
    ///
    /// The files are named after the survivors' types (a nested type's file is its outer type's), the
    /// screen's first, as the kit names a file after its main type.
    public var survivorsNote: String {
        survivors.isEmpty ? "" : Self.note(survivors)
    }

    /// ``survivorsNote`` for `names`, not empty.
    nonisolated static func note(_ names: [String]) -> String {
        "\(subject(names)) still alive: something holds them strongly, a closure they keep that captures"
            + " self (a binding's listener), or a task that holds self across an await. Capture [weak self]"
            + " there\(look(names))."
    }

    /// `A is`, or `A, B and C are`, for a sentence about `names`.
    nonisolated static func subject(_ names: [String]) -> String {
        names.count == 1 ? "\(names[0]) is" : names.dropLast().joined(separator: ", ") + " and \(names.last!) are"
    }

    /// `; look in A.swift and B.swift`: the files named after `names`' types (a nested type's file is its
    /// outer type's), each once, in order; empty when none is the app's.
    nonisolated static func look(_ names: [String]) -> String {
        var unique: [String] = []
        // A generic type (a SwiftUI hosting controller) is the kit's, not in a file of the app's.
        for file in names.filter({ !$0.contains("<") }).map(file(of:)) where !unique.contains(file) {
            unique.append(file)
        }
        return unique.isEmpty ? "" : "; look in \(unique.joined(separator: " and "))"
    }

    /// `ThreatsViewModel.swift` for `ThreatsViewModel`, `LoginView.swift` for `LoginView.ViewModel`.
    nonisolated static func file(of name: String) -> String {
        (name.split(separator: ".").first.map(String.init) ?? name) + ".swift"
    }

    /// The type names of everything watched, the controller first.
    public var watchedNames: [String] {
        watched.map(\.name)
    }

    /// `LoginViewModel`, or `LoginView.ViewModel` for a type nested in another: the type's full name
    /// without its module.
    private static func name(of type: Any.Type) -> String {
        let full = String(reflecting: type)
        guard let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }

    private static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
            return wrapped
        }
        return value
    }
}
