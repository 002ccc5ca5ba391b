#ifndef HEAP_STATISTICS_H
#define HEAP_STATISTICS_H

#include <stdint.h>

/// Bytes in use by the C heap (glibc `mallinfo2`: in-use arena bytes plus mmapped blocks), or
/// -1 where the C library cannot tell.
int64_t heap_statistics_bytes_in_use(void);

/// Returns freed heap memory to the system where the C library can (glibc `malloc_trim`).
void heap_statistics_trim(void);

#endif
