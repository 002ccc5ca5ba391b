import Foundation
import FuzzSupport
import Waypoint

/// The invariants of one manifest.
enum ManifestChecks {
  /// The handler names the routers know (`Dictionaries/manifest.dict` holds them too).
  static let handlerNames = ["product.show", "order.list", "home", "a", "b"]

  /// A handler that answers.
  struct Answering: RouteHandler {
    func handle(_ request: RouteRequest) async throws -> RouteResponse { .ok }
  }

  /// A router that accepts `myapp` and `https://app.example.com` and knows the handlers.
  static func router() -> Router {
    do throws(RouteError) {
      let router = try Router(appSchemes: ["myapp"], webOrigins: ["https://app.example.com"])
      for name in handlerNames { try router.registerHandler(Answering(), named: name) }
      return router
    } catch {
      Invariant.fail("the manifest target's router is refused: \(error)")
    }
  }

  /// The problems of an `invalidManifest` error; fails on any other error, or on none listed.
  static func problems(of error: RouteError, doing what: @autoclosure () -> String) -> [String] {
    guard case .invalidManifest(let problems) = error else {
      Invariant.fail("\(what()) failed with \(error), not invalidManifest")
    }
    Invariant.require(!problems.isEmpty, "\(what()) failed with invalidManifest listing nothing")
    return problems
  }

  /// The manifest that `data` is, after checking that its own JSON reads back equal.
  static func read(_ data: Data, what: @autoclosure () -> String) -> RouteManifest? {
    let read = TimeBudget.run("reading \(what())") {
      Result { () throws(RouteError) in try RouteManifest(json: data) }
    }
    switch read {
    case .failure(let error):
      _ = problems(of: error, doing: "reading \(what())")
      return nil
    case .success(let manifest):
      let json = manifest.json()
      do throws(RouteError) {
        let again = try RouteManifest(json: json)
        Invariant.require(
          again == manifest,
          "\(what()) reads as \(manifest), whose JSON reads as \(again)")
      } catch {
        Invariant.fail(
          "\(what()) reads as \(manifest), whose JSON \(String(decoding: json, as: UTF8.self)) is refused: \(error)"
        )
      }
      return manifest
    }
  }

  /// Applies `manifest` to a new router; the router, or `nil` when it is refused: with
  /// `invalidManifest` listing the problems, or, for a version 2 manifest, the refusal of a
  /// route's parent by the placement check (`unknownParent` and the like, each naming the
  /// route and the parent).
  static func apply(_ manifest: RouteManifest, what: @autoclosure () -> String) -> Router? {
    let router = router()
    let applied = TimeBudget.run("applying \(what())") {
      Result { () throws(RouteError) in try router.apply(manifest) }
    }
    if case .failure(let error) = applied {
      if refusesAParent(error, of: manifest) { return nil }
      _ = problems(of: error, doing: "applying \(what())")
      return nil
    }
    return router
  }

  /// Whether `error` is the placement check's refusal of a parent that `manifest` names.
  static func refusesAParent(_ error: RouteError, of manifest: RouteManifest) -> Bool {
    let parents = Set(manifest.routes.compactMap(\.parent))
    switch error {
    case .unknownParent(_, let parent), .unfillableParent(_, let parent, _),
      .irreversibleParent(_, let parent):
      return parents.contains(parent)
    case .parentCycle(let names):
      return !names.isEmpty && names.allSatisfy { parents.contains($0) }
    default:
      return false
    }
  }

  /// The manifest `router` exports: every route has a named handler, so it must export.
  static func export(_ router: Router, what: @autoclosure () -> String) -> RouteManifest {
    do throws(RouteError) {
      return try router.exportManifest()
    } catch {
      Invariant.fail("the router of \(what()) does not export: \(error)")
    }
  }

  static func check(_ data: Data) {
    guard let manifest = read(data, what: "the input") else { return }
    guard let router = apply(manifest, what: "\(manifest)") else { return }
    let exported = export(router, what: "\(manifest)")
    Invariant.require(
      exported.routes.count == manifest.routes.count
        && exported.redirects.count == manifest.redirects.count,
      "\(manifest) applied exports \(exported), another number of routes or redirects")
    guard let reread = read(exported.json(), what: "the export of \(manifest)") else {
      Invariant.fail("the export of \(manifest), \(exported), does not read back")
    }
    Invariant.require(reread == exported, "the export \(exported) reads back as \(reread)")
    guard let second = apply(reread, what: "the export \(exported)") else {
      Invariant.fail("the export \(exported) of \(manifest) is refused")
    }
    let again = export(second, what: "the export \(exported)")
    Invariant.require(
      again == exported, "\(manifest) exports \(exported), which applied exports \(again)")
  }
}
