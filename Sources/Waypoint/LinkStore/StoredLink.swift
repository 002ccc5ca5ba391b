import Foundation

/// One held link as a ``LinkStore`` keeps it: what the next process needs to show it, or to
/// account for it in a receipt.
///
/// The URL, its source, when it arrived (by the wall clock, which survives a reboot) and the
/// caller's primitive parameters that are `Codable` (``StoredParameter``). Attributes other
/// than the link's identity and its ``LinkDeliveryID`` are not kept: they may hold anything.
public struct StoredLink: Sendable, Hashable, Codable {
  /// What holds the link: the launch (``Router/suspend(_:)``) or an ``AuthenticationGate``.
  public enum Holder: Sendable, Hashable, Codable {
    /// The router held it while suspended; it waits for ``Router/resume()`` again.
    case launch
    /// The gate whose login route is `loginURL` held it; it waits for the login again.
    case login(loginURL: String)
  }

  /// The link's identifier, the same in its receipt.
  public var id: String
  /// The URL to dispatch when the link is shown: the URL that arrived, or for a link held by
  /// the gate the URL the gate kept (after rewrites and redirects).
  public var url: String
  /// The URL as it arrived, for the receipt.
  public var receivedURL: String
  /// Where the URL came from first, kept so that an external link never passes for an
  /// internal one after a restart.
  public var source: LinkSource
  /// When the link arrived, by the wall clock.
  public var arrivedAt: Date
  /// What holds it.
  public var heldBy: Holder
  /// The caller's primitive parameters that could be stored, by name.
  public var parameters: [String: StoredParameter]
  /// The names of the caller's primitive parameters that could not be stored (their type is
  /// neither a built-in primitive nor one of the app's registered types), sorted.
  public var unstoredParameters: [String]
  /// The delivery identifier the caller attached (``LinkDeliveryID``), if any.
  public var deliveryID: String?

  /// A stored link with every part given.
  public init(
    id: String, url: String, receivedURL: String, source: LinkSource, arrivedAt: Date,
    heldBy: Holder, parameters: [String: StoredParameter] = [:],
    unstoredParameters: [String] = [], deliveryID: String? = nil
  ) {
    self.id = id
    self.url = url
    self.receivedURL = receivedURL
    self.source = source
    self.arrivedAt = arrivedAt
    self.heldBy = heldBy
    self.parameters = parameters
    self.unstoredParameters = unstoredParameters
    self.deliveryID = deliveryID
  }

  private enum CodingKeys: String, CodingKey {
    case id, url, receivedURL, source, arrivedAt, heldBy, loginURL, parameters
    case unstoredParameters, deliveryID
  }

  /// Reads a stored link; the source is read back from its text (`internal`, `myapp://`,
  /// `https://app.example.com`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    url = try container.decode(String.self, forKey: .url)
    receivedURL = try container.decodeIfPresent(String.self, forKey: .receivedURL) ?? url
    let sourceText = try container.decode(String.self, forKey: .source)
    guard let source = LinkSource(storedText: sourceText) else {
      throw DecodingError.dataCorruptedError(
        forKey: .source, in: container, debugDescription: "not a link source: \(sourceText)")
    }
    self.source = source
    arrivedAt = try container.decode(Date.self, forKey: .arrivedAt)
    switch try container.decode(String.self, forKey: .heldBy) {
    case "launch":
      heldBy = .launch
    case "login":
      heldBy = .login(loginURL: try container.decode(String.self, forKey: .loginURL))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .heldBy, in: container, debugDescription: "not a holder: \(other)")
    }
    parameters =
      try container.decodeIfPresent([String: StoredParameter].self, forKey: .parameters) ?? [:]
    unstoredParameters =
      try container.decodeIfPresent([String].self, forKey: .unstoredParameters) ?? []
    deliveryID = try container.decodeIfPresent(String.self, forKey: .deliveryID)
  }

  /// Writes the stored link; the source as its text, the holder as `launch` or `login` with
  /// its `loginURL`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(url, forKey: .url)
    if receivedURL != url { try container.encode(receivedURL, forKey: .receivedURL) }
    try container.encode(source.description, forKey: .source)
    try container.encode(arrivedAt, forKey: .arrivedAt)
    switch heldBy {
    case .launch:
      try container.encode("launch", forKey: .heldBy)
    case .login(let loginURL):
      try container.encode("login", forKey: .heldBy)
      try container.encode(loginURL, forKey: .loginURL)
    }
    if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
    if !unstoredParameters.isEmpty {
      try container.encode(unstoredParameters, forKey: .unstoredParameters)
    }
    try container.encodeIfPresent(deliveryID, forKey: .deliveryID)
  }
}
