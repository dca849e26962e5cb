// swift-tools-version:6.0
import PackageDescription

// Layers, imports pointing down only:
//   pager-demo -> PagerDemoRuntime -> PagerSDL -> PagerAccessibility -> PagerCore -> ScrollPhysics
//                                 -> PagerDemoKit -> PagerCore
// (PagerSDL's ready window serves its scene to screen readers through PagerAccessibility.)
// Only PagerSDL (and the SDL example) imports SDL, PagerAccessibility libdbus; nothing below them reads a clock or
// touches files.
// PagerDemoRuntime holds the run loops, shared by pager-demo and pager-bench (the benchmark).
// SystemIO (files, environment, child processes through the C library) stands beside them, so
// that nothing the program links imports Foundation (docs/DESIGN.md, Notes).
let package = Package(
    name: "Pager",
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "PagerCore", targets: ["PagerCore"]),
        // For embedding in a program that owns its SDL window, renderer and loop (docs/embedding.md,
        // Three ways in); its WindowCanvas and EventPump are the window-and-loop convenience.
        .library(name: "PagerSDL", targets: ["PagerSDL"]),
        // Screen readers over AT-SPI for a program with its own loop: an AccessibilityBridge,
        // updated once a turn (PagerSDL's ready window has one of its own).
        .library(name: "PagerAccessibility", targets: ["PagerAccessibility"]),
        // SDL2's C API (PagerSDL's types are SDL's), for a program that makes its own window.
        .library(name: "CSDL2", targets: ["CSDL2"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
        .executable(name: "pager-bench", targets: ["pager-bench"]),
    ],
    targets: [
        // SDL2 and SDL2_ttf (Debian's libsdl2-dev, libsdl2-ttf-dev) without pkg-config: their .pc
        // files add -D_REENTRANT, which SwiftPM rejects with a warning in every build. The shims
        // include <SDL2/...>, and SDL's headers include each other by relative path.
        .systemLibrary(name: "CSDL2"),
        .systemLibrary(name: "CSDL2TTF"),
        // SDL2_image (libsdl2-image-dev) for PNG, WebP, GIF, BMP, SVG..., and libjpeg-turbo's
        // TurboJPEG API (libturbojpeg0-dev) for JPEGs decoded at a reduced scale: ImageStore.
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        .systemLibrary(name: "CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // fontconfig: the installed font that has a text's glyphs (Arabic, Devanagari, CJK, emoji).
        .systemLibrary(name: "CFontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // libdbus: AT-SPI, the desktop's accessibility protocol, spoken directly (docs/accessibility.md).
        .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
        // Files, environment and stderr through the C library, so the program never loads Foundation.
        .target(name: "SystemIO"),
        // Counts the process's heap allocations (its malloc stands in for the C library's); linked
        // into pager-bench only, for its cost counters (docs/benchmarks.md, Cost counters).
        .target(name: "CAllocationCounter"),
        // The software renderer's per-pixel blends, in C so that a debug build draws at a usable
        // speed (unoptimised generic SIMD in Swift calls the runtime for every lane operation).
        .target(name: "CPixelKernels"),
        .target(name: "ScrollPhysics"),
        .target(name: "PagerCore", dependencies: ["ScrollPhysics"]),
        .target(name: "PagerDemoKit", dependencies: ["PagerCore", "ScrollPhysics"]),
        .target(name: "PagerSDL", dependencies: ["PagerCore", "PagerAccessibility", "SystemIO", "CPixelKernels", "CSDL2", "CSDL2TTF", "CPNG",
                                                "CFontconfig", "CSDL2Image", "CTurboJPEG"]),
        // The element tree served to screen readers over AT-SPI from a thread of its own (no SDL).
        .target(name: "PagerAccessibility", dependencies: ["PagerCore", "CDBus"]),
        .target(name: "PagerDemoRuntime", dependencies: ["PagerDemoKit", "PagerSDL", "PagerAccessibility", "SystemIO"]),
        .executableTarget(name: "pager-demo", dependencies: ["PagerDemoRuntime", "PagerDemoKit", "SystemIO"]),
        // The benchmark: scripted scenarios through the same Launcher, one process each.
        .executableTarget(name: "pager-bench", dependencies: ["PagerDemoRuntime", "PagerDemoKit", "PagerSDL", "SystemIO",
                                                             "CAllocationCounter", "CTurboJPEG"]),
        // Examples/: small programs that use the library products as another package would.
        .executableTarget(name: "embedded-viewpager", dependencies: ["PagerSDL", "PagerCore", "PagerAccessibility", "CSDL2"],
                          path: "Examples/EmbeddedViewPager"),
        .executableTarget(name: "windowed-pager", dependencies: ["PagerSDL", "PagerCore"], path: "Examples/WindowedPager"),
        .executableTarget(name: "onboarding", dependencies: ["PagerSDL", "PagerCore"], path: "Examples/Onboarding"),
        .executableTarget(name: "scripted-pager", dependencies: ["PagerCore", "ScrollPhysics"],
                          path: "Examples/ScriptedPager"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
        .testTarget(name: "PagerCoreTests", dependencies: ["PagerCore"]),
        // The library as an app should not use it (issue 40's M items): fast, no window.
        .testTarget(name: "LibraryMisuseTests", dependencies: ["PagerCore", "ScrollPhysics"]),
        .testTarget(name: "PagerDemoKitTests", dependencies: ["PagerDemoKit", "PagerCore", "ScrollPhysics"]),
        .testTarget(name: "PagerAccessibilityTests", dependencies: ["PagerAccessibility", "PagerCore"]),
        // Surfaces made in code for the image-drawing tests of two test targets.
        .target(name: "ImageTestSupport", dependencies: ["PagerSDL", "PagerCore", "CSDL2"], path: "Tests/ImageTestSupport"),
        .testTarget(name: "PagerSDLTests", dependencies: ["PagerSDL", "PagerCore", "CSDL2", "CSDL2TTF", "CSDL2Image",
                                                          "ImageTestSupport"]),
        // ATSPI/: the screen reader's side of AccessibilityClientTests (Python, run by the tests).
        .testTarget(name: "EndToEndTests", dependencies: ["ImageTestSupport", "pager-demo", "pager-bench", "embedded-viewpager", "scripted-pager",
                                                                "windowed-pager", "onboarding", "PagerSDL", "PagerCore", "CSDL2"],
                    exclude: ["ATSPI"]),
    ],
    swiftLanguageModes: [.v6]
)
