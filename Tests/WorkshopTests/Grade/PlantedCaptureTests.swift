import Foundation
import TestSupport
import Testing

@testable import WorkshopGrader

/// The captures exercise 07 warns about, and a `.task` in 08 that never ends, planted in the solutions and
/// graded for real: each loses its task's points, with a message that names the line where the task waits.
///
/// It builds and grades exercises 07 and 08, so it runs with the other real gradings, when
/// `WORKSHOP_CHECK_EXERCISES=1` (CI sets it).
@Suite(
    "workshop grade: 07's captures that keep a view model alive, 08's task that never ends",
    .runsWith("WORKSHOP_CHECK_EXERCISES", "it grades planted copies of 07 and 08 for real"),
    .serialized
)
struct PlantedCaptureTests {
    /// A capture, where it goes, and the task that loses its points.
    struct Plant: Sendable, CustomTestStringConvertible {
        let task: String
        let file: String
        let find: String
        let replace: String
        /// The line of the planted code where the task waits, counted from 1 at the replacement's first line.
        let waitsAt: Int

        var testDescription: String { task }
    }

    static let plants = [
        Plant(
            task: "07.2", file: "Sources/SwiftConcurrency/LoginViewModel.swift",
            find: "            for await _ in ticks {\n                guard let self else { return }\n",
            replace: "            guard let self else { return }\n            for await _ in ticks {\n", waitsAt: 2),
        Plant(
            task: "07.3", file: "Sources/SwiftConcurrency/ThreatsViewModel.swift",
            find: "        pageLoad = Task.immediate { [weak self] in\n"
                + "            do throws(RequestError<ThreatServiceError>) {\n"
                + "                let page = try await threatService.threats(from: cursor)\n"
                + "                self?.pageLoaded(page)\n"
                + "            } catch {\n"
                + "                switch error {\n"
                + "                case .failed(let failure): self?.pageFailed(failure, from: cursor)\n",
            replace: "        pageLoad = Task.immediate {\n"
                + "            do throws(RequestError<ThreatServiceError>) {\n"
                + "                let page = try await threatService.threats(from: cursor)\n"
                + "                pageLoaded(page)\n"
                + "            } catch {\n"
                + "                switch error {\n"
                + "                case .failed(let failure): pageFailed(failure, from: cursor)\n",
            waitsAt: 3),
    ]

    /// Tasks that nothing keeps, started by 07's view models: one waiting forever, one looping on a sleep.
    static let unkeptTasks = [
        Plant(
            task: "07.4", file: "Sources/SwiftConcurrency/ThreatsViewModel.swift",
            find: "    func viewDidLoad() {\n",
            replace: "    func viewDidLoad() {\n"
                + "        Task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }\n",
            waitsAt: 2),
        Plant(
            task: "07.4", file: "Sources/SwiftConcurrency/LoginViewModel.swift",
            find: "    func viewWillAppear() {\n",
            replace: "    func viewWillAppear() {\n"
                + "        Task.detached { while true { try? await Task.sleep(for: .milliseconds(5)) } }\n",
            waitsAt: 2),
        // Started where no test is current (a queue's callback), and by a detached task.
        Plant(
            task: "07.4", file: "Sources/SwiftConcurrency/ThreatsViewModel.swift",
            find: "    func viewDidLoad() {\n",
            replace: "    func viewDidLoad() {\n"
                + "        DispatchQueue.main.async { Task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } } }\n",
            waitsAt: 2),
        Plant(
            task: "07.4", file: "Sources/SwiftConcurrency/ThreatsViewModel.swift",
            find: "    func viewDidLoad() {\n",
            replace: "    func viewDidLoad() {\n"
                + "        Task.detached { Task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } } }\n",
            waitsAt: 2),
    ]

    /// A binding's listener that captures `self` strongly, on each screen, with what the message says is kept.
    static let strongListeners = [
        Plant(
            task: "ThreatsViewController and ThreatsViewModel",
            file: "Sources/SwiftConcurrency/ThreatsViewController.swift",
            find: "            viewModel.rows.bind { [weak self] in self?.show($0) },\n",
            replace: "            viewModel.rows.bind { self.show($0) },\n", waitsAt: 1),
        Plant(
            task: "LoginViewController and LoginViewModel", file: "Sources/SwiftConcurrency/LoginViewController.swift",
            find: "            viewModel.username.bind { [weak self] in self?.usernameField.text = $0 },\n",
            replace: "            viewModel.username.bind { self.usernameField.text = $0 },\n", waitsAt: 1),
    ]

    /// Grades `exercise` for real: its report as text, and each task's points by id; `nil`, recorded as an
    /// issue, when it was not graded (it did not build).
    static func grade(_ exercise: Exercise) -> (text: String, points: [String: Int])? {
        let grade = Grader(kitRoot: PlantedSolution.kit).grade(exercise)
        let text = GradeReportText(useColor: false) { _ in false }.exercise(grade)
        guard case .graded(let tasks, _) = grade.result else {
            Issue.record("\(exercise.name) is graded: \(text)")
            return nil
        }
        return (text, Dictionary(uniqueKeysWithValues: tasks.map { ($0.task.id, $0.points) }))
    }

    @Test(
        "A task that nothing keeps, left running after logout, loses 07.4's points, named where it waits",
        .linuxOnly("a program sees the tasks it starts only on Linux (TaskCreationHook.h)"), arguments: unkeptTasks)
    func unkeptTask(plant: Plant) throws {
        let (exercise, line) = try PlantedSolution.make(
            "07-SwiftConcurrency", in: ".build/planted-captures", file: plant.file, find: plant.find,
            replace: plant.replace)
        guard let (text, points) = Self.grade(exercise) else { return }
        #expect(points[plant.task] == 0, "\(text)")
        #expect(points.filter { $0.key != plant.task }.values.allSatisfy { $0 == 25 }, "The other tasks hold: \(text)")
        let name = (plant.file as NSString).lastPathComponent
        #expect(
            text.contains("that nothing keeps")
                && text.contains("still running, waiting at SwiftConcurrency/\(name):\(line)"), "\(text)")
    }

    @Test(
        "A binding's listener that captures self strongly loses 07.4's points, named at the line that wrote it",
        .linuxOnly("a program sees where its tasks start only on Linux (TaskCreationHook.h)"),
        arguments: strongListeners)
    func strongListener(plant: Plant) throws {
        let (exercise, line) = try PlantedSolution.make(
            "07-SwiftConcurrency", in: ".build/planted-captures", file: plant.file, find: plant.find,
            replace: plant.replace)
        guard let (text, points) = Self.grade(exercise) else { return }
        #expect(points["07.4"] == 0, "\(text)")
        #expect(points.filter { $0.key != "07.4" }.values.allSatisfy { $0 == 25 }, "The other tasks hold: \(text)")
        // `make` gives the line after `find`'s: the planted listener is the line before.
        let name = (plant.file as NSString).lastPathComponent
        #expect(
            text.contains(
                "\(plant.task) are still alive: the task started at SwiftConcurrency/\(name):\(line - 1) keeps them"),
            "\(text)")
        #expect(text.contains("Capture [weak self] there, with no guard let self before an await"), "\(text)")
        let firstLines = text.split(separator: "\n").filter { $0.contains("still alive") }
        #expect(firstLines.allSatisfy { $0.count < 300 }, "Each line of the leak's message is short: \(firstLines)")
    }

    @Test(
        "A view model kept alive by another task than the one a task's test watches is named at that task's line",
        .linuxOnly("a program sees where its tasks start only on Linux (TaskCreationHook.h)"))
    func anotherTaskKeeps() throws {
        let find = "    func viewDidLoad() {\n"
        let (exercise, line) = try PlantedSolution.make(
            "07-SwiftConcurrency", in: ".build/planted-captures",
            file: "Sources/SwiftConcurrency/ThreatsViewModel.swift",
            find: find,
            replace: "    private var refresh: Task<Void, Never>?\n\n" + find
                + "        refresh = Task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(30)); loadMoreTapped() } }\n"
        )
        guard let (text, points) = Self.grade(exercise) else { return }
        #expect(points["07.3"] == 0, "\(text)")
        #expect(
            text.contains(
                "Once let go, ThreatsViewModel is still alive: the task started at"
                    + " SwiftConcurrency/ThreatsViewModel.swift:\(line + 2) keeps ThreatsViewModel"), "\(text)")
        #expect(!text.contains("The page task keeps ThreatsViewModel alive"), "The page task is not blamed: \(text)")
    }

    @Test("A .task that never ends, planted in 08's threats screen, loses 08.4's points, named where it waits")
    func unendingTask() throws {
        let find = "        .task { await viewModel.loadFirstPage() }\n"
        let (exercise, line) = try PlantedSolution.make(
            "08-SwiftUIViewModels", in: ".build/planted-captures", file: "Sources/SwiftUIViewModels/ThreatsView.swift",
            find: find,
            replace: find
                + "        .task { await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in } }\n")
        guard let (text, points) = Self.grade(exercise) else { return }
        #expect(points["08.4"] == 0, "\(text)")
        #expect(
            text.contains(
                "still running: ThreatsView.task (cancelled, still running, waiting at"
                    + " SwiftUIViewModels/ThreatsView.swift:\(line))"), "\(text)")
    }

    @Test(
        "A task that holds its view model strongly loses its points, and the message names where it waits",
        arguments: plants)
    func capture(plant: Plant) throws {
        let (exercise, line) = try PlantedSolution.make(
            "07-SwiftConcurrency", in: ".build/planted-captures", file: plant.file, find: plant.find,
            replace: plant.replace)
        guard let (text, points) = Self.grade(exercise) else { return }
        #expect(points[plant.task] == 0, "\(text)")
        #expect(points.filter { $0.key != plant.task }.values.allSatisfy { $0 == 25 }, "The other tasks hold: \(text)")
        let name = (plant.file as NSString).lastPathComponent
        // `make` gives the line after `find`'s lines: the replacement starts that many lines before.
        let first = line - plant.find.count { $0 == "\n" }
        #expect(
            text.contains("has not finished: it waits at SwiftConcurrency/\(name):\(first + plant.waitsAt - 1)"),
            "\(text)")
        #expect(text.contains("Capture [weak self]"), "\(text)")
    }
}
