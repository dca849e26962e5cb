import PagerCore
import Testing
@testable import PagerDemoKit

/// The fuzzer's configs hold pages of blocks: every kind of block, every action and alignment,
/// pictures good and broken among them, each config one the program reads.
@Suite(.tags(.unit))
struct FuzzContentTests {
    @Test func drawnConfigsHoldEveryKindOfBlock() throws {
        let assets = FuzzTests.assets
        var counts: [String: Int] = [:]
        for seed in UInt64(0)..<400 {
            let fuzzCase = FuzzCase.draw(seed: seed, assets: assets)
            guard fuzzCase.pages == nil else { continue }
            let config = try fuzzCase.loadConfig(assets: assets, themeFile: "theme.json")
            for screen in config.screens {
                for index in 0..<screen.pages.count {
                    let page = screen.pages[index]
                    guard !page.content.isEmpty else { continue }
                    counts["align \(page.align)", default: 0] += 1
                    for block in page.content {
                        switch block {
                        case let .image(source, _, _): counts[source.fileName, default: 0] += 1
                        case let .title(text): counts[text.isEmpty ? "empty title" : "title", default: 0] += 1
                        case .text: counts["text", default: 0] += 1
                        case let .button(_, action, _):
                            if case let .screen(listed) = action {
                                counts["screen", default: 0] += 1
                                #expect(listed < config.screens.count + config.leftOutScreens.count)
                            } else {
                                counts["\(action)", default: 0] += 1
                            }
                        case .spacer: counts["spacer", default: 0] += 1
                        }
                    }
                }
            }
        }
        for key in ["align top", "align center", "align bottom", "a.png", FuzzPictures.missing, "title", "empty title", "text",
                    "next", "previous", "print", "screen", "spacer"] {
            #expect((counts[key] ?? 0) > 0, "no \(key) in 400 seeds: \(counts)")
        }
    }
}
