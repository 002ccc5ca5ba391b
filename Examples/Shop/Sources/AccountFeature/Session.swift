/// Who is logged in, if anyone.
public actor Session {
  /// The logged-in user's name, or `nil`.
  public private(set) var user: String?

  /// A session, logged out unless `user` is given.
  public init(user: String? = nil) {
    self.user = user
  }

  /// Whether a user is logged in.
  public var isLoggedIn: Bool { user != nil }

  /// Logs `user` in.
  public func logIn(as user: String) {
    self.user = user
  }

  /// Logs the user out.
  public func logOut() {
    user = nil
  }
}
