#ifndef PAGER_ALLOCATION_COUNTER_H
#define PAGER_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc, aligned_alloc, memalign, posix_memalign) made by
/// the calling thread since it started, when the program linking this target was linked with
/// it: the definitions in AllocationCounter.c take the place of the C library's for every
/// library of the process, count the call and hand it on to glibc's own allocator.
unsigned long long pager_allocation_count(void);

#endif
