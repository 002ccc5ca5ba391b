import CartFeature
import Foundation
import OrderFeature
import ProductFeature
import Waypoint

/// The scripted run: a series of links from everywhere an app gets them, and what each did.
///
/// After each step it writes the URL, the outcome, any x-callback-url callback, and the
/// screens. The text is deterministic: `expected-output.txt` holds it, and a test compares.
public enum ShopScript {
  /// The steps, in order.
  public static let steps: [ScriptStep] = [
    ScriptStep(
      "A push notification: a reply to a review opens the product on its reviews tab",
      .open("shop://product/42", parameters: ["tab": "reviews"])),
    ScriptStep(
      "A universal link from a newsletter",
      .open("https://shop.example.com/product/7?utm_source=newsletter")),
    ScriptStep(
      "A legacy web link: the manifest redirects /item/:id to /product/:id",
      .open("https://shop.example.com/item/9")),
    ScriptStep(
      "A page of the old web site: the manifest's regex route takes it",
      .open("https://shop.example.com/shop/red-shoes-p15.html")),
    ScriptStep("The user taps Home: the manifest shows /home with setRoot", .open("/home")),
    ScriptStep(
      "A web page the app has no screen for goes back to the browser",
      .open("https://shop.example.com/help/returns")),
    ScriptStep("An in-app link from the home screen", .open("/category/shoes")),
    ScriptStep(
      "A tap on a related product opens it by value, through the same route and handler as a link",
      .navigate(ProductDestination(id: 15, tab: .reviews))),
    ScriptStep(
      "The product page shares a universal link built from its value, which parses back to it",
      .share(ProductDestination(id: 15, tab: .reviews))),
    ScriptStep(
      "A link to a route that requires login, while logged out: the gate asks for login",
      .open("shop://orders")),
    ScriptStep("The user logs in: the gate resumes the waiting URL", .logIn("ada")),
    ScriptStep(
      "A tap in the order list opens an order by value, through the login gate like its link",
      .navigate(OrderDestination(id: 1001))),
    ScriptStep("An internal-only debug route, from inside the app", .open("/debug/routes")),
    ScriptStep(
      "Another app adds to the cart with x-callback-url; x-success opens the cart as a sheet",
      .open("shop://cart/add/7?quantity=2&x-success=shop://cart")),
    ScriptStep(
      "The product page's Add button adds by value, through the handler the x-callback link used",
      .navigate(CartAddDestination(productID: 15, quantity: 1))),
    ScriptStep(
      "A typed destination no URL can carry is refused before anything is dispatched",
      .navigate(CartAddDestination(productID: -1))),
    ScriptStep(
      "The internal-only debug route from a custom-scheme link is refused",
      .open("shop://debug/routes")),
    ScriptStep(
      "A link from a scheme the app does not accept is refused", .open("evil://product/1")),
    ScriptStep(
      "The server sends a manifest that moves the product page: it would break published links,"
        + " so the app keeps its table",
      .updateManifest),
    ScriptStep("The order feature is switched off: its plugin is uninstalled", .uninstall("order")),
    ScriptStep("Its links are not found any more", .open("shop://orders")),
    ScriptStep(
      "A link with a product's name where its number goes misses: explain says why",
      .explain("shop://product/red-shoes")),
    ScriptStep(
      "A link that opens the app cold waits until the launch is over, then shows its screen",
      .openDuringLaunch("shop://product/5")),
    ScriptStep(
      "The system delivers an ad's universal link twice in a row: the second is a duplicate,"
        + " and nothing is shown twice",
      .openTwice("https://shop.example.com/product/8?utm_source=ad")),
    ScriptStep(
      "The app is killed while a link waits for the login and another for the launch: the next"
        + " launch takes both back from the link store and shows them",
      .killAndRelaunch(launchLink: "shop://product/11?ref=poster", loginLink: "shop://account")),
  ]

  /// How many of the nearest misses an explain step shows.
  static let nearestMisses = 3

  /// Runs the steps on a new shop with the bundled manifest, and writes what happens, line by
  /// line.
  ///
  /// - Throws: a ``RouteError`` when the shop cannot be set up.
  public static func run(write: (String) -> Void) async throws {
    // The link store's folder, of this run alone.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shop-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    // The script's clocks move a minute per step: receipts and the duplicate window read them.
    let clock = ShopClock(scripted: true)
    var shop = try Shop(manifest: Shop.bundledManifest(), linkFolder: folder, clock: clock)
    let callbacks = CallbackLog()
    shop.router.use(RequestLog { callbacks.record($0) }, priority: 1_000)
    write("Shop: plugins \(shop.router.installedPlugins.joined(separator: ", "))")
    write("Routes: \(shop.router.routes.count), from manifest.json over the plugins' defaults")
    write("Screens: \(shop.screens)")
    for (index, step) in steps.enumerated() {
      clock.advance(by: .seconds(60))
      write("")
      write("\(index + 1). \(step.title)")
      let (lines, relaunched) = await perform(
        step.action, on: shop,
        relaunch: {
          try Shop(manifest: Shop.bundledManifest(), linkFolder: folder, clock: clock)
        })
      for line in lines {
        write("   " + line)
      }
      if let relaunched {
        shop = relaunched
        shop.router.use(RequestLog { callbacks.record($0) }, priority: 1_000)
      }
      for url in callbacks.take() {
        write("   x-callback: \(url)")
      }
      for receipt in shop.receipts.take() {
        write("   receipt: " + ReceiptLog.describe(receipt))
      }
      for failure in shop.receipts.storeFailures {
        write("   link store: \(failure)")
      }
      if let pending = shop.gate.pendingURL {
        write("   waiting for login: \(pending)")
      }
      for line in shop.screens.description.split(separator: "\n") {
        write("   " + line)
      }
    }
  }

  /// Builds the universal link of `destination` and parses it back with the shop's router.
  private static func share<Target: RouteDestination & Equatable>(
    _ destination: Target, on shop: Shop
  ) -> [String] {
    do {
      let link = try destination.url(source: .webOrigin(WebOrigin(Shop.webOrigin)))
      let parsed = try Target.parse(link, configuration: shop.router.configuration)
      return [
        "share \(Target.self) as \(link)",
        "parses back to \(parsed == destination ? "the same value" : "another value")",
      ]
    } catch {
      return ["share \(Target.self): \(error)"]
    }
  }

  /// Performs `action` and describes what it did; the shop a relaunch made (with
  /// `relaunch`) replaces `shop` from then on.
  private static func perform(
    _ action: ScriptStep.Action, on shop: Shop, relaunch: () throws -> Shop
  ) async -> (lines: [String], relaunched: Shop?) {
    switch action {
    case .killAndRelaunch(let launchLink, let loginLink):
      return await killAndRelaunch(shop, launchLink: launchLink, loginLink: loginLink, relaunch)
    default:
      return (await perform(action, on: shop), nil)
    }
  }

  /// Holds a link for the login and one for the launch, kills the shop, and relaunches it on
  /// the same link store.
  private static func killAndRelaunch(
    _ shop: Shop, launchLink: String, loginLink: String, _ relaunch: () throws -> Shop
  ) async -> (lines: [String], relaunched: Shop?) {
    await shop.session.logOut()
    let held = await shop.open(loginLink)
    var lines = ["log out; open \(loginLink)", "outcome: \(held)"]
    lines.append("waiting for login: \(shop.gate.pendingURL ?? "nothing")")
    shop.router.suspend(DeferralPolicy(capacity: 4, maximumAge: .seconds(30)))
    Task { [router = shop.router] in await router.handle(launchLink) }
    // The link is written to the store before it counts as held.
    while !((try? shop.linkStore?.load())?.contains { $0.url == launchLink } ?? true) {
      await Task.yield()
    }
    lines.append("open \(launchLink) while launching: held (\(shop.router.heldLinks.count))")
    shop.kill()
    lines.append("the app is killed: nothing it held was shown")
    let next: Shop
    do {
      next = try relaunch()
    } catch {
      return (lines + ["relaunch failed: \(error)"], nil)
    }
    let restoration = next.restoration ?? LinkRestoration()
    lines.append(
      "relaunch; taken back for the launch: \(restoration.launchLinks.joined(separator: ", "))")
    lines.append("taken back for the login: \(restoration.loginLinks.joined(separator: ", "))")
    await next.router.resume()
    lines.append("launch over: held links shown")
    let resumed = await next.logIn(as: "ada")
    lines += ["log in as ada", "outcome: \(resumed.map { "\($0)" } ?? "nothing was waiting")"]
    return (lines, next)
  }

  /// Performs `action` and describes what it did.
  private static func perform(_ action: ScriptStep.Action, on shop: Shop) async -> [String] {
    switch action {
    case .openTwice(let url):
      let first = await shop.open(url)
      let second = await shop.open(url)
      return [
        "open \(url)", "outcome: \(first)", "open \(url) again at once", "outcome: \(second)",
      ]
    case .killAndRelaunch:
      return ["killAndRelaunch needs a relaunch"]
    case .open(let url, let parameters):
      let outcome = await shop.open(url, parameters: parameters)
      let given = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return [
        "open " + url + (given.isEmpty ? "" : " with " + given.joined(separator: ", ")),
        "outcome: \(outcome)",
      ]
    case .navigate(let destination):
      let url = (try? destination.url()) ?? "(no URL)"
      let outcome = await shop.open(destination)
      return ["navigate to \(type(of: destination)) at \(url)", "outcome: \(outcome)"]
    case .share(let destination):
      return share(destination, on: shop)
    case .logIn(let user):
      let outcome = await shop.logIn(as: user)
      return ["log in as \(user)", "outcome: \(outcome.map { "\($0)" } ?? "nothing was waiting")"]
    case .updateManifest:
      do {
        let diff = try shop.update(to: Shop.nextManifest())
        guard !diff.isEmpty else { return ["manifest applied: no link changes"] }
        return ["manifest refused: \(diff.changes.count) link(s) would change"]
          + diff.changes.map { "  \($0.url): \($0.kind.rawValue), \($0.before) -> \($0.after)" }
      } catch {
        return ["manifest refused: \(error)"]
      }
    case .uninstall(let namespace):
      let removed: Bool
      do {
        removed = try shop.router.uninstall(namespace)
      } catch {
        return ["uninstall \(namespace) refused: \(error)"]
      }
      return [
        "uninstall \(namespace): \(removed ? "removed" : "was not installed")",
        "plugins: \(shop.router.installedPlugins.joined(separator: ", "));"
          + " routes: \(shop.router.routes.count)",
      ]
    case .explain(let url):
      let explanation = await shop.router.explain(url)
      var lines = [
        "explain \(url)",
        "source: \(explanation.source.map { "\($0)" } ?? "unreadable"); path: \(explanation.path ?? "none")",
        "winner: \(explanation.winner.map { "#\($0.rank) \($0.route.pattern)" } ?? "none")",
      ]
      for miss in explanation.nearestMisses.prefix(nearestMisses) {
        lines.append("near miss: #\(miss.rank) \(miss.route.pattern): \(miss.verdict)")
      }
      return lines
    case .openDuringLaunch(let url):
      let (held, outcome) = await shop.openDuringLaunch(url)
      return [
        "open \(url) while launching", "held until launch ends: \(held.joined(separator: ", "))",
        "outcome: \(outcome)",
      ]
    }
  }
}
