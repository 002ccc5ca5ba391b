import Foundation
import Waypoint

/// The reader app's routing and navigation: the design notes' `Router`, `AppCoordinator`,
/// `DeeplinkParser`, `AuthRouter` and `SceneDelegate`, rebuilt on Waypoint.
///
/// ```swift
/// let app = try AppCoordinator(session: Session(user: "ada"))
/// await app.connectScene(openedWith: ["reader://items/42/comments"])
/// print(app.navigator)
/// // tab home: app.home
/// // tab library (selected): app.library > app.detail(id=42) > app.comments(id=42)
/// ```
///
/// | design notes | here |
/// |---|---|
/// | `enum Route` | ``AppRoute``, registered as a ``RouteEnum`` |
/// | `Router.open(_:)`, a `switch` that pushes or presents | ``open(_:)``: the router plans where the case's screen goes |
/// | `Coordinator`, `UINavigationController` | ``Coordinator``, a ``NavigationState`` with tabs in an ``InMemoryNavigator`` |
/// | `DeeplinkParser.parse(_:)` | the router: ``receive(_:)`` opens a link, ``whichScreen(_:)`` only says which case it is |
/// | `AuthRouter`'s `isLoggedIn()` check | the ``AuthenticationGate``, which resumes the link after ``logIn(as:)`` |
/// | `SceneDelegate.scene(_:willConnectTo:options:)` | ``connectScene(openedWith:restoring:)``: links held while the app launches |
public final class AppCoordinator: Coordinator {
  /// The app's custom URL scheme.
  public static let appScheme = "reader"
  /// The web origin whose universal links open in the app.
  public static let webOrigin = "https://reader.example.com"
  /// The namespace of the routes: `app.home`, `app.detail`...
  public static let namespace = "app"

  /// The router, with the route enum, the gate and the launch hold installed.
  public let router: Router
  /// What is on screen.
  public let navigator: InMemoryNavigator
  /// Who is logged in.
  public let session: Session
  /// Holds a link to a screen for logged-in readers until the login, then resumes it.
  public let gate: AuthenticationGate

  /// The app, launching: its router holds every link until ``start()`` (the scene entry
  /// point), so that no link is shown before the screens exist.
  ///
  /// - Throws: a ``RouteError`` when ``AppRoute``'s patterns are refused.
  public init(session: Session = Session()) throws(RouteError) {
    router = try Router(appSchemes: [Self.appScheme], webOrigins: [Self.webOrigin])
    navigator = InMemoryNavigator(state: ReaderTabs.start())
    self.session = session
    // The design notes' AuthRouter asked isLoggedIn() before .detail; the gate asks it for
    // every route flagged requiresLogin, and keeps the link for after the login.
    gate = AuthenticationGate(loginURL: "/login") { [session] in await session.isLoggedIn }
    router.use(gate, priority: 100)
    try router.register(
      AppRoute.self, namespace: Self.namespace,
      handler: Screen(navigator: navigator, planner: NavigationPlanner(router: router)))
    // Until the scene is connected, links wait.
    router.suspend(DeferralPolicy(capacity: 4, maximumAge: .seconds(30)))
  }

  /// Shows the first screens (the declared tabs, or a restored state put there before), then
  /// the links that arrived while the app launched, in order.
  public func start() async {
    await router.resume()
  }

  /// Opens a link the system delivers (another app, a notification, a universal link): a link
  /// from outside gets its tab and the screens behind it. While the app launches, it waits.
  @discardableResult
  public func receive(_ url: String) async -> RouteOutcome {
    await router.handle(url)
  }

  /// Opens `route` from inside the app, as a tap does: through the same gate and handler as
  /// its link, pushed on the stack on screen unless its pattern places it elsewhere.
  @discardableResult
  public func open(_ route: AppRoute) async -> RouteOutcome {
    await router.open(route)
  }

  /// Opens `url` as coming from `origin`, whatever its source says.
  @discardableResult
  public func open(_ url: String, origin: LinkOrigin) async -> RouteOutcome {
    var attributes = RequestAttributes()
    attributes[LinkOrigin.Key.self] = origin
    return await router.handle(url, attributes: attributes)
  }

  /// Which case a link is, without showing anything (the design notes' `DeeplinkParser`):
  /// `nil` when no case of ``AppRoute`` takes it.
  ///
  /// - Throws: the router's errors for a URL it refuses (a scheme it does not accept).
  public func whichScreen(_ url: String) throws(RouteError) -> AppRoute? {
    try router.match(url, as: AppRoute.self)
  }

  /// Selects the tab `id`, as a tap on the tab bar does.
  ///
  /// - Throws: ``RouteError/navigationFailed(_:)`` when there is no such tab.
  public func select(tab id: String) async throws(RouteError) {
    try await navigator.perform(.selectTab(id), transition: .animated)
  }

  /// Goes back one screen, as the back button does.
  public func back() {
    navigator.pop()
  }

  /// Logs `user` in: the login sheet closes, and the gate resumes the link that waited.
  ///
  /// - Returns: the outcome of the resumed link, or `nil` when none waited.
  @discardableResult
  public func logIn(as user: String) async -> RouteOutcome? {
    await session.logIn(as: user)
    if navigator.top?.route == "\(Self.namespace).login" { navigator.dismiss() }
    return await gate.loginSucceeded()
  }

  /// Logs the reader out.
  public func logOut() async {
    await session.logOut()
  }

  /// The state to keep where the app likes (scene storage, a file): every screen as its link.
  public func savedState() -> Data {
    navigator.state.json()
  }
}
