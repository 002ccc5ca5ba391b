internal import CThreadSlot

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
        let status = pthread_key_create(&key) { ThreadLocal.release($0) }
      #else
        let status = pthread_key_create(&key) { pointer in
          if let pointer { ThreadLocal.release(pointer) }
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

  /// The calling thread's object for `key`, unretained (the thread holds it until it exits),
  /// read from the thread's native slot (one load rather than a call to
  /// `pthread_getspecific`) once it is there. The slot holds one object per thread: only the
  /// table cache, read on every lookup, uses it.
  @inline(__always)
  static func unretainedSlotValue<Object: AnyObject>(for key: Key, create: () -> Object)
    -> Unretained<Object>
  {
    if let pointer = waypoint_thread_slot_get() { return Unretained(.fromOpaque(pointer)) }
    return fillSlot(for: key, create: create)
  }

  /// The calling thread's object for `key`, put in the thread's native slot: the first lookup
  /// on a thread (kept apart, so that the lookups after it stay small).
  @inline(never)
  private static func fillSlot<Object: AnyObject>(for key: Key, create: () -> Object)
    -> Unretained<Object>
  {
    let pointer = pointer(for: key, create: create)
    waypoint_thread_slot_set(pointer)
    return Unretained(.fromOpaque(pointer))
  }

  /// Releases a thread's object as its thread exits, emptying the native slot if it held it
  /// (a destructor of another key may still look up on this thread).
  private static func release(_ pointer: UnsafeMutableRawPointer) {
    if waypoint_thread_slot_get() == pointer { waypoint_thread_slot_set(nil) }
    Unmanaged<AnyObject>.fromOpaque(pointer).release()
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
