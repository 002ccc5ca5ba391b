/// A parameter's constraint compiled on its own, to ask whether one value satisfies it: for
/// reverse routing's error messages and for the samples of a link diff (never on the lookup
/// path, which matches whole routes).
package struct ConstraintCheck {
  private let code: PCRE2Code

  /// The check of `constraint`, or `nil` when PCRE2 refuses it alone.
  package init?(_ constraint: String) {
    guard
      let code = try? PCRE2Code(
        pattern: "(?:\(constraint))", options: PCRE2CompileOptions.routePath.union(.noAutoCapture))
    else { return nil }
    self.code = code
  }

  /// Whether the constraint accepts `value`, written as it is in the path (percent-encoded).
  package func accepts(_ value: String) -> Bool {
    var text = value
    return text.withUTF8 {
      (try? code.match($0, scratch: .current, limits: .default)) ?? false
    }
  }
}
