internal import CPCRE2

/// A match attempt that ended without an answer: a limit was hit, or PCRE2 reported an error.
enum PCRE2MatchFailure: Error, Sendable, Hashable {
  /// The match or backtracking limit was reached: the pattern backtracks catastrophically.
  case matchLimit
  /// The depth, heap or JIT stack limit was reached.
  case resourceLimit
  /// Any other PCRE2 matching error, with PCRE2's code and message.
  case other(code: Int32, message: String)

  /// Classifies a negative return value of `pcre2_match` or `pcre2_jit_match`.
  init(code: Int32) {
    switch code {
    case PCRE2_ERROR_MATCHLIMIT:
      self = .matchLimit
    case PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT, PCRE2_ERROR_JIT_STACKLIMIT,
      PCRE2_ERROR_NOMEMORY:
      self = .resourceLimit
    default:
      self = .other(code: code, message: PCRE2Message.text(for: code))
    }
  }
}

/// PCRE2's error texts.
enum PCRE2Message {
  /// The message PCRE2 gives for an error code.
  static func text(for code: Int32) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
      let length = pcre2_get_error_message_8(code, buffer.baseAddress, buffer.count)
      guard length > 0 else { return "PCRE2 error \(code)" }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]), as: UTF8.self)
    }
  }
}
