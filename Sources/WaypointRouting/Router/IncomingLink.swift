/// One `handle` call as an intake stage sees it: the URL, the caller's primitive parameters,
/// attributes and callback.
package struct IncomingLink: Sendable {
  /// The URL as the caller gave it.
  package let url: String
  /// The caller's primitive parameters.
  package let parameters: [String: any Sendable]
  /// What the caller attached to the call; a stage may add its own before passing it on.
  package var attributes: RequestAttributes
  /// The caller's callback, `nil` when the caller passed none.
  package let callback: RouteCallback?

  /// A link with these parts: for a stage that brings back a link of an earlier process (a
  /// link store), which no `handle` call carries.
  package init(
    url: String, parameters: [String: any Sendable], attributes: RequestAttributes,
    callback: RouteCallback?
  ) {
    self.url = url
    self.parameters = parameters
    self.attributes = attributes
    self.callback = callback
  }
}
