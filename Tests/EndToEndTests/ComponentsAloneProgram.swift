/// A program of the outside package (``AdopterPackage``'s `Alone`): a pager, a tab strip and a
/// header over a list used alone, with no driver and no scene, each given every input through
/// its `handle(_:)` (the only input API an app has) and moved with its own `advance(to:)` while
/// it animates, as a loop that sleeps at rest would. It prints where each came to rest.
enum ComponentsAloneProgram {
    static let source = #"""
        import PagerCore

        func main() {
            var time = 0.0
            /// Frames at 60 fps while something animates (a touchpad pan waiting for its fingers counts).
            func frames(_ isAnimating: () -> Bool, _ advance: (Double) -> Void) {
                while isAnimating() { time += 1.0 / 60; advance(time) }
            }

            let pages = PagedView(pageCount: 3)
            pages.frame = Rect(x: 0, y: 0, width: 400, height: 600)
            func settle() {
                frames({ pages.isAnimating }, pages.advance(to:))
                print("page \(pages.currentPage), position \(pages.position), settled \(pages.isSettled)")
            }
            // A touchpad's two-finger swipe: 25 pt every 10 ms, then nothing (the fingers lift).
            for step in 0..<8 {
                time = 0.1 + Double(step) / 100
                pages.handle(InputEvent(.wheel(dx: 2.5, dy: 0, at: Point(x: 200, y: 300)), at: time))
            }
            settle()
            // A mouse wheel's notch sideways, one downwards (not the pager's), the Home key.
            time += 1
            pages.handle(InputEvent(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 300)), at: time))
            settle()
            time += 1
            print("vertical notch used: \(pages.handle(InputEvent(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 300)), at: time)))")
            pages.handle(InputEvent(.key(.home, []), at: time))
            settle()
            // A touch swipe: 80 pt leftwards in 0.1 s, a fling.
            time += 1
            let start = time
            pages.handle(InputEvent(.touchDown(finger: 0, Point(x: 300, y: 300)), at: start))
            for step in 1...10 {
                pages.handle(InputEvent(.touchMove(finger: 0, Point(x: 300 - 8 * Double(step), y: 300)), at: start + 0.01 * Double(step)))
            }
            pages.handle(InputEvent(.touchUp(finger: 0, Point(x: 220, y: 300)), at: start + 0.1))
            time = start + 0.1
            settle()

            let strip = TabbedView(sizeConfiguration: .fillEqually(height: 48, spacing: 0), titles: ["One", "Two", "Three"],
                                   measurer: FixedWidthTextMeasurer())
            strip.frame = Rect(x: 0, y: 0, width: 300, height: 48)
            time += 1
            strip.handle(InputEvent(.pointerDown(Point(x: 250, y: 20)), at: time))
            strip.handle(InputEvent(.pointerUp(Point(x: 250, y: 20)), at: time + 0.05))
            strip.handle(InputEvent(.key(.left, []), at: time + 0.1))
            time += 0.1
            frames({ strip.isAnimating }, strip.advance(to:))
            print("tab \(strip.selectedIndex), settled \(strip.isSettled)")

            let header = CollapsingHeader(title: "Products")
            let list = ListView(rowCount: 50, rowHeight: 60) { ListRow(title: "Row \($0)", subtitle: nil) }
            let chain = NestedScrollCoordinator(header: header, list: list)
            header.width = 400
            chain.layout(list, visibleFrame: Rect(x: 0, y: header.frame.maxY, width: 400, height: 800 - header.frame.maxY))
            time += 1
            chain.handle(InputEvent(.key(.end, []), at: time))
            frames({ chain.isAnimating }, chain.advance(to:))
            print("header \(header.height), list at its end \(list.scrollOffset == list.scrollRange.upperBound)")
        }

        main()
        """#

    /// What the program prints.
    static let expected = """
        page 1, position 1.0, settled true
        page 2, position 2.0, settled true
        vertical notch used: false
        page 0, position 0.0, settled true
        page 1, position 1.0, settled true
        tab 1, settled true
        header 44.0, list at its end true

        """
}
