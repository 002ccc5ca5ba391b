import FuzzSupport
import Waypoint

/// The checks of one URL against a generated table: every way the router answers agrees with
/// the route-by-route reference.
enum FastPathChecks {
  /// What a dispatch of a URL ends with, comparable: the handler's answer, or the refusal.
  enum Dispatched: Equatable, CustomStringConvertible {
    /// The handler of a route answered with these values (its name and parameters).
    case handled([String: String])
    /// Refused, with the error's code.
    case rejected(String)
    /// No route took the URL.
    case notFound

    init(_ outcome: RouteOutcome) {
      switch outcome.kind {
      case .handled: self = .handled(outcome.response?.values ?? [:])
      case .rejected: self = .rejected(outcome.error?.code ?? "<no error>")
      case .notFound: self = .notFound
      case .redirected: Invariant.fail("a table without redirects redirected: \(outcome)")
      }
    }

    var description: String {
      switch self {
      case .handled(let values): return "handled \(values.sorted { $0.key < $1.key })"
      case .rejected(let code): return "rejected: \(code)"
      case .notFound: return "not found"
      }
    }
  }

  /// Checks `url`: `match`, `withMatch`, `canHandle`, `handle` (whose first candidate answers)
  /// and `explain` (whose winner is the first route that matches and may serve) agree with the
  /// reference, on the route and its parameters or on the error.
  static func check(_ url: String, in table: GeneratedTable, explaining: Bool) {
    let router = table.router
    // The router looks up first: a lookup that passes a candidate over compiles that route's
    // own matcher itself, before the reference takes it.
    let actual = TimeBudget.run("router lookup of \(url)") {
      ReferenceRouter.Answer(matching: url, in: router)
    }
    let lookup = TimeBudget.run("reference lookup of \(url)") {
      table.reference.lookup(url, first: true)
    }
    let expected = lookup.answer
    // A regex limit may stop the compiled table and the reference at different routes.
    if expected.hitLimit || actual.hitLimit { return }
    // Described only for a failure's message: formatting every route for every URL held the
    // target to 238 inputs a second in 30 s runs (300 without it).
    var routes: [String] {
      router.routes.map { "\($0.pattern) (priority \($0.priority), \($0.flags))" }
    }
    Invariant.require(
      actual == expected,
      "router.match(\(url)) is \(actual), the reference says \(expected); routes \(routes)")
    let lent = ReferenceRouter.Answer(lending: url, in: router)
    Invariant.require(lent == actual, "withMatch(\(url)) lent \(lent), match says \(actual)")
    Invariant.require(
      router.canHandle(url) == actual.isMatch, "canHandle(\(url)) disagrees with match \(actual)")

    let first = lookup.candidates.matches.first
    let dispatched: Dispatched
    switch lookup.url {
    case .failure(let error):
      dispatched = .rejected(error.code)
    case .success:
      if let first {
        dispatched = .handled(
          EchoHandler.values(
            name: (first.route.handler as? EchoHandler)?.name ?? "<not an echo>",
            parameters: first.result.parameters))
      } else if lookup.candidates.blocked != nil {
        dispatched = .rejected("internalOnlyRoute")
      } else {
        dispatched = .notFound
      }
    }
    let outcome = TimeBudget.run("handling \(url)") { Blocking.run { await router.handle(url) } }
    let handled = Dispatched(outcome)
    Invariant.require(
      handled == dispatched,
      "handle(\(url)) ended \(handled), the reference says \(dispatched); routes \(routes)")

    guard explaining else { return }
    let explanation = TimeBudget.run("explaining \(url)") {
      Blocking.run { await router.explain(url) }
    }
    let winner = explanation.winner
    switch lookup.url {
    case .failure(let error):
      Invariant.require(
        explanation.admission == .refused && explanation.error?.code == error.code,
        "explain(\(url)) gives \(explanation.admission) \(String(describing: explanation.error)),"
          + " the reference refuses it with \(error)")
    case .success:
      Invariant.require(
        winner?.route === first?.route,
        "explain(\(url)) has the winner \(winner?.route.pattern ?? "none"), the reference "
          + "\(first?.route.pattern ?? "none"); routes \(routes)")
      if let winner, let first {
        let parameters = winner.match?.parameters.dictionary
        Invariant.require(
          parameters == first.result.parameters.dictionary,
          "explain(\(url)) gives \(winner.route.pattern) the parameters "
            + "\(String(describing: parameters)), the reference \(first.result.parameters)")
      }
      let code = first == nil && lookup.candidates.blocked != nil ? "internalOnlyRoute" : nil
      Invariant.require(
        explanation.error?.code == code,
        "explain(\(url)) reports \(String(describing: explanation.error)), expected \(code ?? "none")"
      )
    }
  }
}
