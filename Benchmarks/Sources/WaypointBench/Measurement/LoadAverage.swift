import Foundation

/// The system's one-minute load average, which tells whether other work shared the cores
/// during a run.
enum LoadAverage {
  /// The one-minute load average from `/proc/loadavg`, or `nil` where it cannot be read.
  static func now() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }
}
