import Foundation
import WorkshopGrader

extension RoomProgress {
    /// Records `grade`, made at `now`: its points, each task's, and the first failing test of each task
    /// not done; keeps when each was first tried, and since when a task has failed without a break.
    package mutating func record(_ grade: ExerciseGrade, at now: Date) {
        let before = exercises[grade.exercise.name]
        var tasks: [String: Task] = [:]
        let graded: [ExerciseGrade.TaskGrade]?
        if case .graded(let gradedTasks, _) = grade.result { graded = gradedTasks } else { graded = nil }
        for task in grade.exercise.manifest.tasks {
            let result = graded?.first { $0.task.id == task.id }
            let isDone = result?.isDone ?? false
            let earlier = before?.tasks[task.id]
            tasks[task.id] = Task(
                title: Self.plain(task.title, atMost: 200), points: result?.points ?? 0, maxPoints: task.points,
                isDone: isDone,
                failingTest: isDone ? nil : result?.firstProblem.map { Self.plain($0.name, atMost: 300) },
                firstTried: earlier?.firstTried ?? now, lastGraded: now,
                failingSince: isDone ? nil : (earlier?.failingSince ?? now))
        }
        exercises[grade.exercise.name] = Exercise(
            points: grade.points, maxPoints: grade.exercise.manifest.maxPoints,
            firstTried: before?.firstTried ?? now, lastGraded: now, problem: Self.problem(of: grade.result),
            tasks: tasks)
    }

    /// Why the tests did not run, in a few words; `nil` when they did.
    private static func problem(of result: ExerciseGrade.Result) -> String? {
        switch result {
        case .graded: nil
        case .cannotBuild: "cannot be built"
        case .didNotCompile: "does not compile"
        case .testsDidNotRun: "its tests did not run"
        }
    }
}
