/// What a `workshop` command declares about itself: its name, what it does, its arguments and options.
///
/// Each argument and option comes with its help. The option reader (``OptionReader``) reads a command line by it, and the help
/// (``help``) is written from it, so what a command accepts and what its help says are one list.
///
/// The shape is swift-argument-parser's `CommandConfiguration` with its `@Argument` and `@Option`
/// declarations, kept small: no property wrappers, values stay text until the command converts them.
package struct CommandSignature {
    /// An option: `--name VALUE` (also `--name=VALUE`), or a flag such as `--all`.
    package struct Option: Equatable {
        /// With its dashes, such as `--variant`.
        package let name: String
        /// What its value is called in help, such as `ID`; `nil` for a flag, which takes none.
        package let value: String?
        /// How many values it takes: `0...0` for a flag, `1...1` for most, `2...3` for `--diff A B [ROLE]`.
        package let count: ClosedRange<Int>
        /// What it does, for help; lines joined by `"\n"`.
        package let help: String

        /// An option that takes one value called `value`.
        package static func value(_ name: OptionName, _ value: String, _ help: String) -> Option {
            Option(name: name.description, value: value, count: 1...1, help: help)
        }

        /// An option that takes no value.
        package static func flag(_ name: OptionName, _ help: String) -> Option {
            Option(name: name.description, value: nil, count: 0...0, help: help)
        }

        /// An option that takes `count` values, called `value` together in help.
        package static func values(_ name: OptionName, _ value: String, count: ClosedRange<Int>, _ help: String)
            -> Option
        {
            Option(name: name.description, value: value, count: count, help: help)
        }
    }

    /// A positional argument, such as `SCRIPT`.
    package struct Argument: Equatable {
        /// Its name in help, in capitals, such as `SCRIPT`.
        package let name: String
        /// What it is, for help; lines joined by `"\n"`.
        package let help: String
        /// Whether it may be left out.
        package var isOptional = false
        /// Whether it may be given more than once (`ID...`); only the last argument may.
        package var repeats = false
        /// What to say when it is missing and not optional; `missing NAME` when `nil`.
        package var whenMissing: String?

        /// An argument called `name`, described by `help`.
        package init(
            name: String, help: String, isOptional: Bool = false, repeats: Bool = false, whenMissing: String? = nil
        ) {
            self.name = name
            self.help = help
            self.isOptional = isOptional
            self.repeats = repeats
            self.whenMissing = whenMissing
        }
    }

    /// The command's name, as typed after `workshop`, such as `play`.
    package let name: String
    /// What it does, in one line, starting in lower case: `workshop NAME: ABSTRACT`.
    package let abstract: String
    /// Its arguments after the name in the overview of `workshop help`, such as `SCRIPT --variant ID`.
    package var synopsis = ""
    /// Whether `workshop` alone, or with options only, runs it (`run`): its usage shows `workshop [NAME]`.
    package var isDefault = false
    /// Its positional arguments, in order.
    package var arguments: [Argument] = []
    /// Its options, in the order help lists them; `-h` and `--help` are every command's and not listed here.
    package var options: [Option] = []
    /// Help after the options (what the options do together, exit statuses, lists), ending with `"\n"`, or empty.
    package var discussion = ""

    /// A command's signature, from its parts.
    package init(
        name: String, abstract: String, synopsis: String = "", isDefault: Bool = false, arguments: [Argument] = [],
        options: [Option] = [], discussion: String = ""
    ) {
        self.name = name
        self.abstract = abstract
        self.synopsis = synopsis
        self.isDefault = isDefault
        self.arguments = arguments
        self.options = options
        self.discussion = discussion
    }
}
