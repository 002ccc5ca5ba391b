/// The intake stage of a router that suppresses duplicates: a link that arrives again within
/// the window, or while the same link is held, ends as a duplicate without being dispatched.
final class DuplicateFilter: LinkIntake {
  let ledger: LinkLedger

  init(ledger: LinkLedger) {
    self.ledger = ledger
  }

  /// Ends repeats as they arrive, after the receipts' stage and before a held launch.
  var order: Int { LinkIntakeOrder.filtering }

  /// Always, once installed.
  var isTakingLinks: Bool { true }

  func take(_ link: IncomingLink, on router: Router, next: @escaping LinkIntakeChain.Next) async
    -> RouteOutcome
  {
    // Only a URL that reads and comes from an accepted source is a link that could be shown
    // twice; the others are refused as usual, however often they come.
    let settings = ledger.settings
    guard let window = settings.window,
      let url = try? RouteURL(link.url, maximumLength: router.configuration.maximumURLLength),
      (try? router.admission(of: url)) != nil
    else { return await next(link) }
    let key = settings.reading.key(of: url, deliveryID: link.attributes[LinkDeliveryID.self])
    guard ledger.admit(key, window: window) else {
      router.emit(.duplicate(url: link.url))
      let outcome = RouteOutcome.rejected(.duplicateLink(link.url))
      link.callback?.fire(with: outcome)
      return outcome
    }
    return await next(link)
  }
}
