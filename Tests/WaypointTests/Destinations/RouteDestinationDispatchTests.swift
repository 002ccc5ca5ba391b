import Foundation
import Testing
import WaypointTesting

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

@Suite("Route destinations: handling and opening by value")
struct RouteDestinationDispatchTests {
  /// A router with a typed product handler that records the values it receives.
  static func productRouter() throws -> (Router, Recorder<ProductDestination>) {
    let router = makeRouter()
    let received = Recorder<ProductDestination>()
    try router.register(ProductDestination.self, name: "product") { product, request in
      received.append(product)
      return .success(["handler": "product", "url": request.url.string])
    }
    return (router, received)
  }

  @Test func aLinkReachesTheHandlerAsAValue() async throws {
    let (router, received) = try Self.productRouter()
    let outcome = await router.handle("myapp://product/42?tab=reviews&tags=a&tags=b")
    #expect(outcome.handlerName == "product")
    #expect(received.values == [ProductDestination(id: 42, tab: .reviews, tags: ["a", "b"])])
    #expect(router.route(named: "product")?.pattern == ProductDestination.pattern)
  }

  @Test func openingByValueDispatchesTheSameURLThroughTheSameHandler() async throws {
    let (router, received) = try Self.productRouter()
    let recorder = RecordingMiddleware()
    router.use(recorder)
    let product = ProductDestination(id: 7, tab: .questions, tags: ["a b", "c/d", ""])
    let responses = Recorder<RouteResponse>()
    let outcome = await router.open(product) { responses.append($0) }
    #expect(
      outcome.response?.values["url"] == "/product/7?tab=questions&tags=a%20b&tags=c%2Fd&tags=")
    #expect(received.values == [product])
    #expect(responses.values.count == 1)
    #expect(recorder.log.first == "before \(try product.url())")
    #expect(recorder.log.count == 2)
  }

  @Test func primitiveParametersStillBeatTheURL() async throws {
    let (router, received) = try Self.productRouter()
    await router.open(ProductDestination(id: 7, tab: .info), parameters: ["tab": "reviews"])
    #expect(received.values.map(\.tab) == [.reviews])
  }

  @Test func aValueNoURLCanCarryIsRejectedWithoutDispatch() async throws {
    let (router, received) = try Self.productRouter()
    let recorder = RecordingMiddleware()
    router.use(recorder)
    let responses = Recorder<RouteResponse>()
    let outcome = await router.open(ProductDestination(id: -3, tab: nil)) { responses.append($0) }
    guard outcome.kind == .rejected,
      case .invalidParameter(name: "id", value: "-3", _, _)? = outcome.error
    else {
      Issue.record("expected the id to be refused, got \(outcome)")
      return
    }
    #expect(received.values.isEmpty)
    #expect(recorder.log.isEmpty)
    #expect(
      recorder.events.map(\.description) == [
        "received /product/:id(\\d+) from internal",
        "rejected /product/:id(\\d+): \(try #require(outcome.error))",
      ])
    #expect(responses.values.map(\.status) == [.failure])
    #expect(responses.values.first?.error == outcome.error)
  }

  @Test func aLinkWhoseParameterDoesNotFitIsRejectedNamingIt() async throws {
    let router = makeRouter()
    try router.register(SearchDestination.self) { _, _ in .success(["handler": "search"]) }
    let outcome = await router.handle("/search/shoes?exact=perhaps")
    #expect(
      outcome.error
        == .invalidParameter(
          name: "exact", value: "perhaps", route: "/search/:query", reason: "not a valid Bool"))
  }

  @Test func aValueThatLooksLikeAnXCallbackParameterStaysAValue() async throws {
    let router = makeRouter()
    let recorder = RecordingMiddleware()
    router.use(recorder)
    try router.register(SearchDestination.self) { search, _ in .success(payload: search) }
    try router.register("/product/:id") { _ in .success(["handler": "product"]) }
    let search = SearchDestination(
      query: "x&x-success=myapp://product/1", page: nil, exact: true, minimumPrice: nil,
      note: "&x-success=myapp://product/2", filters: ["x-success=myapp://product/3"])
    let outcome = await router.open(search)
    #expect(outcome.response?.payload as? SearchDestination == search)
    #expect(!recorder.events.contains { $0.description.hasPrefix("callback") })
    #expect(recorder.log.count == 2)
  }

  @Test func theAuthenticationGateAppliesToLinksAndToOpeningByValue() async throws {
    let router = makeRouter()
    let loggedIn = Locked(false)
    let gate = AuthenticationGate(loginURL: "/login") { loggedIn.withLock { $0 } }
    router.use(gate, priority: 100)
    let orders = Recorder<Int>()
    let route = try router.register(OrderDestination.self) { order, _ in
      orders.append(order.id)
      return .success(["handler": "order"])
    }
    #expect(route.flags == [.requiresLogin])
    try router.register("/login") { _ in .success(["handler": "login"]) }

    let byLink = await router.handle("myapp://order/1")
    #expect(byLink.handlerName == "login")
    let byValue = await router.open(OrderDestination(id: 2))
    guard byValue.kind == .redirected, byValue.redirectTarget == "/login", let inner = byValue.next
    else {
      Issue.record("expected the login redirect, got \(byValue)")
      return
    }
    #expect(inner.handlerName == "login")
    #expect(gate.pendingURL == "/order/2")
    #expect(orders.values.isEmpty)

    loggedIn.withLock { $0 = true }
    #expect(await gate.loginSucceeded(on: router)?.handlerName == "order")
    #expect(await router.open(OrderDestination(id: 3)).handlerName == "order")
    #expect(orders.values == [2, 3])
  }

  @Test func aMoreSpecificRouteTakesTheDestinationsURLAsItWouldTakeALink() async throws {
    let (router, received) = try Self.productRouter()
    try router.register("/product/1") { _ in .success(["handler": "featured"]) }
    #expect(await router.open(ProductDestination(id: 1, tab: nil)).handlerName == "featured")
    #expect(await router.open(ProductDestination(id: 2, tab: nil)).handlerName == "product")
    #expect(received.values.map(\.id) == [2])
  }

  @Test func aPluginRoutesItsDestinationToANamedHandler() async throws {
    struct OrderPlugin: RoutePlugin {
      let namespace = "order"
      let log: Recorder<Int>
      func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
        registrar.handler(
          "detail",
          DestinationHandler(OrderDestination.self) { order, _ in
            log.append(order.id)
            return .success(["handler": "order.detail"])
          })
        try registrar.route(OrderDestination.self, handler: "detail", name: "detail")
      }
    }
    let router = makeRouter()
    let log = Recorder<Int>()
    try router.install(OrderPlugin(log: log))
    let route = try #require(router.route(named: "order.detail"))
    #expect(route.pattern == OrderDestination.pattern)
    #expect(route.flags == [.requiresLogin])
    #expect(route.handlerName == "order.detail")
    #expect(await router.open(OrderDestination(id: 5)).handlerName == "order.detail")
    #expect(log.values == [5])
  }

  @Test func theHandlerDecodesFromAnyRouteThatSuppliesTheParameters() async throws {
    let router = makeRouter()
    let received = Recorder<ProductDestination>()
    let handler = DestinationHandler(ProductDestination.self) { product, _ in
      received.append(product)
      return .ok
    }
    try router.register(
      regex: #"/shop/[a-z-]+-p(?<id>\d+)\.html"#, defaults: ["tab": "info"], handler: handler)
    await router.handle("/shop/red-shoes-p15.html")
    #expect(received.values == [ProductDestination(id: 15, tab: .info)])
  }
}
