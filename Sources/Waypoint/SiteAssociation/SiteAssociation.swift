/// The `applinks` section of an `apple-app-site-association` file: which URLs of a web origin
/// the system opens in which app, and which it leaves to the browser (<doc:AssociationFiles>).
///
/// Read a deployed file with ``init(json:)``, ask what the system does with a URL with
/// ``verdict(for:appIDs:)``, write the file a route table needs with
/// ``Router/siteAssociation(appIDs:origin:browserRoutes:webFragment:)``, and compare a file
/// with the table with ``Router/checkSiteAssociation(_:origin:appIDs:urls:browserRoutes:)``.
///
/// ```swift
/// let file = try SiteAssociation(json: Data(#"""
///   {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"],
///     "components": [{"/": "/product/*"}]}]}}
///   """#.utf8))
/// file.verdict(for: "https://shop.example.com/product/42", appIDs: ["ABCDE12345.com.example.shop"])
/// // .app(applinks.details[0].components[0])
/// ```
public struct SiteAssociation: Sendable, Hashable {
  /// `applinks.details`: the apps and the URLs each handles, in the order the system reads
  /// them.
  public var details: [Details]
  /// `applinks.defaults`: the settings of every component, unless its details entry or the
  /// component itself sets them (iOS 14 and later).
  public var defaults: Component
  /// `applinks.substitutionVariables`: custom `$(name)` variables, each standing for one of
  /// its strings.
  public var substitutionVariables: [String: [String]]
  /// What the system ignores or leaves undefined in a file read with ``init(json:)`` (a
  /// `paths` array beside `components`, a key it does not know), and the routes a generated
  /// file leaves out (raw regex routes); each with where it is.
  public var warnings: [SiteAssociationWarning]

  /// An association of `details`, with `defaults` and `substitutionVariables` at the
  /// `applinks` level.
  public init(
    details: [Details], defaults: Component = Component(),
    substitutionVariables: [String: [String]] = [:]
  ) {
    self.details = details
    self.defaults = defaults
    self.substitutionVariables = substitutionVariables
    self.warnings = []
  }
}

extension SiteAssociation {
  /// One entry of `applinks.details`: apps, and the components (or, in the format before
  /// iOS 13, the paths) of the URLs they handle.
  public struct Details: Sendable, Hashable {
    /// `appIDs` (and `appID`): `TEAMID.bundle.identifier` of each app the entry is for.
    public var appIDs: [String]
    /// `components`, in the order the system tries them; `nil` when the entry has none.
    public var components: [Component]?
    /// `paths`, the format before iOS 13 (`NOT ` before a path excludes it); the system
    /// ignores them when ``components`` is present.
    public var paths: [String]?
    /// `defaults`: the settings of this entry's components, unless a component sets them.
    public var defaults: Component

    /// An entry for `appIDs` with `components`.
    public init(
      appIDs: [String], components: [Component]? = nil, paths: [String]? = nil,
      defaults: Component = Component()
    ) {
      self.appIDs = appIDs
      self.components = components
      self.paths = paths
      self.defaults = defaults
    }
  }

  /// One component of `applinks.details[].components` (or a `defaults` object): a URL matches
  /// it when it matches every pattern it sets; a pattern it does not set matches everything.
  public struct Component: Sendable, Hashable {
    /// `/`: the pattern of the path; `*` matches any characters (`/` included), `?` one, and
    /// `$(name)` one of a variable's strings.
    public var path: String?
    /// `?`: the pattern of the whole query, or patterns of query items by name.
    public var query: Query?
    /// `#`: the pattern of the fragment.
    public var fragment: String?
    /// `exclude`: a URL that matches stays in the browser, and no later component is tried.
    public var exclude: Bool?
    /// `caseSensitive`: whether letters must match in case (the system's default: yes).
    public var caseSensitive: Bool?
    /// `percentEncoded`: whether the URL is compared as written, percent-encoded (the
    /// system's default: yes); with `false`, it is decoded first.
    public var percentEncoded: Bool?
    /// `comment`: text the system ignores.
    public var comment: String?

    /// A component of the patterns and settings given; what is `nil` is not written.
    public init(
      path: String? = nil, query: Query? = nil, fragment: String? = nil, exclude: Bool? = nil,
      caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
    ) {
      self.path = path
      self.query = query
      self.fragment = fragment
      self.exclude = exclude
      self.caseSensitive = caseSensitive
      self.percentEncoded = percentEncoded
      self.comment = comment
    }
  }

  /// The `?` of a component.
  public enum Query: Sendable, Hashable {
    /// A pattern the whole query must match (`"?": "page=*"`).
    case pattern(String)
    /// A pattern for each named query item (`"?": {"id": "?*"}`): every item of that name must
    /// match, an absent item counts as the empty string, and other items are ignored.
    case items([String: String])
  }

  /// Where a component is in the file.
  public struct Location: Sendable, Hashable, CustomStringConvertible {
    /// The index of its entry in `applinks.details`.
    public let details: Int
    /// Its index in the entry's `components`, or in its `paths`.
    public let index: Int
    /// Whether it is a string of `paths` rather than a component.
    public let isPath: Bool

    /// `applinks.details[0].components[3]`, or `applinks.details[0].paths[1]`.
    public var description: String {
      "applinks.details[\(details)].\(isPath ? "paths" : "components")[\(index)]"
    }
  }

  /// What the system does with a URL, by the file.
  public enum Verdict: Sendable, Hashable, CustomStringConvertible {
    /// It opens one of the apps asked about: this component is the first that matches.
    case app(Location)
    /// It keeps the URL in the browser: this component, the first that matches, excludes it.
    case excluded(Location)
    /// It opens another app: the first component that matches is in an entry for these
    /// apps only.
    case otherApp([String], Location)
    /// No component matches: the URL stays in the browser.
    case noMatch

    /// Whether the URL opens one of the apps asked about.
    public var opensApp: Bool {
      if case .app = self { return true }
      return false
    }

    /// The component that decided, if one did.
    public var location: Location? {
      switch self {
      case .app(let location), .excluded(let location), .otherApp(_, let location):
        return location
      case .noMatch:
        return nil
      }
    }

    /// `opens the app (applinks.details[0].components[3])`, `excluded by ...`, `opens
    /// TEAMID.other.app (...)`, or `no component matched`.
    public var description: String {
      switch self {
      case .app(let location): return "opens the app (\(location))"
      case .excluded(let location): return "excluded by \(location)"
      case .otherApp(let appIDs, let location):
        return "opens \(appIDs.joined(separator: ", ")) (\(location))"
      case .noMatch: return "no component matched"
      }
    }
  }

  /// The component at `location`, with a string of `paths` as its `/` (and `exclude` for a
  /// `NOT ` path); `nil` when the file has none there.
  public func component(at location: Location) -> Component? {
    guard details.indices.contains(location.details) else { return nil }
    let entry = details[location.details]
    if location.isPath {
      guard let paths = entry.paths, paths.indices.contains(location.index) else { return nil }
      let path = paths[location.index]
      return path.hasPrefix("NOT ")
        ? Component(path: String(path.dropFirst(4)), exclude: true) : Component(path: path)
    }
    guard let components = entry.components, components.indices.contains(location.index) else {
      return nil
    }
    return components[location.index]
  }
}
