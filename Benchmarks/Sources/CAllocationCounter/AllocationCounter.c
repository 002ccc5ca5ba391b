// Counts heap allocations by interposing the C allocator.
//
// The executable defines malloc and its siblings, so the dynamic linker binds every call in the
// process to them: Swift's runtime, Foundation, PCRE2 and r3 alike. Each one forwards to
// glibc's own entry point (`__libc_malloc` and so on) and, while counting is enabled, adds one
// to a counter. Counting is off by default, so the interposer costs one relaxed atomic load
// per allocation outside a counting pass.

#include "AllocationCounter.h"

#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>  // defines __GLIBC__ on glibc

// A sanitizer brings its own malloc: leave the allocator alone under one, and report the
// counter unavailable.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOCATION_COUNTER_UNDER_SANITIZER 1
#endif
#endif

// glibc exports its allocator under __libc_* names to forward to; other C libraries do not.
#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_UNDER_SANITIZER)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_bool counting_enabled = false;
static atomic_uint_fast64_t allocation_count = 0;

static inline void count_allocation(void) {
  if (atomic_load_explicit(&counting_enabled, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
  }
}

bool allocation_counter_is_available(void) { return true; }

void allocation_counter_start(void) {
  atomic_store_explicit(&allocation_count, 0, memory_order_relaxed);
  atomic_store_explicit(&counting_enabled, true, memory_order_relaxed);
}

uint64_t allocation_counter_stop(void) {
  atomic_store_explicit(&counting_enabled, false, memory_order_relaxed);
  return atomic_load_explicit(&allocation_count, memory_order_relaxed);
}

void *malloc(size_t size) {
  count_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  count_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  count_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  count_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  count_allocation();
  // POSIX: the alignment is a power of two and a multiple of sizeof(void *).
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) {
    return ENOMEM;
  }
  *result = pointer;
  return 0;
}

#else

bool allocation_counter_is_available(void) { return false; }

void allocation_counter_start(void) {}

uint64_t allocation_counter_stop(void) { return 0; }

#endif
