/// A file-system call of a ``LinkStoreFileSystem`` that failed: which, on what path, and the
/// system's error number.
public struct FileSystemFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// The call, such as `open`, `write`, `fsync` or `rename`.
  public var operation: String
  /// The path it was made on.
  public var path: String
  /// The system's error number (`errno`), such as `ENOSPC` or `EROFS`.
  public var code: Int32
  /// The system's message for ``code``.
  public var message: String

  /// A failure of `operation` on `path` with the error number `code`, described by `message`.
  public init(operation: String, path: String, code: Int32, message: String) {
    self.operation = operation
    self.path = path
    self.code = code
    self.message = message
  }

  /// `write /path: No space left on device`.
  public var description: String { "\(operation) \(path): \(message)" }
}
