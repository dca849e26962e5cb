@testable import PagerCore
import Testing

/// A precondition the library keeps names the API and the value that broke it, so the message
/// a program stops with says what to fix; a bare "Index out of range" from inside the library
/// says nothing. Where the library can do something sensible instead, it does.
extension Misuse {
    @Suite("Precondition messages")
    struct PreconditionMessageTests {
        @Test("BottomTabBar.iconFrame(at:) outside the items names the call and the range")
        func iconFrameOutsideTheItems() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let bar = BottomTabBar(items: [BottomTabBar.Item(title: "A", icon: "a"), BottomTabBar.Item(title: "B", icon: "b")],
                                       selectedIndex: 0, theme: Theme(), icons: IconSet(), measurer: FixedWidthTextMeasurer())
                bar.frame = Rect(x: 0, y: 0, width: 320, height: BottomTabBar.height)
                _ = bar.iconFrame(at: 7)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("BottomTabBar.iconFrame(at: 7): index out of 0..<2"))
        }

        @Test("BottomTabBar.iconFrame(at:) of a negative index names it")
        func iconFrameOfANegativeIndex() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let bar = BottomTabBar(items: [BottomTabBar.Item(title: "A", icon: "a")], selectedIndex: 0, theme: Theme(),
                                       icons: IconSet(), measurer: FixedWidthTextMeasurer())
                _ = bar.iconFrame(at: -1)
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("BottomTabBar.iconFrame(at: -1): index out of 0..<1"))
        }

        @Test("a tab inserted past a title strip's titles is drawn untitled")
        func tabInsertedPastTheTitles() {
            let viewPager = ViewPager(tabSizeConfiguration: .selfSizing(height: 40), titles: ["One", "Two"],
                                      measurer: FixedWidthTextMeasurer())
            viewPager.frame = Rect(x: 0, y: 0, width: 320, height: 480)
            viewPager.insertPage(at: 2)
            viewPager.insertPage(at: 0)
            var list = DrawList()
            viewPager.tabbedView.draw(into: &list)
            #expect(viewPager.tabbedView.tabCount == 4)
            #expect(viewPager.pagedView.pageCount == 4)
            let titles = list.commands.compactMap { command -> String? in
                if case let .text(text, _, _, _) = command { return text }
                return nil
            }
            #expect(titles.contains("One") && titles.contains("Two"))
        }
    }
}
