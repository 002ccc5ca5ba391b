import CartFeature
import OrderFeature
import ProductFeature
import ShopApp
import Testing
import Waypoint
import WaypointTesting

/// Every typed destination of the shop, for random values: a URL from each of the shop's
/// sources that parses back to an equal value, and opening the value reaches the same
/// handler as its link; or, for a value no URL carries, a typed error naming the parameter.
@Suite("Shop destinations: round trips of random values")
struct DestinationRoundTripTests {
  static let configuration = try! Shop(manifest: Shop.bundledManifest()).router.configuration
  static let sources: [LinkSource] = [
    .internal, .appScheme(Shop.appScheme), .webOrigin(try! WebOrigin(Shop.webOrigin)),
  ]

  @Test(arguments: [11, 12, 13] as [UInt64])
  func everyDestinationRoundTrips(seed: UInt64) throws {
    var samples = ParameterSamples(seed: seed)
    for _ in 0..<100 {
      let product = ProductDestination(
        id: samples.int(), tab: samples.optional { $0.element(of: ProductDestination.Tab.allCases) }
      )
      let add = CartAddDestination(
        productID: samples.int(), quantity: samples.optional { $0.int() })
      let order = OrderDestination(id: samples.int())
      check(product, refused: product.id < 0 ? "id" : nil)
      check(add, refused: add.productID < 0 ? "productID" : nil)
      check(order, refused: order.id < 0 ? "id" : nil)
    }
  }

  @Test func openingByValueReachesTheHandlerOfTheLink() async throws {
    var samples = ParameterSamples(seed: 21)
    for _ in 0..<30 {
      let product = ProductDestination(
        id: samples.int(in: 0...Int.max),
        tab: samples.optional { $0.element(of: ProductDestination.Tab.allCases) })
      let byValue = try Shop(manifest: Shop.bundledManifest())
      let byLink = try Shop(manifest: Shop.bundledManifest())
      await byValue.open(product)
      await byLink.open(try product.url(source: .webOrigin(WebOrigin(Shop.webOrigin))))
      #expect(byValue.screens.top?.isSameScreen(as: product.screen) == true)
      // The same screens, opened by two links (an internal path, a universal link).
      #expect(byLink.screens.description == byValue.screens.description)
    }
  }

  func check<Target: RouteDestination & Equatable>(
    _ value: Target, refused: String?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let refused else {
      let urls = expectRoundTrip(
        value, configuration: Self.configuration, sources: Self.sources,
        sourceLocation: sourceLocation)
      #expect(urls.count == Self.sources.count, sourceLocation: sourceLocation)
      return
    }
    #expect(sourceLocation: sourceLocation) {
      try value.url()
    } throws: { error in
      guard case .invalidParameter(let name, _, _, _)? = error as? RouteError else { return false }
      return name == refused
    }
  }
}
