@MainActor final class Box2 { var got = 0 }
enum Probe2 {
    @MainActor static func run() async {
        var hist: [Int: Int] = [:]
        for _ in 0..<30000 {
            let s = MainActorStream<Int>()
            let box = Box2()
            let t = Task.immediate { @MainActor in
                for await v in s { box.got = v }
            }
            s.yield(1)
            var n = 0
            while box.got != 1 { await mainTurn(); n += 1; if n > 1000 { break } }
            hist[n, default: 0] += 1
            t.cancel()
        }
        print("MainActorStream+mainTurn:", hist.sorted { $0.key < $1.key })
    }
}

@MainActor func mainTurn() async {
    await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
        Task { @MainActor in c.resume() }
    }
}
