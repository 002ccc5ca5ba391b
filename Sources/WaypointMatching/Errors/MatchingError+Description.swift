extension MatchingError: CustomStringConvertible {
  /// The case name, stable for programs: `"malformedURL"`, `"invalidPattern"`, ...
  public var code: String {
    switch self {
    case .malformedURL: return "malformedURL"
    case .badPercentEscape: return "badPercentEscape"
    case .controlCharacter: return "controlCharacter"
    case .urlTooLong: return "urlTooLong"
    case .pathAboveRoot: return "pathAboveRoot"
    case .tooManyParameters: return "tooManyParameters"
    case .sourceNotAllowed: return "sourceNotAllowed"
    case .invalidPattern: return "invalidPattern"
    case .duplicateParameterName: return "duplicateParameterName"
    case .invalidConstraint: return "invalidConstraint"
    case .invalidRegex: return "invalidRegex"
    case .duplicateRoute: return "duplicateRoute"
    case .matchLimitExceeded: return "matchLimitExceeded"
    case .regexMatchFailed: return "regexMatchFailed"
    case .missingParameter: return "missingParameter"
    case .invalidParameter: return "invalidParameter"
    }
  }

  /// A message a user can act on, naming the input and what is wrong with it.
  public var description: String {
    switch self {
    case .malformedURL(let url, let reason):
      return "malformed URL \(Self.quoted(url)): \(reason)"
    case .badPercentEscape(let url, let offset):
      return "bad percent-escape at offset \(offset) of \(Self.quoted(url)):"
        + " write % and two hex digits, and escape only UTF-8"
    case .controlCharacter(let url, let offset):
      return "control character at offset \(offset) of \(Self.quoted(url)): percent-encode it"
    case .urlTooLong(let length, let limit):
      return "URL of \(length) bytes is longer than the limit of \(limit)"
    case .pathAboveRoot(let url):
      return "the path of \(Self.quoted(url)) climbs above the root with .."
    case .tooManyParameters(let url, let count, let limit):
      return "\(Self.quoted(url)) carries \(count) query items, more than the limit of \(limit)"
    case .sourceNotAllowed(let url, let source):
      return "\(Self.quoted(url)) comes from \(source), which the router does not accept;"
        + " add it to the accepted app schemes or web origins"
    case .invalidPattern(let pattern, let position, let reason):
      return "invalid pattern \(Self.quoted(pattern)) at position \(position): \(reason)"
    case .duplicateParameterName(let pattern, let name, let position):
      return "invalid pattern \(Self.quoted(pattern)) at position \(position):"
        + " the parameter name \"\(name)\" is used twice"
    case .invalidConstraint(let pattern, let position, let reason):
      return
        "invalid constraint in pattern \(Self.quoted(pattern)) at position \(position): \(reason)"
    case .invalidRegex(let pattern, let position, let reason):
      return "invalid regex \(Self.quoted(pattern)) at position \(position): \(reason)"
    case .duplicateRoute(let pattern):
      return "a route for \(Self.quoted(pattern)) is registered already;"
        + " pass replacing: true to replace it"
    case .matchLimitExceeded(let pattern, let url):
      return "matching \(Self.quoted(url)) against \(Self.quoted(pattern)) exceeded the"
        + " backtracking limit; the pattern's constraint backtracks catastrophically"
    case .regexMatchFailed(let pattern, let url, let reason):
      return "matching \(Self.quoted(url)) against \(Self.quoted(pattern)) failed: \(reason)"
    case .missingParameter(let name, let route):
      return "the parameter \(Self.quoted(name)) of \(Self.quoted(route)) is missing"
    case .invalidParameter(let name, let value, let route, let reason):
      return "the value \(Self.quoted(value)) of parameter \(Self.quoted(name)) of"
        + " \(Self.quoted(route)) is invalid: \(reason)"
    }
  }

  /// The text in quotes, cut to a readable length (for the router's messages too).
  package static func quoted(_ text: String) -> String {
    let limit = 200
    guard text.count > limit else { return "\"\(text)\"" }
    return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
  }
}
