/// The intake stages of a router, in order, as one snapshot holds them.
package final class LinkIntakeChain: Sendable {
  /// The rest of a chain after a stage: it passes the link to the next stage taking links,
  /// and after the last to the dispatch.
  package typealias Next = @Sendable (IncomingLink) async -> RouteOutcome

  /// The stages, lowest ``LinkIntake/order`` first.
  package let stages: [any LinkIntake]

  /// A chain of `stages`, put in order (stable: equal orders keep their order).
  init(_ stages: [any LinkIntake]) {
    self.stages = stages.enumerated()
      .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
      .map(\.element)
  }

  /// A chain without stages.
  static let empty = LinkIntakeChain([])

  /// Whether any stage may take links now.
  @inline(__always)
  var isTakingLinks: Bool {
    for stage in stages where stage.isTakingLinks { return true }
    return false
  }

  /// Passes `link` through the stages from `position` on that are taking links, then to the
  /// dispatch.
  func take(_ link: IncomingLink, on router: Router, from position: Int = 0) async
    -> RouteOutcome
  {
    guard let found = stages[position...].firstIndex(where: \.isTakingLinks) else {
      return await router.dispatch(link)
    }
    return await stages[found].take(link, on: router) { [self] link in
      await take(link, on: router, from: found + 1)
    }
  }
}
