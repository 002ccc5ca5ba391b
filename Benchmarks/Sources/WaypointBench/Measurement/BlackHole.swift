/// Takes a value the optimizer must assume is used.
@inline(never)
func blackHole<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}
