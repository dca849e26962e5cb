import Foundation
import PagerDemoKit
import PagerRuntime

// Thin on purpose: parse, load, run; every failure is one line on stderr and exit status 2.
do {
    let options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(DemoOptions.usage)
        exit(0)
    }
    let status = try Launcher(options: options).run()
    exit(status)
} catch {
    FileHandle.standardError.write(Data("pager-demo: \(error)\n".utf8))
    exit(2)
}
