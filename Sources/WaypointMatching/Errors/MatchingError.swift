/// Everything that can go wrong between a URL or a pattern and a match: what the matching
/// engine reports, before any handler is involved.
///
/// Each case names the problem; ``code`` is the case name (`"malformedURL"`), and
/// ``description`` is a message a user can act on. A router reports the same problems as its
/// own error type's cases of the same names.
///
/// ```swift
/// do {
///   _ = try RouteURL("//evil.example/x")
/// } catch {
///   error.code  // "malformedURL"
/// }
/// ```
public enum MatchingError: Error, Sendable, Hashable {
  // MARK: Reading a URL

  /// The input is not a URL Waypoint can read (empty or only spaces, two or more leading
  /// slashes without a scheme such as `//host` or `///x`, text before a `:` that is not a valid
  /// scheme such as `invalid_scheme://x`, a bad host or port, an `http` URL without `//`).
  case malformedURL(String, reason: String)
  /// A `%` not followed by two hex digits, or escapes that do not decode to UTF-8; `offset` is
  /// the UTF-8 offset of the escape in the URL, whose spaces at the start and end are removed.
  case badPercentEscape(String, offset: Int)
  /// A control character (below U+0020, or U+007F) at a UTF-8 `offset` of the URL, whose
  /// spaces at the start and end are removed; a control character at an end stays refused.
  case controlCharacter(String, offset: Int)
  /// The input is longer than the configured limit, in UTF-8 bytes (spaces at its ends count).
  case urlTooLong(length: Int, limit: Int)
  /// A `..` segment climbs above the root of the path.
  case pathAboveRoot(String)
  /// The URL carries more query items than the configured limit.
  case tooManyParameters(String, count: Int, limit: Int)
  /// The URL's scheme or web origin is not one the configuration accepts, and no route names
  /// it.
  case sourceNotAllowed(String, source: LinkSource)

  // MARK: Reading a pattern

  /// The pattern breaks a rule of the pattern syntax; `position` counts characters from 0.
  case invalidPattern(String, position: Int, reason: String)
  /// A parameter name appears twice in one pattern; `position` is the second one.
  case duplicateParameterName(String, name: String, position: Int)
  /// A parameter's regex constraint is not valid PCRE2, or uses what a constraint may not
  /// (a capture, a back reference, a backtracking verb); `reason` carries PCRE2's message.
  case invalidConstraint(String, position: Int, reason: String)
  /// A raw regex route that PCRE2 refuses; `position` counts characters.
  case invalidRegex(String, position: Int, reason: String)

  // MARK: Building a table

  /// A route with the same pattern (normalized) and source is in the table already.
  case duplicateRoute(pattern: String)

  // MARK: Matching

  /// A route's regex backtracked past the match limit on this URL: the pattern is hostile or
  /// badly written. The pattern is named.
  case matchLimitExceeded(pattern: String, url: String)
  /// PCRE2 reported an error other than a limit while matching; `reason` is its message.
  case regexMatchFailed(pattern: String, url: String, reason: String)

  // MARK: Building a URL

  /// A parameter the pattern needs is missing.
  case missingParameter(name: String, route: String)
  /// A parameter's value does not fit: it fails the pattern's constraint, or no URL can carry
  /// it.
  case invalidParameter(name: String, value: String, route: String, reason: String)
}
