import PagerCore

/// The command line of `pager-demo`, parsed and checked before anything opens.
package struct DemoOptions: Sendable, Equatable {
    /// `--config FILE`: the content; nil means the bundled Assets/demo.json.
    package var configPath: String?
    /// `--size WxH` in points.
    package var size = Size(width: 480, height: 800)
    /// Whether `--size` was given (a fuzz run draws each stream's size otherwise).
    package var sizeIsGiven = false
    /// `--headless`: software renderer, no display, simulated time.
    package var headless = false
    /// `--script FILE`: scripted input; the program quits when it is done and settled.
    package var scriptPath: String?
    /// `--fps N`: simulated frame rate of headless runs.
    package var fps = 60.0
    /// `--trace FILE`: JSON Lines, one record a frame.
    package var tracePath: String?
    /// `--screenshot FILE`: PNG of the last frame.
    package var screenshotPath: String?
    /// `--dump-tree FILE`: the visible elements of the last frame.
    package var treePath: String?
    /// `--state FILE`: the navigation state restored at start and written at exit.
    package var statePath: String?
    /// `--photos DIR`: a single Photos screen of the pictures in that folder instead of a config.
    package var photosPath: String?
    /// `--pages N`: synthetic pages instead of the config's.
    package var pages: Int?
    /// `--rows N`: synthetic rows per list.
    package var rows: Int?
    /// `--scale S`: pixels per point on top of the display's own.
    package var scale: Double?
    /// `--theme NAME|FILE`: light, dark, or a theme file.
    package var theme: String?
    /// `--record DIR`: every frame of a headless run as numbered PNGs.
    package var recordDirectory: String?
    /// `--renderer software|accelerated`: what draws a window (headless runs are always software).
    package var renderer = WindowRenderer.software
    /// `--fuzz N`: run N seeded hostile input streams through the whole program (headless)
    /// and check its invariants every frame.
    package var fuzzStreams: Int?
    /// `--seed S`: the first fuzz seed.
    package var fuzzSeed: UInt64 = 0
    /// `--keep-all`: a fuzz run writes every stream's replay files, not only failing ones'.
    package var fuzzKeepsAll = false
    /// `--reduce-motion`: page moves change at once with a short cross-fade (a window also takes
    /// it from the desktop's setting).
    package var reduceMotion = false
    /// `--a11y-audit`: run headless and check every frame for accessibility problems
    /// (``PagerAccessibility/AccessibilityAudit``); exit 1 if any.
    package var accessibilityAudit = false
    /// `--write-icon FILE`: write the window icon as a PNG (for a .desktop file) and exit.
    package var iconPath: String?
    /// `--help`.
    package var help = false

    /// Creates the defaults.
    package init() {}

    /// The usage text printed by `--help`.
    package static let usage = """
    usage: pager-demo [options]

      --config FILE      content to show (default: Assets/demo.json)
      --photos DIR       show the pictures in DIR (png, jpg, jpeg, webp, gif, bmp, svg,
                         tga; by file name) as one Photos screen instead of a config
      --size WxH         window size in points (default 480x800)
      --headless         no window: software rendering, simulated time, deterministic
      --script FILE      replay scripted input, then quit once everything has settled
      --fps N            simulated frames per second of a headless run (default 60)
      --trace FILE       write one JSON line per frame (page, offset, tab, ...)
      --screenshot FILE  write the last frame as PNG
      --dump-tree FILE   write the last frame's visible elements as JSON
      --state FILE       restore the navigation state (screen, pages, lists, focus) from FILE
                         at start, if it is there, and write it there at exit
      --pages N          N synthetic pages instead of the config's
      --rows N           N synthetic rows in every list
      --scale S          pixels per point (HiDPI) on top of the display's own;
                         default: the desktop's (GDK_SCALE, QT_SCALE_FACTOR or DPI / 96)
      --theme NAME|FILE  light (default), dark, or a theme file
      --record DIR       write every frame of a headless run as DIR/frame-00000.png ...
      --renderer R       software (default) or accelerated (OpenGL): what draws the window
      --fuzz N           fuzz: N seeded hostile input streams through the whole program,
                         invariants checked every frame; each stream draws its config, theme,
                         pages, rows, size, fps and motion unless a flag fixes it; a failing
                         stream's files go to a private folder with the command that replays it
      --seed S           first fuzz seed (default 0)
      --keep-all         with --fuzz: write every stream's replay files, not only failing ones'
      --reduce-motion    page moves cross-fade instead of sliding (a window also follows
                         the desktop's setting: GNOME's enable-animations)
      --a11y-audit       run headless (the script, if any) and check every frame for unnamed
                         controls, text contrast under 4.5:1, targets under 24x24 pt and
                         focus off screen; print each problem, exit 1 if any
      --write-icon FILE  write the window icon (64x64 PNG, for a .desktop file) and exit
      --help             show this text

    Keys: Left/Right, PageUp/PageDown, Home/End and 1-9 change pages; Tab moves the focus;
    F1 or ? lists every shortcut; F2 shows the motion inspector; Escape closes them; Ctrl+Q quits.
    """

    /// Parses `arguments` (without the program name).
    /// - Throws: ``InputError`` naming the flag and what is wrong with its value.
    package static func parse(_ arguments: [String]) throws(InputError) -> DemoOptions {
        var options = DemoOptions()
        var index = 0
        var given: [String] = []
        func value(_ flag: String) throws(InputError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw InputError(source: "command line", field: flag, message: "missing value")
            }
            return arguments[index]
        }
        // An empty name names no file: refused here, before a run that could only fail at its end.
        func path(_ flag: String) throws(InputError) -> String {
            let text = try value(flag)
            guard !text.isEmpty else { throw InputError(source: "command line", field: flag, message: "empty file name") }
            return text
        }
        func count(_ flag: String, _ text: String, range: ClosedRange<Int>) throws(InputError) -> Int {
            guard let number = Int(text), range.contains(number) else {
                throw InputError(source: "command line", field: flag,
                                 message: "\"\(text)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return number
        }
        while index < arguments.count {
            let argument = arguments[index]
            // A second --trace would silently win over the first: say so instead.
            if argument.hasPrefix("-"), given.contains(argument) {
                throw InputError(source: "command line", field: argument, message: "given more than once")
            }
            given.append(argument)
            switch argument {
            case "--config": options.configPath = try path(argument)
            case "--photos": options.photosPath = try path(argument)
            case "--script": options.scriptPath = try path(argument)
            case "--trace": options.tracePath = try path(argument)
            case "--screenshot": options.screenshotPath = try path(argument)
            case "--dump-tree": options.treePath = try path(argument)
            case "--state": options.statePath = try path(argument)
            case "--theme":
                let theme = try value(argument)
                guard !theme.isEmpty else {
                    throw InputError(source: "command line", field: argument, message: "empty theme name (light, dark or a theme file)")
                }
                options.theme = theme
            case "--fuzz": options.fuzzStreams = try count(argument, try value(argument), range: 1...100_000_000)
            case "--seed": options.fuzzSeed = UInt64(try count(argument, try value(argument), range: 0...Int.max))
            case "--record": options.recordDirectory = try path(argument)
            case "--write-icon": options.iconPath = try path(argument)
            case "--headless": options.headless = true
            case "--reduce-motion": options.reduceMotion = true
            case "--keep-all": options.fuzzKeepsAll = true
            case "--a11y-audit": options.accessibilityAudit = true; options.headless = true
            case "--help", "-h": options.help = true
            case "--size":
                let text = try value(argument)
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      (1...16384).contains(w), (1...16384).contains(h) else {
                    throw InputError(source: "command line", field: argument,
                                     message: "\"\(text)\" must be WxH with each from 1 to 16384, e.g. 480x800")
                }
                options.size = Size(width: Double(w), height: Double(h))
                options.sizeIsGiven = true
            case "--fps":
                options.fps = Double(try count(argument, try value(argument), range: 1...1000))
            case "--pages":
                options.pages = try count(argument, try value(argument), range: 1...1_000_000)
            case "--rows":
                options.rows = try count(argument, try value(argument), range: 0...100_000_000)
            case "--scale":
                let text = try value(argument)
                guard let scale = Double(text), scale.isFinite, scale >= 0.25, scale <= 8 else {
                    throw InputError(source: "command line", field: argument,
                                     message: "\"\(text)\" must be a number from 0.25 to 8")
                }
                options.scale = scale
            case "--renderer":
                let text = try value(argument)
                guard let renderer = WindowRenderer(rawValue: text) else {
                    throw InputError(source: "command line", field: argument,
                                     message: "\"\(text)\" must be software or accelerated")
                }
                options.renderer = renderer
            default:
                throw InputError(source: "command line", field: argument,
                                 message: "unknown option (see --help)")
            }
            index += 1
        }
        if !options.help { try options.checkCombination(given: given) }
        return options
    }
}

/// What draws a window: SDL's software renderer, or an accelerated one (OpenGL under X11).
package enum WindowRenderer: String, Sendable, Equatable {
    /// SDL's software renderer on the window surface.
    case software
    /// An accelerated renderer with vsync.
    case accelerated
}
