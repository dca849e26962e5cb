// The one place the core imports a C library: its maths, from whichever C library the platform
// has, so the core builds wherever Swift does (Tests/EndToEndTests/PortableCoreTests.swift
// checks it without Glibc).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#elseif canImport(Android)
import Android
#endif

/// The C library's elementary functions, for the core's modules (ScrollPhysics and PagerCore):
/// the standard library has square roots and rounding but no `exp` or `cos`. `package`, so an
/// app sees none of it; a new platform is one more branch above.
package enum Math {
    package static func exp(_ x: Double) -> Double { cExp(x) }
    package static func log(_ x: Double) -> Double { cLog(x) }
    package static func sin(_ x: Double) -> Double { cSin(x) }
    package static func cos(_ x: Double) -> Double { cCos(x) }
    package static func atan2(_ y: Double, _ x: Double) -> Double { cAtan2(y, x) }
    package static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
}

// At file scope the names are still the C library's (inside Math they are Math's own).
private func cExp(_ x: Double) -> Double { exp(x) }
private func cLog(_ x: Double) -> Double { log(x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
