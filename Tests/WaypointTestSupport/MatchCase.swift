import Testing

/// A pattern, a URL, and the parameters expected (`nil`: no match), for match tables.
public struct MatchCase: CustomTestStringConvertible, Sendable {
  /// The pattern.
  public let pattern: String
  /// The URL.
  public let url: String
  /// The parameters expected, `nil` for no match.
  public let expected: [String: String]?
  /// `pattern ~ url`.
  public var testDescription: String { "\(pattern) ~ \(url)" }
  /// A case of `pattern` on `url`.
  public init(_ pattern: String, _ url: String, _ expected: [String: String]?) {
    self.pattern = pattern
    self.url = url
    self.expected = expected
  }
}
