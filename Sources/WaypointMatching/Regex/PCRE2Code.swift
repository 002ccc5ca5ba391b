internal import CPCRE2

/// A compiled PCRE2 pattern, JIT-compiled where the platform allows it.
///
/// The compiled code is immutable and shared between threads; what a match writes (match data,
/// JIT stack) lives in the calling thread's ``PCRE2MatchScratch``. The code is freed in `deinit`.
final class PCRE2Code: @unchecked Sendable {
  /// The pattern text as compiled.
  let pattern: String
  /// Whether matching runs JIT-compiled machine code (`false`: PCRE2's interpreter).
  let isJITCompiled: Bool
  /// The number of capturing groups (named groups only, under ``PCRE2CompileOptions/noAutoCapture``).
  let captureCount: Int
  /// The named groups, in group-number order.
  let namedGroups: [(name: String, number: Int)]

  private let code: OpaquePointer

  /// Whether this platform lets an app JIT-compile. iOS, tvOS, watchOS and visionOS refuse
  /// executable memory to apps, and a PCRE2 built with its JIT crashes there when it tries to
  /// allocate some, so Waypoint never asks for the JIT on them and uses the interpreter.
  static var platformAllowsJIT: Bool {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      return false
    #else
      return true
    #endif
  }

  /// Compiles `pattern`, then JIT-compiles it when `jit` is `true` (the default where the
  /// platform allows it); a JIT failure falls back to the interpreter.
  ///
  /// - Throws: ``PCRE2CompileError`` with PCRE2's message and the byte offset of the error.
  init(
    pattern: String, options: PCRE2CompileOptions, parenthesesNestingLimit: UInt32? = nil,
    jit: Bool = PCRE2Code.platformAllowsJIT
  ) throws(PCRE2CompileError) {
    var errorCode: Int32 = 0
    var errorOffset = 0
    var text = pattern
    let context = parenthesesNestingLimit.flatMap { limit in
      pcre2_compile_context_create_8(nil).map { context in
        pcre2_set_parens_nest_limit_8(context, limit)
        return context
      }
    }
    defer { if let context { pcre2_compile_context_free_8(context) } }
    let compiled = text.withUTF8 { bytes in
      withNonNullBase(bytes) { base in
        pcre2_compile_8(base, bytes.count, options.rawValue, &errorCode, &errorOffset, context)
      }
    }
    guard let compiled else {
      throw PCRE2CompileError(
        code: errorCode, message: PCRE2Message.text(for: errorCode), offset: errorOffset)
    }
    self.pattern = pattern
    self.code = compiled
    self.isJITCompiled = jit && pcre2_jit_compile_8(compiled, PCRE2_JIT_COMPLETE) == 0
    self.captureCount = Self.info(compiled, PCRE2_INFO_CAPTURECOUNT)
    self.namedGroups = Self.nameTable(compiled)
  }

  deinit {
    pcre2_code_free_8(code)
  }

  /// Matches `subject` from `startOffset` (anchored there), writing the captures into
  /// `scratch`; offsets are counted from the start of `subject`.
  ///
  /// - Returns: `true` on a match; the offsets are then in `scratch`.
  /// - Throws: ``PCRE2MatchFailure`` when a limit is hit or PCRE2 reports an error.
  /// - Complexity: no heap allocation once `scratch` has room for this pattern's groups.
  @inline(__always)
  func match(
    _ subject: UnsafeBufferPointer<UInt8>, from startOffset: Int = 0, scratch: PCRE2MatchScratch,
    limits: PCRE2MatchLimits
  ) throws(PCRE2MatchFailure) -> Bool {
    let matchData = scratch.prepare(pairs: captureCount + 1, limits: limits)
    let result = withNonNullBase(subject) { base in
      isJITCompiled
        ? pcre2_jit_match_8(code, base, subject.count, startOffset, 0, matchData, scratch.context)
        : pcre2_match_8(code, base, subject.count, startOffset, 0, matchData, scratch.context)
    }
    if result > 0 { return true }
    if result == PCRE2_ERROR_NOMATCH { return false }
    return try outcome(ofFailed: result)
  }

  /// The outcome of a match that returned `result`, neither a match nor "no match" (kept
  /// apart from the lookup's way): `false` for a partial match, else a thrown failure.
  @inline(never)
  private func outcome(ofFailed result: Int32) throws(PCRE2MatchFailure) -> Bool {
    if result == PCRE2_ERROR_PARTIAL { return false }
    if result == 0 {
      // The match data was too small for the groups; `prepare` sizes it, so this is a bug.
      preconditionFailure("PCRE2 match data too small for \(captureCount) groups")
    }
    throw PCRE2MatchFailure(code: result)
  }

  private static func info(_ code: OpaquePointer, _ what: Int32) -> Int {
    var value: UInt32 = 0
    let status = pcre2_pattern_info_8(code, UInt32(bitPattern: what), &value)
    return status == 0 ? Int(value) : 0
  }

  private static func nameTable(_ code: OpaquePointer) -> [(name: String, number: Int)] {
    let count = info(code, PCRE2_INFO_NAMECOUNT)
    let entrySize = info(code, PCRE2_INFO_NAMEENTRYSIZE)
    var table: UnsafePointer<UInt8>?
    guard count > 0, pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table) == 0,
      let table
    else { return [] }
    var groups: [(name: String, number: Int)] = []
    for index in 0..<count {
      let entry = table + index * entrySize
      let number = Int(entry[0]) << 8 | Int(entry[1])
      groups.append((String(cString: entry + 2), number))
    }
    return groups.sorted { $0.number < $1.number }
  }
}

/// Calls `body` with the buffer's base address, or with a valid address when the buffer is
/// empty: PCRE2 refuses a null pointer even for a zero length.
@inline(__always)
func withNonNullBase<Result>(
  _ buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>) -> Result
) -> Result {
  if let base = buffer.baseAddress { return body(base) }
  var empty: UInt8 = 0
  return withUnsafePointer(to: &empty) { body($0) }
}
