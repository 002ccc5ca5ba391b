import Foundation

/// Progress lines on standard error, so that standard output holds only the report.
struct Progress: Sendable {
  /// Whether progress lines are printed.
  let isEnabled: Bool

  /// Prints `line` on standard error.
  func note(_ line: String) {
    guard isEnabled else { return }
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
