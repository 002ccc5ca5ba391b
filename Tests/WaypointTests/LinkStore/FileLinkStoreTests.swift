import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// The file store: its format, its lock, and what it does with a file it cannot read.
@Suite("File link store")
struct FileLinkStoreTests {
  let scratch = TemporaryDirectory()

  /// A store in a folder of its own in the scratch directory.
  private func folder(_ name: String = "links") throws -> URL {
    URL(fileURLWithPath: try scratch.path(suffix: "-\(name)"))
  }

  /// Three links with parameters of several types, as a router holds them.
  private static func sampleLinks() throws -> [StoredLink] {
    [
      try storedLink(
        "myapp://p/1", parameters: ["n": StoredParameter(type: "Int", value: "1")]),
      try storedLink("/orders/7", heldBy: .login(loginURL: "/login")),
      StoredLink(
        id: "third", url: "/account", receivedURL: "https://app.example.com/go?utm_source=x",
        source: .webOrigin(try WebOrigin("https://app.example.com")),
        arrivedAt: Date(timeIntervalSince1970: 1_800_000_000.25), heldBy: .launch,
        parameters: ["gift": StoredParameter(type: "Bool", value: "true")],
        unstoredParameters: ["note"], deliveryID: "push-1"),
    ]
  }

  @Test("links saved are loaded back as they were, in order, by a new store")
  func roundTrip() throws {
    let folder = try folder()
    let links = try Self.sampleLinks()
    do {
      let store = try FileLinkStore(folder: folder)
      #expect(try store.load().isEmpty)
      try store.save(links)
      #expect(try store.load() == links)
    }
    let again = try FileLinkStore(folder: folder)
    #expect(try again.load() == links)
    #expect(again.path == folder.path + "/links.links")
  }

  @Test("the file is a header line with the version, the length and the checksum, then JSON")
  func format() throws {
    let store = try FileLinkStore(folder: try folder())
    try store.save(try Self.sampleLinks())
    let bytes = try #require(try POSIXFileSystem().contents(atPath: store.path))
    let text = String(decoding: bytes, as: UTF8.self)
    let header = try #require(text.split(separator: "\n").first)
    let fields = header.split(separator: " ")
    #expect(fields.count == 4)
    #expect(fields[0] == "waypoint-links")
    #expect(fields[1] == "1")
    let body = Array(bytes[(header.utf8.count + 1)...])
    #expect(Int(fields[2]) == body.count)
    #expect(UInt64(fields[3], radix: 16) == FileLinkStore.checksum(body))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any])
    let first = try #require((json["links"] as? [[String: Any]])?.first)
    #expect(first["url"] as? String == "myapp://p/1")
    #expect(first["source"] as? String == "myapp://")
    #expect(first["heldBy"] as? String == "launch")
    #expect(
      (first["parameters"] as? [String: [String: String]])?["n"] == ["type": "Int", "value": "1"])
  }

  @Test("a second store on the same file is refused while the first holds it, also in this process")
  func lock() throws {
    let folder = try folder()
    let first = try FileLinkStore(folder: folder)
    #expect(throws: LinkStoreError.locked(path: first.path)) {
      _ = try FileLinkStore(folder: folder)
    }
    // Another name in the same folder is another store.
    _ = try FileLinkStore(folder: folder, name: "widget")
    first.close()
    #expect(throws: LinkStoreError.closed(path: first.path)) { try first.save([]) }
    _ = try FileLinkStore(folder: folder)
  }

  @Test(
    "a name that is not a plain file name is refused", arguments: ["", "../x", "a/b", ".hidden"])
  func badNames(name: String) throws {
    let folder = try folder()
    #expect {
      _ = try FileLinkStore(folder: folder, name: name)
    } throws: { error in
      guard case .folderUnavailable? = error as? LinkStoreError else { return false }
      return true
    }
  }

  @Test("a store file cut at every byte offset is moved aside as truncated, with an event")
  func truncatedAtEveryOffset() async throws {
    let valid = FileLinkStore.encode(try Self.sampleLinks())
    #expect(valid.count > 500)
    for offset in 0..<valid.count {
      let folder = try folder("cut-\(offset)")
      try POSIXFileSystem().createDirectory(atPath: folder.path)
      let path = folder.path + "/links.links"
      _ = FileManager.default.createFile(atPath: path, contents: Data(valid[..<offset]))
      let outcome = try await Self.restore(from: folder)
      let movedTo = path + ".unreadable-1"
      #expect(
        outcome.restoration.error == .truncated(path: path, movedTo: movedTo),
        "offset \(offset)")
      #expect(outcome.failures == [.truncated(path: path, movedTo: movedTo)], "offset \(offset)")
      #expect(outcome.events.contains { $0.hasPrefix("quarantined \(path) as \(movedTo)") })
      // Moved aside as it was, never emptied; the store starts empty and writes a new file.
      #expect(try POSIXFileSystem().contents(atPath: movedTo) == Array(valid[..<offset]))
      let rewritten = try #require(try POSIXFileSystem().contents(atPath: path))
      #expect(try FileLinkStore.decode(rewritten).get().isEmpty)
    }
  }

  @Test(
    "a corrupt file is moved aside with the reason",
    arguments: ["checksum", "json", "magic", "tail"])
  func corrupt(kind: String) async throws {
    let folder = try folder()
    try POSIXFileSystem().createDirectory(atPath: folder.path)
    let path = folder.path + "/links.links"
    var bytes = FileLinkStore.encode(try Self.sampleLinks())
    switch kind {
    case "checksum":
      bytes[bytes.count - 10] ^= 0x20
    case "json":
      let body = Array("{\"links\": [{\"url\": 3}]}\n".utf8)
      bytes =
        Array("waypoint-links 1 \(body.count) \(hex(FileLinkStore.checksum(body)))\n".utf8) + body
    case "magic":
      bytes = Array("<html>not a store</html>\n".utf8)
    default:
      bytes += Array("extra".utf8)
    }
    try POSIXFileSystem().writeDurably(bytes, toPath: path)
    let outcome = try await Self.restore(from: folder)
    guard case .corrupt(path, let reason, path + ".unreadable-1")? = outcome.restoration.error
    else {
      Issue.record("not reported as corrupt: \(String(describing: outcome.restoration.error))")
      return
    }
    #expect(!reason.isEmpty)
    #expect(outcome.events.contains { $0.hasPrefix("quarantined \(path)") })
    #expect(try POSIXFileSystem().contents(atPath: path + ".unreadable-1") == bytes)
  }

  @Test("a file of a later format version is moved aside for that version")
  func futureVersion() async throws {
    let folder = try folder()
    try POSIXFileSystem().createDirectory(atPath: folder.path)
    let path = folder.path + "/links.links"
    let bytes = Array("waypoint-links 2 7 0000000000000000 zstd\nPAYLOAD".utf8)
    try POSIXFileSystem().writeDurably(bytes, toPath: path)
    // A file moved aside before keeps its place: the next free number is taken.
    try POSIXFileSystem().writeDurably([1], toPath: path + ".unreadable-1")
    let outcome = try await Self.restore(from: folder)
    #expect(
      outcome.restoration.error
        == .futureVersion(path: path, version: 2, supported: 1, movedTo: path + ".unreadable-2"))
    #expect(try POSIXFileSystem().contents(atPath: path + ".unreadable-2") == bytes)
    #expect(outcome.events.contains { $0.hasPrefix("quarantined \(path) as \(path).unreadable-2") })
    #expect(outcome.failures == [outcome.restoration.error].compactMap { $0 })
  }

  @Test("an unreadable file that cannot be moved aside is left in place and never written over")
  func quarantineFails() throws {
    let folder = try folder()
    let fileSystem = FailingFileSystem()
    let store = try FileLinkStore(folder: folder, fileSystem: fileSystem)
    let garbage = Array("garbage\n".utf8)
    try POSIXFileSystem().writeDurably(garbage, toPath: store.path)
    fileSystem.fail("rename", with: EROFS)
    #expect {
      _ = try store.load()
    } throws: { error in
      guard case .quarantineFailed(store.path, _, let reason)? = error as? LinkStoreError else {
        return false
      }
      return reason.contains("Read-only")
    }
    fileSystem.fail("rename", with: nil)
    #expect(throws: LinkStoreError.self) { try store.save([]) }
    #expect(try POSIXFileSystem().contents(atPath: store.path) == garbage)
  }

  @Test("a temporary file a crash left during a write is removed; the file before it is whole")
  func leftoverTemporaryFile() throws {
    let folder = try folder()
    let links = try Self.sampleLinks()
    do {
      let store = try FileLinkStore(folder: folder)
      try store.save(links)
      try POSIXFileSystem().writeDurably(Array("half a wri".utf8), toPath: store.path + ".tmp")
    }
    let store = try FileLinkStore(folder: folder)
    #expect(!POSIXFileSystem().exists(atPath: store.path + ".tmp"))
    #expect(try store.load() == links)
  }

  @Test(
    "a write that fails keeps the file as it was and says why",
    arguments: [
      ("writeDurably", ENOSPC), ("writeDurably", EROFS), ("rename", EROFS),
    ])
  func failedWrite(operation: String, code: Int32) throws {
    let fileSystem = FailingFileSystem()
    let store = try FileLinkStore(folder: try folder(), fileSystem: fileSystem)
    let links = try Self.sampleLinks()
    try store.save(Array(links.prefix(1)))
    fileSystem.fail(operation, with: code)
    #expect {
      try store.save(links)
    } throws: { error in
      guard case .writeFailed(store.path, let reason)? = error as? LinkStoreError else {
        return false
      }
      return reason.contains(String(cString: strerror(code)))
    }
    #expect(!POSIXFileSystem().exists(atPath: store.path + ".tmp"))
    fileSystem.fail(operation, with: nil)
    #expect(try store.load() == Array(links.prefix(1)))
  }

  @Test("a folder that cannot be made is a typed error at once")
  func folderUnavailable() throws {
    let fileSystem = FailingFileSystem()
    fileSystem.fail("createDirectory", with: EROFS)
    let folder = try folder()
    #expect {
      _ = try FileLinkStore(folder: folder, fileSystem: fileSystem)
    } throws: { error in
      guard case .folderUnavailable(folder.path, let reason)? = error as? LinkStoreError else {
        return false
      }
      return reason.contains("Read-only")
    }
  }

  /// What a router taking back the links of the store in `folder` met.
  private static func restore(from folder: URL) async throws -> (
    restoration: LinkRestoration, failures: [LinkStoreError], events: [String]
  ) {
    let router = makeRouter()
    let events = Recorder<String>()
    router.use(RequestLog { events.append($0.description) })
    let failures = Recorder<LinkStoreError>()
    // What is read back is the point, not when it reaches the disk: no `fsync`.
    let store = try FileLinkStore(
      folder: folder, fileSystem: FailingFileSystem(synchronizes: false))
    let restoration = router.keepHeldLinks(in: store) { failures.append($0) }
    return (restoration, failures.values, events.values)
  }
}

/// `value` as 16 hex digits.
private func hex(_ value: UInt64) -> String {
  let digits = String(value, radix: 16)
  return String(repeating: "0", count: 16 - digits.count) + digits
}
