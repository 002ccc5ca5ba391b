/// How the router reads a link to account for it: which query items are campaign items, what
/// they are, and what makes two links the same.
struct LinkReading: Sendable {
  /// The campaign item names besides `utm_*`.
  let campaignNames: Set<String>

  /// Reads `utm_*` and `campaignNames` as campaign items.
  init(campaignNames: Set<String> = []) {
    self.campaignNames = campaignNames
  }

  /// Whether the query item `name` is a campaign item.
  func isCampaign(_ name: String) -> Bool {
    name.hasPrefix("utm_") || campaignNames.contains(name)
  }

  /// The campaign items of `url`, the first value of each name.
  func campaign(of url: RouteURL) -> [String: String] {
    var campaign: [String: String] = [:]
    guard url.hasQuery else { return campaign }
    for item in url.query where isCampaign(item.name) && campaign[item.name] == nil {
      campaign[item.name] = item.value
    }
    return campaign
  }

  /// What makes a link the same as another: its delivery identifier, or without one its
  /// source, normalized path, query items other than campaign items (in order) and fragment.
  func key(of url: RouteURL, deliveryID: String?) -> String {
    if let deliveryID { return "delivery " + deliveryID }
    var key = "url \(url.source) \(url.path)"
    if url.hasQuery {
      let items = url.query.filter { !isCampaign($0.name) }
        .map { Self.escaped($0.name) + "=" + Self.escaped($0.value) }
      if !items.isEmpty { key += "?" + items.joined(separator: "&") }
    }
    if let fragment = url.fragment { key += "#" + fragment }
    return key
  }

  /// `text` with the characters that separate items escaped.
  private static func escaped(_ text: String) -> String {
    guard text.contains(where: { "%&=#".contains($0) }) else { return text }
    return text.replacingPercentSeparators()
  }
}

extension String {
  /// The text with `%`, `&`, `=` and `#` percent-encoded.
  fileprivate func replacingPercentSeparators() -> String {
    var result = ""
    for character in self {
      switch character {
      case "%": result += "%25"
      case "&": result += "%26"
      case "=": result += "%3D"
      case "#": result += "%23"
      default: result.append(character)
      }
    }
    return result
  }
}
