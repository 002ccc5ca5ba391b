import Foundation
import Waypoint

/// Collects the receipt of every link the shop received, and what went wrong with its link
/// store: where an app would send them to its analytics and its logs.
public final class ReceiptLog: @unchecked Sendable {
  private let lock = NSLock()
  private var receipts: [LinkReceipt] = []
  private var failures: [LinkStoreError] = []

  /// A log with nothing in it.
  public init() {}

  /// Keeps a receipt.
  func record(_ receipt: LinkReceipt) {
    lock.withLock { receipts.append(receipt) }
  }

  /// Keeps a failure of the link store.
  func record(_ failure: LinkStoreError) {
    lock.withLock { failures.append(failure) }
  }

  /// The receipts recorded since the last call, oldest first.
  public func take() -> [LinkReceipt] {
    lock.withLock {
      defer { receipts = [] }
      return receipts
    }
  }

  /// The link store's failures, oldest first.
  public var storeFailures: [LinkStoreError] { lock.withLock { failures } }

  /// `shop://orders: warm, shown by /orders, campaign utm_source=newsletter`.
  public static func describe(_ receipt: LinkReceipt) -> String {
    var line = "\(receipt.url): \(receipt.arrival.rawValue), \(receipt.outcome)"
    let campaign = receipt.campaign.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    if !campaign.isEmpty { line += ", campaign " + campaign.joined(separator: " ") }
    return line
  }
}
