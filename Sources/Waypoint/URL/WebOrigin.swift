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

  /// Reads an origin such as `https://app.example.com`; a trailing `/` is allowed.
  ///
  /// - Throws: ``RouteError/malformedURL(_:reason:)`` for anything but a scheme, a host and a
  ///   port, or the errors of ``RouteURL/init(_:maximumLength:)``.
  public init(_ string: String) throws(RouteError) {
    let url = try RouteURL(string)
    guard case .webOrigin(let origin) = url.source, url.path == "/", url.components.query == nil,
      url.components.fragment == nil, !url.components.hasUserInfo, !string.hasSuffix("//")
    else {
      throw .malformedURL(
        string, reason: "a web origin is http or https and a host, with no path, query or user")
    }
    self = origin
  }

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
