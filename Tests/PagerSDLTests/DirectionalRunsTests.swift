@testable import PagerSDL
import Testing

@Suite(.tags(.unit)) struct DirectionalRunsTests {
    private func runs(_ text: String) -> [String] {
        DirectionalRuns.runs(of: text).map { ($0.isRightToLeft ? "R:" : "L:") + $0.text }
    }

    @Test func textWithoutRightToLeftLettersIsOneLeftToRightRun() {
        #expect(runs("Hello, world") == ["L:Hello, world"])
        #expect(runs("日本語 · नमस्ते") == ["L:日本語 · नमस्ते"])
        #expect(runs("") == ["L:"])
    }

    @Test func hebrewAndArabicAreOneRightToLeftRun() {
        #expect(runs("שלום עולם") == ["R:שלום עולם"])
        #expect(runs("من اليمين إلى اليسار") == ["R:من اليمين إلى اليسار"])
    }

    @Test func aRightToLeftLabelDrawsItsLastRunLeftmost() {
        // Logical order: Hebrew, " ", the number, "!"; drawn: "!" and the number left of the word.
        #expect(runs("עמוד 12") == ["L:12", "R:עמוד "])
        #expect(runs("مرحبا Swift عالم") == ["R: عالم", "L:Swift", "R:مرحبا "])
    }

    @Test func aLeftToRightLabelKeepsItsOrderWithARightToLeftWordInside() {
        #expect(runs("Page שלום here") == ["L:Page ", "R:שלום", "L: here"])
    }

    @Test func neutralsBetweenTwoRunsOfOneDirectionJoinThem() {
        #expect(runs("שלום, עולם!") == ["R:שלום, עולם!"])
        // Between two directions, they take the label's.
        #expect(runs("abc - שלום") == ["L:abc - ", "R:שלום"])
    }

    @Test func arabicIndicDigitsReadLeftToRight() {
        #expect(runs("صفحة ١٢") == ["L:١٢", "R:صفحة "])
    }
}
