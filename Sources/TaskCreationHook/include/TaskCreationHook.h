// Sees every task the program creates, for the tests' task census (TestSupport's TaskCensus).
//
// Swift's runtime has a hook for the global executor's queue but none that is called for the main
// actor's (`swift_task_enqueueMainExecutor_hook` is never called: swiftlang/swift#63104, checked again on
// Swift 6.3), so a `Task { }` started by main-actor code passes no hook. On Linux this target defines
// `swift_task_create`, the runtime entry every `Task { }`, `Task.detached` and `Task.immediate` calls: a
// definition in the program comes before the runtime library's (ELF symbol lookup), so the program's own
// calls reach it; it calls the runtime's, then the function given to `threatwatch_set_task_created`. On macOS a program cannot put
// itself before a system library this way, so nothing is seen there.
#ifndef THREATWATCH_TASK_CREATION_HOOK_H
#define THREATWATCH_TASK_CREATION_HOOK_H

#include <stddef.h>

/// Sets the function called with each task just created (and already started, so it may have finished),
/// on the thread that created it; `NULL` (the default) for none. Safe to call while tasks are created.
void threatwatch_set_task_created(void (*_Nullable created)(void *_Nonnull task));

/// Whether this program sees the tasks it creates (Linux: yes; macOS: no).
int threatwatch_sees_task_creation(void);

/// Keeps `object`, a task or another Swift heap object, from being freed: `swift_retain`.
void threatwatch_retain(void *_Nonnull object);
/// Balances ``threatwatch_retain``: `swift_release`.
void threatwatch_release(void *_Nonnull object);
/// How many strong references `object` has: `swift_retainCount`.
size_t threatwatch_retain_count(void *_Nonnull object);

#endif
