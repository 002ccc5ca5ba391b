/// Who is logged in, if anyone (the shop example's `Session`).
public actor Session {
  /// The logged-in user's name, or `nil`.
  public private(set) var user: String?

  /// A session, logged out unless `user` is given.
  public init(user: String? = nil) {
    self.user = user
  }

  /// Whether a user is logged in.
  public var isLoggedIn: Bool { user != nil }
}
