#ifndef CLIBPCRE2_SHIM_H
#define CLIBPCRE2_SHIM_H

// The benchmark's own handle on libpcre2-8, for the pcre2-c floor contender (CPCRE2Trie); the
// library's CPCRE2 target is internal to the Waypoint package.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#endif
