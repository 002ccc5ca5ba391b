/// A web origin that universal links come from: `http` or `https`, a host, and a port when it is
/// not the scheme's default.
///
/// ```swift
/// let origin = try WebOrigin("https://App.Example.com:443")
/// origin.description // "https://app.example.com"
/// ```
public struct WebOrigin: Sendable, Hashable, CustomStringConvertible {
  /// `http` or `https`.
  public let scheme: String
  /// The host, lowercased.
  public let host: String
  /// The port, `nil` for the scheme's default (80 for `http`, 443 for `https`).
  public let port: Int?

  /// An origin from parts already normalized by the URL parser.
  init(normalizedScheme scheme: String, host: String, port: Int?) {
    self.scheme = scheme
    self.host = host
    self.port = port
  }

  /// `https://app.example.com`, with `:port` when it is not the default.
  public var description: String {
    port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
  }
}
