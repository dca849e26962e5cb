import Testing
import ScrollPhysics

@Suite(.tags(.unit))
struct SimulationTests {
    static let simulations: [any Simulation] = [
        SpringSimulation(spring: .pageSnap, startPosition: 0, target: 400, velocity: 1200, tolerance: .points),
        FrictionSimulation(startPosition: 0, velocity: 2500, tolerance: .points),
    ]

    @Test func springAndFrictionAreSimulations() {
        // Usable through the protocol alone, as a frame loop holding "the current motion" would.
        for simulation in Self.simulations {
            #expect(simulation.position(at: 0) == 0)
            #expect(!simulation.isDone(at: 0))
            #expect(simulation.isDone(at: 30))
        }
    }

    @Test func evaluatingIsRepeatableAndOrderFree() {
        // Closed forms with time passed in: reading a later time first changes nothing.
        for simulation in Self.simulations {
            let late = simulation.position(at: 0.4)
            let early = simulation.position(at: 0.1)
            #expect(simulation.position(at: 0.1) == early)
            #expect(simulation.position(at: 0.4) == late)
        }
    }

    @Test func frictionStopsOnTheSameFrameWithinOneIntervalAtAnyRate() throws {
        let friction = FrictionSimulation(startPosition: 0, velocity: 2500, tolerance: Tolerance(distance: 0.5, velocity: 5))
        let rates = [30.0, 60, 144]
        var stops: [Double] = []
        for fps in rates { stops.append(try #require(firstDoneFrameTime(friction, fps: fps))) }
        let exact = friction.time(atSpeed: 5)
        for (fps, stop) in zip(rates, stops) {
            #expect(stop >= exact && stop < exact + 1 / fps + 1e-9, "\(fps) fps")
        }
        #expect(stops.max()! - stops.min()! <= 1 / 30)
    }
}
