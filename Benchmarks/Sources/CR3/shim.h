#ifndef CR3_SHIM_H
#define CR3_SHIM_H

// r3_str.h declares its own `strndup(const char *, int)` unless HAVE_STRNDUP is set, and its
// feature test misspells _POSIX_C_SOURCE, so the declaration clashes with glibc's. Tell it
// the C library already has one.
#ifndef HAVE_STRNDUP
#define HAVE_STRNDUP 1
#endif

#include <r3.h>

#endif
