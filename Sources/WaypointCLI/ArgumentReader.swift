/// Reads `--option value`, `--option=value`, `--flag` and positional arguments.
///
/// An option may have aliases: `--scheme myapp` with the alias `scheme` for `app-scheme` is
/// read as `--app-scheme myapp`, in its place among the values of `--app-scheme`.
struct ArgumentReader {
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  /// The arguments that are not options, in order.
  private(set) var positional: [String] = []

  /// Reads `arguments`, knowing which options take a value and which are flags, and which
  /// other names (`aliases`, alias to option) stand for an option.
  init(
    _ arguments: [String], valueOptions: Set<String>, flagOptions: Set<String>,
    aliases: [String: String] = [:]
  ) throws {
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositional || !argument.hasPrefix("--") {
        positional.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositional = true
        continue
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      let spelled = name
      name = aliases[name] ?? name
      if flagOptions.contains(name) {
        guard inlineValue == nil else { throw UsageError("--\(spelled) takes no value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else {
          guard index < arguments.count else { throw UsageError("--\(spelled) needs a value") }
          values[name, default: []].append(arguments[index])
          index += 1
        }
      } else {
        throw UsageError("unknown option --\(spelled)")
      }
    }
  }

  /// Every value given for `--name`, in order.
  func values(_ name: String) -> [String] { values[name] ?? [] }

  /// The last value given for `--name`.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Whether `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Throws ``UsageError`` when a positional argument was given to a command that takes none.
  func requireNoPositional() throws {
    if let first = positional.first { throw UsageError("unexpected argument \(first)") }
  }
}
