import Testing

@testable import MVVMBoxes

@MainActor
@Suite("Box")
struct BoxTests {
    @Test("bind calls the listener at once, then on every assignment, equal values included")
    func bindAndAssign() {
        let box = Box("a")
        var seen: [String] = []
        box.bind { seen.append($0) }
        box.value = "b"
        box.value = "b"
        #expect(seen == ["a", "b", "b"], "A box does not compare values: every assignment is announced")
    }

    @Test("A box has one listener: binding again replaces it; unbind removes it")
    func oneListener() {
        let box = Box(0)
        var first: [Int] = []
        var second: [Int] = []
        box.bind { first.append($0) }
        box.bind { second.append($0) }
        box.value = 1
        #expect(first == [0], "The first listener is replaced by the second bind")
        #expect(second == [0, 1])
        box.unbind()
        box.value = 2
        #expect(second == [0, 1], "After unbind nothing is announced")
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
        #expect(seen == [0, 42], "The clamp is stored, not announced back to the listener that made it")
        #expect(box.value == 10)
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
        #expect(calls == 1)
        #expect(box.value == 1)
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
        #expect(watched != nil, "A strong capture keeps the owner alive as long as the box keeps the listener")
        box.unbind()
        #expect(watched == nil, "Unbinding lets it go")
        var weakOwner: Owner? = Owner()
        weak let watchedWeakly = weakOwner
        box.bind { [weak weakOwner] in weakOwner?.text = $0 }
        weakOwner = nil
        #expect(watchedWeakly == nil, "A weak capture lets the owner go while the box lives on")
    }

    @Test("A bind made inside the box's own listener calls the new listener at once with the current value")
    func rebindFromListener() {
        let box = Box("a")
        var first: [String] = []
        var second: [String] = []
        box.bind { value in
            first.append(value)
            if value == "b" { box.bind { second.append($0) } }
        }
        box.value = "b"
        #expect(second == ["b"], "Every bind calls its listener at once, even from inside the previous listener")
        box.value = "c"
        #expect(first == ["a", "b"], "The first listener was replaced")
        #expect(second == ["b", "c"])
    }

    @Test("Boxes that feed each other stop where they started: the assignment back is stored, not announced")
    func boxesFeedingEachOther() {
        let a = Box(0)
        let b = Box(0)
        var seenByA: [Int] = []
        var seenByB: [Int] = []
        a.bind { value in
            seenByA.append(value)
            b.value = value + 1
        }
        b.bind { value in
            seenByB.append(value)
            a.value = value + 1
        }
        seenByA = []
        seenByB = []
        a.value = 10
        #expect(seenByA == [10], "a's listener is running when b assigns 12 back to a: not called again")
        #expect(seenByB == [11])
        #expect(a.value == 12 && b.value == 11, "Both assignments are stored")
    }
}
