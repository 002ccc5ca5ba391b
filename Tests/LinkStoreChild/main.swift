import Foundation
import Waypoint

// The process of the link store's kill test (KillTests.swift).
//
//   LinkStoreChild hold FOLDER     holds a link for the login and three for the launch, writes
//                                  READY, and waits to be killed
//   LinkStoreChild resume FOLDER   takes them back from the store, sees the system deliver one
//                                  again, resumes, logs in, and writes what it showed
//
// Every line goes straight to the standard output (no buffer), so the test reads it at once.

/// Writes `line` to the standard output now.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A parameter type a store cannot keep.
struct Note: Sendable {
  let text: String
}

/// A count of events, from any thread.
final class Counter: Sendable {
  private let count = NSLock()
  nonisolated(unsafe) private var value = 0
  func increment() { count.withLock { value += 1 } }
  var current: Int { count.withLock { value } }
}

/// Whether the user is logged in.
final class Session: Sendable {
  private let lock = NSLock()
  nonisolated(unsafe) private var loggedIn = false
  func logIn() { lock.withLock { loggedIn = true } }
  var isLoggedIn: Bool { lock.withLock { loggedIn } }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, ["hold", "resume"].contains(arguments[1]) else {
  say("usage: LinkStoreChild hold|resume FOLDER")
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[2])
let session = Session()
let deferred = Counter()

let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
let gate = AuthenticationGate(loginURL: "/login") { session.isLoggedIn }
router.use(gate, priority: 100)
router.use(
  RequestLog { event in
    if case .deferred = event { deferred.increment() }
  })
try router.register("/login") { _ in .ok }
try router.register("/p/:id") { request in
  let number = (request.primitiveParameters["n"] as? Int).map { " n=\($0)" } ?? ""
  say("shown /p/\(request["id"] ?? "?")\(number)")
  return .ok
}
try router.register("/orders/:id", flags: [.requiresLogin]) { request in
  let count = request.primitiveParameters["count"] as? Int
  let gift = request.primitiveParameters["gift"] as? Bool
  say(
    "shown /orders/\(request["id"] ?? "?") count=\(count.map(String.init) ?? "?") gift=\(gift.map(String.init) ?? "?")"
  )
  return .ok
}
router.suppressDuplicates()
router.deliverReceipts { receipt in
  var line = "receipt \(receipt.url) \(receipt.arrival.rawValue) \(receipt.outcome)"
  for (name, value) in receipt.campaign.sorted(by: { $0.key < $1.key }) {
    line += " campaign \(name)=\(value)"
  }
  if !receipt.unrestoredParameters.isEmpty {
    line += " unrestored \(receipt.unrestoredParameters.joined(separator: ","))"
  }
  say(line)
}

let store: FileLinkStore
do {
  store = try FileLinkStore(folder: folder)
} catch {
  say("store: \(error)")
  exit(1)
}

switch arguments[1] {
case "hold":
  router.keepHeldLinks(in: store) { error in say("store failed: \(error)") }
  // A link that needs the login, while logged out: the gate holds it.
  await router.handle(
    "myapp://orders/7?utm_source=push",
    parameters: ["count": 3, "gift": true, "note": Note(text: "not Codable")])
  // The app launches again (a scene comes back): links wait for the launch.
  router.suspend()
  let urls = ["myapp://p/1", "/p/2", "https://app.example.com/p/3?utm_campaign=spring"]
  for (number, url) in urls.enumerated() {
    Task { await router.handle(url, parameters: ["n": number]) }
    // The `deferred` event comes after the link was written to the store.
    while deferred.current < number + 1 { try await Task.sleep(for: .milliseconds(1)) }
  }
  say("READY")
  while true { try await Task.sleep(for: .seconds(60)) }
default:
  router.suspend()
  let restoration = router.keepHeldLinks(in: store) { error in say("store failed: \(error)") }
  say("restored launch: \(restoration.launchLinks.joined(separator: ", "))")
  say("restored login: \(restoration.loginLinks.joined(separator: ", "))")
  // The system delivers the first link again after the relaunch.
  let again = await router.handle("myapp://p/1")
  say("again myapp://p/1: \(again.error?.code ?? "\(again.kind)")")
  await router.resume()
  session.logIn()
  await gate.loginSucceeded()
  say("stored after: \(try store.load().count)")
}
