/// Who is logged in, if anyone; the authentication gate asks it.
public actor Session {
  /// The logged-in reader's name, or `nil`.
  public private(set) var user: String?

  /// A session, logged out unless `user` is given (a login the keychain kept).
  public init(user: String? = nil) {
    self.user = user
  }

  /// Whether a reader is logged in.
  public var isLoggedIn: Bool { user != nil }

  /// Logs `user` in.
  public func logIn(as user: String) {
    self.user = user
  }

  /// Logs the reader out.
  public func logOut() {
    user = nil
  }
}
