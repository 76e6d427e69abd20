import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension TaskCensus {
    typealias DelayOriginal = @convention(thin) (UInt64, UnownedJob) -> Void
    typealias DelayHook = @convention(thin) (UInt64, UnownedJob, DelayOriginal) -> Void
    typealias DeadlineOriginal = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void
    typealias DeadlineHook = @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob, DeadlineOriginal) -> Void

    /// Installs, once, the runtime's hooks for a job enqueued to run later (`Task.sleep` on a real clock:
    /// `swift_task_enqueueGlobalWithDelay_hook` and `…WithDeadline_hook`), which note where the sleeping
    /// task waits and hand the job on unchanged.
    ///
    /// A task that loops on a real sleep spends its time suspended there, but runs now and then on a thread
    /// of the global pool; its place is read as it starts each sleep, while it is suspended and cannot run,
    /// rather than when the census is read.
    nonisolated static func installSleepHooks() {
        _ = sleepHooks
    }

    private nonisolated static let sleepHooks: Void = {
        let program = dlopen(nil, RTLD_NOW)
        if let symbol = dlsym(program, "swift_task_enqueueGlobalWithDelay_hook") {
            symbol.assumingMemoryBound(to: DelayHook?.self).pointee = { delay, job, original in
                TaskCensus.noteSleepingCurrentTask()
                original(delay, job)
            }
        }
        if let symbol = dlsym(program, "swift_task_enqueueGlobalWithDeadline_hook") {
            symbol.assumingMemoryBound(to: DeadlineHook?.self).pointee = {
                seconds, nanoseconds, leeway, leewayNanoseconds, clock, job, original in
                TaskCensus.noteSleepingCurrentTask()
                original(seconds, nanoseconds, leeway, leewayNanoseconds, clock, job)
            }
        }
    }()
}
