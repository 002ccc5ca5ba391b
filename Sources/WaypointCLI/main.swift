import Foundation

let status = await WaypointTool.run(Array(CommandLine.arguments.dropFirst()), output: .standard)
exit(status)
