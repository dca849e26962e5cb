/// What an input file holds, for the limits it is read with and for messages.
///
/// Inputs are read whole, and pipes are allowed (`--script <(generate)`), so each kind has a
/// size limit: far above any real file of the kind (the bundled demo.json is 6 KB, a theme under
/// 1 KB, an hour of scripted input at one event a frame about 5 MB), and low enough that
/// `--config /dev/zero` fails within a moment instead of eating memory.
enum InputKind {
    case config, theme, script, icons

    /// The largest file of this kind read.
    var limit: Int {
        switch self {
        case .config, .script: 16 << 20
        case .theme, .icons: 1 << 20
        }
    }

    /// "a config", ... for "larger than the 16 MiB limit for a config".
    var noun: String {
        switch self {
        case .config: "a config"
        case .theme: "a theme"
        case .script: "a script"
        case .icons: "an icon set"
        }
    }

    /// How long a pipe, FIFO or terminal may go without a byte before the read gives up: a FIFO
    /// nobody writes to would otherwise keep the program waiting, silently, for ever.
    static let idleTimeoutMilliseconds = 10_000
}
