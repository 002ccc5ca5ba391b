/// Flags a route is registered with.
public struct RouteFlags: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Flags from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Reachable only from the app itself (internal paths): refused from app schemes and web
  /// origins, even through rewrites and redirects.
  public static let internalOnly = RouteFlags(rawValue: 1 << 0)
  /// The authentication gate sends logged-out users to the login route first, then resumes.
  public static let requiresLogin = RouteFlags(rawValue: 1 << 1)
}
