/// The arguments of `workshop grade`, checked.
struct GradeOptions: Equatable {
    /// Why the arguments were refused.
    struct Invalid: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The exercise named (`01`, `1`, `01-RefactorToMVVM`); `nil` for the current one.
    var exercise: String?
    /// `--all`: every exercise of the tree.
    var all = false
    /// `--tree`: the folder of exercises, `Exercises` unless given.
    var tree = "Exercises"
    /// `--json FILE`: where to write the results for tools.
    var json: String?
    /// `--watch`: grade again whenever a file of the exercise changes.
    var watch = false
    /// `--hint NN.T`: show that task's hint instead of grading.
    var hint: String?
    /// `--help`.
    var showHelp = false
}

extension GradeOptions {
    /// Reads `arguments`.
    /// - Throws: ``Invalid`` for an unknown option, a missing value, two exercises, an exercise with
    ///   `--all`, or `--watch` with `--all`.
    init(_ arguments: [String]) throws(Invalid) {
        var rest = arguments[...]
        func value(of option: String) throws(Invalid) -> String {
            guard let value = rest.popFirst(), !value.hasPrefix("--") else {
                throw Invalid(description: "\(option) needs a value")
            }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--all": all = true
            case "--tree": tree = try value(of: argument)
            case "--json": json = try value(of: argument)
            case "--watch": watch = true
            case "--hint":
                let id = try value(of: argument)
                guard id.wholeMatch(of: /[0-9]{1,2}\.[0-9]+/) != nil else {
                    throw Invalid(description: "--hint takes a task id such as 01.2, not \"\(id)\"")
                }
                let number = id.prefix { $0 != "." }
                hint = (number.count == 1 ? "0" : "") + id
            case "-h", "--help": showHelp = true
            case let option where option.hasPrefix("-"):
                throw Invalid(description: "unknown option \(option); see `workshop grade --help`")
            default:
                guard exercise == nil else {
                    throw Invalid(description: "grade one exercise, or --all; not \(exercise ?? "") and \(argument)")
                }
                exercise = argument
            }
        }
        if all, let exercise {
            throw Invalid(description: "give an exercise (\(exercise)) or --all, not both")
        }
        if all && watch {
            throw Invalid(description: "--watch follows one exercise; leave out --all")
        }
    }
}
