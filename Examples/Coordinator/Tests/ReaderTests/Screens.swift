import ReaderApp
import Waypoint

/// The entries and states the tests expect, written out.
enum Screens {
  static let home = NavigationEntry("app.home", url: "/home")
  static let library = NavigationEntry("app.library", url: "/library")
  static let login = NavigationEntry("app.login", url: "/login")

  static func detail(_ id: Int, url: String? = nil) -> NavigationEntry {
    NavigationEntry("app.detail", parameters: ["id": "\(id)"], url: url ?? "/items/\(id)")
  }

  static func comments(_ id: Int, url: String? = nil) -> NavigationEntry {
    NavigationEntry(
      "app.comments", parameters: ["id": "\(id)"], url: url ?? "/items/\(id)/comments")
  }

  /// The web page `https://example.com/guide`.
  static let guide = NavigationEntry(
    "app.web", parameters: ["url": "https://example.com/guide"],
    url: "/web?url=https%3A%2F%2Fexample.com%2Fguide")

  /// The two tabs with these stacks above their roots.
  static func tabs(
    home: [NavigationEntry] = [], library: [NavigationEntry] = [], selected: String,
    sheet: NavigationEntry? = nil
  ) throws -> NavigationState {
    try NavigationState(
      root: .tabs(
        [
          NavigationTab(ReaderTabs.home, stack: [Self.home] + home),
          NavigationTab(ReaderTabs.library, stack: [Self.library] + library),
        ], selected: selected),
      modals: sheet.map { [NavigationModal(style: .sheet, stack: [$0])] } ?? [])
  }
}
