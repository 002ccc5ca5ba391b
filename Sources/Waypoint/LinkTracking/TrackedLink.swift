import Foundation

/// What a router that accounts for its links (receipts, duplicate suppression or a link store)
/// knows of one link from its arrival, carried to its request as an attribute: through a held
/// launch, the login gate and a restart.
///
/// ```swift
/// try router.register("/product/:id") { request in
///   if request.trackedLink?.arrival == .restored { showWelcomeBack() }
///   return .ok
/// }
/// ```
public struct TrackedLink: Sendable {
  /// The key of the request attribute.
  public enum Key: RequestAttributeKey {
    /// The tracked link.
    public typealias Value = TrackedLink
  }

  /// The link's identifier, the same in its receipt and in the link store.
  public let id: String
  /// The URL as it arrived.
  public let url: String
  /// Where it came from; `nil` for a URL that could not be read.
  public let source: LinkSource?
  /// When it arrived, by the wall clock.
  public let arrivedAt: Date
  /// Whether it came with a cold start.
  public let arrival: LinkReceipt.Arrival
  /// Its campaign query items, by name (see ``LinkReceipt/campaign``).
  public let campaign: [String: String]
  /// The primitive parameters a restart could not bring back (see ``StoredParameter``).
  public let unrestoredParameters: [String]
  /// Its way to the receipt, shared by every copy.
  let fate: LinkFate

  init(
    id: String, url: String, source: LinkSource?, arrivedAt: Date,
    arrival: LinkReceipt.Arrival, campaign: [String: String],
    unrestoredParameters: [String] = [], fate: LinkFate = LinkFate()
  ) {
    self.id = id
    self.url = url
    self.source = source
    self.arrivedAt = arrivedAt
    self.arrival = arrival
    self.campaign = campaign
    self.unrestoredParameters = unrestoredParameters
    self.fate = fate
  }
}
