/// What restoring a saved state did (``AppCoordinator/restore(_:)``).
public struct RestorationReport: Sendable, Hashable, CustomStringConvertible {
  /// How many screens are on screen after restoring.
  public var restored = 0
  /// The screens whose link now lands elsewhere: `tab library, screen 2: /detail/42 -> /items/42`.
  public var moved: [String] = []
  /// The screens left out, each with where it was and why.
  public var dropped: [String] = []
  /// The link of the screen on screen left out because it requires login, for a logged-out
  /// reader: opened as a link, it goes through the authentication gate.
  public var waitingForLogin: String?
  /// Why the saved state was refused whole, when it was.
  public var refused: String?

  /// One line per fact.
  public var description: String {
    if let refused { return "refused: \(refused)" }
    var lines = ["restored \(restored) screen(s)"]
    lines += moved.map { "moved: \($0)" }
    lines += dropped.map { "dropped: \($0)" }
    if let waitingForLogin { lines.append("opened through the gate: \(waitingForLogin)") }
    return lines.joined(separator: "\n")
  }
}
