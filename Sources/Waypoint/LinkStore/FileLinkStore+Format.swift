import Foundation

extension FileLinkStore {
  /// The first word of the header line.
  static let magic = "waypoint-links"

  /// What is wrong with a file that does not read as a store.
  enum ReadProblem: Error, Equatable, CustomStringConvertible {
    /// It ends before its header says it does.
    case truncated
    /// It is not a store's file, does not match its checksum, or its JSON does not read.
    case corrupt(String)
    /// Its format version is later than ``FileLinkStore/formatVersion``.
    case futureVersion(Int)

    var description: String {
      switch self {
      case .truncated: return "cut short"
      case .corrupt(let reason): return reason
      case .futureVersion(let version): return "format version \(version)"
      }
    }
  }

  /// The JSON body of a file.
  private struct Body: Codable {
    var links: [StoredLink]
  }

  /// The file for `links`: the header line, then the JSON body.
  static func encode(_ links: [StoredLink]) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(date))
    }
    // Every part of a stored link is a string, a date or a dictionary of strings: encoding
    // cannot fail.
    let body = Array(try! encoder.encode(Body(links: links))) + [UInt8(ascii: "\n")]
    let header = "\(magic) \(formatVersion) \(body.count) \(hex(checksum(body)))\n"
    return Array(header.utf8) + body
  }

  /// The links of `bytes`, or what is wrong with them.
  static func decode(_ bytes: [UInt8]) -> Result<[StoredLink], ReadProblem> {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      return .failure(isHeaderPrefix(bytes) ? .truncated : .corrupt("not a link store file"))
    }
    let fields = String(decoding: bytes[..<newline], as: UTF8.self)
      .split(separator: " ", omittingEmptySubsequences: false)
    guard fields.first == Substring(magic), fields.count >= 2 else {
      return .failure(.corrupt("not a link store file"))
    }
    guard let version = Int(fields[1]), version >= 1 else {
      return .failure(.corrupt("the format version \"\(fields[1])\" is not a number"))
    }
    guard version <= formatVersion else { return .failure(.futureVersion(version)) }
    guard fields.count == 4, let length = Int(fields[2]), length >= 0,
      fields[3].count == 16, let expected = UInt64(fields[3], radix: 16)
    else { return .failure(.corrupt("the header line is malformed")) }
    let body = bytes[(newline + 1)...]
    if body.count < length { return .failure(.truncated) }
    if body.count > length {
      return .failure(.corrupt("\(body.count - length) bytes follow the end its header gives"))
    }
    guard checksum(body) == expected else {
      return .failure(.corrupt("the content does not match its checksum"))
    }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      guard let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
      else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
      }
      return date
    }
    do {
      return .success(try decoder.decode(Body.self, from: Data(body)).links)
    } catch {
      return .failure(.corrupt("the links do not read: \(error)"))
    }
  }

  /// Whether `bytes`, which hold no newline, can be the start of a header line cut short.
  private static func isHeaderPrefix(_ bytes: [UInt8]) -> Bool {
    let magicBytes = Array((magic + " ").utf8)
    guard bytes.count > magicBytes.count else { return magicBytes.starts(with: bytes) }
    return bytes.starts(with: magicBytes)
      && bytes[magicBytes.count...].allSatisfy {
        $0 == UInt8(ascii: " ") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
      }
  }

  /// The 64-bit FNV-1a hash of `bytes`.
  static func checksum(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// `value` as 16 lowercase hex digits.
  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
