import Foundation

/// The library's ``LinkStore``: one file per router in a folder of the app's, written
/// atomically, locked against a second process.
///
/// ```swift
/// let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
///   .appendingPathComponent("Links")
/// let store = try FileLinkStore(folder: folder)                  // folder/links.links
/// let other = try FileLinkStore(folder: folder, name: "widget")  // folder/widget.links
/// ```
///
/// - **Atomic writes.** ``save(_:)`` writes the whole set to a temporary file, `fsync`s it,
///   renames it over the store's file and `fsync`s the folder: a crash at any moment leaves
///   the old file or the new one, never a mix.
/// - **One process at a time.** The store takes an advisory lock (`flock`) on
///   `name.lock` beside the file and keeps it until ``close()``: a second store on the same
///   file, in this process or another, is refused with ``LinkStoreError/locked(path:)``. The
///   system releases the lock of a process that dies, however it dies.
/// - **Quarantine.** A file that is cut short, does not match its checksum, does not read, or
///   has a later format version is moved aside to `name.links.unreadable-N` (the first free
///   `N`) and reported with a typed ``LinkStoreError``; the store then starts empty. It never
///   writes over a file it could not read.
///
/// The file is a header line, `waypoint-links 1 <length> <checksum>` (the format version, the
/// length in bytes of the rest, and its 64-bit FNV-1a checksum in hex), then the links as JSON
/// (the DocC article *Keeping held links through a kill* shows one).
public final class FileLinkStore: LinkStore {
  /// The format version this version of Waypoint writes and reads.
  public static let formatVersion = 1

  /// The store's file: `folder/name.links`.
  public let path: String
  /// The folder the file is in.
  public let folder: String
  private let lockPath: String
  private let temporaryPath: String
  private let fileSystem: any LinkStoreFileSystem

  private struct State {
    /// The descriptor holding the lock; `nil` once closed.
    var lock: Int32?
    /// What was wrong with a file that could not be moved aside: nothing is written over it.
    var blockedBy: String?
  }

  private let state: Locked<State>

  /// Opens the store `name` in `folder`, creating the folder if needed, and takes its lock.
  ///
  /// - Parameters:
  ///   - folder: where the store's files go (the app's Application Support, for instance).
  ///   - name: the store's name, one per router: letters, digits, `-`, `_` and `.`.
  ///   - fileSystem: the file-system calls; tests pass one that fails.
  /// - Throws: ``LinkStoreError/locked(path:)`` when another store holds it,
  ///   ``LinkStoreError/folderUnavailable(path:reason:)`` when the folder or the lock file
  ///   cannot be made or `name` is not a plain file name.
  public init(
    folder: URL, name: String = "links",
    fileSystem: any LinkStoreFileSystem = POSIXFileSystem()
  ) throws(LinkStoreError) {
    let folderPath = folder.path
    self.folder = folderPath
    self.fileSystem = fileSystem
    path = folderPath + "/" + name + ".links"
    lockPath = folderPath + "/" + name + ".lock"
    temporaryPath = path + ".tmp"
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
    guard !name.isEmpty, !name.hasPrefix("."), name.allSatisfy(allowed.contains) else {
      throw .folderUnavailable(
        path: folderPath,
        reason: "the store name \"\(name)\" is not a plain file name (letters, digits, - _ .)")
    }
    do throws(FileSystemFailure) {
      try fileSystem.createDirectory(atPath: folderPath)
    } catch {
      throw .folderUnavailable(path: folderPath, reason: error.description)
    }
    let descriptor: Int32?
    do throws(FileSystemFailure) {
      descriptor = try fileSystem.lock(atPath: lockPath)
    } catch {
      throw .folderUnavailable(path: folderPath, reason: error.description)
    }
    guard let descriptor else { throw .locked(path: path) }
    state = Locked(State(lock: descriptor))
    // A temporary file is what a crash during a write left; the store's file is whole.
    fileSystem.remove(atPath: temporaryPath)
  }

  deinit {
    close()
  }

  /// Releases the lock; the store refuses ``load()`` and ``save(_:)`` from then on. The
  /// file stays as it is, for the next store.
  public func close() {
    let descriptor = state.withLock { state -> Int32? in
      defer { state.lock = nil }
      return state.lock
    }
    if let descriptor { fileSystem.unlock(descriptor) }
  }

  /// The links of the file, in arrival order; empty when there is no file.
  ///
  /// - Throws: ``LinkStoreError/truncated(path:movedTo:)``,
  ///   ``LinkStoreError/corrupt(path:reason:movedTo:)`` or
  ///   ``LinkStoreError/futureVersion(path:version:supported:movedTo:)`` for a file moved
  ///   aside; ``LinkStoreError/quarantineFailed(path:problem:reason:)`` when it could not be;
  ///   ``LinkStoreError/readFailed(path:reason:)`` or ``LinkStoreError/closed(path:)``.
  public func load() throws(LinkStoreError) -> [StoredLink] {
    try state.withLock { state throws(LinkStoreError) in
      guard state.lock != nil else { throw .closed(path: path) }
      let bytes: [UInt8]?
      do throws(FileSystemFailure) {
        bytes = try fileSystem.contents(atPath: path)
      } catch {
        throw .readFailed(path: path, reason: error.description)
      }
      guard let bytes else { return [] }
      switch Self.decode(bytes) {
      case .success(let links):
        return links
      case .failure(let problem):
        throw quarantine(problem, blocking: &state)
      }
    }
  }

  /// Writes `links` as the whole file: a temporary file, `fsync`, rename, `fsync` of the
  /// folder.
  ///
  /// - Throws: ``LinkStoreError/writeFailed(path:reason:)`` (the file keeps the set written
  ///   before), or ``LinkStoreError/closed(path:)``.
  public func save(_ links: [StoredLink]) throws(LinkStoreError) {
    let bytes = Self.encode(links)
    try state.withLock { state throws(LinkStoreError) in
      guard state.lock != nil else { throw .closed(path: path) }
      if let problem = state.blockedBy {
        throw .writeFailed(
          path: path, reason: "the unreadable file in its place (\(problem)) must be removed first")
      }
      do throws(FileSystemFailure) {
        try fileSystem.writeDurably(bytes, toPath: temporaryPath)
        try fileSystem.rename(temporaryPath, to: path)
        try fileSystem.synchronizeDirectory(atPath: folder)
      } catch {
        fileSystem.remove(atPath: temporaryPath)
        throw .writeFailed(path: path, reason: error.description)
      }
    }
  }

  /// Moves the unreadable file aside and returns the error that reports it.
  private func quarantine(_ problem: ReadProblem, blocking state: inout State) -> LinkStoreError {
    var number = 1
    while fileSystem.exists(atPath: "\(path).unreadable-\(number)") { number += 1 }
    let movedTo = "\(path).unreadable-\(number)"
    do throws(FileSystemFailure) {
      try fileSystem.rename(path, to: movedTo)
      try? fileSystem.synchronizeDirectory(atPath: folder)
    } catch {
      state.blockedBy = problem.description
      return .quarantineFailed(path: path, problem: problem.description, reason: error.description)
    }
    switch problem {
    case .truncated:
      return .truncated(path: path, movedTo: movedTo)
    case .corrupt(let reason):
      return .corrupt(path: path, reason: reason, movedTo: movedTo)
    case .futureVersion(let version):
      return .futureVersion(
        path: path, version: version, supported: Self.formatVersion, movedTo: movedTo)
    }
  }
}
