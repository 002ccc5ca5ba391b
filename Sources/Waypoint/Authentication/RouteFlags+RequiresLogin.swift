extension RouteFlags {
  /// The authentication gate sends logged-out users to the login route first, then resumes.
  ///
  /// The router itself does not read this flag: an ``AuthenticationGate`` installed on it
  /// does. A manifest writes it as `"requiresLogin"`.
  public static let requiresLogin = RouteFlags(rawValue: 1 << 1)
}
