/// The pcre2-c contender could not compile a set: a malformed pattern, or a program PCRE2
/// refuses.
struct PCRE2TrieError: Error, CustomStringConvertible {
  /// The C side's message.
  let message: String

  var description: String { "pcre2-c: \(message)" }
}
