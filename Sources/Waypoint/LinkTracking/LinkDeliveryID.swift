/// The caller's own identifier of one delivery of a link (a push notification's identifier,
/// an activity's), as a request attribute: the same identifier arriving twice is one link.
///
/// ```swift
/// var attributes = RequestAttributes()
/// attributes[LinkDeliveryID.self] = notification.request.identifier
/// await router.handle(url, attributes: attributes)
/// ```
///
/// With duplicate suppression on (``Router/suppressDuplicates(_:campaignNames:)``), a link
/// that carries one is a duplicate when a link with the same identifier arrived within the
/// window, whatever its URL; a link store keeps it with the held link.
public enum LinkDeliveryID: RequestAttributeKey {
  /// The identifier.
  public typealias Value = String
}
