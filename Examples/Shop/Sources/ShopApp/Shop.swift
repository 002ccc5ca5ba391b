import AccountFeature
import CartFeature
import Foundation
import OrderFeature
import ProductFeature
import Waypoint

/// The shop app's routing: a router for `shop://` links, universal links from
/// `https://shop.example.com` and internal paths; the four feature plugins; the login gate; and
/// a route manifest over the plugins' default routes; receipts for every link, duplicate
/// suppression, and a link store that keeps held links through a kill.
///
/// ```swift
/// let shop = try Shop(manifest: Shop.bundledManifest())
/// await shop.open("shop://product/42")
/// print(shop.screens) // root: home > product(id=42, tab=info)
/// ```
public final class Shop: Sendable {
  /// The app's custom URL scheme.
  public static let appScheme = "shop"
  /// The web origin whose universal links open in the app.
  public static let webOrigin = "https://shop.example.com"
  /// The screen the app starts on.
  public static let home = NavigationEntry("home")

  /// The router, with everything installed.
  public let router: Router
  /// What is on screen: the in-memory navigator every plugin navigates on.
  public let screens: InMemoryNavigator
  /// Who is logged in.
  public let session: Session
  /// The shopping cart.
  public let cart: Cart
  /// Sends logged-out users to the login screen and resumes their URL after login.
  public let gate: AuthenticationGate
  /// The receipt of every link the shop received.
  public let receipts = ReceiptLog()
  /// Where the links held at launch and for the login are kept; `nil` without a link folder.
  public let linkStore: FileLinkStore?
  /// What the link store gave back when the shop started: the links an earlier process held.
  public let restoration: LinkRestoration?

  /// The app with the plugins installed and, when given, `manifest` applied over their default
  /// routes; with a `linkFolder`, the links it holds are kept there through a kill.
  ///
  /// - Parameters:
  ///   - manifest: the route manifest to apply over the plugins' default routes.
  ///   - session: who is logged in.
  ///   - linkFolder: the folder of the link store; `nil` keeps held links in memory only.
  ///   - clock: the clocks that date links and receipts.
  /// - Throws: a ``RouteError`` when a plugin conflicts with another or the manifest is
  ///   refused; a ``LinkStoreError`` when the link store is used by another process.
  public init(
    manifest: RouteManifest? = nil, session: Session = Session(), linkFolder: URL? = nil,
    clock: ShopClock = ShopClock()
  ) throws {
    router = try Router(appSchemes: [Self.appScheme], webOrigins: [Self.webOrigin])
    screens = InMemoryNavigator(root: Self.home)
    self.session = session
    cart = Cart()
    gate = AuthenticationGate(loginURL: AccountPlugin.loginPath) { [session] in
      await session.isLoggedIn
    }
    // The gate goes first, so that no other middleware works for a request it turns away.
    router.use(gate, priority: 100)
    try router.install(Self.plugins(navigator: screens, session: session, cart: cart))
    try Self.registerAppHandlers(in: router, navigator: screens)
    if let manifest { try router.apply(manifest) }
    // Every link ends in one receipt; `utm_*` and `ref` are campaign items.
    router.deliverReceipts(campaignNames: ["ref"], now: clock.wallTime) { [receipts] receipt in
      receipts.record(receipt)
    }
    // The same link delivered twice within ten seconds is shown once.
    router.suppressDuplicates(
      DuplicateWindow(duration: .seconds(10), now: clock.now), campaignNames: ["ref"])
    // Links held at launch or for the login survive a kill: the next launch takes them back.
    if let linkFolder {
      let store = try FileLinkStore(folder: linkFolder)
      linkStore = store
      restoration = router.keepHeldLinks(in: store) { [receipts] failure in
        receipts.record(failure)
      }
    } else {
      linkStore = nil
      restoration = nil
    }
  }

  /// The feature plugins, for `navigator`: product, cart, order and account.
  public static func plugins(navigator: any Navigator, session: Session, cart: Cart)
    -> [any RoutePlugin]
  {
    [
      ProductPlugin(navigator: navigator),
      CartPlugin(navigator: navigator, cart: cart),
      OrderPlugin(navigator: navigator),
      AccountPlugin(navigator: navigator, session: session),
    ]
  }

  /// Registers the app's own named handlers, which only the manifest routes to: `app.home`
  /// (the home screen), `app.routes` (a debug screen) and `app.browser` (hands a web page back
  /// to the browser).
  ///
  /// - Throws: ``RouteError/pluginConflict(kind:item:first:second:)`` when a name is taken.
  public static func registerAppHandlers(in router: Router, navigator: any Navigator)
    throws(RouteError)
  {
    let routeList = RouteListPage(navigator: navigator) { [weak router] in
      router?.routes.count ?? 0
    }
    try router.registerHandler(HomePage(navigator: navigator), named: "app.home")
    try router.registerHandler(routeList, named: "app.routes")
    try router.registerHandler(BrowserHandoff(), named: "app.browser")
  }

  /// The route manifest shipped with the app (`manifest.json`).
  ///
  /// - Throws: ``RouteError/invalidManifest(_:)`` when it is missing or not a valid manifest.
  public static func bundledManifest() throws(RouteError) -> RouteManifest {
    try manifest(named: "manifest")
  }

  /// The next version of the manifest, as the server would send it: the product page moves
  /// to `/products/:id`.
  public static func nextManifest() throws(RouteError) -> RouteManifest {
    try manifest(named: "manifest-v2")
  }

  private static func manifest(named name: String) throws(RouteError) -> RouteManifest {
    guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else { throw .invalidManifest(["\(name).json is missing from the app's resources"]) }
    return try RouteManifest(json: data)
  }

  /// Links the shop has published (in emails, on posters, in other apps): a manifest update
  /// must keep them working.
  public static let promisedLinks = [
    "shop://product/42", "https://shop.example.com/product/7", "/category/shoes", "shop://cart",
  ]

  /// Applies `manifest` only if every link the old table answered, the promised ones among
  /// them, still goes where it went.
  ///
  /// - Returns: the links the manifest would change; empty when it was applied.
  /// - Throws: ``RouteError/invalidManifest(_:)`` for a manifest the router refuses.
  public func update(to manifest: RouteManifest) throws(RouteError) -> LinkDiff {
    let diff = try router.linkChanges(applying: manifest, urls: Self.promisedLinks)
    if diff.isEmpty { try router.apply(manifest) }
    return diff
  }

  /// Opens `url`, as the system, a push notification or a screen of the app would.
  @discardableResult
  public func open(_ url: String, parameters: [String: any Sendable] = [:]) async -> RouteOutcome {
    await router.handle(url, parameters: parameters)
  }

  /// Opens `url` as a link that arrives while the app launches: the router holds it until the
  /// launch is over, then shows it.
  ///
  /// - Returns: the links held when the launch ended, and the outcome of `url`.
  public func openDuringLaunch(_ url: String) async -> (held: [String], outcome: RouteOutcome) {
    router.suspend(DeferralPolicy(capacity: 4, maximumAge: .seconds(30)))
    let link = Task { [router] in await router.handle(url) }
    while !router.heldLinks.contains(url) { await Task.yield() }
    let held = router.heldLinks
    // The launch is over: the navigation stack exists, so held links can be shown.
    await router.resume()
    return (held, await link.value)
  }

  /// Ends the shop as a kill would: its link store is closed with the file as it is, and
  /// nothing it holds is shown or removed; the next ``Shop`` on the same folder takes the held
  /// links back.
  public func kill() {
    linkStore?.close()
  }

  /// Navigates to `destination` by value, as a tap in the app would: through the same route,
  /// login gate, middleware and handler as a link to it.
  ///
  /// ```swift
  /// await shop.open(ProductDestination(id: 42, tab: .reviews)) // as "/product/42?tab=reviews"
  /// ```
  @discardableResult
  public func open(_ destination: some RouteDestination, parameters: [String: any Sendable] = [:])
    async -> RouteOutcome
  {
    await router.open(destination, parameters: parameters)
  }

  /// Logs `user` in: the login sheet closes, and the gate resumes the URL that was waiting.
  ///
  /// - Returns: the outcome of the resumed URL, or `nil` when none was waiting.
  @discardableResult
  public func logIn(as user: String) async -> RouteOutcome? {
    await session.logIn(as: user)
    if screens.top?.route == "login" { screens.dismiss() }
    return await gate.loginSucceeded()
  }
}
