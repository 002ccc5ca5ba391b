extension RouteError: CustomStringConvertible {
  /// The case name, stable for programs: `"malformedURL"`, `"notFound"`, ...
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
    case .matchLimitExceeded: return "matchLimitExceeded"
    case .regexMatchFailed: return "regexMatchFailed"
    case .notFound: return "notFound"
    case .duplicateRoute: return "duplicateRoute"
    case .duplicateRouteName: return "duplicateRouteName"
    case .unknownRoute: return "unknownRoute"
    case .unknownHandler: return "unknownHandler"
    case .pluginConflict: return "pluginConflict"
    case .invalidManifest: return "invalidManifest"
    case .missingParameter: return "missingParameter"
    case .invalidParameter: return "invalidParameter"
    case .internalOnlyRoute: return "internalOnlyRoute"
    case .rejected: return "rejected"
    case .sourceNotAllowedByMiddleware: return "sourceNotAllowedByMiddleware"
    case .redirectLoop: return "redirectLoop"
    case .tooManyRedirects: return "tooManyRedirects"
    case .handlerFailed: return "handlerFailed"
    case .callbackNotAllowed: return "callbackNotAllowed"
    case .linkDropped: return "linkDropped"
    case .navigationFailed: return "navigationFailed"
    }
  }

  /// A message a user can act on, naming the input and what is wrong with it.
  public var description: String {
    switch self {
    case .malformedURL(let url, let reason):
      return "malformed URL \(quoted(url)): \(reason)"
    case .badPercentEscape(let url, let offset):
      return "bad percent-escape at offset \(offset) of \(quoted(url)):"
        + " write % and two hex digits, and escape only UTF-8"
    case .controlCharacter(let url, let offset):
      return "control character at offset \(offset) of \(quoted(url)): percent-encode it"
    case .urlTooLong(let length, let limit):
      return "URL of \(length) bytes is longer than the limit of \(limit)"
    case .pathAboveRoot(let url):
      return "the path of \(quoted(url)) climbs above the root with .."
    case .tooManyParameters(let url, let count, let limit):
      return "\(quoted(url)) carries \(count) query items, more than the limit of \(limit)"
    case .sourceNotAllowed(let url, let source):
      return "\(quoted(url)) comes from \(source), which the router does not accept;"
        + " add it to the accepted app schemes or web origins"
    case .invalidPattern(let pattern, let position, let reason):
      return "invalid pattern \(quoted(pattern)) at position \(position): \(reason)"
    case .duplicateParameterName(let pattern, let name, let position):
      return "invalid pattern \(quoted(pattern)) at position \(position):"
        + " the parameter name \"\(name)\" is used twice"
    case .invalidConstraint(let pattern, let position, let reason):
      return "invalid constraint in pattern \(quoted(pattern)) at position \(position): \(reason)"
    case .invalidRegex(let pattern, let position, let reason):
      return "invalid regex \(quoted(pattern)) at position \(position): \(reason)"
    case .matchLimitExceeded(let pattern, let url):
      return "matching \(quoted(url)) against \(quoted(pattern)) exceeded the backtracking limit;"
        + " the pattern's constraint backtracks catastrophically"
    case .regexMatchFailed(let pattern, let url, let reason):
      return "matching \(quoted(url)) against \(quoted(pattern)) failed: \(reason)"
    case .notFound(let url):
      return "no route matches \(quoted(url))"
    case .duplicateRoute(let pattern):
      return
        "a route for \(quoted(pattern)) is registered already; pass replacing: true to replace it"
    case .duplicateRouteName(let name):
      return "another route is already called \(quoted(name))"
    case .unknownRoute(let name):
      return "no route is called or registered as \(quoted(name))"
    case .unknownHandler(let name):
      return "no handler is registered as \(quoted(name)); install the plugin that provides it"
    case .pluginConflict(let kind, let item, let first, let second):
      return "\(first) and \(second) both claim the \(kind) \(quoted(item))"
    case .invalidManifest(let problems):
      return "the route manifest was refused:\n"
        + problems.map { "  - \($0)" }.joined(separator: "\n")
    case .missingParameter(let name, let route):
      return "the parameter \(quoted(name)) of \(quoted(route)) is missing"
    case .invalidParameter(let name, let value, let route, let reason):
      return
        "the value \(quoted(value)) of parameter \(quoted(name)) of \(quoted(route)) is invalid: \(reason)"
    case .internalOnlyRoute(let url, let pattern):
      return
        "\(quoted(url)) came from outside the app, but the route \(quoted(pattern)) is internal-only"
    case .rejected(let url, let reason):
      return "\(quoted(url)) was rejected: \(reason)"
    case .sourceNotAllowedByMiddleware(let url, let source, let middleware, let allowed):
      return "\(quoted(url)) comes from \(source), which the router accepts but \(middleware)"
        + " refuses (allowed: \(allowed.map(\.description).joined(separator: ", ")))"
    case .redirectLoop(let chain):
      return "redirect loop: \(chain.joined(separator: " -> "))"
    case .tooManyRedirects(let limit, let chain):
      return "more than \(limit) redirects: \(chain.joined(separator: " -> "))"
    case .handlerFailed(let url, let message):
      return "the handler of \(quoted(url)) failed: \(message)"
    case .callbackNotAllowed(let url):
      return "the callback URL \(quoted(url)) is not an accepted source, so it was not opened"
    case .linkDropped(let url, let reason):
      return
        "\(quoted(url)) was held while the router was suspended and dropped without being handled: \(reason)"
    case .navigationFailed(let reason):
      return "navigation failed: \(reason)"
    }
  }
}

/// The text in quotes, cut to a readable length.
private func quoted(_ text: String) -> String {
  let limit = 200
  guard text.count > limit else { return "\"\(text)\"" }
  return "\"\(text.prefix(limit))…\" (\(text.utf8.count) bytes)"
}
