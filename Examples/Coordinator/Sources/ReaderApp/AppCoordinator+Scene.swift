import Foundation
import Waypoint

extension AppCoordinator {
  /// What the design notes' `SceneDelegate.scene(_:willConnectTo:options:)` did: the scene
  /// connects, maybe with the links the app was opened with (`connectionOptions.urlContexts`)
  /// and a state saved last time. The links arrive while the router is suspended, so it holds
  /// them; the saved state is restored; then ``start()`` resumes the router and the links are
  /// shown on top of it, then the restored screen that waits for the login, if any.
  ///
  /// - Returns: the links the router held during the launch, what restoring reported (`nil`
  ///   without a saved state), and the outcome of each link, in order (the last one the
  ///   restored screen's that waits for the login).
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
    var report: RestorationReport?
    if let saved { report = await restore(saved) }
    await start()
    var outcomes: [RouteOutcome] = []
    for link in links { outcomes.append(await link.value) }
    // A restored screen for logged-in readers goes through the gate as a link from outside:
    // after the login it comes back with the screens behind it.
    if let link = report?.waitingForLogin { outcomes.append(await open(link, origin: .outside)) }
    return SceneLaunch(heldLinks: held, restoration: report, outcomes: outcomes)
  }
}

/// What connecting the scene did: the links held while the app launched, what restoring
/// a saved state reported, and the outcome of each link.
public struct SceneLaunch: Sendable {
  /// The links the router held until the launch was over.
  public var heldLinks: [String]
  /// What restoring reported; `nil` when there was no saved state.
  public var restoration: RestorationReport?
  /// The outcome of each link, in the order they arrived.
  public var outcomes: [RouteOutcome]
}
