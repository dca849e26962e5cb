import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP as a request to stop, for a program whose main thread runs a loop
/// that writes its outputs on the way out (a window run): the loop ends at its next turn and
/// writes everything, whatever the signal, a closed terminal's hang-up included.
///
/// The handler only sets ``requested`` and writes a byte to a pipe (both async-signal-safe). A
/// thread of its own reads the pipe: it calls the program's `wake` (which wakes the loop's
/// wait), then gives the loop `grace` seconds to call ``beginFinishing()``. A loop that does not
/// (stuck in a call that does not return) is given up on: `lastWords` runs on that thread (to
/// save what can be saved without the loop), the temporary files being written are removed
/// (``TemporaryFiles``), and the process ends by the signal's default action, so a signal ends
/// the process within `grace` seconds whatever the loop is doing. Once the loop has answered, a
/// second signal (an output that will not finish, a FIFO nobody reads) ends it the same way at once.
///
/// SIGPIPE is ignored from then on: a reader that went away is a write error (EPIPE) the
/// program reports as one, with its other outputs written. A signal the parent ignores (`nohup`
/// ignores SIGHUP) stays ignored.
public enum StopSignals {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// The signal that asked to stop; 0 while none has.
    static let received = Atomic<Int32>(0)
    static let finishing = Atomic<Bool>(false)
    /// The pipe's write end, for the handler; -1 until ``watch(grace:wake:lastWords:)``.
    static let pipeWrite = Atomic<Int32>(-1)

    /// The signal that asked the program to stop, or nil.
    public static var requested: Int32? {
        let signal = received.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }

    /// Installs the handler and starts the watching thread (see the type's description). Call
    /// it once, before the loop starts.
    public static func watch(grace: Double, wake: @escaping @Sendable () -> Void,
                             lastWords: @escaping @Sendable (Int32) -> Void) {
        var ends: [Int32] = [0, 0]
        guard GNUExtensions.pipe2(&ends, O_CLOEXEC) == 0 else { return }
        // A full pipe drops the byte rather than blocking the handler (one is enough).
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        pipeWrite.store(ends[1], ordering: .sequentiallyConsistent)
        let watcher = Watcher(descriptor: ends[0], grace: grace, wake: wake, lastWords: lastWords)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(watcher).toOpaque()
        guard pthread_create(&thread, nil, { context in
            Unmanaged<Watcher>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context) == 0 else { return }
        pthread_detach(thread)
        for signal in signals where !isIgnored(signal) {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = handle
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = unsafeBitCast(1, to: (@convention(c) (Int32) -> Void).self)  // SIG_IGN
        sigemptyset(&ignore.sa_mask)
        sigaction(SIGPIPE, &ignore, nil)
    }

    /// The loop has seen the request (or ended on its own) and writes its outputs now: the
    /// watching thread no longer gives up on it.
    public static func beginFinishing() {
        finishing.store(true, ordering: .sequentiallyConsistent)
    }

    /// "SIGTERM", ... for messages.
    public static func name(of signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// Whether the parent left `signal` ignored (SIG_IGN is the handler value 1).
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return current.sa_flags & SA_SIGINFO == 0
            && unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1
    }

    /// The signal handler: async-signal-safe calls only (atomic load and store, write).
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        let saved = errno
        _ = StopSignals.received.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(StopSignals.pipeWrite.load(ordering: .sequentiallyConsistent), &byte, 1)
        errno = saved
    }

    /// The watching thread: waits for the first signal, wakes the loop, and gives up on it
    /// once the grace has passed without ``beginFinishing()``, or at a second signal after it.
    private final class Watcher {
        let descriptor: Int32
        let grace: Double
        let wake: @Sendable () -> Void
        let lastWords: @Sendable (Int32) -> Void

        init(descriptor: Int32, grace: Double, wake: @escaping @Sendable () -> Void,
             lastWords: @escaping @Sendable (Int32) -> Void) {
            self.descriptor = descriptor
            self.grace = grace
            self.wake = wake
            self.lastWords = lastWords
        }

        func run() {
            guard awaitSignal() else { return }
            wake()
            let deadline = Self.monotonicSeconds() + grace
            while Self.monotonicSeconds() < deadline && !finishing.load(ordering: .sequentiallyConsistent) {
                // A later signal within the grace changes nothing: its byte is taken here.
                var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&request, 1, 10) > 0 { _ = read(descriptor, &byte, 1) }
            }
            // The loop answered and writes its outputs: a second signal gives up on them.
            if finishing.load(ordering: .sequentiallyConsistent), !awaitSignal() { return }
            let signal = StopSignals.requested ?? SIGTERM
            lastWords(signal)
            TemporaryFiles.removeAll()
            var action = sigaction()
            action.__sigaction_handler.sa_handler = nil  // SIG_DFL
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
            kill(getpid(), signal)
            // A signal blocked here still ends the process (pending for another thread).
            pause()
        }

        private var byte: UInt8 = 0

        /// Blocks until a signal's byte comes; false if the pipe fails.
        private func awaitSignal() -> Bool {
            while read(descriptor, &byte, 1) != 1 {
                if errno != EINTR { return false }
            }
            return true
        }

        static func monotonicSeconds() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        }
    }
}
