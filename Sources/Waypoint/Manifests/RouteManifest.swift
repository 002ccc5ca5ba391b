/// A route table as data: patterns mapped to handler names, with priority, default parameters,
/// presentation, flags and where each screen lives (tab, parent route, identifying query items),
/// plus redirects. Teams change routing with it without shipping code
/// (remote configuration, staged roll-outs), and check it before a release with
/// `waypoint lint`.
///
/// ```json
/// {
///   "version": 2,
///   "routes": [
///     { "pattern": "/product/:id", "handler": "product.show", "name": "product",
///       "presentation": "push", "defaults": { "tab": "info" } },
///     { "pattern": "/orders", "handler": "order.list", "name": "orders",
///       "flags": ["requiresLogin"], "tab": "orders" },
///     { "pattern": "/orders/:id", "handler": "order.show", "tab": "orders", "parent": "orders" }
///   ],
///   "redirects": [ { "from": "/item/:id", "to": "/product/:id" } ]
/// }
/// ```
///
/// ``Router/apply(_:)`` checks the whole manifest first and swaps the route table at once;
/// ``Router/exportManifest()`` writes the running table back.
///
/// Typed routes (``RouteDestination``, ``RouteEnum``) are the code's: applying a manifest keeps
/// them, since their values build URLs from their own patterns. A manifest may restate one (the
/// same pattern and handler, marked `"typed": true` when exported), to change its priority,
/// defaults, flags or presentation; leaving one out does not remove it
/// (<doc:RouteManifests#Typed-routes-and-manifests>).
public struct RouteManifest: Sendable, Hashable, Codable {
  /// The format version this library writes: 2, which adds ``Entry/tab``, ``Entry/parent``
  /// and ``Entry/identifyingQueryItems`` to version 1.
  public static let currentVersion = 2

  /// The format versions this library reads: 1 (without placements) and 2.
  public static let supportedVersions: ClosedRange<Int> = 1...currentVersion

  /// The format version; one of ``supportedVersions``.
  public var version: Int
  /// The routes, in registration order.
  public var routes: [Entry]
  /// The redirects.
  public var redirects: [Redirect]

  /// One route of a manifest.
  public struct Entry: Sendable, Hashable, Codable {
    /// The path pattern; a route has a pattern or a regex.
    public var pattern: String?
    /// A raw PCRE2 regex matched against the route path, instead of a pattern.
    public var regex: String?
    /// For a regex route, the source it is restricted to: an app scheme (`myapp`) or a web
    /// origin (`https://app.example.com`).
    public var source: String?
    /// The name of the handler that runs the route; a restated typed route whose handler has
    /// no name (a destination registered with a closure) has none.
    public var handler: String?
    /// The route's name, for reverse routing.
    public var name: String?
    /// The priority; 0 when absent.
    public var priority: Int?
    /// Default parameters.
    public var defaults: [String: String]?
    /// How the route prefers to be shown: `push`, `present(sheet)`, `replaceTop`, `setRoot`,
    /// `custom(name)`.
    public var presentation: String?
    /// `internalOnly` and `requiresLogin`.
    public var flags: [String]?
    /// `true` for a typed route the app's code registers (``RouteOrigin/typed(_:)``): the entry
    /// restates it rather than adding a route, and a manifest that leaves it out keeps it. An
    /// optional field of version 1, absent for other routes.
    public var typed: Bool?
    /// The identifier of the tab that holds the route's screen (``RoutePlacement/tab``); from
    /// version 2.
    public var tab: String?
    /// The name of the route behind this one when its link arrives from outside the app
    /// (``RoutePlacement/parent``), filled from this route's path parameters and defaults; from
    /// version 2.
    public var parent: String?
    /// Query items that identify the route's screen beside its path parameters
    /// (``RoutePlacement/identifyingQueryItems``); from version 2.
    public var identifyingQueryItems: [String]?

    /// A route entry.
    public init(
      pattern: String? = nil, regex: String? = nil, source: String? = nil,
      handler: String? = nil, name: String? = nil, priority: Int? = nil,
      defaults: [String: String]? = nil, presentation: String? = nil, flags: [String]? = nil,
      typed: Bool? = nil, tab: String? = nil, parent: String? = nil,
      identifyingQueryItems: [String]? = nil
    ) {
      self.pattern = pattern
      self.regex = regex
      self.source = source
      self.handler = handler
      self.name = name
      self.priority = priority
      self.defaults = defaults
      self.presentation = presentation
      self.flags = flags
      self.typed = typed
      self.tab = tab
      self.parent = parent
      self.identifyingQueryItems = identifyingQueryItems
    }

    /// Whether the entry states a placement field of version 2.
    var hasPlacement: Bool { tab != nil || parent != nil || identifyingQueryItems != nil }
  }

  /// One redirect of a manifest.
  public struct Redirect: Sendable, Hashable, Codable {
    /// The pattern redirected.
    public var from: String
    /// The target pattern, filled in with the parameters `from` captures.
    public var to: String
    /// The redirect's name.
    public var name: String?
    /// The priority; 0 when absent.
    public var priority: Int?
    /// `true` for the redirect of a typed route's former pattern (``CasePattern/formerly``),
    /// which the app's code registers; absent for other redirects.
    public var typed: Bool?

    /// A redirect entry.
    public init(
      from: String, to: String, name: String? = nil, priority: Int? = nil, typed: Bool? = nil
    ) {
      self.from = from
      self.to = to
      self.name = name
      self.priority = priority
      self.typed = typed
    }
  }

  /// A manifest of `routes` and `redirects`, at the current version by default.
  public init(
    version: Int = RouteManifest.currentVersion, routes: [Entry] = [], redirects: [Redirect] = []
  ) {
    self.version = version
    self.routes = routes
    self.redirects = redirects
  }
}
