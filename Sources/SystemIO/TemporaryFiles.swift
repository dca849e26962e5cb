import Glibc
import Synchronization

/// Temporary files being written right now, removed if the process is interrupted.
///
/// A run killed by Ctrl+C (SIGINT), `kill` (SIGTERM), a closed terminal (SIGHUP) or a reader
/// that went away (SIGPIPE) would otherwise leave `.name.<pid>.tmp` files behind. The handler
/// runs in signal context, where only async-signal-safe calls are allowed (signal-safety(7)):
/// no allocation, no locks. So the paths live in storage allocated once, each slot is switched
/// on and off with an atomic bit, and the handler only reads the bits, calls `unlink` on each
/// armed slot, restores the default action and raises the signal again, so the process still
/// ends the way the signal says (a shell sees "killed by SIGINT").
///
/// The handler is installed for a signal only where its action is still the default: a window
/// run takes SIGINT, SIGTERM and SIGHUP as a request to stop and ignores SIGPIPE
/// (``StopSignals``; the run then ends normally and renames its outputs into place), SDL turns
/// SIGINT and SIGTERM into a quit event for a window of its own, and a signal the parent
/// ignores stays ignored.
///
/// SIGQUIT (Ctrl+\\) is the exception: the Swift runtime takes it at start-up for its crash
/// reporter, which prints a backtrace of every thread and then lets the run go on. It is no
/// crash, so ``watchQuit()`` replaces that handler with this one: the files go and the process
/// ends by SIGQUIT's default action.
public enum TemporaryFiles {
    /// Files written at the same time: the streamed trace, one screenshot or frame, the tree.
    static let slots = 16
    /// Bytes per slot, the terminating NUL included (Linux's PATH_MAX).
    static let slotBytes = Int(PATH_MAX)
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

    nonisolated(unsafe) static let storage: UnsafeMutablePointer<CChar> = {
        let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: slots * slotBytes)
        pointer.initialize(repeating: 0, count: slots * slotBytes)
        return pointer
    }()
    /// Slots taken by ``register(_:)``.
    static let reserved = Atomic<UInt32>(0)
    /// Slots whose path is complete: the only ones the handler reads.
    static let armed = Atomic<UInt32>(0)
    static let installed = Atomic<Bool>(false)

    /// Remembers `path` for removal on a signal, until ``release(_:)``; returns its slot, or nil
    /// when every slot is taken or the path is too long to have been created anyway.
    public static func register(_ path: String) -> Int? {
        let bytes = Array(path.utf8)
        guard bytes.count < slotBytes, !bytes.contains(0) else { return nil }
        installHandler()
        var slot = 0
        while true {
            let taken = reserved.load(ordering: .sequentiallyConsistent)
            guard let free = (0..<slots).first(where: { taken & (1 << $0) == 0 }) else { return nil }
            if reserved.compareExchange(expected: taken, desired: taken | (1 << free), ordering: .sequentiallyConsistent).exchanged {
                slot = free
                break
            }
        }
        let start = storage + slot * slotBytes
        for (offset, byte) in bytes.enumerated() { start[offset] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        armed.bitwiseOr(1 << UInt32(slot), ordering: .sequentiallyConsistent)
        return slot
    }

    /// Forgets a slot once its file is renamed into place or removed.
    public static func release(_ slot: Int) {
        armed.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
        reserved.bitwiseAnd(~(1 << UInt32(slot)), ordering: .sequentiallyConsistent)
    }

    /// Removes every temporary file still registered, for a process about to end without
    /// finishing its outputs (``StopSignals`` giving up on a loop that does not stop).
    public static func removeAll() {
        let mask = armed.load(ordering: .sequentiallyConsistent)
        for slot in 0..<slots where mask & (1 << UInt32(slot)) != 0 { unlink(storage + slot * slotBytes) }
    }

    /// Takes SIGQUIT from the Swift runtime's crash reporter (see the type's description),
    /// unless the parent ignores it. Call it at start-up, before any file is written.
    public static func watchQuit() {
        prepareForHandler()
        var current = sigaction()
        guard sigaction(SIGQUIT, nil, &current) == 0 else { return }
        // SIG_IGN is the handler value 1 (bits/signum-generic.h); Swift does not import the macro.
        let ignored = current.sa_flags & SA_SIGINFO == 0
            && unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1
        if !ignored { setHandler(for: SIGQUIT) }
    }

    private static func installHandler() {
        guard !installed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        prepareForHandler()
        for signal in signals {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil,
                  current.sa_flags & SA_SIGINFO == 0 else { continue }
            setHandler(for: signal)
        }
    }

    /// Globals are initialised on first use; make that here, never first inside the handler.
    private static func prepareForHandler() {
        _ = storage
        _ = slotBytes
        _ = armed.load(ordering: .sequentiallyConsistent)
    }

    private static func setHandler(for signal: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handle
        sigemptyset(&action.sa_mask)
        for other in signals + [SIGQUIT] { sigaddset(&action.sa_mask, other) }
        sigaction(signal, &action, nil)
    }

    /// The signal handler: async-signal-safe calls only (atomic load, unlink, sigaction, raise).
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        let mask = TemporaryFiles.armed.load(ordering: .sequentiallyConsistent)
        var slot = 0
        while slot < TemporaryFiles.slots {
            if mask & (1 << UInt32(slot)) != 0 { unlink(TemporaryFiles.storage + slot * TemporaryFiles.slotBytes) }
            slot += 1
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = nil  // SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        // Blocked while this handler runs; delivered with the default action as it returns.
        raise(signal)
    }
}
