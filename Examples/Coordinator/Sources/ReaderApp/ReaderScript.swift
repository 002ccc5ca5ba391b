import Foundation
import Waypoint

/// The scripted run: the links of a reader's day, and the navigation state after each.
///
/// After each step it writes what was done, the outcome, the steps of the plan, any link
/// waiting for the login, the title of the top screen and the state. The text is
/// deterministic: `expected-output.txt` holds it, and a test compares.
public enum ReaderScript {
  /// The steps, in order.
  public static let steps: [ScriptStep] = [
    ScriptStep(
      "The scene connects with a notification's link (a cold start): the router holds it while"
        + " the app launches, then shows it in the library tab, the article behind its comments",
      .launch(links: ["reader://items/42/comments"])),
    ScriptStep(
      "Inside the comments, a link to a web page: pushed onto the stack on screen",
      .open(.web(url: URL(string: "https://example.com/guide")!))),
    ScriptStep("The reader taps the home tab", .selectTab(ReaderTabs.home)),
    ScriptStep(
      "On the home feed, a tap on article 7: from inside, pushed onto the home stack, not moved"
        + " to the library tab",
      .open(.detail(id: 7))),
    ScriptStep("The reader logs out", .logOut),
    ScriptStep(
      "A tap on article 9 while logged out: the gate keeps the link and shows the login sheet",
      .open(.detail(id: 9))),
    ScriptStep(
      "The reader logs in: the sheet closes, and the gate resumes article 9 on the home stack",
      .logIn("ada")),
    ScriptStep(
      "A universal link to article 42, open in the library tab: the tab is selected and popped"
        + " back to it; no copy is pushed",
      .receive("https://reader.example.com/items/42")),
    ScriptStep(
      "The same article from a mail: it is on top already, so nothing happens",
      .receive("reader://items/42?ref=mail")),
    ScriptStep(
      "Which screen is a link, without opening it (what the DeeplinkParser did)",
      .whichScreen([
        "reader://items/42/comments", "reader://detail/42", "/web?url=https%3A%2F%2Fa.b%2Fc",
        "/help",
      ])),
    ScriptStep("The app saves its state, as scene storage would: every screen is a link", .save),
    ScriptStep(
      "The app is updated and relaunched with the state version 1 saved: /detail/42 redirects"
        + " to /items/42; /detail/42/comments has no route any more and is dropped",
      .relaunch(restoring: .previousRelease, user: "ada")),
    ScriptStep(
      "Relaunched logged out with the state saved at step 11: the articles require login; the"
        + " selected tab's goes through the gate, the others are dropped",
      .relaunch(restoring: .lastSaved, user: nil)),
    ScriptStep(
      "The reader logs in: article 42 comes back in the library tab, behind it the library",
      .logIn("ada")),
  ]

  /// Runs the steps on a new app, with a reader logged in (a login the keychain kept), and
  /// writes what happens, line by line.
  ///
  /// - Throws: a ``RouteError`` when the app cannot be set up.
  public static func run(write: (String) -> Void) async throws {
    var app = try AppCoordinator(session: Session(user: "ada"))
    var saved: Data?
    write(
      "Reader: routes "
        + app.router.routes.map { $0.name ?? "\($0.pattern) (redirect)" }.joined(separator: ", "))
    write("Tabs: " + ReaderTabs.start().tabIdentifiers.joined(separator: ", "))
    write("Logged in: ada")
    for (index, step) in steps.enumerated() {
      write("")
      write("\(index + 1). \(step.title)")
      var lines: [String]
      switch step.action {
      case .save:
        saved = app.savedState()
        lines = ["saved: " + String(decoding: saved ?? Data(), as: UTF8.self)]
      case .relaunch(let restoring, let user):
        let data = restoring == .previousRelease ? PreviousRelease.savedState : saved ?? Data()
        do {
          app = try AppCoordinator(session: Session(user: user))
        } catch {
          write("   relaunch failed: \(error)")
          return
        }
        let launch = await app.connectScene(restoring: data)
        lines = ["relaunch, \(user.map { "logged in as \($0)" } ?? "logged out")"]
        lines += launch.restoration.map(describe) ?? []
      default:
        lines = await perform(step.action, on: app)
      }
      for line in lines { write("   " + line) }
      if let pending = app.gate.pendingURL { write("   waiting for login: \(pending)") }
      write("   top: \(title(of: app.navigator.top, in: app))")
      for line in app.navigator.description.split(separator: "\n") { write("   " + line) }
    }
  }

  /// Performs `action` and describes what it did.
  private static func perform(_ action: ScriptStep.Action, on app: AppCoordinator) async
    -> [String]
  {
    switch action {
    case .launch(let links):
      let launch = await app.connectScene(openedWith: links)
      var lines = ["launching: held \(launch.heldLinks.joined(separator: ", "))", "launch over"]
      for (link, outcome) in zip(links, launch.outcomes) {
        lines += ["open \(link)"] + describe(outcome)
      }
      return lines
    case .receive(let url):
      return ["open \(url)"] + describe(await app.receive(url))
    case .open(let route):
      let url = (try? route.url()) ?? "(no URL)"
      return ["open \(route) at \(url)"] + describe(await app.open(route))
    case .selectTab(let id):
      do {
        try await app.select(tab: id)
        return ["select tab \(id)"]
      } catch {
        return ["select tab \(id): \(error)"]
      }
    case .logOut:
      await app.logOut()
      return ["log out"]
    case .logIn(let user):
      let outcome = await app.logIn(as: user)
      return ["log in as \(user)"] + (outcome.map(describe) ?? ["nothing was waiting"])
    case .whichScreen(let urls):
      return urls.map { url in
        do {
          guard let route = try app.whichScreen(url) else { return "\(url): no screen" }
          return "\(url): \(route), \"\(ScreenTitle.of(route))\""
        } catch {
          return "\(url): \(error)"
        }
      }
    case .save, .relaunch:
      return []
    }
  }

  /// The outcome, its redirects, and the steps its plan performed.
  static func describe(_ outcome: RouteOutcome) -> [String] {
    let final = outcome.final
    var text = outcome.redirects.map { "redirected to \($0), " }.joined()
    switch final.kind {
    case .handled: text += "handled by \(final.route?.name ?? "a middleware")"
    case .redirected, .rejected, .notFound: text += "\(final)"
    }
    var lines = ["outcome: " + text]
    if let steps = final.response?.values["steps"] {
      lines.append("steps: " + (steps.isEmpty ? "none" : steps))
    }
    return lines
  }

  /// What restoring did: the screens moved and dropped, the one the gate holds.
  static func describe(_ restoration: Result<NavigationRestoration, NavigationStateError>)
    -> [String]
  {
    switch restoration {
    case .failure(let error):
      return ["refused: \(error)"]
    case .success(let restoration):
      var lines = ["restored \(restoration.state.entries.count) screen(s)"]
      lines += restoration.moves.map { "moved: \($0)" }
      lines += restoration.drops.map { "dropped: \($0)" }
      lines += restoration.droppedTabs.map { "dropped tab: \($0)" }
      if let held = restoration.heldForLogin { lines.append("held for the login: \(held)") }
      return lines
    }
  }

  /// The title of `entry`'s screen, by the case its link is.
  static func title(of entry: NavigationEntry?, in app: AppCoordinator) -> String {
    guard let url = entry?.url, let route = try? app.whichScreen(url) else { return "none" }
    return ScreenTitle.of(route)
  }
}
