import Foundation
import Waypoint

// The values that code blocks use without declaring them, under the names the documents give
// them. A block that declares a value of the same name uses its own.

// MARK: Routers

/// The app's router.
public var router: Router { placeholder() }

/// The router serving today's table (*Checking what a route change does to links*).
public var current: Router { placeholder() }

/// A router with the table that would replace `current`.
public var candidate: Router { placeholder() }

/// The shop example's app (*Writing a handler plugin*).
public var shop: Shop { placeholder() }

// MARK: Requests and plugins

/// A request that a handler received.
public var request: RouteRequest { placeholder() }

/// The registrar a plugin's `register(in:)` fills in.
public var registrar: RoutePluginRegistrar {
  get { placeholder() }
  set {}
}

/// A URL that the app was asked to open.
public var url: String { placeholder() }

/// The logged-in user, passed to `handle` as a primitive parameter.
public var currentUser: String { placeholder() }

/// Who is logged in.
public var session: Session { placeholder() }

// MARK: Navigation

/// The app's navigator, which the plugins' screens open on.
public var navigator: any Navigator { placeholder() }

/// The navigator of the app's window.
public var appNavigator: any Navigator { placeholder() }

// MARK: Manifests

/// A route manifest's JSON, as read from a file.
public var data: Data { placeholder() }

/// A route manifest's JSON, as downloaded from the app's server.
public var remoteConfiguration: Data { placeholder() }

/// A route manifest downloaded from the app's server, not applied yet.
public var downloaded: RouteManifest { placeholder() }

/// The links the app has published and promised to keep working.
public var promisedLinks: [String] { placeholder() }
