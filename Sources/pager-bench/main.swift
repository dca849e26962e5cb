import Glibc
import SystemIO

// pager-bench: fixed scripted scenarios of the demo, each in a process of its own, one table.
// The parent re-executes itself with the hidden --run-scenario flag for each scenario.
do {
    let options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(BenchOptions.usage)
        exit(0)
    }
    if options.textLayout {
        print(try TextLayoutBench(repeats: max(5, options.repeats)).run())
        exit(0)
    }
    if let scenario = options.child {
        let result = try ScenarioRun(options: options, scenario: scenario).run()
        print(ScenarioResult.marker + result.json)
        exit(0)
    }
    exit(try BenchDriver(options: options).run())
} catch {
    StandardError.write("pager-bench: \(error)\n")
    exit(2)
}
