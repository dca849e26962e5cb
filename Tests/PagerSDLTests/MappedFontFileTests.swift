import CSDL2
import CSDL2TTF
import Foundation
import PagerCore
@testable import PagerSDL
import Testing

extension InProcessSDLTests {
    /// Faces read from their file's mapping draw and measure as faces opened by path, and a
    /// file that cannot be mapped is left to SDL_ttf to open by path (or to refuse).
    struct MappedFontFileTests {
        @Test func aMappedFaceHasThePixelsAndSizesOfOneOpenedByPath() throws {
            let path = try FontLibrary().regularPath
            let file = try #require(MappedFontFile(path: path))
            for (text, size) in [("Pager Ag", 16), ("Crisp and sweet", 13), ("Vegetables", 34)] {
                let mapped = try #require(TTF_OpenFontIndexRW(file.stream(), 1, Int32(size), 0))
                let byPath = try #require(TTF_OpenFontIndex(path, Int32(size), 0))
                defer { TTF_CloseFont(mapped); TTF_CloseFont(byPath) }
                for font in [mapped, byPath] { TTF_SetFontHinting(font, TTF_HINTING_LIGHT) }
                var (w1, h1, w2, h2): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                #expect(TTF_SizeUTF8(mapped, text, &w1, &h1) == 0 && TTF_SizeUTF8(byPath, text, &w2, &h2) == 0)
                #expect(w1 == w2 && h1 == h2 && w1 > 0, "\(text) at \(size)")
                let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
                let a = try #require(TTF_RenderUTF8_Blended(mapped, text, white))
                let b = try #require(TTF_RenderUTF8_Blended(byPath, text, white))
                defer { SDL_FreeSurface(a); SDL_FreeSurface(b) }
                let masks = [a, b].map { TextCache.coverage(of: $0) }
                #expect(masks[0]?.values == masks[1]?.values && masks[0]?.runs == masks[1]?.runs, "\(text) at \(size)")
            }
        }

        @Test func aMissingOrEmptyFileIsNotMapped() throws {
            #expect(MappedFontFile(path: "/nonexistent/font.ttf") == nil)
            let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).ttf").path
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            defer { try? FileManager.default.removeItem(atPath: empty) }
            #expect(MappedFontFile(path: empty) == nil)
            #expect(MappedFontFile(path: "/usr/share") == nil, "a folder")
        }
    }
}
