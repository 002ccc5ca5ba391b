extension Router {
  /// Ends a link that arrives again within `window`, or while the same link waits to be shown,
  /// as a duplicate: nothing is dispatched, its callback fires once with
  /// ``RouteError/duplicateLink(_:)``, and observers see ``RouteEvent/duplicate(url:)``.
  ///
  /// ```swift
  /// router.suppressDuplicates(DuplicateWindow(duration: .seconds(10)))
  /// await router.handle("https://app.example.com/p/1?utm_source=mail")  // shown
  /// await router.handle("https://app.example.com/p/1")  // .rejected(.duplicateLink(...))
  /// ```
  ///
  /// Two links are the same when they carry the same ``LinkDeliveryID``, or, without one,
  /// when their URLs are the same once normalized (source, path, and query items other than
  /// campaign items, in order, and fragment). A link held at launch, by the login gate or in
  /// a link store counts as seen until it is shown, so a link the system delivers again after
  /// a relaunch is not shown twice. Only URLs that read and come from an accepted source are
  /// compared: the others are refused as usual.
  ///
  /// Off until this is called: a router without it pays nothing. On, every `handle` call
  /// passes one intake stage, reads its URL once more and takes one lock; the window keeps at
  /// most ``DuplicateWindow/capacity`` keys. Calling it again replaces the window.
  ///
  /// - Parameters:
  ///   - window: how long a link counts as seen, and how many are remembered.
  ///   - campaignNames: query item names left out of the comparison besides `utm_*` (shared
  ///     with receipts' campaign items).
  public func suppressDuplicates(
    _ window: DuplicateWindow = DuplicateWindow(), campaignNames: [String] = []
  ) {
    let ledger = change { change -> LinkLedger in
      let ledger = LinkLedger.of(&change)
      if change[feature: DuplicateFilter.self] == nil {
        let filter = DuplicateFilter(ledger: ledger)
        change[feature: DuplicateFilter.self] = filter
        change.installIntake(filter)
      }
      return ledger
    }
    ledger.addCampaignNames(campaignNames)
    ledger.configure { $0.window = window }
    ledger.rememberHeld(window: window)
  }
}
