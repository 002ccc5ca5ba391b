import Testing
import Waypoint

/// Expects `router` to route `url` to the route with `pattern`, with exactly `parameters` when
/// given.
///
/// ```swift
/// expectRoute(router, "myapp://product/42", matches: "/product/:id", parameters: ["id": "42"])
/// ```
public func expectRoute(
  _ router: Router, _ url: String, matches pattern: String, parameters: [String: String]? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let match: RouteMatch?
  do {
    match = try router.match(url)
  } catch {
    Issue.record("\(url) was refused: \(error)", sourceLocation: sourceLocation)
    return
  }
  guard let match else {
    Issue.record("no route matches \(url); expected \(pattern)", sourceLocation: sourceLocation)
    return
  }
  if match.route.pattern != pattern {
    Issue.record(
      "\(url) matched \(match.route.pattern), expected \(pattern)", sourceLocation: sourceLocation)
  }
  if let parameters, match.parameters.dictionary != parameters {
    Issue.record(
      "\(url) gave the parameters \(match.parameters.dictionary), expected \(parameters)",
      sourceLocation: sourceLocation)
  }
}

/// Expects no route of `router` to match `url` (or the URL to be refused, with `code`).
public func expectNoRoute(
  _ router: Router, _ url: String, code: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    if let match = try router.match(url) {
      Issue.record(
        "\(url) matched \(match.route.pattern), expected no route", sourceLocation: sourceLocation)
    } else if let code, code != "notFound" {
      Issue.record(
        "\(url) matched nothing, expected the error \(code)", sourceLocation: sourceLocation)
    }
  } catch {
    if let code, error.code != code {
      Issue.record(
        "\(url) was refused with \(error.code), expected \(code)", sourceLocation: sourceLocation)
    }
  }
}

/// Handles `url` and expects a response with `status` (and these values, when given).
///
/// - Returns: the outcome, for more checks.
@discardableResult
public func expectResponse(
  _ router: Router, _ url: String, status: RouteResponse.Status = .success,
  values: [String: String]? = nil, parameters: [String: any Sendable] = [:],
  sourceLocation: SourceLocation = #_sourceLocation
) async -> RouteOutcome {
  let outcome = await router.handle(url, parameters: parameters)
  guard let response = outcome.response else {
    Issue.record("\(url) ended \(outcome), expected a response", sourceLocation: sourceLocation)
    return outcome
  }
  if response.status != status {
    Issue.record("\(url) answered \(response), expected \(status)", sourceLocation: sourceLocation)
  }
  if let values, response.values != values {
    Issue.record(
      "\(url) answered the values \(response.values), expected \(values)",
      sourceLocation: sourceLocation)
  }
  return outcome
}

/// Expects the navigator to show `description` (see ``InMemoryNavigator/description``).
public func expectScreens(
  _ screens: InMemoryNavigator, _ description: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if screens.description != description {
    Issue.record(
      "the screens are\n\(screens.description)\nexpected\n\(description)",
      sourceLocation: sourceLocation)
  }
}
