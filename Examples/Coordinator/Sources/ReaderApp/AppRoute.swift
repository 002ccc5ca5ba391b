import Foundation
import Waypoint

/// The app's screens: the design notes' `enum Route` as written (`home`, `detail`, `web`,
/// `login`), with the reader's library tab and an article's comments, and one added
/// declaration, a pattern per case.
///
/// ```swift
/// try AppRoute.parse("/items/42")          // .detail(id: 42)
/// try AppRoute.detail(id: 42).url()        // "/items/42"
/// try AppRoute.parse("/detail/42")         // .detail(id: 42): version 1's path
/// ```
///
/// Each pattern says where the case's screen lives: articles are in the library tab (behind
/// the library when a link opens one from outside), an article's comments behind the
/// article, the login as a sheet. A web page has no place of its own: it is pushed on the
/// stack it is opened from.
public enum AppRoute: RouteEnum, Hashable {
  /// The home feed, the root of the home tab.
  case home
  /// An article; only for logged-in readers (the design notes' auth check).
  case detail(id: Int)
  /// A web page shown in the app.
  case web(url: URL)
  /// The login sheet.
  case login
  /// The reader's saved articles, the root of the library tab.
  case library
  /// The comments on an article.
  case comments(id: Int)

  /// The case patterns. Version 1 of the app had articles at `/detail/:id`: that path is a
  /// former pattern, so that version 1's links and saved screens land on `/items/:id`.
  public static let patterns: CasePatterns = [
    "home": CasePattern("/home", tab: ReaderTabs.home),
    "detail": CasePattern(
      "/items/:id(\\d+)", flags: [.requiresLogin], parent: "library",
      formerly: ["/detail/:id(\\d+)"]),
    "web": CasePattern("/web", identifyingQueryItems: ["url"]),
    "login": CasePattern("/login", presentation: .present(.sheet)),
    "library": CasePattern("/library", tab: ReaderTabs.library),
    "comments": CasePattern("/items/:id(\\d+)/comments", parent: "detail"),
  ]
}
