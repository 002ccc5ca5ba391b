/// The intake stage of a router that delivers receipts: it tracks every link from its arrival
/// and ends it with the outcome of its `handle` call (a link the login gate holds is ended by
/// the gate instead).
final class ReceiptStage: LinkIntake {
  let ledger: LinkLedger
  /// The router's held launch, asked whether a link arrives cold.
  let deferral: DeferredLinks

  init(ledger: LinkLedger, deferral: DeferredLinks) {
    self.ledger = ledger
    self.deferral = deferral
  }

  /// Follows every link from its arrival to its end, before the stages that end or hold some.
  var order: Int { LinkIntakeOrder.observing }

  /// Always: every link gets a receipt.
  var isTakingLinks: Bool { true }

  func take(_ link: IncomingLink, on router: Router, next: @escaping LinkIntakeChain.Next) async
    -> RouteOutcome
  {
    var link = link
    let settings = ledger.settings
    let ticket = ledger.track(
      &link, arrival: deferral.isTakingLinks ? .launch : .warm,
      maximumURLLength: router.configuration.maximumURLLength, fresh: true, settings: settings)
    let outcome = await next(link)
    ledger.end(ticket, LinkReceipt.Outcome(outcome), byGate: false, settings: settings)
    return outcome
  }
}
