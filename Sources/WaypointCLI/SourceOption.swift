/// An option that names a link source a command's router accepts.
///
/// Every command that takes sources spells them as the library's
/// `Router(appSchemes:webOrigins:)` does, `--app-scheme` and `--web-origin` (repeatable), and
/// reads the shorter `--scheme` and `--origin` as aliases.
enum SourceOption: String, CaseIterable {
  /// `--app-scheme SCHEME`: a custom URL scheme, such as `myapp`.
  case appScheme = "app-scheme"
  /// `--web-origin ORIGIN`: an `http` or `https` origin, such as `https://app.example.com`.
  case webOrigin = "web-origin"

  /// The other spelling of the option, read the same way.
  var alias: String {
    switch self {
    case .appScheme: return "scheme"
    case .webOrigin: return "origin"
    }
  }

  /// The option with its value, as help texts show it: `--app-scheme SCHEME`.
  var usage: String {
    switch self {
    case .appScheme: return "--app-scheme SCHEME"
    case .webOrigin: return "--web-origin ORIGIN"
    }
  }

  /// The widest line a help text has.
  static let helpWidth = 92

  /// The option's entry in a command's list of options: its usage, then `description` from
  /// `column` (counted from the start of the line), then that it repeats and its alias, on
  /// a line of its own when they do not fit.
  ///
  /// ```swift
  /// SourceOption.appScheme.helpLine("an accepted app scheme, such as myapp", column: 23)
  /// // "  --app-scheme SCHEME  an accepted app scheme, such as myapp (repeatable; alias --scheme)"
  /// ```
  func helpLine(_ description: String, column: Int) -> String {
    let option = "  " + usage
    let start = max(column, option.count + 1)
    let line = option.padding(toLength: start, withPad: " ", startingAt: 0) + description
    let note = "(repeatable; alias --\(alias))"
    if line.count + 1 + note.count <= Self.helpWidth { return line + " " + note }
    return line + "\n" + String(repeating: " ", count: start) + note
  }
}
