/// A middleware with its place in the run order.
struct MiddlewareEntry: Sendable {
  let middleware: any RouteMiddleware
  let priority: Int
  let sequence: Int
}
