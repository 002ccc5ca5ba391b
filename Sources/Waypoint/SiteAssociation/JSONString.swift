/// Text written as a JSON string literal (RFC 8259), for JSON that Waypoint lays out itself
/// (association files, the command line's reports) rather than through `JSONEncoder`.
package enum JSONString {
  /// `text` quoted: `"`, `\` and control characters escaped.
  package static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
