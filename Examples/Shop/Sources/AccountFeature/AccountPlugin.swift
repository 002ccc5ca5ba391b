import Waypoint

/// The account module's routes, under the `account` namespace: the login screen, the profile,
/// and a middleware that passes the current user on to every handler.
///
/// Handlers: `account.login` and `account.profile`.
/// Default routes: ``loginPath`` (as a sheet) and `/account` (requires login).
///
/// The login gate itself is the app's: it stays in place when this plugin is uninstalled, so
/// that removing a module never opens a route that requires login.
public struct AccountPlugin: RoutePlugin {
  /// Where the login screen is: the URL an authentication gate sends logged-out users to.
  public static let loginPath = "/login"

  /// `account`.
  public let namespace = "account"
  private let navigator: any Navigator
  private let session: Session

  /// A plugin whose screens open on `navigator`, for `session`.
  public init(navigator: any Navigator, session: Session) {
    self.navigator = navigator
    self.session = session
  }

  /// Contributes the login and profile screens, their default routes, and the middleware that
  /// adds the `user` parameter.
  public func register(in registrar: inout RoutePluginRegistrar) throws(RouteError) {
    registrar.handler("login", LoginPage(navigator: navigator))
    registrar.handler("profile", ProfilePage(navigator: navigator, session: session))
    try registrar.route(
      Self.loginPath, handler: "login", name: "login", presentation: .present(.sheet))
    try registrar.route("/account", handler: "profile", name: "profile", flags: [.requiresLogin])
    registrar.middleware(CurrentUserParameter(session: session))
  }
}
