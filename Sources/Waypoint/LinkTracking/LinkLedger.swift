import Foundation

/// What a router that accounts for its links keeps: how it reads them, where receipts go, the
/// duplicate window, the links held (at launch, by the login gate) and the store they are
/// written to. A feature state of its router, made when the app turns on receipts, duplicate
/// suppression or a link store; a router without them has none and pays nothing.
///
/// The stages (receipts, duplicates), the held launch and the gate call it; it calls the app's
/// receipt observer, the store and the store's failure handler outside its lock.
final class LinkLedger: Sendable {
  /// A store the held links are written to.
  struct StoreBinding: Sendable {
    let store: any LinkStore
    let failures: @Sendable (LinkStoreError) -> Void
  }

  /// What the app configured.
  struct Settings: Sendable {
    /// Where receipts go; `nil` while receipts are off.
    var receipts: (@Sendable (LinkReceipt) -> Void)?
    /// The duplicate window; `nil` while duplicate suppression is off.
    var window: DuplicateWindow?
    /// Where held links are written; `nil` without a store.
    var store: StoreBinding?
    /// The campaign items and what makes two links the same.
    var reading = LinkReading()
    /// The parameter types held links keep.
    var types = StoredParameterTypes()
    /// The wall clock that dates links and receipts.
    var now: @Sendable () -> Date = { Date() }
  }

  /// One held link.
  struct Held: Sendable {
    var ticket: TrackedLink
    var stored: StoredLink
    /// What makes it the same as a link arriving again; `nil` when its URL does not read.
    var key: String?
  }

  private struct State {
    var settings = Settings()
    /// The held links, in arrival order.
    var held: [Held] = []
    /// Bumped on every change of `held`.
    var version = 0
    /// The duplicate window: when each remembered key arrived last.
    var seen: [String: ContinuousClock.Instant] = [:]
    /// The remembered arrivals, oldest first, from `seenHead` on.
    var arrivals: [(key: String, at: ContinuousClock.Instant)] = []
    var seenHead = 0
  }

  private let state = Locked(State())
  /// The version of `held` the store holds; taken around each write, so that writes go one at
  /// a time and a later set is never overwritten by an earlier one.
  private let writer = Locked(0)

  /// The ledger of `router`, if it has one.
  static func of(_ router: Router) -> LinkLedger? { router.feature(LinkLedger.self) }

  /// The ledger of the router `change` changes, made and kept there the first time.
  static func of(_ change: inout RouterChange) -> LinkLedger {
    if let ledger = change[feature: LinkLedger.self] { return ledger }
    let ledger = LinkLedger()
    change[feature: LinkLedger.self] = ledger
    return ledger
  }

  // MARK: Settings

  /// What the app configured, read once per stage and link.
  var settings: Settings { state.withLock { $0.settings } }

  /// Changes the settings.
  func configure(_ body: (inout Settings) -> Void) {
    state.withLock { body(&$0.settings) }
  }

  /// Adds `names` to the campaign item names.
  func addCampaignNames(_ names: [String]) {
    configure { settings in
      settings.reading = LinkReading(campaignNames: settings.reading.campaignNames.union(names))
    }
  }

  // MARK: Tickets and receipts

  /// The tracked link of `link`, made and attached to its attributes when it has none, or
  /// always when `fresh` (a `handle` call is a link of its own, whatever attributes the caller
  /// passed on).
  func track(
    _ link: inout IncomingLink, arrival: LinkReceipt.Arrival, maximumURLLength: Int,
    fresh: Bool = false, settings: Settings? = nil
  ) -> TrackedLink {
    if !fresh, let ticket = link.attributes[TrackedLink.Key.self] { return ticket }
    let settings = settings ?? self.settings
    let parsed = try? RouteURL(link.url, maximumLength: maximumURLLength)
    let ticket = TrackedLink(
      id: UUID().uuidString.lowercased(), url: link.url, source: parsed?.source,
      arrivedAt: settings.now(), arrival: arrival,
      campaign: parsed.map(settings.reading.campaign(of:)) ?? [:])
    link.attributes[TrackedLink.Key.self] = ticket
    return ticket
  }

  /// Ends `ticket` with `outcome`, and delivers its receipt when this call ended it; the gate
  /// passes `byGate` for a link it held, which only it ends.
  func end(
    _ ticket: TrackedLink, _ outcome: @autoclosure () -> LinkReceipt.Outcome, byGate: Bool,
    settings: Settings? = nil
  ) {
    guard ticket.fate.end(byGate: byGate) else { return }
    let settings = settings ?? self.settings
    guard let receipts = settings.receipts else { return }
    receipts(
      LinkReceipt(
        id: ticket.id, url: ticket.url, source: ticket.source, arrivedAt: ticket.arrivedAt,
        endedAt: settings.now(), arrival: ticket.arrival, outcome: outcome(),
        campaign: ticket.campaign, unrestoredParameters: ticket.unrestoredParameters))
  }

  // MARK: Duplicates

  /// Whether the link of `key` is new: `false` when a link of the same key arrived within the
  /// window or is held; a new key is remembered as arrived now.
  func admit(_ key: String, window: DuplicateWindow) -> Bool {
    let now = window.now()
    return state.withLock { state in
      Self.forget(&state, before: now - window.duration, keeping: window.capacity)
      if let seen = state.seen[key], now - seen <= window.duration { return false }
      if state.held.contains(where: { $0.key == key }) { return false }
      state.seen[key] = now
      state.arrivals.append((key, now))
      Self.forget(&state, before: now - window.duration, keeping: window.capacity)
      return true
    }
  }

  /// Remembers `key` as arrived at `instant` (a link taken back from a store).
  func remember(_ key: String, arrivedAt instant: ContinuousClock.Instant, window: DuplicateWindow)
  {
    state.withLock { state in
      if let seen = state.seen[key], seen >= instant { return }
      state.seen[key] = instant
      state.arrivals.append((key, instant))
      Self.forget(&state, before: window.now() - window.duration, keeping: window.capacity)
    }
  }

  /// Remembers the keys of the held links as arrived now: when duplicate suppression starts,
  /// or after links were taken back from a store.
  func rememberHeld(window: DuplicateWindow) {
    let now = window.now()
    for key in held.compactMap(\.key) { remember(key, arrivedAt: now, window: window) }
  }

  /// How many links the duplicate window remembers.
  var rememberedCount: Int { state.withLock { $0.seen.count } }

  /// Forgets the arrivals before `limit`, and the oldest while more than `capacity` are
  /// remembered.
  private static func forget(
    _ state: inout State, before limit: ContinuousClock.Instant, keeping capacity: Int
  ) {
    while state.seenHead < state.arrivals.count {
      let oldest = state.arrivals[state.seenHead]
      guard oldest.at < limit || state.seen.count > capacity else { break }
      if state.seen[oldest.key] == oldest.at { state.seen[oldest.key] = nil }
      state.seenHead += 1
    }
    if state.seenHead > 64 && state.seenHead * 2 > state.arrivals.count {
      state.arrivals.removeFirst(state.seenHead)
      state.seenHead = 0
    }
  }

  // MARK: Held links

  /// Records that `holder` holds `link` (tracked as `ticket`, from `source`), in place of
  /// `replaced` when given, and writes the held links to the store; returns once they are
  /// written (or the write failed and was reported).
  func hold(
    _ link: IncomingLink, ticket: TrackedLink, source: LinkSource, by holder: StoredLink.Holder,
    replacing replaced: TrackedLink? = nil, on router: Router
  ) {
    state.withLock { state in
      if let replaced, replaced.id != ticket.id {
        state.held.removeAll { $0.ticket.id == replaced.id }
      }
      if let index = state.held.firstIndex(where: { $0.ticket.id == ticket.id }) {
        state.held[index].stored.heldBy = holder
        state.held[index].stored.url = link.url
      } else {
        let (parameters, unstored) = state.settings.types.split(link.parameters)
        let stored = StoredLink(
          id: ticket.id, url: link.url, receivedURL: ticket.url, source: source,
          arrivedAt: ticket.arrivedAt, heldBy: holder, parameters: parameters,
          unstoredParameters: unstored, deliveryID: link.attributes[LinkDeliveryID.self])
        state.held.append(
          Held(ticket: ticket, stored: stored, key: Self.key(of: stored, state.settings.reading)))
      }
      state.version += 1
    }
    persist(on: router)
  }

  /// Takes `held`, links an earlier process held, as held here (in arrival order, before the
  /// links held now), without writing: the caller writes once they all are in.
  func adopt(_ held: [Held]) {
    state.withLock { state in
      let reading = state.settings.reading
      let adopted = held.map { entry in
        var entry = entry
        entry.key = Self.key(of: entry.stored, reading)
        return entry
      }
      state.held =
        adopted
        + state.held.filter { entry in
          !adopted.contains { $0.ticket.id == entry.ticket.id }
        }
      state.version += 1
    }
  }

  /// Records that `holder` let go of `ticket`'s link (it was shown or dropped) and writes the
  /// held links; a link another holder holds now (the gate took it during its dispatch) stays.
  func release(_ ticket: TrackedLink, from holder: StoredLink.Holder, on router: Router) {
    let changed = state.withLock { state -> Bool in
      guard let index = state.held.firstIndex(where: { $0.ticket.id == ticket.id }),
        state.held[index].stored.heldBy == holder
      else { return false }
      state.held.remove(at: index)
      state.version += 1
      return true
    }
    if changed { persist(on: router) }
  }

  /// The held links, in arrival order.
  var held: [Held] { state.withLock { $0.held } }

  /// Writes the held links to the store, unless it holds them already; reports a failure.
  func persist(on router: Router) {
    let failure = writer.withLock { written -> LinkStoreError? in
      let (links, version, binding) = state.withLock { state in
        (state.held.map(\.stored), state.version, state.settings.store)
      }
      guard let binding, version != written else { return nil }
      do throws(LinkStoreError) {
        try binding.store.save(links)
        written = version
        return nil
      } catch {
        return error
      }
    }
    if let failure { report(failure, on: router) }
  }

  /// Tells the app and the router's observers that the store failed.
  func report(_ error: LinkStoreError, on router: Router) {
    if let movedTo = error.movedTo {
      router.emit(
        .quarantined(file: Self.path(of: error), movedTo: movedTo, reason: error.description))
    } else {
      router.emit(.linkStoreFailed(reason: error.description))
    }
    settings.store?.failures(error)
  }

  /// The store file an error names.
  private static func path(of error: LinkStoreError) -> String {
    switch error {
    case .locked(let path), .folderUnavailable(let path, _), .truncated(let path, _),
      .corrupt(let path, _, _), .futureVersion(let path, _, _, _),
      .quarantineFailed(let path, _, _), .readFailed(let path, _), .writeFailed(let path, _),
      .closed(let path):
      return path
    }
  }

  /// The duplicate key of a stored link's URL as it arrived.
  private static func key(of stored: StoredLink, _ reading: LinkReading) -> String? {
    guard let url = try? RouteURL(stored.receivedURL, maximumLength: .max) else {
      return stored.deliveryID.map { "delivery " + $0 }
    }
    return reading.key(of: url, deliveryID: stored.deliveryID)
  }
}
