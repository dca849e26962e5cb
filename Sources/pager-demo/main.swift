import Glibc
import PagerDemoKit
import PagerDemoRuntime
import SystemIO

// Thin on purpose: parse, load, run; every failure is one line on stderr and exit status 2.
do {
    let options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
    try options.checkPixelLimit()
    if options.help {
        print(DemoOptions.usage)
        exit(0)
    }
    let status = try Launcher(options: options).run()
    exit(status)
} catch {
    StandardError.write("pager-demo: \(error)\n")
    exit(2)
}
