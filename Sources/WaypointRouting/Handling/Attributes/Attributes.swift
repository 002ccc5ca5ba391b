/// Values that features attach to something the router carries without knowing them: a
/// route (``RouteAttributes``) or one `handle` call (``RequestAttributes``).
///
/// Each attribute has a key type; a feature declares one and reads and writes its value
/// through it. `Subject` says what the attributes belong to, so that a request's key is
/// never read from a route.
public struct Attributes<Subject>: Sendable {
  private var values: [ObjectIdentifier: any Sendable]

  /// No attributes.
  public init() {
    // Not `[:]`, a call of `init(dictionaryLiteral:)`, which is not inlined: every `handle`
    // call that passes no attributes makes these.
    values = Dictionary()
  }

  /// The value of the attribute `key`, or `nil` when none is set.
  public subscript<Key: AttributeKey>(key: Key.Type) -> Key.Value?
  where Key.Subject == Subject {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether no attribute is set.
  public var isEmpty: Bool { values.isEmpty }
}

/// The key of one kind of ``Attributes`` value.
public protocol AttributeKey {
  /// What the attribute belongs to: ``Route`` or ``RouteRequest``.
  associatedtype Subject
  /// The type of the attribute's value.
  associatedtype Value: Sendable
}
