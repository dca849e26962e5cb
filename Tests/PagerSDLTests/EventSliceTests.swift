import CSDL2
import PagerCore
import PagerSDL
import Testing

extension InProcessSDLTests {
    /// A flood of input reaches the loop in bounded slices (``EventPump/sliceLimit``), so the
    /// loop draws between them, a quit queued behind the flood comes with the first slice, and
    /// like inputs closer together than a person makes them are one. The flood is SDL's own
    /// queue, filled in-process, as SDL fills it from the display.
    @Suite(.serialized) struct EventSliceTests {
        static func keyPress(_ key: SDL_KeyCode) -> SDL_Event {
            var event = SDL_Event()
            event.key.type = SDL_KEYDOWN.rawValue
            event.key.state = UInt8(SDL_PRESSED)
            event.key.keysym.sym = SDL_Keycode(key.rawValue)
            return event
        }

        /// A motion of the pointer to (`x`, 10), the button up.
        static func motion(to x: Int32) -> SDL_Event {
            var event = SDL_Event()
            event.motion.type = SDL_MOUSEMOTION.rawValue
            event.motion.x = x
            event.motion.y = 10
            return event
        }

        static func keys(_ events: [PlatformEvent]) -> [Key] {
            events.compactMap { event in
                guard case let .input(input) = event, case let .key(key, _) = input.kind else { return nil }
                return key
            }
        }

        static func positions(_ events: [PlatformEvent]) -> [Int] {
            events.compactMap { event in
                guard case let .input(input) = event, case let .pointerMove(point) = input.kind else { return nil }
                return Int(point.x)
            }
        }

        /// Runs `body` with SDL's event queue started and empty.
        static func withEmptyQueue(_ body: () -> Void) {
            let started = SDL_WasInit(UInt32(SDL_INIT_EVENTS)) == 0
            if started { #expect(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)) == 0) }
            defer { if started { SDL_QuitSubSystem(UInt32(SDL_INIT_EVENTS)) } }
            SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
            body()
        }

        /// Every slice `pump` returns until the queue is empty.
        static func drain(_ pump: EventPump) -> [[PlatformEvent]] {
            var slices: [[PlatformEvent]] = []
            while true {
                let slice = pump.wait(until: 0)
                if slice.isEmpty { return slices }
                slices.append(slice)
            }
        }

        @Test func aFloodComesInBoundedSlicesInOrderWithTheQuitBehindItInTheFirst() {
            Self.withEmptyQueue {
                let pump = EventPump(pointsPerUnit: 1)
                let count = 10_000
                for index in 0..<count {
                    var event = Self.keyPress(index % 2 == 0 ? SDLK_RIGHT : SDLK_LEFT)
                    #expect(SDL_PushEvent(&event) == 1)
                }
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                #expect(SDL_PushEvent(&quit) == 1)

                let slices = Self.drain(pump)
                let first = slices.first ?? []
                #expect(first.count <= 1_000, "one slice, not the whole flood: \(first.count) events")
                #expect(first.last == .quit, "the quit behind the flood comes at once")
                #expect(slices.dropFirst().allSatisfy { $0.count <= 1_000 && !$0.contains(.quit) })
                #expect(slices.count >= 10, "\(slices.count) slices")
                let keys = Self.keys(slices.flatMap { $0 })
                #expect(keys == (0..<count).map { $0 % 2 == 0 ? Key.right : Key.left }, "every press, in order")
            }
        }

        @Test func aFloodOfOneKeyAndOfMotionsIsFewInputsEndingWhereTheFloodEnds() {
            Self.withEmptyQueue {
                let pump = EventPump(pointsPerUnit: 1)
                let count = 5_000
                for _ in 0..<count {
                    var press = Self.keyPress(SDLK_RIGHT)
                    #expect(SDL_PushEvent(&press) == 1)
                }
                for x in 0..<count {
                    var motion = Self.motion(to: Int32(x))
                    #expect(SDL_PushEvent(&motion) == 1)
                }
                let slices = Self.drain(pump)
                let inputs = slices.flatMap { $0 }
                // Pushed a few milliseconds apart in all: a press, and a motion, per interval at most.
                #expect(Self.keys(inputs).count < count / 10, "\(Self.keys(inputs).count) presses")
                #expect(Self.positions(inputs).count < count / 10, "\(Self.positions(inputs).count) motions")
                #expect(Self.keys(inputs).first == .right && Self.positions(inputs).last == count - 1)
            }
        }
    }
}
