import AppHost
import Foundation
import ThreatKit
import Variants

/// The words of `workshop --help` and `workshop play --help`.
enum HelpText {
    static let tryHelp = "Run `workshop --help` to see the commands.\n"

    static var variantList: String {
        Variant.all.map { "  \($0.id.padding(toLength: 18, withPad: " ", startingAt: 0))\($0.name)" }
            .joined(separator: "\n")
    }

    static let overview = """
        workshop: Threat Watch Workshop, one app written several ways.

        USAGE: workshop [run] [--variant ID] [options]
               workshop <command> [options]

        COMMANDS:
          run                        The app in this terminal, on real time (the default command).
          play SCRIPT --variant ID   Drive a variant with a script, on virtual time, and print its screens.
          compare                    The variants side by side: measures, screens, diffs, a handout page.
          restore-dismissed          Bring back the threats dismissed with swipe-to-delete.
          grade [NN|--all]           Build and test your exercises, and score each task.
          reset NN                   Put an exercise back to its starter (your files are saved first).
          solve NN[.T]               Get an exercise's finished code, or one task's (your files are saved first).
          help [COMMAND]             Show this help, or a command's.

        VARIANTS:
        \(variantList)

        Start with `swift run workshop` in a terminal, or `swift run workshop play Examples/tour.play --variant mvc`.
        The default account is in README.md.

        """

    static let run = """
        workshop run: the app in this terminal, on real time.

        USAGE: workshop [run] [--variant ID] [--threats FILE] [--seed N] [--fail-threats K[,K...]] [--data-dir DIR]
               workshop run --exercise NN [--tree Exercises|Solutions] [options]

        OPTIONS:
          --variant ID           Which variant to run; without it, a list to pick from.
          --exercise NN          Run exercise NN's app instead, built from its files as they are now
                                 (a compile error shows the first errors, as `workshop grade` does).
          --tree DIR             Where --exercise finds it: Exercises (the default) or Solutions.
          --threats FILE         A threats JSON file to serve instead of the built-in one.
          --seed N               Makes the access codes the same from run to run.
          --fail-threats K,...   Makes threats requests number K fail (1 is the first of the run).
          --data-dir DIR         Where dismissed threats are saved; by default \(defaultDataFolder).
          -h, --help             Show this help.

        KEYS (shown under the screen):
          Tab, Shift-Tab         Move the focus (▸) to the next or previous place, round past the ends.
          ↑ ↓                    Move the focus up or down the screen, stopping at the top and bottom;
                                 in the list, through the rows (↑ from Load More: the last row).
          a character            Type into the focused field; Backspace deletes.
          Return                 Activate: a button, an alert action, a row (opens it), Return in a field.
          d or ⌦                 Show Delete on the focused row, as a swipe does; Return deletes, Esc cancels.
          Esc                    Back from a pushed screen; on the sign-in screen, back to the variant picker.
          q, Ctrl-C              Quit (q only when the focus is not in a field). The terminal is restored.

        It needs a terminal. To drive the app from a script, a pipe or CI, use `workshop play`.

        VARIANTS:
        \(variantList)

        """

    static let runNeedsTerminal = """
        workshop run: the app needs a terminal to draw in, and standard input or output is not one (a pipe, CI?).
        To drive the app without a terminal, script it:
          workshop play Examples/tour.play --variant mvc
        See `workshop play --help` for the script language.

        """

    static let compare = """
        workshop compare: the variants side by side, measured from their sources.

        USAGE: workshop compare                         a table: lines of code per role, types, state kept
                                                        by view controllers, tests, one column a variant
               workshop compare --play SCRIPT [ID...]   the script on every variant (or those named), screens
                                                        side by side as the terminal's width allows, ≠
                                                        marking any line that differs
               workshop compare --diff A B [ROLE]       the unified diff of A's and B's same-role files,
                                                        such as --diff mvvm-boxes mvvm-delegation LoginViewModel
               workshop compare --html FILE [--play SCRIPT [ID...]]
                                                        one self-contained page for handouts and projectors

        Run it from the kit's folder: it reads Sources/ and Tests/ as they are now.

        EXIT STATUS:
          0  done (with --play: every expectation held on every variant)
          1  with --play: an expectation failed on some variant
          2  a bad argument, variant, role, script or file

        VARIANTS:
        \(variantList)

        """

    static var defaultDataFolder: String {
        DismissedThreatsStore.defaultDirectory().path
    }

    static let restore = """
        workshop restore-dismissed: bring back every threat dismissed with swipe-to-delete.

        USAGE: workshop restore-dismissed [--data-dir DIR]

        OPTIONS:
          --data-dir DIR         The data folder to restore; by default \(defaultDataFolder).

        """

    static let play = """
        workshop play: drive a variant with a script, on virtual time, and print its screens.

        USAGE: workshop play SCRIPT --variant ID [--threats FILE] [--seed N] [--fail-threats K[,K...]] [--data-dir DIR]
               workshop play SCRIPT --exercise NN [--tree Exercises|Solutions] [options]

        ARGUMENTS:
          SCRIPT                 The script file, or - to read it from standard input.

        OPTIONS:
          --variant ID           Which variant runs the script (see below). Required, unless --exercise.
          --exercise NN          Run the script on exercise NN's app instead, built from its files as they
                                 are now (a compile error shows the first errors, as `workshop grade` does).
          --tree DIR             Where --exercise finds it: Exercises (the default) or Solutions.
          --threats FILE         A threats JSON file to serve instead of the built-in one.
          --seed N               Makes the access codes the same from run to run (N: 0 to 2^64-1).
          --fail-threats K,...   Makes threats requests number K fail (1 is the first of the run).
          --data-dir DIR         Save dismissed threats there, to keep them from run to run; without it,
                                 each run starts with none dismissed and saves to a folder of its own.
          -h, --help             Show this help.

        Options given on a `# options:` line among the script's first three lines apply too, unless
        the command line gives them; a relative --threats path there is relative to the script.

        SCRIPT COMMANDS (one a line; a line starting with # is a comment):
          type FIELD TEXT        Focus FIELD (username or password) and type TEXT, the rest of the line.
          clear FIELD            Focus FIELD and delete all its text.
          return                 Press Return in the focused field.
          tap ID                 Tap the button ID, or the alert action with that title.
          wait SECONDS           Let virtual time pass (up to 3600, with up to 6 decimals).
          select N / delete N    Select / swipe-delete row N (1-based) of the visible table.
          back                   Go back from a pushed screen (the detail screen).
          expect TEXT            Fail unless the screen contains TEXT.
          expect-not TEXT        Fail if the screen contains TEXT.
          expect-rows N          Fail unless the visible table has exactly N rows.
          note ID                Remember the text of widget ID.
          expect-changed ID      Fail unless widget ID's text differs from the noted one.
          expect-unchanged ID    Fail unless widget ID's text equals the noted one.
          screen                 Print the screen.

        EXIT STATUS:
          0  every expectation held
          1  an expectation failed (the line, the expectation and the screen are printed)
          2  a bad command, argument, widget or file (the line and the problem are printed)

        VARIANTS:
        \(variantList)

        """

    static let grade = """
        workshop grade: build and test the workshop's exercises, and score each task.

        USAGE: workshop grade [NN | --all] [--tree Exercises|Solutions] [--json FILE] [--watch]
               workshop grade --hint NN.T

        ARGUMENTS:
          NN                 The exercise to grade: 01, 1 or 01-RefactorToMVVM. Without it, the first
                             exercise not yet complete.

        OPTIONS:
          --all              Grade every exercise of the tree, each on its own.
          --tree DIR         The folder of exercises: Exercises (the default: your work) or Solutions.
          --json FILE        Also write the results for tools, as Exercism's results.json version 3.
          --watch            Grade again whenever you save a file of the exercise (Ctrl-C stops).
          --hint NN.T        Show the hint for task NN.T, such as 01.2, instead of grading.
          -h, --help         Show this help.

        Each exercise builds alone: one that does not compile scores 0 and shows its first errors, and the
        others are graded as usual. A test that crashes or runs too long is reported as such; the others
        still run. A task earns its points when all of its tests pass.
        Exit status: 0 when every exercise graded is complete, 1 when one is not, 2 for a usage error.

        """

    static let reset = """
        workshop reset: put an exercise back to its starter, to start it over.

        USAGE: workshop reset NN

        ARGUMENTS:
          NN                 The exercise: 01, 1 or 01-RefactorToMVVM.

        Your files of the exercise that differ from its starter are moved, never deleted, into a dated
        folder such as .workshop-saved/2026-11-30T16-55-02Z-01-RefactorToMVVM/ (git ignores it), which
        it names; then it lists the files it replaced, put back (added) and moved aside (removed).
        The starter is the exercise as git's last commit (HEAD) has it: reset needs the kit as a git
        checkout, and if you committed your own work, that is what you get back. Without git, copy the
        exercise's folder from a fresh copy of the kit, or use `workshop solve NN`. The exercise's last grade
        is forgotten: your progress counts it as not graded until you grade it again.
        Exit status: 0 done (or nothing to do), 1 a file could not be changed, 2 nothing was changed:
        a bad argument, no git, or no starter in git.

        """

    static let solve = """
        workshop solve: get an exercise's finished code, to catch up and join the next step.

        USAGE: workshop solve NN
               workshop solve NN.T

        ARGUMENTS:
          NN                 The exercise: 01, 1 or 01-RefactorToMVVM. Its folder becomes the one in
                             Solutions/; files you added to its Sources/ or Tests/ are moved aside.
          NN.T               One task, such as 02.1: only that task's files, when no other task shares
                             them (the tasks' "files" in exercise.json); otherwise it says which do.

        Your files that it replaces or removes are moved, never deleted, into a dated folder such as
        .workshop-saved/2026-11-30T16-55-02Z-01-RefactorToMVVM/ (git ignores it), which it names; then it
        lists the files it replaced, added and removed. The exercise's last grade is forgotten, and
        `workshop grade NN` then grades the new files.
        Exit status: 0 done (or nothing to do), 1 a file could not be changed, 2 nothing was changed:
        a bad argument, or a task that shares its files.

        """
}
