@testable import PagerAccessibility
import Testing

/// The registry's listeners as the server keeps them: per bus name and event, emptied by the
/// registry's empty event and by the bus name leaving, and bounded however many come.
@Suite(.tags(.unit))
struct EventListenersTests {
    @Test func oneEventDeregisteredLeavesTheOthers() {
        var listeners = EventListeners([(":1.5", "Object:StateChanged:Focused"), (":1.5", "Object:StateChanged:Selected")])
        listeners.deregister(bus: ":1.5", event: "Object:StateChanged:Focused")
        #expect(!listeners.isEmpty)
        listeners.deregister(bus: ":1.5", event: "Object:StateChanged:Selected")
        #expect(listeners.isEmpty)
    }

    /// The registry deregisters a listener that left the bus with an empty event.
    @Test func anEmptyEventDeregistersEverything() {
        var listeners = EventListeners([(":1.5", "Object:StateChanged:Focused"), (":1.5", "Window:Activate")])
        listeners.deregister(bus: ":1.5", event: "")
        #expect(listeners.isEmpty)
    }

    @Test func aBusNameThatLeftListensNoMore() {
        var listeners = EventListeners([(":1.5", "Object:StateChanged:Focused"), (":1.7", "Window:Activate")])
        listeners.remove(bus: ":1.5")
        #expect(listeners.count == 1)
        listeners.remove(bus: ":1.7")
        #expect(listeners.isEmpty)
    }

    /// Only unique names are kept: the registry reports those, and the bus says when they leave.
    @Test func aWellKnownNameIsNotKept() {
        #expect(EventListeners([("org.example.Reader", "Object:StateChanged:Focused")]).isEmpty)
    }

    @Test func listenersAreBounded() {
        var listeners = EventListeners()
        for index in 0..<1000 { listeners.register(bus: ":1.\(index)", event: "Object:StateChanged:Focused") }
        #expect(listeners.count == EventListeners.maximumListeners)
    }

    /// A listener with more events, or longer ones, than are kept still listens until it leaves.
    @Test func aListenerPastTheEventBoundsStillListens() {
        var listeners = EventListeners()
        for index in 0...EventListeners.maximumEvents { listeners.register(bus: ":1.5", event: "Object:Event\(index)") }
        listeners.register(bus: ":1.6", event: "Object:" + String(repeating: "x", count: 10_000))
        for index in 0...EventListeners.maximumEvents { listeners.deregister(bus: ":1.5", event: "Object:Event\(index)") }
        listeners.deregister(bus: ":1.6", event: "Object:" + String(repeating: "x", count: 10_000))
        #expect(listeners.count == 2)
        listeners.deregister(bus: ":1.5", event: "")
        listeners.remove(bus: ":1.6")
        #expect(listeners.isEmpty)
    }
}
