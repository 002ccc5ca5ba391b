/// Reads a route pattern into its source restriction and its parts (the Routing semantics article,
/// *Pattern syntax*).
///
/// ```
/// "/user/:id(\d+)"           -> nil, [/, "user", /, :id(\d+)]
/// "myapp://share/:id"        -> myapp://, [/, "share", /, :id]
/// "/users{/:id}/edit"        -> nil, [/, "users", {/, :id}, /, "edit"]
/// ```
struct PatternParser {
  /// A parsed pattern before normalization.
  struct Parsed {
    /// The scheme or origin the pattern names, `nil` when it serves every source.
    var source: LinkSource?
    /// The path parts, as written.
    var parts: [PatternPart]
    /// Where the path starts in the pattern, in characters.
    var pathStart: Int
  }

  private let pattern: String
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var names: Set<String> = []
  private var endsWithCapture = false
  private var depth = 0

  /// The deepest nesting of optional parts.
  static let maximumNesting = 16
  /// The longest parameter name: PCRE2 names groups with at most 32 characters.
  static let maximumNameLength = 32

  private init(_ pattern: String) {
    self.pattern = pattern
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(pattern.utf8.count)
    for scalar in pattern.unicodeScalars { scalars.append(scalar) }
    self.scalars = scalars
  }

  /// Whether `byte` can be part of a parameter name (`[A-Za-z0-9_]`; a name does not start
  /// with a digit).
  static func continuesName(_ byte: UInt8) -> Bool {
    URLByte.isLetter(byte) || URLByte.isDigit(byte) || byte == UInt8(ascii: "_")
  }

  /// Whether `scalar` is white space; printable ASCII other than the space never is.
  private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    (0x21..<0x7F).contains(scalar.value) ? false : scalar.properties.isWhitespace
  }

  /// Parses `pattern`.
  ///
  /// - Throws: ``MatchingError/invalidPattern(_:position:reason:)``,
  ///   ``MatchingError/duplicateParameterName(_:name:position:)`` or
  ///   ``MatchingError/invalidConstraint(_:position:reason:)``, each naming the position.
  static func parse(_ pattern: String) throws(MatchingError) -> Parsed {
    var parser = PatternParser(pattern)
    return try parser.parse()
  }

  private mutating func parse() throws(MatchingError) -> Parsed {
    guard let first = scalars.first, let last = scalars.last else {
      throw error(at: 0, "the pattern is empty")
    }
    if Self.isWhitespace(first) { throw error(at: 0, "leading white space") }
    if Self.isWhitespace(last) {
      throw error(at: scalars.count - 1, "trailing white space")
    }
    if let control = scalars.firstIndex(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw error(at: control, "a control character; percent-encode it")
    }
    let source = try parseSource()
    let pathStart = index
    let parts = try parseSequence(openedAt: nil)
    return Parsed(source: source, parts: parts, pathStart: pathStart)
  }

  // MARK: Source prefix

  /// Reads `scheme://` or `https://host[:port]`, leaving `index` at the route path.
  private mutating func parseSource() throws(MatchingError) -> LinkSource? {
    guard let firstScalar = scalars.first, firstScalar.isASCII,
      URLByte.isLetter(UInt8(firstScalar.value))
    else { return nil }
    var end = 1
    while end < scalars.count, scalars[end].isASCII,
      URLByte.isSchemeCharacter(UInt8(scalars[end].value))
    {
      end += 1
    }
    guard scalars[end...].starts(with: "://".unicodeScalars) else { return nil }
    let scheme = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
    guard scheme == "http" || scheme == "https" else {
      index = end + 3
      return .appScheme(scheme)
    }
    var originEnd = end + 3
    while originEnd < scalars.count && scalars[originEnd] != "/" { originEnd += 1 }
    let reserved = "*{}()\\".unicodeScalars
    if let bad = scalars[(end + 3)..<originEnd].firstIndex(where: { reserved.contains($0) }) {
      throw error(at: bad, "an origin prefix names one literal origin, with no parameters")
    }
    let originText = String(String.UnicodeScalarView(scalars[..<originEnd]))
    do {
      let origin = try WebOrigin(originText)
      index = originEnd
      return .webOrigin(origin)
    } catch {
      throw self.error(at: 0, "the origin \(originText) is not http or https and a host")
    }
  }

  // MARK: Path

  private mutating func parseSequence(openedAt opening: Int?) throws(MatchingError) -> [PatternPart]
  {
    // One allocation for the parts of most patterns (a separator and a piece per segment).
    var parts: [PatternPart] = []
    parts.reserveCapacity(opening == nil ? 16 : 4)
    var literal: [UInt8] = []
    literal.reserveCapacity(32)
    var literalStart = index

    func flush() throws(MatchingError) {
      guard !literal.isEmpty else { return }
      try literal.withUnsafeBufferPointer { bytes throws(MatchingError) in
        if PercentEncoding.firstInvalidEscape(in: bytes, range: 0..<bytes.count) != nil {
          throw error(at: literalStart, "percent-escapes that do not encode UTF-8")
        }
      }
      parts.append(.literal(String(decoding: literal, as: UTF8.self)))
      literal.removeAll(keepingCapacity: true)
    }

    while index < scalars.count {
      let scalar = scalars[index]
      if literal.isEmpty { literalStart = index }
      switch scalar {
      case "/":
        try flush()
        parts.append(.separator)
        endsWithCapture = false
        index += 1
      case "\\":
        guard index + 1 < scalars.count else {
          throw error(at: index, "a \\ at the end escapes nothing")
        }
        appendLiteral(scalars[index + 1], to: &literal)
        index += 2
      case ":":
        try flush()
        parts.append(try parseParameter())
      case "*":
        try flush()
        parts.append(try parseWildcard())
      case "{":
        try flush()
        let open = index
        guard depth < Self.maximumNesting else {
          throw error(at: open, "optional parts nested more than \(Self.maximumNesting) deep")
        }
        index += 1
        depth += 1
        let inner = try parseSequence(openedAt: open)
        depth -= 1
        guard !inner.isEmpty else { throw error(at: open, "the optional part {} is empty") }
        parts.append(.optional(inner))
      case "}":
        guard opening != nil else { throw error(at: index, "unbalanced }: no { opens it") }
        try flush()
        index += 1
        return parts
      case "(":
        throw error(
          at: index,
          "unbalanced (: a constraint follows a parameter name, as in :id(\\d+); write \\( for a literal ("
        )
      case ")":
        throw error(at: index, "unbalanced ): write \\) for a literal )")
      case "?":
        throw error(
          at: index,
          "a ? would start a query, which patterns do not match; write {...} for an optional part or \\? for a literal ?"
        )
      case "#":
        throw error(at: index, "a # would start a fragment, which never takes part in matching")
      case "%":
        try appendEscape(to: &literal)
      default:
        appendLiteral(scalar, to: &literal)
        index += 1
      }
    }
    if let opening { throw error(at: opening, "unbalanced {: no } closes it") }
    try flush()
    return parts
  }

  /// Appends a literal character in canonical form: unsafe bytes percent-encoded.
  private mutating func appendLiteral(_ scalar: Unicode.Scalar, to literal: inout [UInt8]) {
    if scalar.isASCII {
      PathNormalizer.appendCanonical(UInt8(scalar.value), to: &literal)
    } else {
      UTF8.encode(scalar) { PathNormalizer.appendCanonical($0, to: &literal) }
    }
    endsWithCapture = false
  }

  /// Appends a `%XX` escape written in the pattern: decoded when unreserved, else uppercased.
  private mutating func appendEscape(to literal: inout [UInt8]) throws(MatchingError) {
    guard index + 2 < scalars.count, scalars[index + 1].isASCII, scalars[index + 2].isASCII,
      let high = URLByte.hexValue(UInt8(scalars[index + 1].value)),
      let low = URLByte.hexValue(UInt8(scalars[index + 2].value))
    else {
      throw error(at: index, "a % starts an escape such as %20; write %25 or \\% for a literal %")
    }
    PathNormalizer.appendCanonicalEscape(high << 4 | low, to: &literal)
    endsWithCapture = false
    index += 3
  }

  private mutating func parseParameter() throws(MatchingError) -> PatternPart {
    let start = index
    index += 1
    let name = try parseName(
      after: start, missing: "a parameter name starts with a letter or _; write \\: for a literal :"
    )
    var constraint: String?
    if index < scalars.count && scalars[index] == "(" {
      constraint = try parseConstraint()
    }
    return .parameter(name: name, constraint: constraint)
  }

  private mutating func parseWildcard() throws(MatchingError) -> PatternPart {
    let start = index
    index += 1
    let name = try parseName(
      after: start, missing: "a wildcard needs a name, as in *path; write \\* for a literal *")
    return .wildcard(name: name)
  }

  /// Reads `[A-Za-z_][A-Za-z0-9_]*` and records it, refusing a second use of a name.
  private mutating func parseName(after start: Int, missing: String) throws(MatchingError) -> String
  {
    if endsWithCapture {
      throw error(
        at: start, "two parameters need literal text between them, or the split is ambiguous")
    }
    var end = index
    while end < scalars.count, scalars[end].isASCII {
      let byte = UInt8(scalars[end].value)
      guard Self.continuesName(byte) && (end > index || !URLByte.isDigit(byte)) else { break }
      end += 1
    }
    guard end > index else { throw error(at: index, missing) }
    guard end - index <= Self.maximumNameLength else {
      throw error(at: index, "a parameter name is at most \(Self.maximumNameLength) characters")
    }
    // ASCII: one byte per scalar, written straight into the string.
    let name = String(unsafeUninitializedCapacity: end - index) { bytes in
      for offset in 0..<(end - index) { bytes[offset] = UInt8(scalars[index + offset].value) }
      return end - index
    }
    guard names.insert(name).inserted else {
      throw .duplicateParameterName(pattern, name: name, position: start)
    }
    index = end
    endsWithCapture = true
    return name
  }

  /// Reads a balanced `(regex)` and checks it; returns the regex text to compile.
  private mutating func parseConstraint() throws(MatchingError) -> String {
    let open = index
    var depth = 0
    var cursor = index
    scan: while cursor < scalars.count {
      switch scalars[cursor] {
      case "\\":
        if cursor + 1 < scalars.count && scalars[cursor + 1] == "Q" {
          cursor = endOfQuote(from: cursor + 2)
          continue scan
        }
        cursor += 2
        continue scan
      case "[":
        cursor = RegexScanner.endOfCharacterClass(scalars, from: cursor)
        continue scan
      case "(":
        depth += 1
      case ")":
        depth -= 1
        if depth == 0 { break scan }
      default:
        break
      }
      cursor += 1
    }
    guard cursor < scalars.count else {
      throw error(at: open, "unbalanced (: the constraint is not closed")
    }
    let body = Array(scalars[(open + 1)..<cursor])
    index = cursor + 1
    return try ConstraintCompiler.compile(body, pattern: pattern, position: open + 1)
  }

  /// The index after the `\E` that ends a `\Q` quote, or the end.
  private func endOfQuote(from start: Int) -> Int {
    var cursor = start
    while cursor + 1 < scalars.count {
      if scalars[cursor] == "\\" && scalars[cursor + 1] == "E" { return cursor + 2 }
      cursor += 1
    }
    return scalars.count
  }

  private func error(at position: Int, _ reason: String) -> MatchingError {
    .invalidPattern(pattern, position: position, reason: reason)
  }
}
