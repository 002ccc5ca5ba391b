/// r3 with patterns inserted in registration order, which loses routes to an r3 bug: a
/// pattern that is a strict prefix of an edge already in the tree (`/users` after
/// `/users/{user}`) is inserted without its data, so its lookups find a node with no route.
/// Kept to show the bug; not run by default.
struct R3RegistrationOrderContender: R3TreeContender {
  static let name = "r3-unsorted"
  static let summary = "r3 1.3, patterns inserted in registration order (loses routes)"
  static let insertionOrder = R3Tree.InsertionOrder.registration

  let tree: R3Tree

  init(tree: R3Tree) {
    self.tree = tree
  }
}
