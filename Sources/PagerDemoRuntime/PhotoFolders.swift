import Glibc
import PagerDemoKit
import SystemIO

/// Lists a Photos screen's folder from the disk for the config parser (``PhotoFolder``): the
/// launcher hands it to ``DemoConfig/parse(_:source:themeOverride:environment:folders:themeNamed:)``,
/// so folders are read when a config loads (at start, or on the reload thread), never while
/// a frame is drawn.
enum PhotoFolders {
    /// The entries of the folder at `path`, or why it cannot be listed, in a few words.
    @Sendable static func list(_ path: String) -> PhotoFolder.Listing {
        do {
            let listing = try DirectoryListing.read(path)
            return .entries(listing.entries.map { PhotoFolder.Entry($0.name, isFile: $0.isRegularFile) })
        } catch {
            switch error.code {
            case ENOENT: return .failed("no such folder")
            case ENOTDIR: return .failed("not a folder")
            default: return .failed("cannot list (\(error.reason))")
            }
        }
    }
}
