import Testing

@testable import Workshop
@testable import WorkshopApp
@testable import WorkshopGrader
@testable import WorkshopHandout
@testable import WorkshopSupport

@Suite("Script language")
struct ScriptTests {
    @Test("Every command parses, with line numbers that skip comments and blank lines")
    func everyCommand() throws {
        let script = try Script(
            parsing: """
                # A comment
                type username analyst
                clear password

                return
                tap Retry
                wait 0.5
                wait .25
                wait 3600
                select 3
                delete 1
                back
                expect Heo, Greg
                expect-not Invalid credentials.
                expect-rows 0
                note accessCode
                expect-changed accessCode
                expect-unchanged accessCode
                screen
                """
        )
        #expect(
            script.lines.map(\.command) == [
                .type(field: "username", text: "analyst"), .clear(field: "password"), .pressReturn, .tap("Retry"),
                .wait(seconds: 0.5), .wait(seconds: 0.25), .wait(seconds: 3600), .select(row: 3), .delete(row: 1),
                .back, .expect("Heo, Greg"),
                .expectNot("Invalid credentials."), .expectRows(0), .note("accessCode"),
                .expectChanged("accessCode"), .expectUnchanged("accessCode"), .screen,
            ]
        )
        #expect(script.lines.map(\.number) == [2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    }

    @Test("TEXT is the rest of the line as written: inner and trailing spaces, # and all")
    func textAsWritten() throws {
        let script = try Script(parsing: "type username   analyst  \ntype password pa#ss word\r\nexpect  two spaces")
        #expect(
            script.lines.map(\.command) == [
                .type(field: "username", text: "  analyst  "), .type(field: "password", text: "pa#ss word"),
                .expect(" two spaces"),
            ]
        )
    }

    @Test("Blanks: tabs separate like spaces, extra blanks before FIELD are fine, IDs lose trailing blanks")
    func blanks() throws {
        let script = try Script(
            parsing: "type\tusername\tanalyst\ntype  password  Swift\ntap authenticate \ntap\tTry Again")
        #expect(
            script.lines.map(\.command) == [
                .type(field: "username", text: "analyst"), .type(field: "password", text: " Swift"),
                .tap("authenticate"), .tap("Try Again"),
            ]
        )
    }

    @Test("A blank before a combining accent still separates; only \\n ends a line")
    func scalars() throws {
        let script = try Script(parsing: "type username \u{301}abc\ntype username ana\u{2028}lyst\r\nscreen")
        #expect(
            script.lines.map(\.command) == [
                .type(field: "username", text: "\u{301}abc"), .type(field: "username", text: "ana\u{2028}lyst"),
                .screen,
            ]
        )
    }

    @Test("Options on a # options: line among the first three are read")
    func headerOptions() throws {
        let script = try Script(parsing: "# A case\n# options: --fail-threats 1 --seed 3\nscreen")
        #expect(script.headerOptions == ["--fail-threats", "1", "--seed", "3"])
        #expect(script.headerLine == 2)
        let tabs = try Script(parsing: "#\toptions:\t--seed\t3")
        #expect(tabs.headerOptions == ["--seed", "3"])
        let late = try Script(parsing: "screen\nscreen\nscreen\n# options: --seed 3")
        #expect(late.headerOptions.isEmpty, "Only the first three lines are the header")
    }

    @Test(
        "A bad line is refused with its number and what the command expects",
        arguments: [
            ("screen\ntpye username x", "line 2: unknown command \"tpye\" (did you mean \"type\"?)"),
            ("launch", "line 1: unknown command \"launch\""),
            ("type username", "line 1: \"type\" needs TEXT after FIELD: `type FIELD TEXT`"),
            ("type", "line 1: \"type\" needs FIELD and TEXT: `type FIELD TEXT`"),
            ("wait", "line 1: \"wait\" needs SECONDS: `wait SECONDS`"),
            (
                "wait -1",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"-1\""
            ),
            (
                "wait soon",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"soon\""
            ),
            (
                "wait 1e9",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"1e9\""
            ),
            (
                "wait nan",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"nan\""
            ),
            (
                "wait 0x4",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"0x4\""
            ),
            (
                "wait 2.",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"2.\""
            ),
            (
                "wait .",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \".\""
            ),
            (
                "wait 0.1234567",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"0.1234567\""
            ),
            (
                "wait 5\u{0303}",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"5\u{0303}\""
            ),
            (
                "wait \u{0664}",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"\u{0664}\""
            ),
            (
                "wait 3600.5",
                "line 1: \"wait\" needs SECONDS to be a number from 0 to 3600 with at most 6 decimals, such as 2 or 0.5, not \"3600.5\""
            ),
            ("select 0", "line 1: \"select\" needs N to be a whole number of at least 1, not \"0\""),
            ("delete two", "line 1: \"delete\" needs N to be a whole number of at least 1, not \"two\""),
            ("expect-rows -1", "line 1: \"expect-rows\" needs N to be a whole number of at least 0, not \"-1\""),
            ("back now", "line 1: \"back\" takes no argument, but was given \"now\""),
            ("note access code", "line 1: \"note\" takes one word as ID, but was given \"access code\""),
            ("expect", "line 1: \"expect\" needs TEXT: `expect TEXT`"),
            ("Screen", "line 1: unknown command \"Screen\" (did you mean \"screen\"?)"),
        ]
    )
    func badLine(source: String, message: String) {
        #expect(throws: Script.ParseError.self) { try Script(parsing: source) }
        do {
            _ = try Script(parsing: source)
        } catch {
            #expect(error.description == message)
        }
    }
}
