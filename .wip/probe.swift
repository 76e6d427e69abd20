import Foundation

@MainActor final class Box { var got = 0 }

@main enum Probe {
    @MainActor static func main() async {
        var hist: [Int: Int] = [:]
        for _ in 0..<30000 {
            let (s, c) = AsyncStream.makeStream(of: Int.self)
            let box = Box()
            let t = Task.immediate { @MainActor in
                for await v in s { box.got = v }
            }
            c.yield(1)
            var n = 0
            while box.got != 1 { await Task.yield(); n += 1; if n > 1000 { break } }
            hist[n, default: 0] += 1
            t.cancel()
        }
        print("AsyncStream:", hist.sorted { $0.key < $1.key }); await Probe2.run()
    }
}
