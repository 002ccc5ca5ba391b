import Foundation

extension Router {
  /// Delivers one ``LinkReceipt`` per link this router receives from now on, to `observer`,
  /// when the link's fate is final.
  ///
  /// ```swift
  /// router.deliverReceipts(campaignNames: ["ref"]) { receipt in
  ///   print(receipt.url, receipt.arrival, receipt.outcome)  // /p/1 warm shown by /p/:id
  /// }
  /// ```
  ///
  /// Every `handle` call is a link: shown, declined to the fallback, not found, rejected,
  /// redirected, failed, dropped, expired, superseded or a duplicate. A link the launch holds
  /// ends after ``resume()``; a link the ``AuthenticationGate`` holds ends when it is shown
  /// after the login, superseded by another or cancelled. With a link store, a link an earlier
  /// process held ends in the process that takes it back (``LinkReceipt/Arrival/restored``).
  /// A gate's resumed request and x-callback-url callbacks are not links of their own.
  ///
  /// Receipts are off until this is called: a router without them pays nothing. On, every
  /// `handle` call passes one intake stage (the idle direct dispatch is no longer taken), reads
  /// its URL once more, reads the wall clock twice and takes two locks (the
  /// *Accounting for every link* article counts it). Calling it again replaces the observer.
  ///
  /// - Parameters:
  ///   - campaignNames: query item names captured as campaign items besides `utm_*` (they
  ///     stay in the URL's query, and take no part in matching nor in the duplicate key).
  ///   - now: the wall clock that dates links and receipts (shared with the link store);
  ///     `nil` keeps the one in use, the system's unless a test gave another.
  ///   - observer: receives each receipt, from the task that ended the link: keep it short.
  public func deliverReceipts(
    campaignNames: [String] = [], now: (@Sendable () -> Date)? = nil,
    to observer: @escaping @Sendable (LinkReceipt) -> Void
  ) {
    let ledger = change { change -> LinkLedger in
      let ledger = LinkLedger.of(&change)
      if change[feature: ReceiptStage.self] == nil {
        let stage = ReceiptStage(ledger: ledger, deferral: DeferredLinks.of(&change))
        change[feature: ReceiptStage.self] = stage
        change.installIntake(stage)
      }
      return ledger
    }
    ledger.addCampaignNames(campaignNames)
    ledger.configure { settings in
      settings.receipts = observer
      if let now { settings.now = now }
    }
  }
}
