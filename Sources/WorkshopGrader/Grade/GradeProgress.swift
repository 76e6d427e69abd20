import Foundation
import WorkshopSupport

/// The latest points of each exercise, kept between runs of `workshop grade` in the kit's
/// `.workshop-progress.json` (see ``GradeProgressFile``): for the progress line, and to pick the
/// exercise to grade next.
package struct GradeProgress: Codable, Equatable {
    /// Points earned and possible, by tree (`Exercises`) and exercise folder (`01-RefactorToMVVM`).
    private(set) var trees: [String: [String: Points]] = [:]

    /// An exercise's latest points.
    package struct Points: Codable, Equatable {
        /// Earned.
        package let points: Int
        /// Possible.
        package let maxPoints: Int
    }

    /// Records the latest grade of an exercise of `tree`.
    package mutating func record(_ grade: ExerciseGrade, tree: String) {
        trees[tree, default: [:]][grade.exercise.name] = Points(
            points: grade.points, maxPoints: grade.exercise.manifest.maxPoints)
    }

    /// Forgets the latest grade of exercise `name` of `tree`, as if it had never been graded: its files
    /// changed under it (`workshop reset`, `workshop solve`), so the grade no longer tells its state.
    /// - Returns: The grade forgotten, or `nil` when there was none.
    package mutating func forget(_ name: String, tree: String) -> Points? {
        trees[tree]?.removeValue(forKey: name)
    }

    /// The first exercise of `tree` not yet graded complete, or `nil` when all are.
    package func current(in tree: ExerciseTree) -> Exercise? {
        tree.exercises.first { exercise in
            guard let latest = trees[tree.path]?[exercise.name] else { return true }
            return latest.points < latest.maxPoints
        }
    }

    /// `(complete, points, maxPoints)` over every exercise of `tree`; never graded counts as none.
    package func totals(in tree: ExerciseTree) -> (complete: Int, points: Int, maxPoints: Int) {
        var complete = 0
        var points = 0
        for exercise in tree.exercises {
            if let latest = trees[tree.path]?[exercise.name] {
                points += latest.points
                if latest.points == latest.maxPoints { complete += 1 }
            }
        }
        return (complete, points, tree.exercises.reduce(0) { $0 + $1.manifest.maxPoints })
    }
}
