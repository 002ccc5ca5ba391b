import Foundation
import Waypoint

extension AppCoordinator {
  /// Restores a state that ``savedState()`` wrote, maybe in an earlier version of the app:
  /// each screen's link is resolved again through today's routes, redirects included, so a
  /// screen whose route moved (version 1's `/detail/42`) comes back at its new home
  /// (`/items/42`). A screen whose link no longer resolves is dropped, and the rest kept. When
  /// the reader is logged out, a stack is cut before its first screen that requires login, and
  /// the report names the first screen cut from the selected tab
  /// (``RestorationReport/waitingForLogin``):
  /// ``connectScene(openedWith:restoring:)`` opens it as a link once the launch is over, so
  /// that it goes through the gate and comes back after the login with the screens behind it.
  ///
  /// ```swift
  /// let report = await app.restore(PreviousRelease.savedState)
  /// report.moved    // ["tab library, screen 2: /detail/42 -> /items/42"]
  /// ```
  ///
  /// - Returns: what was restored, moved and dropped; a state that cannot be read (corrupt,
  ///   truncated, from a newer version) is dropped whole, the reason reported, and the app
  ///   starts from its declared tabs.
  @discardableResult
  public func restore(_ saved: Data) async -> RestorationReport {
    var report = RestorationReport()
    let state: NavigationState
    do {
      state = try NavigationState(json: saved)
    } catch {
      report.refused = error.description
      return report
    }
    let planner = NavigationPlanner(router: router)
    let loggedIn = await session.isLoggedIn
    // The link of each stack's first screen left for the login, by stack.
    var gated: [String: String] = [:]
    /// Today's entries for a saved stack: resolved, and cut before a screen the gate keeps.
    func restack(_ stack: [NavigationEntry], place: String) -> [NavigationEntry] {
      var restored: [NavigationEntry] = []
      for (index, entry) in stack.enumerated() {
        let location = "\(place), screen \(index + 1)"
        guard let url = entry.url else {
          report.dropped.append("\(location): \(entry) has no link")
          continue
        }
        let resolved: NavigationEntry
        do {
          resolved = try Self.resolve(url, with: planner)
        } catch {
          report.dropped.append("\(location): \(url): \(error)")
          continue
        }
        if !loggedIn, !planner.screensRequiringLogin(in: [.push(resolved)]).isEmpty {
          report.dropped += stack[index...].map { "\(place): \($0) requires login" }
          gated[place] = resolved.url ?? url
          break
        }
        if resolved.url != url {
          report.moved.append("\(location): \(url) -> \(resolved.url ?? "")")
        }
        restored.append(resolved)
      }
      return restored
    }
    let start = ReaderTabs.start()
    var tabs: [NavigationTab] = []
    for id in start.tabIdentifiers {
      let declaredRoot = start.stack(ofTab: id) ?? []
      var stack = restack(state.stack(ofTab: id) ?? [], place: "tab \(id)")
      // A tab keeps its declared root, whatever came back.
      if stack.first.map({ !$0.isSameScreen(as: declaredRoot[0]) }) ?? true {
        stack = declaredRoot + stack.filter { !$0.isSameScreen(as: declaredRoot[0]) }
      }
      tabs.append(NavigationTab(id, stack: stack))
    }
    var modals: [NavigationModal] = []
    for (index, modal) in state.modals.enumerated() {
      let stack = restack(modal.stack, place: "\(modal.style.rawValue) \(index + 1)")
      if !stack.isEmpty { modals.append(NavigationModal(style: modal.style, stack: stack)) }
    }
    let selected = state.selectedTab.flatMap { start.tabIdentifiers.contains($0) ? $0 : nil }
    do {
      navigator.show(
        try NavigationState(
          root: .tabs(tabs, selected: selected ?? ReaderTabs.home), modals: modals))
    } catch {
      report.refused = error.description
      return report
    }
    report.restored = navigator.state.entries.count
    // The selected tab's screen goes through the gate; else another stack's, by name.
    let onScreen = ["tab \(selected ?? ReaderTabs.home)"] + gated.keys.sorted()
    report.waitingForLogin = onScreen.lazy.compactMap { gated[$0] }.first
    return report
  }

  /// Today's entry for the link `url`: its route after redirects, its parameters, the URL it
  /// lands on.
  ///
  /// - Throws: ``RouteError/notFound(_:)`` when no route takes it any more, and the router's
  ///   errors for a link it refuses.
  static func resolve(_ url: String, with planner: NavigationPlanner) throws(RouteError)
    -> NavigationEntry
  {
    // The plan from an empty stack ends with the screen itself, whatever its placement.
    let plan = try planner.plan(for: url, origin: .inside, from: NavigationState(stack: []))
    guard let entry = plan.last?.entry else { throw .notFound(url) }
    return entry
  }
}
