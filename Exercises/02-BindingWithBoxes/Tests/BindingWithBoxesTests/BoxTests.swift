import Testing

@testable import BindingWithBoxes

/// The rules of `Box`, from the kit's own `BoxTests`: what `bind` promises every view controller.
@MainActor
@Suite("02.1 A Box announces its value")
struct BoxTests {
    @Test("bind calls the listener at once, then on every assignment, equal values included")
    func bindAndAssign() {
        let box = Box("a")
        var seen: [String] = []
        box.bind { seen.append($0) }
        #expect(seen == ["a"], "bind(_:) should call the listener at once with the current value")
        box.value = "b"
        box.value = "b"
        #expect(seen == ["a", "b", "b"], "Assigning value should call the listener, even with an equal value")
        #expect(box.value == "b", "value should return what was last assigned")
    }

    @Test("A box has one listener: binding again replaces it; unbind removes it")
    func oneListener() {
        let box = Box(0)
        var first: [Int] = []
        var second: [Int] = []
        box.bind { first.append($0) }
        box.bind { second.append($0) }
        box.value = 1
        #expect(first == [0], "The first listener hears the value bind gives it, then is replaced by the second")
        #expect(second == [0, 1], "The second listener hears the value at once, then every assignment")
        box.unbind()
        box.value = 2
        #expect(second == [0, 1], "After unbind() nothing is announced")
        #expect(box.value == 2, "…but the value is still stored")
    }

    @Test("A listener that sets its own box is not called again for it: no feedback loop")
    func reentrantAssignment() {
        let box = Box(0)
        var seen: [Int] = []
        box.bind { value in
            seen.append(value)
            if value > 10 { box.value = 10 }  // clamp
        }
        box.value = 42
        #expect(
            seen == [0, 42],
            "The clamp to 10 is stored, but not announced to the listener that is still running")
        #expect(box.value == 10, "The value a listener assigns is stored")
        box.value = 3
        #expect(seen == [0, 42, 3], "Later assignments are announced as usual")
    }

    @Test("A listener that always writes back does not loop")
    func alwaysWritesBack() {
        let box = Box(0)
        var calls = 0
        box.bind { value in
            calls += 1
            box.value = value + 1
        }
        #expect(calls == 1, "bind(_:) calls the listener once; its own assignment must not call it again")
        #expect(box.value == 1, "The listener's assignment is stored")
    }

    @Test("The box keeps its listener, and what the listener captures, until unbound")
    func keepsListener() {
        final class Owner {
            var text = ""
        }
        let box = Box("x")
        var owner: Owner? = Owner()
        weak let watched = owner
        box.bind { [owner] in owner?.text = $0 }
        owner = nil
        #expect(watched?.text == "x", "bind(_:) should call the listener at once, and keep it (strongly)")
        box.value = "y"
        #expect(watched?.text == "y", "The box keeps its listener, so later assignments still reach it")
        box.unbind()
        #expect(watched == nil, "unbind() should drop the listener, and so what it captured")
    }

    @Test("Binding again lets the previous listener go; a weak capture never outlives its owner")
    func keepsNothingElse() {
        final class Owner {
            var text = ""
        }
        let box = Box("x")
        var first: Owner? = Owner()
        weak let watchedFirst = first
        box.bind { [first] in first?.text = $0 }
        first = nil
        #expect(watchedFirst?.text == "x", "bind(_:) should call the listener at once, and keep it")
        var second: Owner? = Owner()
        weak let watchedSecond = second
        box.bind { [weak second] in second?.text = $0 }
        #expect(watchedFirst == nil, "The box keeps one listener: binding again should drop the first one")
        #expect(second?.text == "x", "The new listener hears the current value at once")
        second = nil
        #expect(watchedSecond == nil, "A weak capture lets the owner go while the box lives on")
        box.value = "z"
        #expect(box.value == "z", "Assigning after the owner is gone just stores the value")
    }
}
