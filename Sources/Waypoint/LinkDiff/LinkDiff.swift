/// What a route change does to links: every checked URL whose treatment differs, and the
/// routes no sample URL could be made for.
///
/// ```swift
/// let diff = try router.linkChanges(applying: downloadedManifest, urls: promisedLinks)
/// guard diff.changes.isEmpty else { return }  // keep the running table
/// try router.apply(downloadedManifest)
/// ```
public struct LinkDiff: Sendable, Hashable {
  /// A route of either table for which no URL could be generated.
  public struct UnsampledRoute: Sendable, Hashable, CustomStringConvertible {
    /// Which table the route is in.
    public enum Table: String, Sendable, Hashable {
      case old, new
    }

    /// Which table the route is in.
    public let table: Table
    /// The route's pattern (or raw regex).
    public let pattern: String
    /// Why no URL could be made.
    public let reason: String

    /// `old /legacy/(?<x>...): a raw regex route cannot be reversed`.
    public var description: String { "\(table.rawValue) \(pattern): \(reason)" }
  }

  /// The URLs whose treatment differs, in the order they were checked.
  public let changes: [LinkChange]
  /// How many distinct URLs were checked: the ones given and the samples.
  public let checkedURLCount: Int
  /// The routes no sample URL could be made for: their links were not checked unless given.
  public let unsampledRoutes: [UnsampledRoute]

  /// Whether no checked URL changed.
  public var isEmpty: Bool { changes.isEmpty }
}
