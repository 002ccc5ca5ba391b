/// Where a router keeps the links it holds (while the app launches, or while a login runs), so
/// that a process killed before it showed them hands them to the next one.
///
/// ```swift
/// let store = try FileLinkStore(folder: applicationSupport)
/// router.suspend()
/// let restoration = router.keepHeldLinks(in: store) { error in print(error) }
/// restoration.launchLinks  // the links an earlier process held, waiting for resume()
/// ```
///
/// A store holds the whole set of a router's held links: ``save(_:)`` replaces it, so that a
/// store written half way is never read. ``FileLinkStore`` is the library's, one file per
/// router; an app may bring its own (a database row, a keychain item) by conforming.
///
/// One store serves one router. The router calls the store from the task that holds or
/// releases a link, one call at a time.
public protocol LinkStore: Sendable {
  /// The links saved last, in arrival order; empty when nothing was saved yet.
  ///
  /// - Throws: a ``LinkStoreError``. A store that finds its data unreadable moves it aside
  ///   first (``LinkStoreError/truncated(path:movedTo:)``,
  ///   ``LinkStoreError/corrupt(path:reason:movedTo:)``,
  ///   ``LinkStoreError/futureVersion(path:version:supported:movedTo:)``), so that the next
  ///   ``save(_:)`` does not write over it.
  func load() throws(LinkStoreError) -> [StoredLink]

  /// Replaces what the store holds with `links`, in arrival order, all at once: after a crash
  /// at any moment, ``load()`` returns either the old set or the new one.
  ///
  /// - Throws: ``LinkStoreError/writeFailed(path:reason:)`` when the data could not be written
  ///   (a full disk, a read-only folder); the store still holds the old set then.
  func save(_ links: [StoredLink]) throws(LinkStoreError)
}
