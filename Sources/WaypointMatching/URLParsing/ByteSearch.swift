#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding one byte in UTF-8 text with the C library's `memchr`, which reads a word or a vector
/// at a time: a query is split into items this way, without a comparison per byte.
enum ByteSearch {
  /// The offset of the first `byte` in `bytes[start..<end]`, or `end` when there is none.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    guard start < end, let base = bytes.baseAddress else { return end }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
