/// Flags a route is registered with.
///
/// The router reads ``internalOnly``; the other flags belong to the features that read them
/// (``requiresLogin``, for the authentication gate), which declare them in their own files.
/// Bits 1 to 15 are kept for the package's features; an app's own flags may use bit 16 and
/// above.
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
}
