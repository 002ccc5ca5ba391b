// Reads the C heap's own statistics, for memory-per-route figures.

#include "HeapStatistics.h"

#include <stdlib.h>  // defines __GLIBC__ on glibc

#ifdef __GLIBC__

#include <malloc.h>

int64_t heap_statistics_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return (int64_t)(info.uordblks + info.hblkhd);
}

void heap_statistics_trim(void) { malloc_trim(0); }

#else

int64_t heap_statistics_bytes_in_use(void) { return -1; }

void heap_statistics_trim(void) {}

#endif
