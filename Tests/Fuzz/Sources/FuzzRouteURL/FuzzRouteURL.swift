import Waypoint

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteURL(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? RouteURL(text)
  return 0
}
