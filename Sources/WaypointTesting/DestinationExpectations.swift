import Testing
import Waypoint

/// Expects `destination` (a route destination, or a route enum's case) to build a URL from each
/// of `sources` that parses back to an equal value.
///
/// ```swift
/// let shop = Router.Configuration(appSchemes: ["shop"])
/// expectRoundTrip(ProductDestination(id: 42), configuration: shop, sources: [.appScheme("shop")])
/// ```
///
/// - Parameters:
///   - destination: the value to build a URL for.
///   - configuration: what parsing accepts; it must accept every source of `sources`.
///   - sources: the sources to build links from (``TypedRoute/url(source:)``).
/// - Returns: the URLs built, in the order of `sources` (fewer when one fails).
@discardableResult
public func expectRoundTrip<Target: TypedRoute & Equatable>(
  _ destination: Target, configuration: Router.Configuration = Router.Configuration(),
  sources: [LinkSource] = [.internal], sourceLocation: SourceLocation = #_sourceLocation
) -> [String] {
  var urls: [String] = []
  for source in sources {
    let url: String
    do {
      url = try destination.url(source: source)
    } catch {
      Issue.record(
        "\(destination) has no URL from \(source): \(error)", sourceLocation: sourceLocation)
      continue
    }
    urls.append(url)
    do {
      let parsed = try Target.parse(url, configuration: configuration)
      if parsed != destination {
        Issue.record(
          "\(url) parses as \(parsed), not as \(destination)", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record(
        "\(url), built from \(destination), does not parse: \(error)",
        sourceLocation: sourceLocation)
    }
  }
  return urls
}
