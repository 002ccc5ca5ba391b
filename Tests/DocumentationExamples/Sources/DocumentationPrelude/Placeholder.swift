/// Stands for a value that a documentation example takes as given: the examples are compiled,
/// never run, so no value is ever made.
func placeholder<Value>(_ name: String = #function) -> Value {
  fatalError("\(name): the documentation examples are compiled, not run")
}
