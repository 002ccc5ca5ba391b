extension LinkReceipt.Outcome {
  /// The receipt's ending for a link whose `handle` call, or whose dispatch after a launch or a
  /// login, ended with `outcome`.
  init(_ outcome: RouteOutcome) {
    let redirects = outcome.redirects
    let ending = Self.ending(of: outcome.final, stoppedBy: outcome.stoppingMiddleware)
    self = redirects.isEmpty ? ending : .redirected(through: redirects, ending: ending)
  }

  /// The ending of `outcome`, which is not a redirect.
  private static func ending(of outcome: RouteOutcome, stoppedBy middleware: String?) -> Self {
    switch outcome.kind {
    case .handled:
      if middleware != nil { return .shown(route: nil) }
      if let route = outcome.route { return .shown(route: route.pattern) }
      return outcome.finalReachedHandler ? .declinedToFallback : .shown(route: nil)
    case .notFound:
      return .notFound
    case .redirected:
      // `final` is never a redirect.
      return .notFound
    case .rejected:
      guard let error = outcome.error else { return .notFound }
      switch error {
      case .linkDropped(_, .queueFull): return .dropped(.queueFull)
      case .linkDropped(_, .expired): return .expired
      case .linkDropped(_, .superseded): return .superseded
      case .duplicateLink: return .duplicate
      case .handlerFailed, .navigationFailed: return .failed(error)
      default:
        return outcome.finalReachedHandler && middleware == nil
          ? .failed(error) : .rejected(error, middleware: middleware)
      }
    }
  }
}
