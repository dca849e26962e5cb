import Glibc
import PagerCore
import PagerDemoKit
import PagerSDL
import SystemIO

/// Writes the fuzz run's pictures (``FuzzPictures``) next to a failing stream's replay config,
/// so the replay's Photos screens and image pages name files that are there: three PNGs drawn
/// by the software renderer (three sizes, landscape, portrait and large), a text file named
/// like a picture, a note and a subfolder with a picture's name. The file named missing stays
/// missing.
enum FuzzPictureFiles {
    /// Each picture's size in pixels and colour.
    static let pictures: [(size: Size, color: Color)] = [
        (Size(width: 64, height: 48), Color(rgb: 0xFF3B30)),
        (Size(width: 48, height: 96), Color(rgb: 0x34C759)),
        (Size(width: 1600, height: 1200), Color(rgb: 0x007AFF)),
    ]

    /// Makes `folder/` + ``FuzzPictures/folder``'s default name with the run's files in it.
    static func write(into folder: String, fonts: FontLibrary) throws {
        let pictures = folder + "/" + FuzzPictures().folder
        try makeFolder(pictures)
        try makeFolder(pictures + "/" + FuzzPictures.subfolder)
        for (name, picture) in zip(FuzzPictures.pictures, Self.pictures) {
            let canvas = try OffscreenCanvas(size: picture.size, scale: 1, fonts: fonts)
            var list = DrawList()
            list.fill(Rect(x: picture.size.width / 4, y: picture.size.height / 4,
                           width: picture.size.width / 2, height: picture.size.height / 2), Color.white)
            canvas.renderer.draw(list, background: picture.color)
            try canvas.savePNG(to: pictures + "/" + name)
        }
        try FuzzFolder.create(pictures + "/" + FuzzPictures.textFile, text: "not a picture\n")
        try FuzzFolder.create(pictures + "/readme.txt", text: "The fuzz run's pictures.\n")
    }

    private static func makeFolder(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else { throw SystemError(path: path, operation: "cannot make the folder") }
    }
}
