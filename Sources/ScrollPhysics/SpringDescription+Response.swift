extension SpringDescription {
    /// A unit-mass spring from its response (the period, in seconds, of the undamped spring)
    /// and damping ratio, as SwiftUI's `Spring(response:dampingRatio:)` defines them:
    /// stiffness `(2π / response)²` and damping `4π · dampingRatio / response` (which is
    /// `dampingRatio · 2 · sqrt(stiffness · mass)` for mass 1). Source: Apple's SwiftUI
    /// documentation for `Spring` (https://developer.apple.com/documentation/swiftui/spring).
    /// A response of zero or less, or not finite, is taken as a millisecond; a NaN damping ratio
    /// gives no damping.
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite ? max(response, 0.001) : 0.001
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// The period of the undamped spring, in seconds: `2π · sqrt(mass / stiffness)`.
    public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }
}
