import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The real file system, with the calls a test picks failing with the error number it gives:
/// a full disk (`ENOSPC`) or a read-only folder (`EROFS`), which a test running as root cannot
/// arrange with permissions.
final class FailingFileSystem: LinkStoreFileSystem {
  private let real = POSIXFileSystem()
  /// Whether writes wait for the disk (`fsync`); a test of what is read back need not.
  let synchronizes: Bool

  init(synchronizes: Bool = true) {
    self.synchronizes = synchronizes
  }
  /// The failing calls, by name (`createDirectory`, `lock`, `contents`, `writeDurably`,
  /// `rename`, `synchronizeDirectory`), with their error numbers.
  let failures = Locked<[String: Int32]>([:])
  /// The calls made, in order.
  let calls = Locked<[String]>([])

  /// Makes `operation` fail with `code` from now on; `nil` makes it work again.
  func fail(_ operation: String, with code: Int32?) {
    failures.withLock { $0[operation] = code }
  }

  private func check(_ operation: String, _ path: String) throws(FileSystemFailure) {
    calls.withLock { $0.append(operation) }
    guard let code = failures.withLock({ $0[operation] }) else { return }
    throw FileSystemFailure(
      operation: operation, path: path, code: code, message: String(cString: strerror(code)))
  }

  func createDirectory(atPath path: String) throws(FileSystemFailure) {
    try check("createDirectory", path)
    try real.createDirectory(atPath: path)
  }

  func lock(atPath path: String) throws(FileSystemFailure) -> Int32? {
    try check("lock", path)
    return try real.lock(atPath: path)
  }

  func unlock(_ descriptor: Int32) { real.unlock(descriptor) }

  func contents(atPath path: String) throws(FileSystemFailure) -> [UInt8]? {
    try check("contents", path)
    return try real.contents(atPath: path)
  }

  func writeDurably(_ bytes: [UInt8], toPath path: String) throws(FileSystemFailure) {
    try check("writeDurably", path)
    guard synchronizes else {
      _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
      return
    }
    try real.writeDurably(bytes, toPath: path)
  }

  func rename(_ path: String, to newPath: String) throws(FileSystemFailure) {
    try check("rename", path)
    try real.rename(path, to: newPath)
  }

  func synchronizeDirectory(atPath path: String) throws(FileSystemFailure) {
    try check("synchronizeDirectory", path)
    if synchronizes { try real.synchronizeDirectory(atPath: path) }
  }

  func remove(atPath path: String) { real.remove(atPath: path) }

  func exists(atPath path: String) -> Bool { real.exists(atPath: path) }
}

/// A link store in memory that records every set saved, and calls `onSave` with it first.
final class MemoryLinkStore: LinkStore {
  let saved = Locked<[[StoredLink]]>([])
  let initial: [StoredLink]
  let onSave: @Sendable ([StoredLink]) -> Void

  init(_ initial: [StoredLink] = [], onSave: @escaping @Sendable ([StoredLink]) -> Void = { _ in })
  {
    self.initial = initial
    self.onSave = onSave
  }

  func load() throws(LinkStoreError) -> [StoredLink] { initial }

  func save(_ links: [StoredLink]) throws(LinkStoreError) {
    onSave(links)
    saved.withLock { $0.append(links) }
  }

  /// The URLs of the last set saved.
  var lastURLs: [String]? { saved.withLock { $0.last?.map(\.url) } }
}

/// A wall clock that stands still until a test moves it, counting its reads.
final class TestWallClock: Sendable {
  private let state = Locked((date: Date(timeIntervalSince1970: 1_800_000_000), reads: 0))

  func advance(by seconds: TimeInterval) { state.withLock { $0.date += seconds } }
  var reads: Int { state.withLock { $0.reads } }
  @Sendable func now() -> Date {
    state.withLock { state in
      state.reads += 1
      return state.date
    }
  }
}

/// A monotonic clock that stands still until a test moves it, counting its reads.
final class TestMonotonicClock: Sendable {
  private let start = ContinuousClock.now
  private let state = Locked((offset: Duration.zero, reads: 0))

  func advance(by duration: Duration) { state.withLock { $0.offset += duration } }
  var reads: Int { state.withLock { $0.reads } }
  @Sendable func now() -> ContinuousClock.Instant {
    state.withLock { state in
      state.reads += 1
      return start + state.offset
    }
  }
}

/// Waits until `condition` holds, failing the test after a minute.
func waitUntilHolds(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
  let deadline = ContinuousClock.now + .seconds(60)
  while !condition() {
    if ContinuousClock.now > deadline {
      Issue.record("timed out waiting until \(what)", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(1))
  }
}

/// A stored link of `url`, held by `holder`, that arrived at `date`.
func storedLink(
  _ url: String, heldBy holder: StoredLink.Holder = .launch,
  arrivedAt date: Date = Date(timeIntervalSince1970: 1_800_000_000),
  parameters: [String: StoredParameter] = [:], id: String = UUID().uuidString
) throws -> StoredLink {
  StoredLink(
    id: id, url: url, receivedURL: url, source: try RouteURL(url).source, arrivedAt: date,
    heldBy: holder, parameters: parameters)
}
