import CPCRE2Trie

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine's floor: the set compiled into trie-shaped PCRE2 JIT programs by a small C
/// target (`CPCRE2Trie`) and matched from C, with nothing around the engine.
///
/// One program per literal first segment, found by a hash of the path's first segment, plus
/// one for the patterns whose first segment is a parameter; branch-reset groups number every
/// route's parameters from 1, and `(*MARK:n)` names the route that matched. A lookup calls
/// `pcre2_jit_match` and copies every parameter's start and end offsets out of the ovector,
/// as matchit hands out slices.
struct PCRE2TrieContender: Contender {
  static let name = "pcre2-c"
  static let summary =
    "floor: C driving trie-shaped PCRE2 JIT programs, one per first segment (hash), MARK per route"

  private let trie: PCRE2Trie

  init(patterns: [String]) throws {
    trie = try PCRE2Trie(patterns: patterns)
  }

  func lookup(_ path: String) -> Int? {
    trie.patternIndex(path)
  }

  func parameterValues(_ path: String) -> [String]? {
    trie.parameterValues(path)
  }
}

/// A compiled ``PCRE2TrieContender`` trie; it owns the C object and frees it.
///
/// Immutable once created: the C side keeps match data per thread, so one trie serves several
/// threads.
final class PCRE2Trie: @unchecked Sendable {
  // Immutable after init; pcre2_trie_match only reads it.
  private let trie: OpaquePointer
  /// Twice the largest parameter count: the offsets a lookup copies at most.
  private let spanCapacity: Int

  /// Compiles `patterns` (httprouter syntax); pattern `i` answers with index `i`.
  ///
  /// - Throws: ``PCRE2TrieError`` with the C side's message for a malformed pattern or a
  ///   program PCRE2 refuses.
  init(patterns: [String]) throws(PCRE2TrieError) {
    // strdup'ed copies: the C side reads them during pcre2_trie_create only.
    let copies = patterns.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var message = [CChar](repeating: 0, count: 512)
    let created = copies.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
      pcre2_trie_create(pointers.baseAddress, pointers.count, &message, message.count)
    }
    guard let created else {
      let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw PCRE2TrieError(message: String(decoding: text, as: UTF8.self))
    }
    trie = created
    spanCapacity = max(2, 2 * pcre2_trie_max_parameters(created))
  }

  deinit {
    pcre2_trie_free(trie)
  }

  /// The index of the pattern that matches `path`. The lookup also copies every parameter's
  /// start and end offsets out of the ovector, into a buffer on the stack.
  func patternIndex(_ path: String) -> Int? {
    withBytes(path) { bytes in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: spanCapacity) { spans in
        match(bytes, spans).map(\.index)
      }
    }
  }

  /// The values of the parameters of the pattern that matches `path`, in pattern order.
  func parameterValues(_ path: String) -> [String]? {
    withBytes(path) { bytes in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: spanCapacity) { spans in
        guard let (_, count) = match(bytes, spans) else { return nil }
        return (0..<count).map { parameter in
          let range = spans[2 * parameter]..<spans[2 * parameter + 1]
          return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
      }
    }
  }

  /// Matches the UTF-8 `bytes` of a path; on a match, `spans` holds the parameter offsets.
  @inline(__always)
  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>, _ spans: UnsafeMutableBufferPointer<Int>
  ) -> (index: Int, parameterCount: Int)? {
    var count = 0
    let index = bytes.withMemoryRebound(to: CChar.self) { path in
      pcre2_trie_match(trie, path.baseAddress, path.count, spans.baseAddress, spans.count, &count)
    }
    return index < 0 ? nil : (index, count)
  }

  /// Calls `body` with the UTF-8 bytes of `path`, without a copy for a native string.
  @inline(__always)
  private func withBytes<Result>(
    _ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = path
    return copy.withUTF8(body)
  }
}
