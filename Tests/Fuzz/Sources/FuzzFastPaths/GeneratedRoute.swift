import FuzzSupport
import Waypoint

/// One route the target builds from its input: its pattern (or raw regex), source, priority
/// and flags, and the pieces it is made of, from which URLs that match it (or nearly) are
/// made.
struct GeneratedRoute {
  /// One piece of a route: the pattern text it is, and how to write a URL's text for it.
  indirect enum Piece {
    /// A whole literal segment: its pattern text and its text in a URL.
    case literal(pattern: String, url: String)
    /// A segment of one plain parameter.
    case parameter(String)
    /// A segment of one parameter with a constraint.
    case constrained(String, constraint: String)
    /// A segment mixing parameters and literals (`:a-:b`, `:id.html`, `v:n`).
    case mixed(pattern: String, parameters: [String], separator: String)
    /// An optional segment (`{/:p}`, `{/lit}`).
    case optionalSegment(pattern: String, inner: Piece)
    /// A parameter segment with an optional suffix (`:p{.:ext}`).
    case optionalSuffix(String, suffix: String)
    /// A wildcard segment (`*p`, `{/*p}` when optional).
    case wildcard(String, optional: Bool)
  }

  /// Where a route may serve from.
  enum Source: Equatable {
    case unrestricted
    /// A pattern restricted to a source: the prefix it is written with.
    case prefix(String)
  }

  let pieces: [Piece]
  let source: Source
  let priority: Int
  let isInternalOnly: Bool
  /// The raw regex the route is registered with instead of its pattern, and the source it is
  /// restricted to.
  let regex: (text: String, source: LinkSource?)?

  /// The route's pattern: its source's prefix, then its pieces.
  var pattern: String {
    var body = pieces.map(Self.patternText).joined()
    if body.isEmpty { body = "/" }
    guard case .prefix(let prefix) = source else { return body }
    return prefix + body
  }

  static func patternText(of piece: Piece) -> String {
    switch piece {
    case .literal(let pattern, _): return "/" + pattern
    case .parameter(let name): return "/:" + name
    case .constrained(let name, let constraint): return "/:\(name)(\(constraint))"
    case .mixed(let pattern, _, _): return "/" + pattern
    case .optionalSegment(let pattern, _): return pattern
    case .optionalSuffix(let name, let suffix): return "/:\(name){.:\(suffix)}"
    case .wildcard(let name, let optional): return optional ? "{/*\(name)}" : "/*\(name)"
    }
  }

  /// Literal segments, as a pattern writes them and as a URL does: plain and mixed case,
  /// escapes, characters that are not ASCII, long ones (past the eight bytes a segment trie
  /// compares at once), and a pattern escape.
  static let literals: [(pattern: String, url: String)] = [
    ("a", "a"), ("b", "b"), ("ab", "ab"), ("users", "users"), ("Users", "Users"), ("v1", "v1"),
    ("v2", "v2"), ("x.y", "x.y"), ("caf%C3%A9", "caf%C3%A9"), ("café", "café"), ("家居", "家居"),
    ("a%2Fb", "a%2Fb"), ("~t", "~t"), ("x-1", "x-1"), ("12", "12"), ("A", "A"), ("it's", "it's"),
    ("a+b", "a+b"), ("a@b", "a@b"), ("repositories", "repositories"),
    ("repositoriez", "repositoriez"), ("notifications", "notifications"), ("a\\:b", "a:b"),
    ("html", "html"), ("e", "e"), ("c", "c"), ("d", "d"), ("f", "f"), ("g", "g"), ("h", "h"),
  ]

  /// Constraints, with texts some of which satisfy them.
  static let constraints = [
    "\\d+", "[a-z]+", "\\d{2,3}", "a|b", ".*", "[^/]+", "v\\d", "(?:x|y)z?", "[0-9a-f]{2}",
  ]

  /// Values for parameters.
  static let values = [
    "1", "42", "007", "abc", "ABC", "a.b", "x-y", "%2F", "a%2Fb", "%C3%A9", "é", "家", "%25", "v1",
    "users", "html", "a.html", "b", "a", "12", "123", "ff", "xz", "y", ".", "..", "a%20b", "1-2",
  ]

  /// Reads a route whose parameters are named `p1`, `p2`...; `options` are what the table may
  /// hold, `sharedFirst` the first piece of every route of a wide table.
  static func read(_ bytes: inout FuzzBytes, options: TableOptions, sharedFirst: Piece?)
    -> GeneratedRoute
  {
    var pieces: [Piece] = []
    var counter = 0
    func name() -> String {
      counter += 1
      return "p\(counter)"
    }
    if let sharedFirst { pieces.append(sharedFirst) }
    let count = bytes.below(4) + 1
    for index in 0..<count {
      let isLast = index == count - 1
      let choice = bytes.byte()
      // Plain pieces (literals, parameters) most of the time: they make segment tries.
      var kind = options.plainOnly ? Int(choice % 2) : Int(choice % 12)
      // After a wide table's shared first piece, mostly a literal: long runs of literal
      // branches, which a segment trie finds through a hash table.
      if sharedFirst != nil && index == 0 && choice % 4 != 0 { kind = 0 }
      switch kind {
      case 0, 2, 4, 6:
        let literal = bytes.pick(literals)
        pieces.append(.literal(pattern: literal.pattern, url: literal.url))
      case 1, 3, 5:
        pieces.append(.parameter(name()))
      case 7:
        pieces.append(.constrained(name(), constraint: bytes.pick(constraints)))
      case 8:
        let first = name()
        let second = name()
        switch bytes.below(4) {
        case 0:
          pieces.append(
            .mixed(pattern: ":\(first)-:\(second)", parameters: [first, second], separator: "-"))
        case 1:
          pieces.append(.mixed(pattern: ":\(first).html", parameters: [first], separator: ".html"))
        case 2: pieces.append(.mixed(pattern: "v:\(first)", parameters: [first], separator: "v"))
        default:
          pieces.append(
            .mixed(pattern: ":\(first).:\(second)", parameters: [first, second], separator: "."))
        }
      case 9:
        if bytes.bool() {
          let inner = name()
          pieces.append(.optionalSegment(pattern: "{/:\(inner)}", inner: .parameter(inner)))
        } else {
          let literal = bytes.pick(literals)
          pieces.append(
            .optionalSegment(
              pattern: "{/\(literal.pattern)}",
              inner: .literal(pattern: literal.pattern, url: literal.url)))
        }
      case 10:
        pieces.append(.optionalSuffix(name(), suffix: name()))
      default:
        // A wildcard mostly ends a route; in the middle it is a case of its own.
        pieces.append(.wildcard(name(), optional: isLast && bytes.bool()))
      }
    }
    let sourceChoice = options.sources ? bytes.below(8) : 0
    let source: Source
    switch sourceChoice {
    case 5: source = .prefix("myapp:/")
    case 6: source = .prefix("https://app.example.com")
    case 7: source = .prefix("otherapp:/")
    default: source = .unrestricted
    }
    // A wide table's routes share one priority, so that its literal branches stay together.
    let priority = sharedFirst != nil ? 0 : [0, 0, 0, 1, -1, 2][bytes.below(6)]
    let isInternalOnly = options.internalOnly && bytes.below(4) == 0
    var regex: (String, LinkSource?)?
    if options.rawRegex && bytes.below(3) == 0 {
      let regexSource: LinkSource? = [nil, nil, .internal, .appScheme("myapp")][bytes.below(4)]
      regex = (Self.regexText(of: pieces), regexSource)
    }
    return GeneratedRoute(
      pieces: pieces, source: regex == nil ? source : .unrestricted, priority: priority,
      isInternalOnly: isInternalOnly, regex: regex)
  }

  /// A raw regex that reads as the pieces would, roughly (named groups for parameters).
  static func regexText(of pieces: [Piece]) -> String {
    var text = ""
    for piece in pieces {
      switch piece {
      case .literal(_, let url):
        text +=
          "/"
          + url.unicodeScalars.map { scalar in
            "\\^$.|?*+()[]{}".unicodeScalars.contains(scalar) ? "\\\(scalar)" : "\(scalar)"
          }.joined()
      case .parameter(let name), .optionalSuffix(let name, _): text += "/(?<\(name)>[^/]+)"
      case .constrained(let name, let constraint): text += "/(?<\(name)>\(constraint))"
      case .mixed(_, let names, _): text += "/(?<\(names[0])>[^/]+)"
      case .optionalSegment: text += "(?:/[^/]+)?"
      case .wildcard(let name, _): text += "/(?<\(name)>.+)"
      }
    }
    return text.isEmpty ? "/" : text
  }

  /// A URL path made for this route: its pieces written with values, some left out or
  /// changed, as `bytes` choose.
  func path(_ bytes: inout FuzzBytes) -> String {
    var text = ""
    for piece in pieces { text += Self.urlText(of: piece, &bytes) }
    return text.isEmpty ? "/" : text
  }

  private static func value(_ bytes: inout FuzzBytes) -> String {
    bytes.below(8) == 0 ? bytes.text(maximumLength: 4) : bytes.pick(values)
  }

  private static func urlText(of piece: Piece, _ bytes: inout FuzzBytes) -> String {
    switch piece {
    case .literal(_, let url):
      return "/" + url
    case .parameter, .constrained:
      return "/" + value(&bytes)
    case .mixed(_, let parameters, let separator):
      switch separator {
      case ".html": return "/" + value(&bytes) + ".html"
      case "v": return "/v" + value(&bytes)
      default: return "/" + parameters.map { _ in value(&bytes) }.joined(separator: separator)
      }
    case .optionalSegment(_, let inner):
      return bytes.bool() ? urlText(of: inner, &bytes) : ""
    case .optionalSuffix:
      return "/" + value(&bytes) + (bytes.bool() ? "." + value(&bytes) : "")
    case .wildcard(_, let optional):
      let count = bytes.below(4) + (optional ? 0 : 1)
      return (0..<count).map { _ in "/" + value(&bytes) }.joined()
    }
  }
}

/// What a generated table may hold, from the input's first byte: each fast path needs some of
/// these left out (the static lane and the canonical scan no raw regex, the accepted-prefix
/// scan no restricted routes, the exact static lane no case rule).
struct TableOptions {
  let caseInsensitive: Bool
  let rawRegex: Bool
  let sources: Bool
  let internalOnly: Bool
  /// Routes that share a first segment, many of them: wide trie nodes and tabled runs.
  let wide: Bool
  /// Only literals and plain parameters: every group a segment trie.
  let plainOnly: Bool

  init(_ mode: UInt8) {
    caseInsensitive = mode & 1 != 0
    rawRegex = mode & 2 != 0
    sources = mode & 4 != 0
    internalOnly = mode & 8 != 0
    wide = mode & 16 != 0
    plainOnly = mode & 32 != 0
  }
}
