import CAllocationCounter
import Foundation

/// How much memory the process uses at one moment.
struct MemoryUsage: Sendable {
  /// Bytes in use by the C heap (`mallinfo2`: in-use arena bytes plus mmapped blocks), or `nil`
  /// where it cannot be read. Memory a library maps itself (PCRE2's JIT code) is not in it.
  let heapBytes: Int?
  /// Resident set size from `/proc/self/statm`, or `nil` where it cannot be read.
  let residentBytes: Int?

  /// The usage now.
  static func now() -> MemoryUsage {
    let heap = heap_statistics_bytes_in_use()
    return MemoryUsage(heapBytes: heap < 0 ? nil : Int(heap), residentBytes: resident())
  }

  /// Returns freed heap memory to the system where the C library can, so that the next
  /// resident-size delta starts from a low point.
  static func trimHeap() {
    heap_statistics_trim()
  }

  /// The resident set size: the second field of `/proc/self/statm`, in pages.
  private static func resident() -> Int? {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(getpagesize())
  }
}
