/// A value behind a reference, so that a value type can hold one of its own kind (the outcome
/// of a redirect's target inside the redirect's outcome).
final class Boxed<Value: Sendable>: Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
