import Foundation

/// One step of the scripted run: what happens, and why it is worth seeing.
public struct ScriptStep: Sendable {
  /// What the step does.
  public enum Action: Sendable {
    /// Connects the scene, opened with these links (a cold start).
    case launch(links: [String])
    /// A link the system delivers: another app, a notification, a universal link.
    case receive(String)
    /// A tap in the app that opens a screen by its case.
    case open(AppRoute)
    /// A tap on the tab bar.
    case selectTab(String)
    /// Logs the reader out.
    case logOut
    /// Logs a reader in, which resumes the link waiting for the login.
    case logIn(String)
    /// Says which case each link is, opening none (the design notes' `DeeplinkParser`).
    case whichScreen([String])
    /// Saves the state, as scene storage would.
    case save
    /// Launches a new app (with the reader `user` logged in, or nobody), restoring a saved
    /// state: version 1's, or the one the last ``save`` step wrote.
    case relaunch(restoring: SavedState, user: String?)
  }

  /// A saved state to restore.
  public enum SavedState: Sendable {
    /// The state version 1 of the app saved (``PreviousRelease/savedState``).
    case previousRelease
    /// The state the last ``Action/save`` step wrote.
    case lastSaved
  }

  /// What the step shows, in a sentence.
  public var title: String
  /// What the step does.
  public var action: Action

  /// A step doing `action`.
  public init(_ title: String, _ action: Action) {
    self.title = title
    self.action = action
  }
}
