/// Where an association file and a route table disagree: what
/// ``Router/checkSiteAssociation(_:origin:appIDs:urls:browserRoutes:)`` found, both ways.
///
/// ```swift
/// let check = router.checkSiteAssociation(
///   deployed, origin: try WebOrigin("https://shop.example.com"),
///   appIDs: ["ABCDE12345.com.example.shop"])
/// for finding in check.missing { print(finding) }
/// // https://shop.example.com/cart/add/42: /cart/add/:productID(\d+) {productID=42}; the file: no component matched
/// ```
public struct SiteAssociationCheck: Sendable, Hashable {
  /// One URL on which the file and the table disagree, or a note about one.
  public struct Finding: Sendable, Hashable, CustomStringConvertible {
    /// The URL, on the origin checked.
    public let url: String
    /// What the file makes the system do with it.
    public let verdict: SiteAssociation.Verdict
    /// The file's component that decided, if one did.
    public let component: SiteAssociation.Component?
    /// What the router does with it, redirects followed: `/product/:id {id=42}`, `not found`,
    /// `refused (internalOnlyRoute)`, `/a -> /b; /b -> /a; redirect loop`.
    public let resolution: String
    /// The pattern of the route the URL was made from, when it was made from a route.
    public let routePattern: String?
    /// The name of that route, if it has one.
    public let routeName: String?
    /// For an approximated URL: the component of the table's own file
    /// (``Router/siteAssociation(appIDs:origin:browserRoutes:webFragment:)``) that sends it
    /// too, whose comment says why the format cannot leave it out.
    public let cover: SiteAssociation.Component?

    /// `url: resolution; the file: verdict`.
    public var description: String { "\(url): \(resolution); the file: \(verdict)" }
  }

  /// A route whose URLs could not be checked.
  public struct UncheckedRoute: Sendable, Hashable, CustomStringConvertible {
    /// Its pattern (or raw regex).
    public let pattern: String
    /// Its name, if it has one.
    public let name: String?
    /// Why no URL could be made for it.
    public let reason: String

    /// `pattern (reason)`.
    public var description: String { "\(pattern) (\(reason))" }
  }

  /// The origin checked.
  public let origin: WebOrigin
  /// The apps checked.
  public let appIDs: [String]
  /// URLs the router routes and the file does not send to the app: the link opens the
  /// browser.
  public let missing: [Finding]
  /// URLs the file sends to the app and no route takes (or a redirect leads nowhere): the
  /// app opens on nothing.
  public let unrouted: [Finding]
  /// URLs the file sends to the app and no route takes, which the narrowest file the format
  /// can write for the table sends too, by a pattern wider than its route (`/product/x/y` for
  /// `/product/:id`): not a disagreement, since no file can do better.
  public let approximated: [Finding]
  /// URLs of internal-only routes that the file keeps in the browser while a later route
  /// would take them in the app: as intended, a note.
  public let internalOnly: [Finding]
  /// Routes no URL was made for (raw regex routes, constraints no sample value satisfies):
  /// their links were checked only through the URLs given.
  public let notChecked: [UncheckedRoute]
  /// What the file holds that the system ignores or leaves undefined, components that never
  /// send a URL to the app, URLs given that are not on the origin.
  public let warnings: [SiteAssociationWarning]
  /// How many distinct URLs were made from routes (and given).
  public let routeURLCount: Int
  /// How many distinct URLs were made from the file's components.
  public let fileURLCount: Int

  /// Whether nothing is missing and nothing unrouted.
  public var agrees: Bool { missing.isEmpty && unrouted.isEmpty }
}
