#ifndef PCRE2_TRIE_H
#define PCRE2_TRIE_H

#include <stddef.h>

/// Route patterns in httprouter syntax (`:name` one non-empty segment, `*name` the non-empty
/// rest of the path), compiled into trie-shaped PCRE2 JIT programs: one program per literal
/// first segment, found by a hash of that segment, and one for the patterns whose first
/// segment is not literal. Each program is the character trie of its patterns written as
/// nested branch-reset groups, `(?|...)`, so the k-th parameter of every route is capture
/// group k; each route's end carries `(*MARK:index)`, which names the route that matched.
///
/// A trie is immutable once created and may be shared between threads; each thread matches
/// with match data of its own.
typedef struct pcre2_trie pcre2_trie;

/// Compiles `count` patterns; pattern `i` answers with index `i`. Among patterns that differ
/// only in parameter names the first wins. Returns `NULL` and writes a message into `error`
/// (of `error_size` bytes) when a pattern is malformed or PCRE2 refuses a program.
pcre2_trie *pcre2_trie_create(const char *const *patterns, size_t count, char *error,
                              size_t error_size);

/// Frees the trie and its programs.
void pcre2_trie_free(pcre2_trie *trie);

/// The largest parameter count of any pattern: the span buffer `pcre2_trie_match` needs holds
/// twice as many offsets.
size_t pcre2_trie_max_parameters(const pcre2_trie *trie);

/// Matches the `length` bytes at `path` with `pcre2_jit_match` and returns the index of the
/// pattern that matches, or -1. On a match it copies each parameter's start and end byte
/// offsets from the ovector into `spans` (start, end, start, end, ...; at most
/// `span_capacity` offsets) and stores the parameter count in `*parameter_count`.
long pcre2_trie_match(const pcre2_trie *trie, const char *path, size_t length, size_t *spans,
                      size_t span_capacity, size_t *parameter_count);

#endif
