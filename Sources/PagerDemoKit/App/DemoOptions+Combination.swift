/// Which flags go with which kind of run, checked as the command line is parsed, before anything
/// loads: a flag the run would not use is an error, never silently ignored.
///
/// | flag | window | `--headless` | `--fuzz` |
/// | --- | --- | --- | --- |
/// | `--script`, `--trace`, `--screenshot`, `--dump-tree`, `--state` | yes | yes | no: a fuzz run makes its own input and writes only failing seeds' scripts |
/// | `--record`, `--fps` | no: they are about simulated frames | yes | no |
/// | `--renderer` | yes | no: headless always draws in software | no |
/// | `--seed`, `--keep-all` | no | no | yes |
/// | `--a11y-audit` | no: it runs headless | yes (it implies it) | no |
///
/// `--config`, `--size`, `--scale`, `--theme`, `--pages`, `--rows` and `--reduce-motion` shape
/// every kind of run (in a fuzz run they fix what each stream would otherwise draw);
/// `--headless` with `--fuzz` says what a fuzz run is anyway. `--write-icon` is no run at all
/// and takes no other flag. `--photos` is the content instead of a config: not with
/// `--config`, `--pages` (its pages are its pictures) or `--fuzz` (which draws configs).
extension DemoOptions {
    func checkCombination(given: [String]) throws(InputError) {
        let fuzz = fuzzStreams != nil
        if iconPath != nil, let other = given.first(where: { $0.hasPrefix("-") && $0 != "--write-icon" }) {
            throw InputError(source: "command line", field: other, message: "not with --write-icon (it writes the icon and exits)")
        }
        for flag in given {
            let problem: String? = switch flag {
            case "--script", "--trace", "--screenshot", "--dump-tree", "--state":
                fuzz ? "not with --fuzz (a fuzz run makes its own input and writes only failing seeds' scripts)" : nil
            case "--record", "--fps":
                fuzz ? "not with --fuzz (a fuzz run makes its own input and writes only failing seeds' scripts)"
                    : headless ? nil : "needs --headless (it is about simulated frames; a window runs at the display's rate)"
            case "--renderer":
                fuzz || headless ? "only for a window (\(fuzz ? "--fuzz" : "--headless") always draws in software)" : nil
            case "--a11y-audit":
                fuzz ? "not with --fuzz (the audit plays a script, or none, headless)" : nil
            case "--seed":
                fuzz ? nil : "needs --fuzz (it is the first fuzz seed)"
            case "--keep-all":
                fuzz ? nil : "needs --fuzz (it keeps every fuzz stream's files)"
            case "--photos":
                fuzz ? "not with --fuzz (a fuzz run draws its own configs)"
                    : configPath != nil ? "not with --config (the folder's pictures are the content)"
                    : pages != nil ? "not with --pages (a Photos screen's pages are its pictures)" : nil
            default:
                nil
            }
            if let problem { throw InputError(source: "command line", field: flag, message: problem) }
        }
    }
}
