import Foundation
import Testing

@testable import Waypoint
@testable import WaypointMatching
@testable import WaypointRouting

/// An app's own parameter type, registered with the store.
struct GiftNote: Codable, Sendable, Equatable {
  var text: String
  var stars: Int
}

/// A value no store can keep: not `Codable`.
private struct Unstorable: Sendable {}

/// How a held link's primitive parameters are stored: their type is written beside their
/// value, so that each comes back as the same value of the same type.
@Suite("Stored parameters")
struct StoredParameterTests {
  @Test("built-in primitives come back as the same value of the same type")
  func builtIns() throws {
    let types = StoredParameterTypes()
    let date = Date(timeIntervalSince1970: 1_800_000_000.123_456)
    let values: [String: any Sendable] = [
      "string": "reviews", "bool": true, "int": -42, "int8": Int8(-8), "int16": Int16(16),
      "int32": Int32(-32), "int64": Int64.min, "uint": UInt.max, "uint8": UInt8(255),
      "uint16": UInt16(16), "uint32": UInt32(32), "uint64": UInt64.max, "double": 0.1 + 0.2,
      "float": Float(1.5), "date": date, "url": URL(string: "https://example.com/a?b=c")!,
      "uuid": UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
      "data": Data([0, 1, 255]),
    ]
    let (stored, unstored) = types.split(values)
    #expect(unstored.isEmpty)
    #expect(stored["int"] == StoredParameter(type: "Int", value: "-42"))
    #expect(stored["string"] == StoredParameter(type: "String", value: "reviews"))
    let (restored, unrestored) = types.restore(stored)
    #expect(unrestored.isEmpty)
    #expect(restored["string"] as? String == "reviews")
    #expect(restored["bool"] as? Bool == true)
    #expect(restored["int"] as? Int == -42)
    #expect(restored["int"] as? Double == nil)
    #expect(restored["int8"] as? Int8 == -8)
    #expect(restored["int16"] as? Int16 == 16)
    #expect(restored["int32"] as? Int32 == -32)
    #expect(restored["int64"] as? Int64 == .min)
    #expect(restored["uint"] as? UInt == .max)
    #expect(restored["uint8"] as? UInt8 == 255)
    #expect(restored["uint16"] as? UInt16 == 16)
    #expect(restored["uint32"] as? UInt32 == 32)
    #expect(restored["uint64"] as? UInt64 == .max)
    #expect(restored["double"] as? Double == 0.1 + 0.2)
    #expect(restored["float"] as? Float == 1.5)
    #expect(restored["date"] as? Date == date)
    #expect(restored["url"] as? URL == URL(string: "https://example.com/a?b=c")!)
    #expect(restored["uuid"] as? UUID == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    #expect(restored["data"] as? Data == Data([0, 1, 255]))
  }

  @Test("a registered Codable type is stored as JSON under its full name")
  func appTypes() throws {
    let types = StoredParameterTypes(appTypes: [GiftNote.self])
    let note = GiftNote(text: "Happy birthday", stars: 5)
    let stored = try #require(types.stored(note))
    #expect(stored.type == String(reflecting: GiftNote.self))
    #expect(stored.value == #"{"stars":5,"text":"Happy birthday"}"#)
    #expect(types.value(of: stored) as? GiftNote == note)
    // Without the registration, the same value is not stored, and a stored one not restored.
    #expect(StoredParameterTypes().stored(note) == nil)
    #expect(StoredParameterTypes().value(of: stored) == nil)
  }

  @Test("other values are named, not silently lost")
  func unstorable() {
    let (stored, unstored) = StoredParameterTypes().split([
      "keep": 1, "closure": Unstorable(), "substring": "abc".dropFirst(),
    ])
    #expect(Array(stored.keys) == ["keep"])
    #expect(unstored == ["closure", "substring"])
    let (_, unrestored) = StoredParameterTypes().restore([
      "bad": StoredParameter(type: "Int", value: "forty-two"),
      "unknown": StoredParameter(type: "Shop.Basket", value: "{}"),
    ])
    #expect(unrestored == ["bad", "unknown"])
  }
}
