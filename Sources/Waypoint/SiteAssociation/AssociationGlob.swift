/// A pattern being written for an association file, as pieces, with why it matches more than
/// its route where it does (<doc:AssociationFiles#What-waypoint-aasa-writes>).
struct AssociationGlob: Hashable {
  /// One piece of a written pattern.
  enum Piece: Hashable {
    /// The character itself; `*`, `?` and the `$` of `$(` cannot be written so (the format has
    /// no escape) and become `?`.
    case character(Unicode.Scalar)
    /// `?`.
    case one
    /// `*`.
    case any
    /// `$(name)`.
    case variable(String)
  }

  /// Why a written pattern matches more than its route: fixed phrases, which comments quote.
  enum Reason: String, Hashable, CaseIterable {
    case parameterIsOneSegment = "a parameter is one segment, ?* also matches text with /"
    case noRepetition = "the format has no repetition"
    case noEscape = "the format has no escape for *, ? and $("
    case noSuchClass = "the format has no such set of characters"
    case tooManyOptionalParts = "optional parts beyond 16 written as *"
    case inexpressibleConstraint = "the constraint is not one the format can express"
  }

  var pieces: [Piece] = []
  /// In the order they arose, each once.
  var reasons: [Reason] = []

  mutating func append(_ other: AssociationGlob) {
    pieces += other.pieces
    for reason in other.reasons { note(reason) }
  }

  mutating func note(_ reason: Reason) {
    if !reasons.contains(reason) { reasons.append(reason) }
  }

  static func + (lhs: AssociationGlob, rhs: AssociationGlob) -> AssociationGlob {
    var glob = lhs
    glob.append(rhs)
    return glob
  }

  /// `?*`: one character or more.
  static let oneOrMore = AssociationGlob(pieces: [.one, .any])

  /// The pattern as the file writes it, with the reasons its text adds (a `*` that had to
  /// become `?`); `/` for an empty pattern.
  func rendered() -> (text: String, reasons: [Reason]) {
    var text = ""
    var reasons = self.reasons
    for (index, piece) in pieces.enumerated() {
      switch piece {
      case .character("*"), .character("?"):
        text += "?"
        if !reasons.contains(.noEscape) { reasons.append(.noEscape) }
      case .character("$") where index + 1 < pieces.count && pieces[index + 1] == .character("("):
        text += "?"
        if !reasons.contains(.noEscape) { reasons.append(.noEscape) }
      case .character(let scalar): text.unicodeScalars.append(scalar)
      case .one: text += "?"
      case .any: text += "*"
      case .variable(let name): text += "$(\(name))"
      }
    }
    return (text.isEmpty ? "/" : text, reasons)
  }
}
