import PagerCore

/// What an `ImageStore` holds for one source, on the drawing thread.
struct ImageEntry {
    var phase: ImageInfo.Phase = .loading
    /// The full size from the header, once a decode has read it.
    var pixelSize: Size?
    var averageColor: Color?
    /// Counts the pixels that landed (0 before the first).
    var revision = 0
    /// The pixels at `revision`; nil before the first decode or once evicted.
    var surface: DecodedSurface?
    /// The queued or running decode's job, if any (one at a time).
    var pending: Int?
    /// The frame that last asked for it (least recently drawn is evicted first).
    var lastWanted = 0

    /// What `ImageStore/info(for:box:mode:priority:)` answers.
    var info: ImageInfo {
        ImageInfo(phase: phase, pixelSize: pixelSize, averageColor: averageColor, revision: revision)
    }

    /// The held pixels' size.
    var heldSize: (width: Int, height: Int)? {
        surface.map { (Int($0.pointer.pointee.w), Int($0.pointer.pointee.h)) }
    }
}
