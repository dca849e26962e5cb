@testable import PagerCore
import ScrollPhysics
import Testing

/// The nested scroll's public numbers are sanitised where they enter (the configuration's
/// setters), so a fling into a bounce, a snap and a draw never trap or hang: a bounce spring
/// of stiffness 1e36 used to hang finding its settle time.
extension Misuse {
    @Suite("Public numbers of the nested scroll")
    struct NestedScrollNumberTests {
        @Test("a bounce spring of stiffness 1e36 bounces and comes to rest")
        func stiffBounceSpring() {
            var configuration = NestedScrollCoordinator.Configuration()
            configuration.bounceSpring = SpringDescription(mass: 1, stiffness: 1e36, damping: 10)
            #expect(configuration.bounceSpring.stiffness == SpringDescription.stiffnessRange.upperBound)
            let result = Hostile.Found<(settled: Bool, finite: Bool)>()
            let given = configuration
            let returned = Hostile.returns(within: 20) { result.set(Hostile.flingListToItsEnd(configuration: given)) }
            #expect(returned)
            #expect(result.value?.settled == true)
            #expect(result.value?.finite == true)
        }

        @Test("springs that never rest count as the defaults",
              arguments: [SpringDescription(mass: 1, stiffness: 0, damping: 1), SpringDescription(mass: 1, stiffness: 100, damping: -1),
                          SpringDescription(mass: .nan, stiffness: .nan, damping: .nan)])
        func springsThatNeverRest(_ spring: SpringDescription) {
            var configuration = NestedScrollCoordinator.Configuration()
            configuration.bounceSpring = spring
            configuration.snapSpring = spring
            #expect(configuration.bounceSpring == NestedScrollCoordinator.Configuration.defaultBounceSpring)
            #expect(configuration.snapSpring == .pageSnap)
        }

        @Test("every number of the configuration", arguments: Hostile.doubles)
        func configurationNumbers(_ value: Double) {
            var configuration = NestedScrollCoordinator.Configuration()
            configuration.snapFlingSpeed = value
            configuration.maximumBounceSpeed = value
            configuration.rubberBandCoefficient = value
            configuration.decelerationPerMillisecond = value
            configuration.wheelPointsPerNotch = value
            configuration.flingTolerance = Tolerance(distance: value, velocity: value)
            configuration.springTolerance.distance = value
            configuration.springTolerance.velocity = value
            #expect(configuration.snapFlingSpeed >= 0 && !configuration.snapFlingSpeed.isNaN)
            #expect(configuration.maximumBounceSpeed >= 0 && !configuration.maximumBounceSpeed.isNaN)
            #expect(RubberBand.coefficientRange.contains(configuration.rubberBandCoefficient))
            #expect(FrictionSimulation.rateRange.contains(configuration.decelerationPerMillisecond))
            #expect((0...1e6).contains(configuration.wheelPointsPerNotch))
            #expect(configuration.flingTolerance.distance >= 0 && configuration.flingTolerance.velocity >= 0)
            #expect(configuration.springTolerance.distance >= 0 && configuration.springTolerance.velocity >= 0)
            if value.isNaN {
                #expect(configuration.snapFlingSpeed == PageSnapping.defaultMinimumFlingSpeed)
                #expect(configuration.decelerationPerMillisecond == FrictionSimulation.normalDecelerationPerMillisecond)
            }
            let result = Hostile.Found<(settled: Bool, finite: Bool)>()
            let given = configuration
            let returned = Hostile.returns(within: 20) { result.set(Hostile.flingListToItsEnd(configuration: given)) }
            #expect(returned)
            #expect(result.value?.settled == true)
            #expect(result.value?.finite == true)
        }

        @Test("a header and a list with hostile sizes", arguments: Hostile.doubles)
        func headerAndListSizes(_ value: Double) {
            let header = CollapsingHeader(title: "T", expandedHeight: value, collapsedHeight: value)
            #expect((0...1e6).contains(header.expandedHeight))
            #expect((0...header.expandedHeight).contains(header.collapsedHeight))
            header.width = value
            header.origin = Point(x: value, y: value)
            #expect(header.width.isFinite && header.origin.x.isFinite && header.origin.y.isFinite)
            let list = ListView(rowCount: 100, rowHeight: value) { ListRow(title: "Row \($0)", subtitle: nil) }
            let coordinator = NestedScrollCoordinator(header: header, list: list)
            coordinator.layout(list, visibleFrame: Rect(x: value, y: value, width: value, height: value))
            #expect(Hostile.isFinite(list.frame))
            coordinator.press(at: 0)
            coordinator.beginDrag(at: 0)
            coordinator.drag(by: -300, at: 0.05)
            coordinator.endDrag(velocityY: -3000, at: 0.05)
            var time = 0.05
            while coordinator.isMoving && time < 120 {
                time += 1.0 / 60
                coordinator.advance(to: time)
            }
            #expect(!coordinator.isMoving)
            #expect(list.offset.isFinite && header.height.isFinite)
            var drawn = DrawList()
            header.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
            list.draw(into: &drawn, measurer: FixedWidthTextMeasurer(), theme: Theme())
        }
    }
}
