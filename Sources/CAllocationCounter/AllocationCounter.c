// Counts heap allocations for pager-bench's cost counters (docs/benchmarks.md, Cost counters).
//
// An executable that defines malloc and its siblings takes the place of the C library's for
// the whole process: the dynamic linker binds every library's malloc (Swift's runtime,
// SDL, FreeType, fontconfig) to the first definition it finds, which is the executable's.
// Each definition counts the call and hands it to glibc's own allocator through the
// __libc_* entry points glibc exports for this purpose, so free(), malloc_usable_size() and
// everything else keep working on the memory unchanged. glibc 2.34 removed __malloc_hook, the
// older way to watch allocations.
//
// The count is per thread: a frame's allocations are the ones of the thread that makes the
// frame, and worker threads (image decoding) allocate on their own schedule, which would make a
// frame's count differ from run to run. The counter is initial-exec thread-local storage of the
// executable, so reading it never allocates.
#include "AllocationCounter.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Thread_local unsigned long long allocations __attribute__((tls_model("initial-exec"))) = 0;

static inline void counted(void) { allocations += 1; }

unsigned long long pager_allocation_count(void) { return allocations; }

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // POSIX: a power of two and a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    counted();
    void *memory = __libc_memalign(alignment, size);
    if (memory == NULL) return ENOMEM;
    *result = memory;
    return 0;
}
