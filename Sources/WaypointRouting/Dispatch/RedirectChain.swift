/// The URLs one `handle` call went through, to bound redirects and report loops.
struct RedirectChain: Sendable {
  /// The URLs as given, oldest first.
  private(set) var urls: [String] = []
  private var keys: [String] = []

  /// The chain with `url` added.
  func adding(_ url: String) -> RedirectChain {
    var chain = self
    chain.urls.append(url)
    chain.keys.append(Self.key(url))
    return chain
  }

  /// Whether `url` (normalized) is in the chain already.
  func contains(_ url: String) -> Bool {
    keys.contains(Self.key(url))
  }

  /// How many URLs the chain holds.
  var count: Int { urls.count }

  /// A URL's identity for loop detection: its source, route path and query.
  private static func key(_ url: String) -> String {
    guard let parsed = try? RouteURL(url, maximumLength: Int.max) else { return url }
    return "\(parsed.source)\(parsed.path)?\(parsed.query.rawValue)"
  }
}
