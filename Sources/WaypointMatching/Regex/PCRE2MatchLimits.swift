/// Bounds on the work one match may do, so that a catastrophically backtracking constraint
/// fails fast with an error instead of hanging.
struct PCRE2MatchLimits: Sendable, Hashable {
  /// The most backtracking steps (PCRE2's match limit).
  var matchLimit: UInt32
  /// The deepest nested backtracking (PCRE2's depth limit; the JIT ignores it).
  var depthLimit: UInt32

  /// Generous for any route table, and stops `(a+)+$` on a long subject within milliseconds.
  static let `default` = PCRE2MatchLimits(matchLimit: 1_000_000, depthLimit: 10_000)
}
