#ifndef CPCRE2_SHIM_H
#define CPCRE2_SHIM_H

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

/// `PCRE2_UNSET`, which Swift does not import: the value of an unset ovector entry.
static inline PCRE2_SIZE cpcre2_unset(void) { return PCRE2_UNSET; }

/// `PCRE2_ZERO_TERMINATED`, which Swift does not import.
static inline PCRE2_SIZE cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }

#endif
