/// The file-system calls a ``FileLinkStore`` makes, so that a test can make any of them fail
/// (a full disk, a read-only folder), which it cannot arrange for real when it runs as root.
///
/// ``POSIXFileSystem`` is the real one. A test wraps it and fails what it wants:
///
/// ```swift
/// struct FullDisk: LinkStoreFileSystem {
///   let real = POSIXFileSystem()
///   func createDirectory(atPath path: String) throws(FileSystemFailure) {
///     try real.createDirectory(atPath: path)
///   }
///   func lock(atPath path: String) throws(FileSystemFailure) -> Int32? {
///     try real.lock(atPath: path)
///   }
///   func unlock(_ descriptor: Int32) { real.unlock(descriptor) }
///   func contents(atPath path: String) throws(FileSystemFailure) -> [UInt8]? {
///     try real.contents(atPath: path)
///   }
///   func writeDurably(_ bytes: [UInt8], toPath path: String) throws(FileSystemFailure) {
///     throw FileSystemFailure(operation: "write", path: path, code: 28, message: "No space left on device")
///   }
///   func rename(_ path: String, to newPath: String) throws(FileSystemFailure) {
///     try real.rename(path, to: newPath)
///   }
///   func synchronizeDirectory(atPath path: String) throws(FileSystemFailure) {
///     try real.synchronizeDirectory(atPath: path)
///   }
///   func remove(atPath path: String) { real.remove(atPath: path) }
///   func exists(atPath path: String) -> Bool { real.exists(atPath: path) }
/// }
/// ```
public protocol LinkStoreFileSystem: Sendable {
  /// Creates the folder at `path` and its parents, unless it exists.
  func createDirectory(atPath path: String) throws(FileSystemFailure)

  /// Opens (creating it if needed) the file at `path` and takes an exclusive advisory lock on
  /// it without waiting; returns the open descriptor, which holds the lock until ``unlock(_:)``,
  /// or `nil` when another holder has the lock.
  func lock(atPath path: String) throws(FileSystemFailure) -> Int32?

  /// Releases the lock of `descriptor` and closes it.
  func unlock(_ descriptor: Int32)

  /// The bytes of the file at `path`, or `nil` when there is no file.
  func contents(atPath path: String) throws(FileSystemFailure) -> [UInt8]?

  /// Writes `bytes` as the whole content of the file at `path` (created or emptied first),
  /// and returns once they are on the disk (`fsync`).
  func writeDurably(_ bytes: [UInt8], toPath path: String) throws(FileSystemFailure)

  /// Renames the file at `path` to `newPath`, replacing what is there, in one step.
  func rename(_ path: String, to newPath: String) throws(FileSystemFailure)

  /// Makes the renames in the folder at `path` durable (`fsync` of the folder).
  func synchronizeDirectory(atPath path: String) throws(FileSystemFailure)

  /// Removes the file at `path`, if there is one.
  func remove(atPath path: String)

  /// Whether a file or folder exists at `path`.
  func exists(atPath path: String) -> Bool
}
