#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Per-thread objects through POSIX thread-specific storage, released when their thread exits.
enum ThreadLocal {
  /// A thread-specific storage key; create one per kind of object, once, and keep it.
  final class Key: Sendable {
    fileprivate let raw: pthread_key_t

    /// Creates a key whose per-thread objects are released when their thread exits.
    init() {
      var key = pthread_key_t()
      #if canImport(Darwin)
        let status = pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
      #else
        let status = pthread_key_create(&key) { pointer in
          if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
      #endif
      precondition(status == 0, "pthread_key_create failed: \(status)")
      raw = key
    }
  }

  /// The calling thread's object for `key`, made by `create` on the thread's first call.
  @inline(__always)
  static func value<Object: AnyObject>(for key: Key, create: () -> Object) -> Object {
    Unmanaged<Object>.fromOpaque(pointer(for: key, create: create)).takeUnretainedValue()
  }

  /// The calling thread's object for `key`, unretained: the thread holds it until it exits.
  @inline(__always)
  static func unretainedValue<Object: AnyObject>(for key: Key, create: () -> Object)
    -> Unmanaged<Object>
  {
    Unmanaged<Object>.fromOpaque(pointer(for: key, create: create))
  }

  @inline(__always)
  private static func pointer<Object: AnyObject>(for key: Key, create: () -> Object)
    -> UnsafeMutableRawPointer
  {
    if let pointer = pthread_getspecific(key.raw) { return pointer }
    let pointer = Unmanaged.passRetained(create()).toOpaque()
    pthread_setspecific(key.raw, pointer)
    return pointer
  }
}
