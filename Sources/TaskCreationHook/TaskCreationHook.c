// See include/TaskCreationHook.h.
#define _GNU_SOURCE
#include "TaskCreationHook.h"

#include <dlfcn.h>

static void (*task_created)(void *task) = NULL;

void threatwatch_set_task_created(void (*created)(void *task)) {
    __atomic_store_n(&task_created, created, __ATOMIC_RELEASE);
}

extern void *swift_retain(void *object);
extern void swift_release(void *object);
extern size_t swift_retainCount(void *object);

void threatwatch_retain(void *object) { swift_retain(object); }
void threatwatch_release(void *object) { swift_release(object); }
size_t threatwatch_retain_count(void *object) { return swift_retainCount(object); }

#if defined(__linux__)

int threatwatch_sees_task_creation(void) { return 1; }

// `AsyncTaskAndContext` and `swift_task_create` as the runtime declares them (swift/Runtime/Concurrency.h).
typedef struct {
    void *task;
    void *initialContext;
} TaskAndContext;

typedef __attribute__((swiftcall)) TaskAndContext (*TaskCreate)(
    size_t flags, void *options, const void *resultType, void *entry, void *context);

__attribute__((swiftcall)) TaskAndContext swift_task_create(
    size_t flags, void *options, const void *resultType, void *entry, void *context) {
    // The runtime's own, the next definition after this program's; two threads may look it up at once.
    static TaskCreate runtime = NULL;
    TaskCreate create = __atomic_load_n(&runtime, __ATOMIC_ACQUIRE);
    if (create == NULL) {
        create = (TaskCreate)dlsym(RTLD_NEXT, "swift_task_create");
        __atomic_store_n(&runtime, create, __ATOMIC_RELEASE);
    }
    TaskAndContext made = create(flags, options, resultType, entry, context);
    void (*created)(void *) = __atomic_load_n(&task_created, __ATOMIC_ACQUIRE);
    if (created != NULL) created(made.task);
    return made;
}

#else

int threatwatch_sees_task_creation(void) { return 0; }

#endif
