import Foundation
import Waypoint

/// The saved navigation states of a `--states` file: a JSON array of states as
/// ``NavigationState/json()`` writes them, or one such state per line (blank lines and lines
/// starting with `#` skipped). Each is named by its file and its place there: `FILE[0]` in an
/// array, `FILE:3` for line 3.
struct SavedStates {
  /// The states, in the file's order, with their names.
  var states: [(name: String, state: NavigationState)] = []

  /// The states of the files at `paths`, in order.
  ///
  /// - Throws: ``UsageError`` for a file that cannot be read, and naming the state for one
  ///   that is not a navigation state (corrupt, truncated, from a newer format).
  init(paths: [String]) throws {
    for path in paths {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read states file \(path)")
      }
      let text = String(decoding: data, as: UTF8.self)
      if text.first(where: { !$0.isWhitespace }) == "[" {
        try readArray(data, path: path)
      } else {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
          .enumerated()
        {
          let line = line.trimmingCharacters(in: .whitespaces)
          guard !line.isEmpty, !line.hasPrefix("#") else { continue }
          try add(Data(line.utf8), name: "\(path):\(number + 1)")
        }
      }
    }
  }

  /// The states of a JSON array.
  private mutating func readArray(_ data: Data, path: String) throws {
    guard let array = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
      throw UsageError("\(path): not a JSON array of navigation states")
    }
    for (index, element) in array.enumerated() {
      let name = "\(path)[\(index)]"
      guard JSONSerialization.isValidJSONObject(element),
        let state = try? JSONSerialization.data(withJSONObject: element)
      else {
        throw UsageError("\(name): \(NavigationStateError.corrupt("not a JSON object"))")
      }
      try add(state, name: name)
    }
  }

  private mutating func add(_ data: Data, name: String) throws {
    do {
      states.append((name, try NavigationState(json: data)))
    } catch {
      throw UsageError("\(name): \(error)")
    }
  }
}
