import Foundation
import Waypoint

/// Collects the x-callback-url callbacks the router dispatches, from its request log.
final class CallbackLog: @unchecked Sendable {
  private let lock = NSLock()
  private var urls: [String] = []

  /// Keeps the URL of a callback event.
  func record(_ event: RouteEvent) {
    guard case .callback(let url) = event else { return }
    lock.withLock { urls.append(url) }
  }

  /// The callback URLs recorded since the last call, oldest first.
  func take() -> [String] {
    lock.withLock {
      defer { urls = [] }
      return urls
    }
  }
}
