// The pcre2-c floor contender: route patterns compiled into trie-shaped PCRE2 JIT programs
// and matched from C, so the benchmark shows what the engine alone costs. See PCRE2Trie.h.

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "PCRE2Trie.h"

// MARK: - The character trie of a group of patterns

enum edge_kind { EDGE_CHARACTER = 0, EDGE_PARAMETER = 1, EDGE_CATCH_ALL = 2 };

typedef struct trie_node {
  struct trie_node **children;
  size_t child_count;
  size_t child_capacity;
  unsigned char kind;      // enum edge_kind: the edge that leads to this node
  unsigned char character; // for EDGE_CHARACTER
  long route;              // the route that ends here, or -1
} trie_node;

static trie_node *node_new(unsigned char kind, unsigned char character) {
  trie_node *node = calloc(1, sizeof *node);
  if (node == NULL) abort();
  node->kind = kind;
  node->character = character;
  node->route = -1;
  return node;
}

static void node_free(trie_node *node) {
  for (size_t i = 0; i < node->child_count; i++) node_free(node->children[i]);
  free(node->children);
  free(node);
}

/// The child of `node` along the edge (`kind`, `character`), created when missing.
static trie_node *node_child(trie_node *node, unsigned char kind, unsigned char character) {
  for (size_t i = 0; i < node->child_count; i++) {
    trie_node *child = node->children[i];
    if (child->kind == kind && (kind != EDGE_CHARACTER || child->character == character))
      return child;
  }
  if (node->child_count == node->child_capacity) {
    node->child_capacity = node->child_capacity ? node->child_capacity * 2 : 2;
    node->children = realloc(node->children, node->child_capacity * sizeof *node->children);
    if (node->children == NULL) abort();
  }
  trie_node *child = node_new(kind, character);
  node->children[node->child_count++] = child;
  return child;
}

static int is_name_byte(unsigned char byte) {
  return byte == '_' || (byte >= '0' && byte <= '9') || (byte >= 'a' && byte <= 'z') ||
         (byte >= 'A' && byte <= 'Z');
}

/// Adds the pattern text from `text` on (the part after the group's first segment) as route
/// `route`, and counts its parameters into `*parameters`. Returns 0, or -1 for malformed
/// syntax.
static int trie_insert(trie_node *root, const char *text, long route, size_t *parameters) {
  trie_node *node = root;
  *parameters = 0;
  for (const unsigned char *p = (const unsigned char *)text; *p != 0;) {
    if (*p == ':' || *p == '*') {
      unsigned char sigil = *p++;
      const unsigned char *name = p;
      while (*p != 0 && *p != '/') {
        if (!is_name_byte(*p)) return -1;
        p++;
      }
      if (p == name) return -1;
      if (sigil == '*' && *p != 0) return -1;
      node = node_child(node, sigil == ':' ? EDGE_PARAMETER : EDGE_CATCH_ALL, 0);
      (*parameters)++;
    } else {
      node = node_child(node, EDGE_CHARACTER, *p++);
    }
  }
  if (node->route < 0) node->route = route;
  return 0;
}

// MARK: - Writing a trie as a regular expression

typedef struct {
  char *bytes;
  size_t length;
  size_t capacity;
} text_buffer;

static void buffer_append(text_buffer *buffer, const char *bytes, size_t length) {
  if (buffer->length + length + 1 > buffer->capacity) {
    size_t capacity = buffer->capacity ? buffer->capacity : 256;
    while (buffer->length + length + 1 > capacity) capacity *= 2;
    buffer->bytes = realloc(buffer->bytes, capacity);
    if (buffer->bytes == NULL) abort();
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->length, bytes, length);
  buffer->length += length;
  buffer->bytes[buffer->length] = 0;
}

static void buffer_string(text_buffer *buffer, const char *string) {
  buffer_append(buffer, string, strlen(string));
}

/// The text of the edge that leads to `node`: a literal byte (escaped unless a letter, digit
/// or slash, or above ASCII), `([^/]+)` or `(.+)`.
static void write_edge(text_buffer *buffer, const trie_node *node) {
  switch (node->kind) {
  case EDGE_PARAMETER: buffer_string(buffer, "([^/]+)"); return;
  case EDGE_CATCH_ALL: buffer_string(buffer, "(.+)"); return;
  default: break;
  }
  unsigned char byte = node->character;
  int plain = byte == '/' || byte >= 0x80 || (byte >= '0' && byte <= '9') ||
              (byte >= 'a' && byte <= 'z') || (byte >= 'A' && byte <= 'Z');
  char escaped[2] = {'\\', (char)byte};
  if (plain) buffer_append(buffer, escaped + 1, 1);
  else buffer_append(buffer, escaped, 2);
}

/// Orders children literal bytes first, then the parameter, then the catch-all, so a more
/// literal route wins; PCRE2 backtracks into the later alternatives when an earlier one
/// fails further on.
static int compare_children(const void *left, const void *right) {
  const trie_node *a = *(trie_node *const *)left, *b = *(trie_node *const *)right;
  if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
  return a->character < b->character ? -1 : a->character > b->character;
}

/// Writes what follows `node`: the end of its route, `\z(*MARK:n)`, and its children, as the
/// alternatives of one branch-reset group; a single literal child continues without a group.
static void write_node(text_buffer *buffer, trie_node *node) {
  size_t alternatives = node->child_count + (node->route >= 0 ? 1 : 0);
  if (node->route < 0 && node->child_count == 1) {
    write_edge(buffer, node->children[0]);
    write_node(buffer, node->children[0]);
    return;
  }
  qsort(node->children, node->child_count, sizeof *node->children, compare_children);
  if (alternatives > 1) buffer_string(buffer, "(?|");
  size_t written = 0;
  if (node->route >= 0) {
    char mark[48];
    snprintf(mark, sizeof mark, "\\z(*MARK:%ld)", node->route);
    buffer_string(buffer, mark);
    written++;
  }
  for (size_t i = 0; i < node->child_count; i++, written++) {
    if (written > 0) buffer_string(buffer, "|");
    write_edge(buffer, node->children[i]);
    write_node(buffer, node->children[i]);
  }
  if (alternatives > 1) buffer_string(buffer, ")");
}

// MARK: - Programs

typedef struct {
  char *segment; // the literal first segment, without slashes; NULL for the fallback group
  size_t segment_length;
  trie_node *root;
  pcre2_code *code;
  uint32_t capture_count;
} program;

struct pcre2_trie {
  program *programs; // the literal first segments' programs, then the fallback's when present
  size_t program_count;
  program *fallback;
  long *slots; // the hash table: program index + 1 per slot, 0 when empty
  size_t slot_mask;
  size_t *parameter_counts; // per route
  size_t route_count;
  size_t max_parameters;
  uint32_t max_pairs;
};

static uint64_t hash_segment(const unsigned char *bytes, size_t length) {
  uint64_t hash = 1469598103934665603ull; // FNV-1a
  for (size_t i = 0; i < length; i++) hash = (hash ^ bytes[i]) * 1099511628211ull;
  return hash;
}

/// The program for the literal first segment `bytes`, or NULL.
static const program *find_program(const pcre2_trie *trie, const unsigned char *bytes,
                                   size_t length) {
  if (trie->slots == NULL) return NULL;
  for (size_t slot = hash_segment(bytes, length) & trie->slot_mask;;
       slot = (slot + 1) & trie->slot_mask) {
    long entry = trie->slots[slot];
    if (entry == 0) return NULL;
    const program *candidate = &trie->programs[entry - 1];
    if (candidate->segment_length == length && memcmp(candidate->segment, bytes, length) == 0)
      return candidate;
  }
}

static void fail(char *error, size_t error_size, const char *format, ...) {
  if (error == NULL || error_size == 0) return;
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(error, error_size, format, arguments);
  va_end(arguments);
}

/// The length of the literal first segment of `pattern` (after its leading slash), or -1
/// when the pattern does not start with one (no slash, or a parameter in the first segment).
static long literal_first_segment(const char *pattern) {
  if (pattern[0] != '/') return -1;
  size_t length = 0;
  for (const char *p = pattern + 1; *p != 0 && *p != '/'; p++, length++) {
    if (*p == ':' || *p == '*') return -1;
  }
  return (long)length;
}

static int compile_program(program *program, char *error, size_t error_size) {
  text_buffer buffer = {0};
  write_node(&buffer, program->root);
  if (buffer.bytes == NULL) buffer_string(&buffer, "(*FAIL)");
  int code;
  PCRE2_SIZE offset;
  program->code = pcre2_compile((PCRE2_SPTR)buffer.bytes, buffer.length,
                                PCRE2_ANCHORED | PCRE2_DOTALL, &code, &offset, NULL);
  if (program->code == NULL) {
    PCRE2_UCHAR message[256];
    pcre2_get_error_message(code, message, sizeof message);
    fail(error, error_size, "cannot compile the program of %zu bytes: %s", buffer.length,
         (const char *)message);
    free(buffer.bytes);
    return -1;
  }
  free(buffer.bytes);
  code = pcre2_jit_compile(program->code, PCRE2_JIT_COMPLETE);
  if (code != 0) {
    fail(error, error_size, "cannot JIT-compile a program (error %d)", code);
    return -1;
  }
  pcre2_pattern_info(program->code, PCRE2_INFO_CAPTURECOUNT, &program->capture_count);
  return 0;
}

pcre2_trie *pcre2_trie_create(const char *const *patterns, size_t count, char *error,
                              size_t error_size) {
  pcre2_trie *trie = calloc(1, sizeof *trie);
  if (trie == NULL) abort();
  trie->route_count = count;
  trie->parameter_counts = calloc(count ? count : 1, sizeof *trie->parameter_counts);
  // At most one program per pattern, plus the fallback.
  trie->programs = calloc(count + 1, sizeof *trie->programs);
  if (trie->parameter_counts == NULL || trie->programs == NULL) abort();
  size_t slot_count = 16;
  while (slot_count < 2 * count) slot_count *= 2;
  trie->slots = calloc(slot_count, sizeof *trie->slots);
  if (trie->slots == NULL) abort();
  trie->slot_mask = slot_count - 1;

  for (size_t route = 0; route < count; route++) {
    const char *pattern = patterns[route];
    long segment_length = literal_first_segment(pattern);
    program *group;
    const char *rest;
    if (segment_length < 0) {
      if (trie->fallback == NULL) {
        trie->fallback = &trie->programs[count];
        trie->fallback->root = node_new(EDGE_CHARACTER, 0);
      }
      group = trie->fallback;
      rest = pattern;
    } else {
      const unsigned char *segment = (const unsigned char *)pattern + 1;
      group = (program *)find_program(trie, segment, (size_t)segment_length);
      if (group == NULL) {
        group = &trie->programs[trie->program_count++];
        group->segment = malloc((size_t)segment_length + 1);
        if (group->segment == NULL) abort();
        memcpy(group->segment, segment, (size_t)segment_length);
        group->segment[segment_length] = 0;
        group->segment_length = (size_t)segment_length;
        group->root = node_new(EDGE_CHARACTER, 0);
        size_t slot = hash_segment(segment, (size_t)segment_length) & trie->slot_mask;
        while (trie->slots[slot] != 0) slot = (slot + 1) & trie->slot_mask;
        trie->slots[slot] = (long)trie->program_count;
      }
      rest = pattern + 1 + segment_length;
    }
    size_t parameters;
    if (trie_insert(group->root, rest, (long)route, &parameters) != 0) {
      fail(error, error_size, "malformed pattern %s", pattern);
      pcre2_trie_free(trie);
      return NULL;
    }
    trie->parameter_counts[route] = parameters;
    if (parameters > trie->max_parameters) trie->max_parameters = parameters;
  }

  for (size_t i = 0; i <= count; i++) {
    program *program = &trie->programs[i];
    if (program->root == NULL) continue;
    int failed = compile_program(program, error, error_size);
    node_free(program->root);
    program->root = NULL;
    if (failed != 0) {
      pcre2_trie_free(trie);
      return NULL;
    }
    if (program->capture_count + 1 > trie->max_pairs) trie->max_pairs = program->capture_count + 1;
  }
  return trie;
}

void pcre2_trie_free(pcre2_trie *trie) {
  if (trie == NULL) return;
  for (size_t i = 0; i <= trie->route_count; i++) {
    program *program = &trie->programs[i];
    free(program->segment);
    if (program->root != NULL) node_free(program->root);
    pcre2_code_free(program->code);
  }
  free(trie->programs);
  free(trie->slots);
  free(trie->parameter_counts);
  free(trie);
}

size_t pcre2_trie_max_parameters(const pcre2_trie *trie) { return trie->max_parameters; }

// MARK: - Matching

// Match data is per thread (PCRE2 forbids sharing it); the key's destructor frees it when the
// thread ends.
static pthread_key_t match_data_key;
static pthread_once_t match_data_once = PTHREAD_ONCE_INIT;
static _Thread_local pcre2_match_data *thread_match_data;
static _Thread_local uint32_t thread_match_data_pairs;

static void free_match_data(void *match_data) { pcre2_match_data_free(match_data); }
static void make_match_data_key(void) { pthread_key_create(&match_data_key, free_match_data); }

/// This thread's match data, with room for at least `pairs` ovector pairs.
static pcre2_match_data *match_data_for(uint32_t pairs) {
  if (__builtin_expect(thread_match_data_pairs >= pairs, 1)) return thread_match_data;
  pthread_once(&match_data_once, make_match_data_key);
  if (thread_match_data != NULL) pcre2_match_data_free(thread_match_data);
  thread_match_data = pcre2_match_data_create(pairs, NULL);
  if (thread_match_data == NULL) abort();
  thread_match_data_pairs = pairs;
  pthread_setspecific(match_data_key, thread_match_data);
  return thread_match_data;
}

/// Runs `program` on the path from `offset`; returns the route or -1.
static long run(const program *program, const unsigned char *path, size_t length,
                size_t offset, pcre2_match_data *match_data) {
  if (pcre2_jit_match(program->code, path, length, offset, 0, match_data, NULL) < 0) return -1;
  const unsigned char *mark = pcre2_get_mark(match_data);
  long route = 0;
  for (; *mark != 0; mark++) route = route * 10 + (*mark - '0');
  return route;
}

long pcre2_trie_match(const pcre2_trie *trie, const char *path, size_t length, size_t *spans,
                      size_t span_capacity, size_t *parameter_count) {
  const unsigned char *bytes = (const unsigned char *)path;
  pcre2_match_data *match_data = match_data_for(trie->max_pairs ? trie->max_pairs : 1);
  long route = -1;
  if (length > 0 && bytes[0] == '/') {
    size_t end = 1;
    while (end < length && bytes[end] != '/') end++;
    const program *program = find_program(trie, bytes + 1, end - 1);
    if (program != NULL) route = run(program, bytes, length, end, match_data);
  }
  if (route < 0 && trie->fallback != NULL) route = run(trie->fallback, bytes, length, 0, match_data);
  if (route < 0) return -1;
  size_t parameters = trie->parameter_counts[route];
  const PCRE2_SIZE *ovector = pcre2_get_ovector_pointer(match_data);
  for (size_t i = 0; i < parameters && 2 * i + 1 < span_capacity; i++) {
    spans[2 * i] = ovector[2 * (i + 1)];
    spans[2 * i + 1] = ovector[2 * (i + 1) + 1];
  }
  *parameter_count = parameters;
  return route;
}
