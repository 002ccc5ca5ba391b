extension RouteError: CustomStringConvertible {
  /// The case name, stable for programs: `"malformedURL"`, `"notFound"`, ...
  public var code: String {
    switch self {
    case .notFound: return "notFound"
    case .duplicateRouteName: return "duplicateRouteName"
    case .unknownRoute: return "unknownRoute"
    case .unknownHandler: return "unknownHandler"
    case .pluginConflict: return "pluginConflict"
    case .invalidManifest: return "invalidManifest"
    case .invalidTypedRoute: return "invalidTypedRoute"
    case .caseWithoutPattern: return "caseWithoutPattern"
    case .unknownParent: return "unknownParent"
    case .unfillableParent: return "unfillableParent"
    case .irreversibleParent: return "irreversibleParent"
    case .parentCycle: return "parentCycle"
    case .noConfiguration: return "noConfiguration"
    case .internalOnlyRoute: return "internalOnlyRoute"
    case .rejected: return "rejected"
    case .sourceNotAllowedByMiddleware: return "sourceNotAllowedByMiddleware"
    case .redirectLoop: return "redirectLoop"
    case .tooManyRedirects: return "tooManyRedirects"
    case .handlerFailed: return "handlerFailed"
    case .callbackNotAllowed: return "callbackNotAllowed"
    case .linkDropped: return "linkDropped"
    case .duplicateLink: return "duplicateLink"
    case .navigationFailed: return "navigationFailed"
    default:
      // The cases the matching engine reports are named by it (`matchingError` lists them).
      return matchingError?.code ?? ""
    }
  }

  /// A message a user can act on, naming the input and what is wrong with it.
  public var description: String {
    switch self {
    case .notFound(let url):
      return "no route matches \(quoted(url))"
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
    case .invalidTypedRoute(let type, let problems):
      return "the typed route \(type) does not fit its patterns:\n"
        + problems.map { "  - \($0)" }.joined(separator: "\n")
    case .caseWithoutPattern(let type, let name):
      return "\(type).\(name) has no pattern: add \"\(name)\": \"/...\" to \(type).patterns"
    case .unknownParent(let route, let parent):
      return "the parent of \(quoted(route)) is \(quoted(parent)), which is no route's name;"
        + " register a route called \(quoted(parent)) in the same change, or name another parent"
    case .unfillableParent(let route, let parent, let missing):
      let names = missing.map { ":\($0)" }.joined(separator: ", ")
      return "the parent of \(quoted(route)) is \(quoted(parent)), which needs \(names);"
        + " \(quoted(route)) has no such path parameter or default: add it to its pattern or"
        + " its defaults, or name another parent"
    case .irreversibleParent(let route, let parent):
      return "the parent of \(quoted(route)) is \(quoted(parent)), a raw regex route, whose URL"
        + " cannot be built; give the parent a path pattern, or name another parent"
    case .parentCycle(let chain):
      return "the parents of routes form a cycle: \(chain.map(quoted).joined(separator: " -> "));"
        + " remove the parent of one of them"
    case .noConfiguration(let url, let source):
      return "\(quoted(url)) comes from \(source), but it was parsed without a configuration, so"
        + " only internal paths (and the sources the patterns name) are read; use"
        + " router.parse(_:_:) to read it as the router does, or pass configuration:"
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
    case .duplicateLink(let url):
      return "\(quoted(url)) arrived again while the same link was waiting to be shown or"
        + " within the duplicate window, so it was not handled a second time"
    case .navigationFailed(let reason):
      return "navigation failed: \(reason)"
    default:
      return matchingError?.description ?? ""
    }
  }
}

/// The text in quotes, cut to a readable length.
private func quoted(_ text: String) -> String {
  MatchingError.quoted(text)
}
