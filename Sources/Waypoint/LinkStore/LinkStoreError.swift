/// What can go wrong with a ``LinkStore``: each case names the file and what the app can do.
///
/// A router that meets one keeps working with its links in memory: it reports the error to the
/// `failures` handler of ``Router/keepHeldLinks(in:maximumAge:parameterTypes:now:failures:)``
/// and as a ``RouteEvent/linkStoreFailed(reason:)`` or ``RouteEvent/quarantined(file:movedTo:reason:)``
/// event, and writes the whole set again with the next change.
public enum LinkStoreError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another process (or another store of this one) uses the store at `path`: one router at a
  /// time may hold it.
  case locked(path: String)
  /// The folder of the store cannot be used: it could not be created, or its lock file could
  /// not be made.
  case folderUnavailable(path: String, reason: String)
  /// The file at `path` ends before its header says it does (it was cut short); it was moved
  /// to `movedTo`.
  case truncated(path: String, movedTo: String)
  /// The file at `path` is not a store's file, or its content does not match its checksum or
  /// does not read; it was moved to `movedTo`.
  case corrupt(path: String, reason: String, movedTo: String)
  /// The file at `path` was written by a later version of the format, which this version does
  /// not read; it was moved to `movedTo`, where the later version can still read it.
  case futureVersion(path: String, version: Int, supported: Int, movedTo: String)
  /// The file at `path` could not be read as a store (`problem`) and could not be moved aside
  /// either (`reason`): the store leaves it in place and writes nothing over it.
  case quarantineFailed(path: String, problem: String, reason: String)
  /// The file at `path` exists but could not be read.
  case readFailed(path: String, reason: String)
  /// The links could not be written to `path` (a full disk, a read-only folder); the file
  /// still holds the set written before.
  case writeFailed(path: String, reason: String)
  /// The store at `path` was closed (``FileLinkStore/close()``).
  case closed(path: String)

  /// Where an unreadable file was moved, for the cases that moved one.
  public var movedTo: String? {
    switch self {
    case .truncated(_, let movedTo), .corrupt(_, _, let movedTo),
      .futureVersion(_, _, _, let movedTo):
      return movedTo
    case .locked, .folderUnavailable, .quarantineFailed, .readFailed, .writeFailed, .closed:
      return nil
    }
  }

  /// A message the app's developer can act on.
  public var description: String {
    switch self {
    case .locked(let path):
      return "the link store \(path) is in use by another process or store; "
        + "give each router its own store name"
    case .folderUnavailable(let path, let reason):
      return "the link store's folder \(path) cannot be used: \(reason)"
    case .truncated(let path, let movedTo):
      return "the link store \(path) was cut short; it was moved to \(movedTo) and the router "
        + "starts without stored links"
    case .corrupt(let path, let reason, let movedTo):
      return "the link store \(path) is unreadable (\(reason)); it was moved to \(movedTo) and "
        + "the router starts without stored links"
    case .futureVersion(let path, let version, let supported, let movedTo):
      return "the link store \(path) has format version \(version), newer than this version "
        + "reads (\(supported)); it was moved to \(movedTo)"
    case .quarantineFailed(let path, let problem, let reason):
      return "the link store \(path) is unreadable (\(problem)) and could not be moved aside "
        + "(\(reason)); nothing is written over it until it is removed"
    case .readFailed(let path, let reason):
      return "the link store \(path) could not be read: \(reason)"
    case .writeFailed(let path, let reason):
      return "the link store \(path) could not be written (\(reason)); the router keeps its "
        + "links in memory and writes them with the next change"
    case .closed(let path):
      return "the link store \(path) is closed"
    }
  }
}
