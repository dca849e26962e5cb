import CSDL2
import CSDL2TTF
import Foundation
import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Text DejaVu cannot draw is drawn in an installed face that fontconfig finds with the glyphs,
    /// not in a face from a fixed list of files.
    struct FontFallbackTests {
        static let devanagari = "/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf"
        static let regular = TextStyle(size: 16)

        /// Whether `font` has a glyph for every character of `text` but its spaces.
        private func draws(_ font: OpaquePointer, _ text: String) -> Bool {
            text.unicodeScalars.filter { !$0.properties.isWhitespace }.allSatisfy { TTF_GlyphIsProvided32(font, $0.value) != 0 }
        }

        private func rendersInk(_ font: OpaquePointer, _ text: String) -> Bool {
            guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return false }
            defer { SDL_FreeSurface(surface) }
            return TextCache.coverage(of: surface).map { !$0.values.isEmpty } ?? false
        }

        @Test(.enabled(if: FileManager.default.fileExists(atPath: devanagari), "needs fonts-lohit-deva (scripts/setup --test)"))
        func devanagariGetsAFaceThatHasIt() throws {
            let fonts = try FontLibrary()
            let text = "नमस्ते दुनिया"
            let dejavu = try fonts.font(for: Self.regular, scale: 1)
            #expect(!draws(dejavu, text), "DejaVu has no Devanagari, so this checks the fallback")
            let font = try fonts.font(for: Self.regular, scale: 1, text: text)
            #expect(draws(font, text))
            #expect(rendersInk(font, text))
        }

        /// fontconfig (about 7 ms of loading) stays off the start-up path: text in DejaVu's
        /// scripts never loads it, the first text that needs another face does.
        @Test func fontconfigIsLoadedOnlyForTextDejaVuLacks() throws {
            let fonts = try FontLibrary()
            let cache = TextCache(fonts: fonts)
            for text in ["Pager", "Café Ünïcødé", "Русский", "Page 100000"] {
                _ = cache.size(of: text, style: Self.regular)
                _ = cache.mask(for: TextCache.Key(text: text, style: Self.regular, scale: 1))
            }
            while cache.warmUp() {}
            #expect(!fonts.hasLoadedFallbackConfiguration)
            _ = cache.size(of: "日本語", style: Self.regular)
            #expect(fonts.hasLoadedFallbackConfiguration)
        }

        @Test func japaneseGetsAFaceThatHasIt() throws {
            let fonts = try FontLibrary()
            let text = "日本語のページ"
            let font = try fonts.font(for: TextStyle(size: 14, bold: true), scale: 2, text: text)
            #expect(draws(font, text))
            #expect(font != (try fonts.font(for: TextStyle(size: 14, bold: true), scale: 2)))
        }

        /// DejaVu draws Latin, Greek, Cyrillic, Hebrew and Arabic itself: no other face is used.
        @Test(arguments: ["Market", "Ελληνικά", "Русский", "עברית", "مرحبا"])
        func whatDejaVuDrawsStaysInDejaVu(text: String) throws {
            let fonts = try FontLibrary()
            #expect(try fonts.font(for: Self.regular, scale: 1, text: text) == (try fonts.font(for: Self.regular, scale: 1)))
        }

        /// One lookup per set of characters; a face is opened once per size.
        @Test func answersAreKept() throws {
            let fonts = try FontLibrary()
            let first = try fonts.font(for: Self.regular, scale: 1, text: "日本")
            let second = try fonts.font(for: Self.regular, scale: 1, text: "本日")
            #expect(first == second)
        }

        /// A text no one face draws is drawn in runs, each in a face that has its characters, and
        /// rendered as one label with ink in every run's part.
        @Test(.enabled(if: FileManager.default.fileExists(atPath: devanagari), "needs fonts-lohit-deva (scripts/setup --test)"))
        func mixedScriptsAreDrawnInRuns() throws {
            let fonts = try FontLibrary()
            let text = "नमस्ते · 日本語 · مرحبا"
            let runs = try fonts.runs(for: Self.regular, scale: 1, text: text)
            #expect(runs.count >= 3, "\(runs.map(\.text))")
            #expect(runs.map(\.text).joined() == text)
            for run in runs { #expect(draws(run.font, run.text), "\(run.text)") }
            let label = try #require(TextRuns.render(runs))
            defer { SDL_FreeSurface(label) }
            let size = try #require(TextRuns.size(of: runs))
            #expect(label.pointee.w == size.width && label.pointee.h == size.height)
            // Ink in the first and last quarter: the Devanagari and the Arabic both drew.
            let coverage = try #require(TextCache.coverage(of: label))
            let width = Int(label.pointee.w)
            var columns = Set<Int>()
            for run in stride(from: 0, to: coverage.runs.count, by: 3) {
                let start = Int(coverage.runs[run + 1]), length = Int(coverage.runs[run + 2])
                columns.formUnion(start..<(start + length))
            }
            #expect(columns.contains { $0 < width / 4 } && columns.contains { $0 > width * 3 / 4 })
        }

        @Test func characterNoFaceHasFallsBackToDejaVu() throws {
            let fonts = try FontLibrary()
            // A private-use character: no installed face draws it, so DejaVu's box shows.
            let text = "\u{F8FF}\u{F8FE}"
            #expect(try fonts.font(for: Self.regular, scale: 1, text: text) == (try fonts.font(for: Self.regular, scale: 1)))
        }
    }
}
