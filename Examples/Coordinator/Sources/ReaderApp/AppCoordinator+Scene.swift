import Foundation
import Waypoint

extension AppCoordinator {
  /// What the design notes' `SceneDelegate.scene(_:willConnectTo:options:)` did: the scene
  /// connects, maybe with the links the app was opened with (`connectionOptions.urlContexts`)
  /// and a state saved last time. The links arrive while the router is suspended, so it holds
  /// them; the saved state is restored (a screen that requires login, for a logged-out
  /// reader, held by the gate); then ``start()`` resumes the router and the links are shown on
  /// top of it.
  ///
  /// - Returns: the links the router held during the launch, what restoring reported (`nil`
  ///   without a saved state; the error for one that cannot be read), and the outcome of each
  ///   link, in order.
  public func connectScene(openedWith urls: [String] = [], restoring saved: Data? = nil)
    async -> SceneLaunch
  {
    var links: [Task<RouteOutcome, Never>] = []
    for url in urls {
      links.append(Task { [router] in await router.handle(url) })
      // The system delivers the links one after the other.
      while !router.heldLinks.contains(url) { await Task.yield() }
    }
    let held = router.heldLinks
    var restoration: Result<NavigationRestoration, NavigationStateError>?
    if let saved {
      do {
        restoration = .success(try await restore(saved))
      } catch {
        restoration = .failure(error)
      }
    }
    await start()
    var outcomes: [RouteOutcome] = []
    for link in links { outcomes.append(await link.value) }
    return SceneLaunch(heldLinks: held, restoration: restoration, outcomes: outcomes)
  }
}

/// What connecting the scene did: the links held while the app launched, what restoring
/// a saved state reported, and the outcome of each link.
public struct SceneLaunch: Sendable {
  /// The links the router held until the launch was over.
  public var heldLinks: [String]
  /// What restoring made of the saved state, or why it could not be read; `nil` when there
  /// was none.
  public var restoration: Result<NavigationRestoration, NavigationStateError>?
  /// The outcome of each link, in the order they arrived.
  public var outcomes: [RouteOutcome]
}
