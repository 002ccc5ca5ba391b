import Foundation
import Waypoint

// What the app does in the documents' handlers: show a screen, report a problem.

/// Shows the product `id` on the `tab` it names.
public func showProduct(_ id: Int, tab: some Sendable) async {}

/// Shows the app's "not found" screen for `url`.
public func showNotFound(_ url: RouteURL) async {}

/// Shows the order `id`.
public func showOrder(_ id: Int) async {}

/// Reports the links a route change would move, for example to the app's server.
public func report(_ changes: [LinkChange]) {}

/// Shows the screen `name`, of the item `id` when it has one.
public func showScreen(_ name: String, id: Int? = nil) async {}

/// Opens `url` in the browser.
public func openInBrowser(_ url: URL) async {}
