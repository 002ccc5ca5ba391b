internal import CPCRE2

/// Options for compiling a PCRE2 pattern, a Swift view of `PCRE2_*` compile flags.
struct PCRE2CompileOptions: OptionSet, Sendable, Hashable {
  let rawValue: UInt32

  /// The match must start at the start of the subject (`PCRE2_ANCHORED`).
  static let anchored = Self(rawValue: PCRE2_ANCHORED)
  /// The match must end at the end of the subject (`PCRE2_ENDANCHORED`).
  static let endAnchored = Self(rawValue: PCRE2_ENDANCHORED)
  /// Letters match without regard to case (`PCRE2_CASELESS`).
  static let caseless = Self(rawValue: PCRE2_CASELESS)
  /// Plain parentheses do not capture; only named groups do (`PCRE2_NO_AUTO_CAPTURE`).
  static let noAutoCapture = Self(rawValue: PCRE2_NO_AUTO_CAPTURE)
  /// `$` matches only at the very end, never before a final newline (`PCRE2_DOLLAR_ENDONLY`).
  static let dollarEndOnly = Self(rawValue: PCRE2_DOLLAR_ENDONLY)
  /// `\C`, which can split a UTF-8 character, is a compile error (`PCRE2_NEVER_BACKSLASH_C`).
  static let neverBackslashC = Self(rawValue: PCRE2_NEVER_BACKSLASH_C)

  /// What every Waypoint route regex is compiled with: the whole route path must match.
  static let routePath: Self = [.anchored, .endAnchored, .dollarEndOnly, .neverBackslashC]
}
