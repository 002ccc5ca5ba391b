import Foundation

extension RouteManifest {
  /// Reads a manifest from JSON, strictly: a wrong type, a missing key or a key the format
  /// does not know is a problem, and every problem is listed.
  ///
  /// - Throws: ``RouteError/invalidManifest(_:)``.
  public init(json data: Data) throws(RouteError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      throw .invalidManifest(["the manifest is not JSON: \(error.localizedDescription)"])
    }
    var reader = ManifestReader()
    guard let manifest = reader.manifest(object), reader.problems.isEmpty else {
      throw .invalidManifest(reader.problems)
    }
    self = manifest
  }

  /// The manifest as JSON: keys sorted, indented, absent values left out.
  public func json() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Strings, integers, arrays and dictionaries of them always encode.
    return (try? encoder.encode(self)) ?? Data()
  }
}

/// Reads the untyped JSON of a manifest, collecting every problem with where it is.
private struct ManifestReader {
  var problems: [String] = []

  mutating func manifest(_ object: Any) -> RouteManifest? {
    guard let top = object as? [String: Any] else {
      problems.append("the manifest is not a JSON object")
      return nil
    }
    checkKeys(top, allowed: ["version", "routes", "redirects"], at: "manifest")
    let version = integer(top["version"], at: "version", required: true) ?? 0
    let routes = list(top["routes"], at: "routes").enumerated().compactMap { index, item in
      route(item, at: "routes[\(index)]")
    }
    let redirects = list(top["redirects"], at: "redirects").enumerated().compactMap { index, item in
      redirect(item, at: "redirects[\(index)]")
    }
    return RouteManifest(version: version, routes: routes, redirects: redirects)
  }

  private mutating func route(_ item: Any, at place: String) -> RouteManifest.Entry? {
    guard let object = item as? [String: Any] else {
      problems.append("\(place): a route is a JSON object")
      return nil
    }
    checkKeys(
      object,
      allowed: [
        "pattern", "regex", "source", "handler", "name", "priority", "defaults", "presentation",
        "flags", "typed", "tab", "parent", "identifyingQueryItems",
      ], at: place)
    let typed = boolean(object["typed"], at: "\(place).typed")
    return RouteManifest.Entry(
      pattern: string(object["pattern"], at: "\(place).pattern"),
      regex: string(object["regex"], at: "\(place).regex"),
      source: string(object["source"], at: "\(place).source"),
      // A restated typed route may have a handler without a name.
      handler: string(object["handler"], at: "\(place).handler", required: typed != true),
      name: string(object["name"], at: "\(place).name"),
      priority: integer(object["priority"], at: "\(place).priority"),
      defaults: dictionary(object["defaults"], at: "\(place).defaults"),
      presentation: string(object["presentation"], at: "\(place).presentation"),
      flags: strings(object["flags"], at: "\(place).flags"), typed: typed,
      tab: string(object["tab"], at: "\(place).tab"),
      parent: string(object["parent"], at: "\(place).parent"),
      identifyingQueryItems: strings(
        object["identifyingQueryItems"], at: "\(place).identifyingQueryItems"))
  }

  private mutating func redirect(_ item: Any, at place: String) -> RouteManifest.Redirect? {
    guard let object = item as? [String: Any] else {
      problems.append("\(place): a redirect is a JSON object")
      return nil
    }
    checkKeys(object, allowed: ["from", "to", "name", "priority", "typed"], at: place)
    return RouteManifest.Redirect(
      from: string(object["from"], at: "\(place).from", required: true) ?? "",
      to: string(object["to"], at: "\(place).to", required: true) ?? "",
      name: string(object["name"], at: "\(place).name"),
      priority: integer(object["priority"], at: "\(place).priority"),
      typed: boolean(object["typed"], at: "\(place).typed"))
  }

  private mutating func checkKeys(_ object: [String: Any], allowed: Set<String>, at place: String) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      problems.append("\(place): unknown key \"\(key)\"")
    }
  }

  private mutating func list(_ value: Any?, at place: String) -> [Any] {
    guard let value else { return [] }
    guard let list = value as? [Any] else {
      problems.append("\(place): expected an array")
      return []
    }
    return list
  }

  private mutating func string(_ value: Any?, at place: String, required: Bool = false) -> String? {
    guard let value else {
      if required { problems.append("\(place): missing") }
      return nil
    }
    guard let text = value as? String else {
      problems.append("\(place): expected a string")
      return nil
    }
    return text
  }

  private mutating func boolean(_ value: Any?, at place: String) -> Bool? {
    guard let value else { return nil }
    // JSON booleans come as NSNumber of the CFBoolean class; other numbers are not booleans.
    guard String(describing: type(of: value)).contains("Boolean"), let flag = value as? Bool else {
      problems.append("\(place): expected a boolean")
      return nil
    }
    return flag
  }

  private mutating func integer(_ value: Any?, at place: String, required: Bool = false) -> Int? {
    guard let value else {
      if required { problems.append("\(place): missing") }
      return nil
    }
    // JSON booleans come as NSNumber too (the CFBoolean class), on Linux and Apple systems.
    let isBoolean = String(describing: type(of: value)).contains("Boolean")
    guard !isBoolean, let number = value as? NSNumber, number.doubleValue == Double(number.intValue)
    else {
      problems.append("\(place): expected an integer")
      return nil
    }
    return number.intValue
  }

  private mutating func strings(_ value: Any?, at place: String) -> [String]? {
    guard let value else { return nil }
    guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
      problems.append("\(place): expected an array of strings")
      return nil
    }
    return list.compactMap { $0 as? String }
  }

  private mutating func dictionary(_ value: Any?, at place: String) -> [String: String]? {
    guard let value else { return nil }
    guard let object = value as? [String: Any], object.values.allSatisfy({ $0 is String }) else {
      problems.append("\(place): expected an object of strings")
      return nil
    }
    return object.compactMapValues { $0 as? String }
  }
}
