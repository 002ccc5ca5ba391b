#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real file system of a ``FileLinkStore``, through the POSIX calls: `open`, `write`,
/// `fsync`, `rename`, `flock`.
public struct POSIXFileSystem: LinkStoreFileSystem {
  /// The system's file system.
  public init() {}

  /// Creates the folder and its parents (`mkdir`, mode 0700), unless it exists.
  public func createDirectory(atPath path: String) throws(FileSystemFailure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o700) != 0 {
        let code = errno
        guard code == EEXIST, isDirectory(prefix) else {
          throw Self.failure("mkdir", prefix, code)
        }
      }
      prefix += "/"
    }
  }

  /// Opens the file (mode 0600) and locks it with `flock(LOCK_EX | LOCK_NB)`.
  public func lock(atPath path: String) throws(FileSystemFailure) -> Int32? {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Self.failure("open", path, errno) }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      close(descriptor)
      if code == EWOULDBLOCK || code == EAGAIN { return nil }
      throw Self.failure("flock", path, code)
    }
    return descriptor
  }

  /// Unlocks and closes the descriptor.
  public func unlock(_ descriptor: Int32) {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Reads the whole file; `nil` when it does not exist.
  public func contents(atPath path: String) throws(FileSystemFailure) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      if code == ENOENT { return nil }
      throw Self.failure("open", path, code)
    }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { return bytes }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        throw Self.failure("read", path, code)
      }
      bytes += buffer[0..<count]
    }
  }

  /// Creates or empties the file (mode 0600), writes every byte, `fsync`s and closes it.
  public func writeDurably(_ bytes: [UInt8], toPath path: String) throws(FileSystemFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Self.failure("open", path, errno) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + written, $0.count - written)
      }
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        close(descriptor)
        throw Self.failure("write", path, code)
      }
      written += count
    }
    if fsync(descriptor) != 0 {
      let code = errno
      close(descriptor)
      throw Self.failure("fsync", path, code)
    }
    if close(descriptor) != 0 { throw Self.failure("close", path, errno) }
  }

  /// `rename(2)`: atomic on one file system.
  public func rename(_ path: String, to newPath: String) throws(FileSystemFailure) {
    #if canImport(Darwin)
      let status = Darwin.rename(path, newPath)
    #elseif canImport(Musl)
      let status = Musl.rename(path, newPath)
    #else
      let status = Glibc.rename(path, newPath)
    #endif
    if status != 0 { throw Self.failure("rename", "\(path) -> \(newPath)", errno) }
  }

  /// Opens the folder and `fsync`s it, so that a rename in it survives a power loss.
  public func synchronizeDirectory(atPath path: String) throws(FileSystemFailure) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("open", path, errno) }
    defer { close(descriptor) }
    // Some file systems refuse to sync a folder (EINVAL); the rename is as durable as they
    // make it then.
    if fsync(descriptor) != 0, errno != EINVAL { throw Self.failure("fsync", path, errno) }
  }

  /// `unlink(2)`, ignoring a missing file.
  public func remove(atPath path: String) {
    unlink(path)
  }

  /// Whether `stat(2)` finds the path.
  public func exists(atPath path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  private func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  private static func failure(_ operation: String, _ path: String, _ code: Int32)
    -> FileSystemFailure
  {
    FileSystemFailure(
      operation: operation, path: path, code: code, message: String(cString: strerror(code)))
  }
}
