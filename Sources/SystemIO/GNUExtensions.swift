import Glibc

/// glibc functions whose declarations sit behind `_GNU_SOURCE`, which Swift's Glibc module is
/// built without; the functions themselves are in every glibc we run on, so they are looked up
/// by name instead.
enum GNUExtensions {
    /// `pipe2(ends, flags)`: with `O_CLOEXEC`, a pipe whose ends are close-on-exec from the
    /// start, so a child spawned at the same moment cannot inherit them (`pipe` and then `fcntl`
    /// leaves that window open). glibc has had it since 2.9; returns -1 with `errno` set on failure.
    static func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32 {
        typealias Function = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
        guard let symbol = dlsym(nil, "pipe2") else { errno = ENOSYS; return -1 }
        return unsafeBitCast(symbol, to: Function.self)(ends, flags)
    }

    /// `posix_spawn_file_actions_addclosefrom_np(actions, from)`: the child closes every
    /// descriptor from `from` up, whoever opened it. glibc 2.34 and later; nil before that.
    static func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32? {
        typealias Function = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)(actions, from)
    }
}
