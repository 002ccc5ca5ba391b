import Foundation
import Waypoint

/// The app's screens as a route enum (*Route enums*).
public enum AppRoute: RouteEnum, Hashable {
  /// The home screen.
  case home
  /// An item.
  case detail(id: Int)
  /// A web page, opened in the browser.
  case web(url: URL)
  /// The login screen.
  case login

  /// A pattern per case.
  public static let patterns: CasePatterns = [
    "home": "/home",
    "detail": "/items/:id(\\d+)",
    "web": "/web",
    "login": CasePattern("/login", presentation: .present(.sheet)),
  ]
}
