import Glibc
import PagerDemoKit
import SystemIO

/// The configs a script's `config FILE` lines name, by the name the script gives, each file
/// parsed once however the script spells it (`x.json`, `./x.json`, `a/../x.json`, a link to
/// it): a regular file is known by its device and inode (``FileIdentity``), and every name of
/// one file shares the one parsed config. A FIFO or a device is read for each name, as it need
/// not give the same bytes twice.
struct ScriptedConfigs {
    /// The configs by the name the script gives.
    private(set) var byName: [String: DemoConfig] = [:]
    private var byFile: [FileIdentity: DemoConfig] = [:]

    /// Notes `config`, loaded from `path` already (the run's own `--config`), for names of the
    /// same file to share.
    mutating func note(_ config: DemoConfig, loadedFrom path: String) {
        if let identity = Self.regularFile(path) { byFile[identity] = config }
    }

    /// Gives `name`, found at `path`, its config: the one of the same file if it was loaded
    /// already, else what `load` returns.
    mutating func add(_ name: String, path: String, load: () throws -> DemoConfig) throws {
        guard byName[name] == nil else { return }
        let identity = Self.regularFile(path)
        if let identity, let config = byFile[identity] {
            byName[name] = config
            return
        }
        let config = try load()
        byName[name] = config
        if let identity { byFile[identity] = config }
    }

    /// The identity of `path` when it names a regular file (links followed); nil otherwise.
    private static func regularFile(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0, FileKind(mode: info.st_mode) == .regular else { return nil }
        return FileIdentity(info)
    }
}
