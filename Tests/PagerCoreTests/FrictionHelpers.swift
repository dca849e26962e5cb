import ScrollPhysics

/// A fling as the coordinator builds one by default: UIScrollView's 0.998 per ms, stopping below
/// 20 points per second.
func friction(start: Double, velocity: Double) -> FrictionSimulation {
    FrictionSimulation(startPosition: start, velocity: velocity, tolerance: Tolerance(distance: 1, velocity: 20))
}
