#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal `workshop run` draws in: raw mode in, the alternate screen out, always put back.
///
/// Raw mode (through termios) delivers each key as it is pressed, with no echo and no line editing,
/// and Control-C as a byte rather than a signal. ``restore()`` puts every setting back; it also runs
/// at process exit, on a signal that ends the process (SIGINT, SIGQUIT, SIGTERM, SIGHUP, sent from
/// outside) and on a crash, so any way out leaves the terminal as it was found (``TerminalRestorer``).
@MainActor
package final class Terminal {
    /// Why the terminal could not be set up.
    package struct SetupError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Creates the terminal: raw mode on, the alternate screen shown, the cursor hidden.
    /// - Throws: ``SetupError`` when standard input is not a terminal whose settings can be changed.
    package init() throws(SetupError) {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw SetupError(description: "standard input is not a terminal whose settings can be read")
        }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        // Return from a read as soon as one byte is there.
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw SetupError(description: "the terminal refused raw mode")
        }
        TerminalRestorer.save(original)
        TerminalRestorer.installSignalHandlers()
        write("\u{1B}[?1049h\u{1B}[?25l")
    }

    /// Puts the terminal back as it was: settings, screen and cursor.
    ///
    /// Safe to call more than once.
    package func restore() {
        TerminalRestorer.restore()
    }

    /// The terminal's size, or 24 × 80 when it cannot tell.
    package var size: (rows: Int, columns: Int) { Self.size(of: STDOUT_FILENO) }

    /// The size, in rows and columns, of the terminal behind `descriptor` (standard output, standard
    /// error), or 24 × 80 when it is not a terminal or cannot tell.
    package nonisolated static func size(of descriptor: Int32) -> (rows: Int, columns: Int) {
        var window = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return (24, 80)
        }
        return (Int(window.ws_row), Int(window.ws_col))
    }

    /// Writes `text` straight to the terminal.
    package func write(_ text: String) {
        TerminalRestorer.write(text)
    }
}
