import Foundation

/// What a screen shows as its title: the one `switch` over ``AppRoute`` the app still has,
/// where the design notes' `Router.open(_:)` made a view controller per case. A UI adapter
/// builds its view here.
public enum ScreenTitle {
  /// The title of `route`'s screen.
  public static func of(_ route: AppRoute) -> String {
    switch route {
    case .home: return "Home"
    case .detail(let id): return "Article \(id)"
    case .web(let url): return "Web page \(url.host ?? url.absoluteString)"
    case .login: return "Log in"
    case .library: return "Library"
    case .comments(let id): return "Comments on article \(id)"
    }
  }
}
