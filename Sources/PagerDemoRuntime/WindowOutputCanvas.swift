import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// The canvas a window run's outputs read: the window while the display lives, and once it is
/// lost, an offscreen canvas with the scene drawn again in software. A window whose X server is
/// gone can be neither read back nor drawn, and trying would only raise another IO error.
final class WindowOutputCanvas: Canvas {
    private var target: any Canvas

    init(window: WindowCanvas) { target = window }

    var renderer: DrawListRenderer { target.renderer }
    var pointSize: Size { target.pointSize }
    func present() { target.present() }
    func savePNG(into file: OutputFile) throws { try target.savePNG(into: file) }

    /// From now on, the scene as `driver`'s scene stands, drawn by the software renderer into
    /// memory at `scale` pixels per point (the window's), with no video subsystem involved.
    func replaceWithOffscreenCopy<S: TracedScene>(of driver: FrameDriver<S>, scale: Double, fonts: FontLibrary) throws {
        let copy = try OffscreenCanvas(size: driver.size, scale: scale, fonts: fonts)
        var list = DrawList()
        driver.scene.draw(into: &list)
        copy.renderer.draw(list, background: driver.scene.background)
        target = copy
    }
}
