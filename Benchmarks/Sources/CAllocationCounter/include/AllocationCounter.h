#ifndef ALLOCATION_COUNTER_H
#define ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether this build counts heap allocations (Linux with glibc, no sanitizer); elsewhere the
/// counter always reads zero.
bool allocation_counter_is_available(void);

/// Resets the count to zero and starts counting the allocations of every thread.
void allocation_counter_start(void);

/// Stops counting and returns the number of allocations since `allocation_counter_start`.
///
/// An allocation is one successful-or-not call of `malloc`, `calloc`, `realloc`,
/// `posix_memalign`, `aligned_alloc` or `memalign`; `free` is not counted.
uint64_t allocation_counter_stop(void);

#endif
