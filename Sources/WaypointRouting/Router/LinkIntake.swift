/// A stage that `handle` calls pass before their dispatch, installed by a feature that holds
/// links for later (deferred links while the app launches), ends some of them itself
/// (duplicates) or follows each to its end (receipts).
///
/// The stages of a router form one chain, in ``order``; each stage that is taking links
/// receives the link with the rest of the chain, which it calls to go on (at once, later, or
/// never). The router asks ``isTakingLinks`` on every `handle` call while a stage is
/// installed: keep it one atomic load, so that a running router pays nothing more. While no
/// stage is taking links, `handle` dispatches as if none were installed.
package protocol LinkIntake: Sendable {
  /// Where the stage runs in the chain: lower first. Stages of the same order run in the
  /// order they were installed.
  var order: Int { get }

  /// Whether the stage may take links now.
  var isTakingLinks: Bool { get }

  /// Takes `link`, which `router` was asked to handle, and returns its outcome: what `next`
  /// (the rest of the chain, then the dispatch) returned for it, or an outcome of the
  /// stage's own when it ended the link without passing it on.
  func take(_ link: IncomingLink, on router: Router, next: @escaping LinkIntakeChain.Next) async
    -> RouteOutcome
}

/// The orders of the library's own intake stages, in one place so that their places in the
/// chain are read together: a stage that follows every link to its end runs first, one that
/// ends repeats next, and one that holds links last, so that a held link was already seen by
/// the others when it arrived.
package enum LinkIntakeOrder {
  /// Stages that follow each link from its arrival to its end.
  package static let observing = 100
  /// Stages that end some links as they arrive (a repeat of a link seen before).
  package static let filtering = 200
  /// Stages that hold links for later (a launch).
  package static let deferral = 300
}
