import WorkshopSupport

/// The arguments of `workshop grade`, checked.
package struct GradeOptions: Equatable {
    /// The exercise named (`01`, `1`, `01-RefactorToMVVM`); `nil` for the current one.
    package var exercise: String?
    /// `--all`: every exercise of the tree.
    package var all = false
    /// `--tree`: the folder of exercises, `Exercises` unless given.
    package var tree = "Exercises"
    /// `--json FILE`: where to write the results for tools.
    package var json: String?
    /// `--watch`: grade again whenever a file of the exercise changes.
    package var watch = false
    /// `--hint NN.T`: show that task's hint instead of grading.
    package var hint: String?
}

extension GradeOptions {
    /// The options of a command line read by ``GradeCommand/signature``, checked.
    /// - Throws: ``UsageError`` for a hint that is not a task id, an exercise with `--all`, or `--watch`
    ///   with `--all`.
    package init(_ arguments: ParsedArguments) throws(UsageError) {
        exercise = arguments.arguments.first
        all = arguments.has(.all)
        tree = arguments.value(.tree) ?? tree
        json = arguments.value(.json)
        watch = arguments.has(.watch)
        if let id = arguments.value(.hint) {
            guard id.wholeMatch(of: /[0-9]{1,2}\.[0-9]+/) != nil else {
                throw UsageError("--hint takes a task id such as 01.2, not \"\(id)\"")
            }
            let number = id.prefix { $0 != "." }
            hint = (number.count == 1 ? "0" : "") + id
        }
        if all, let exercise {
            throw UsageError("give an exercise (\(exercise)) or --all, not both")
        }
        if all && watch {
            throw UsageError("--watch follows one exercise; leave out --all")
        }
    }

    /// Reads `words`, the command line after `grade`, as ``GradeCommand`` does.
    /// - Throws: ``UsageError`` as ``OptionReader/read(_:)`` and ``init(_:)`` do.
    @MainActor
    package init(_ words: [String]) throws(UsageError) {
        try self.init(OptionReader(signature: GradeCommand.signature).read(words))
    }
}
