import Foundation

/// Where a command writes: standard output and standard error, or buffers in tests.
struct Output: Sendable {
  let write: @Sendable (String) -> Void
  let error: @Sendable (String) -> Void

  /// The process's standard output and standard error.
  static let standard = Output(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) })

  func write(_ text: String) { write(text) }
  func error(_ text: String) { error(text) }
}
