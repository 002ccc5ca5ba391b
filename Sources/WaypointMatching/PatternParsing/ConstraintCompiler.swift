/// Checks a parameter's regex constraint and turns it into the PCRE2 text to compile.
///
/// A constraint matches the percent-encoded path, so a non-ASCII character outside a character
/// class becomes its UTF-8 percent-encoding (`家` matches `%E5%AE%B6`). A constraint may not
/// capture, refer back, recurse, call out or use backtracking verbs: the router's captures and
/// `(*MARK)` names must stay its own, and a constraint must not reach outside its parameter.
enum ConstraintCompiler {
  /// Validates `body`, the text between the parentheses, starting at `position` in `pattern`.
  ///
  /// - Returns: the constraint's PCRE2 text.
  /// - Throws: ``MatchingError/invalidConstraint(_:position:reason:)`` naming the position, with
  ///   PCRE2's message when PCRE2 refuses it.
  static func compile(
    _ body: [Unicode.Scalar], pattern: String, position: Int
  ) throws(MatchingError) -> String {
    func failure(_ offset: Int, _ reason: String) -> MatchingError {
      .invalidConstraint(pattern, position: position + offset, reason: reason)
    }
    guard !body.isEmpty else { throw failure(-1, "the constraint () is empty") }

    var text: [UInt8] = []
    var origins: [Int] = []  // for each byte of `text`, the index in `body` it comes from
    var quoted = false
    var offset = 0
    func emit(_ bytes: some Sequence<UInt8>, from origin: Int) {
      for byte in bytes {
        text.append(byte)
        origins.append(origin)
      }
    }

    while offset < body.count {
      let scalar = body[offset]
      let next = offset + 1 < body.count ? body[offset + 1] : nil
      if quoted {
        if scalar == "\\" && next == "E" { quoted = false }
      } else if scalar == "\\" {
        if let next, let reason = forbiddenEscape(next) {
          throw failure(offset, reason)
        }
        if next == "Q" { quoted = true }
        if next == "p" || next == "P", offset + 2 < body.count, body[offset + 2] == "{" {
          // A property such as \p{^Lu}: its ^ negates, it is no anchor.
          var end = offset + 2
          while end < body.count && body[end] != "}" { end += 1 }
          let stop = min(end + 1, body.count)
          emit(body[offset..<stop].map { UInt8(truncatingIfNeeded: $0.value) }, from: offset)
          offset = stop
          continue
        }
        if let next, next.isASCII {
          emit([UInt8(ascii: "\\"), UInt8(next.value)], from: offset)
          offset += 2
          continue
        }
        if next != nil {
          // An escaped non-ASCII character is the character itself: encode it below.
          offset += 1
          continue
        }
      } else if scalar == "[" {
        let end = RegexScanner.endOfCharacterClass(body, from: offset)
        for position in offset..<end {
          guard body[position].isASCII else {
            throw failure(
              position,
              "a non-ASCII character in a character class cannot match the percent-encoded path;"
                + " use an alternation such as (家|居)")
          }
          emit([UInt8(body[position].value)], from: position)
        }
        offset = end
        continue
      } else if scalar == "(", let reason = forbiddenGroup(body, at: offset) {
        throw failure(offset, reason)
      } else if scalar == "^" || scalar == "$", !isOptionReset(body, at: offset) {
        throw failure(
          offset,
          "a \(scalar) inside a parameter could never match: a constraint is anchored to its"
            + " parameter already; leave the anchor out, or write \\\(scalar) for the character")
      }
      if scalar.isASCII {
        emit([UInt8(scalar.value)], from: offset)
      } else {
        let encoded = String(scalar).utf8.flatMap {
          [URLByte.percent, URLByte.hexDigit($0 >> 4), URLByte.hexDigit($0 & 0xF)]
        }
        emit(quoted ? encoded : Array("(?:".utf8) + encoded + Array(")".utf8), from: offset)
      }
      offset += 1
    }

    let constraint = String(decoding: text, as: UTF8.self)
    let wrapper = "(?:"
    do {
      let code = try PCRE2Code(
        pattern: wrapper + constraint + ")",
        options: [.noAutoCapture, .dollarEndOnly, .neverBackslashC])
      guard code.captureCount == 0 else {
        throw failure(
          0, "a constraint cannot capture: parameters are the only captures; write (?:...)")
      }
    } catch let error as PCRE2CompileError {
      let byteOffset = min(max(error.offset - wrapper.utf8.count, 0), max(origins.count - 1, 0))
      throw failure(origins.isEmpty ? 0 : origins[byteOffset], error.message)
    } catch let error as MatchingError {
      throw error
    } catch {
      throw failure(0, "\(error)")
    }
    return constraint
  }

  /// Whether the `^` at `offset` resets options, as in `(?^)` or `(?^i:...)`, rather than
  /// anchoring.
  private static func isOptionReset(_ body: [Unicode.Scalar], at offset: Int) -> Bool {
    offset >= 2 && body[offset] == "^" && body[offset - 1] == "?" && body[offset - 2] == "("
  }

  /// Why `\` followed by `scalar` is refused in a constraint, or `nil`.
  private static func forbiddenEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "1"..."9", "g", "k":
      return "a back reference cannot be in a constraint: it would refer to another parameter"
    case "K":
      return "\\K cannot be in a constraint: it would move the start of the match"
    case "C":
      return "\\C cannot be in a constraint"
    default:
      return nil
    }
  }

  /// Why the group opening at `offset` is refused in a constraint, or `nil`.
  private static func forbiddenGroup(_ body: [Unicode.Scalar], at offset: Int) -> String? {
    let rest = body[(offset + 1)...]
    if rest.first == "*" {
      return "backtracking control verbs such as (*MARK) or (*ACCEPT) cannot be in a constraint"
    }
    guard rest.first == "?", let kind = rest.dropFirst().first else { return nil }
    switch kind {
    case "C":
      return "callouts cannot be in a constraint"
    case "R", "&", "0"..."9", "+":
      return "recursion and subroutine calls cannot be in a constraint"
    case "-" where rest.dropFirst(2).first.map { ("0"..."9").contains($0) } == true:
      return "recursion and subroutine calls cannot be in a constraint"
    case "P" where rest.dropFirst(2).first == ">" || rest.dropFirst(2).first == "=":
      return "back references and subroutine calls cannot be in a constraint"
    default:
      return nil
    }
  }
}
