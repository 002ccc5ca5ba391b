internal import CPCRE2

/// A pattern that PCRE2 refused to compile: PCRE2's own message and where it stopped.
struct PCRE2CompileError: Error, Sendable, Hashable {
  /// PCRE2's error code (`pcre2_compile` sets it).
  let code: Int32
  /// PCRE2's message for ``code``, such as "missing closing parenthesis".
  let message: String
  /// The offset in the pattern, in UTF-8 bytes, at which PCRE2 detected the error.
  let offset: Int

  /// Whether the pattern is only too large or too complicated for one compiled program, so
  /// that splitting it would help.
  var isTooLarge: Bool {
    code == PCRE2_ERROR_PATTERN_TOO_LARGE || code == PCRE2_ERROR_PATTERN_TOO_COMPLICATED
      || code == PCRE2_ERROR_PARENTHESES_NEST_TOO_DEEP
  }
}
