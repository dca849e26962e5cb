import Glibc

/// The descriptor part of a `posix_spawn`: the file actions that give the child exactly the
/// descriptors ``ChildProcess`` was asked for, and the parent's ends of them.
///
/// Every descriptor opened here is close-on-exec in the parent, so no other child inherits it;
/// the file actions copy each onto its number in the child (which clears close-on-exec there),
/// and close everything else from 3 up, whoever opened it.
final class SpawnDescriptors {
    var actions = posix_spawn_file_actions_t()
    /// Descriptors the child gets copies of; the parent closes its own once the child has them.
    private(set) var childEnds: [Int32] = []
    /// The parent's read end of a ``ChildProcess/Output/captured`` pipe, -1 when there is none.
    private(set) var readEnd: Int32 = -1
    /// The highest descriptor number the child gets; sources are kept above it, so that no copy
    /// overwrites a source another copy still needs.
    private let highest: Int32

    /// Builds the actions; on failure closes whatever it opened.
    init(_ outputs: [Int32: ChildProcess.Output], executable: String) throws(SystemError) {
        highest = max(2, outputs.keys.max() ?? 2)
        posix_spawn_file_actions_init(&actions)
        do {
            for (descriptor, output) in outputs.sorted(by: { $0.key < $1.key }) {
                try route(output, to: descriptor, executable: executable)
            }
            for descriptor in stride(from: 3, to: highest, by: 1) where outputs[descriptor] == nil {
                try check(posix_spawn_file_actions_addclose(&actions, descriptor), executable)
            }
            // A glibc older than 2.34 cannot do this; then descriptors we inherited without
            // close-on-exec reach the child, as they reach any program a shell starts.
            if let code = GNUExtensions.addCloseFrom(&actions, highest + 1) { try check(code, executable) }
        } catch {
            closeParentEnds()
            if readEnd >= 0 { close(readEnd) }
            throw error
        }
    }

    deinit {
        posix_spawn_file_actions_destroy(&actions)
    }

    /// Closes the parent's copies of what the child now has (after spawning, or when it failed).
    func closeParentEnds() {
        for descriptor in childEnds { close(descriptor) }
    }

    private func route(_ output: ChildProcess.Output, to descriptor: Int32, executable: String) throws(SystemError) {
        switch output {
        case .inherited:
            precondition(descriptor <= 2, "only 0, 1 and 2 can be inherited")
        case .discarded:
            try check(posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", O_WRONLY, 0), executable)
        case .file(let path):
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard file >= 0 else { throw SystemError(path: path, operation: "cannot create") }
            try give(try raised(file, path), as: descriptor, executable)
        case .captured:
            precondition(readEnd < 0, "only one descriptor can be captured")
            var ends: [Int32] = [-1, -1]
            guard GNUExtensions.pipe2(&ends, O_CLOEXEC) == 0 else {
                throw SystemError(path: executable, operation: "cannot make a pipe for")
            }
            readEnd = ends[0]
            try give(try raised(ends[1], executable), as: descriptor, executable)
        }
    }

    private func give(_ source: Int32, as descriptor: Int32, _ executable: String) throws(SystemError) {
        childEnds.append(source)
        try check(posix_spawn_file_actions_adddup2(&actions, source, descriptor), executable)
    }

    /// `descriptor` moved above ``highest`` if it is not already (only when this process runs
    /// with some of 0, 1 and 2 closed, or the child gets high numbers).
    private func raised(_ descriptor: Int32, _ path: String) throws(SystemError) -> Int32 {
        guard descriptor <= highest else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, highest + 1)
        let failure = moved < 0 ? SystemError(path: path, operation: "cannot move a descriptor for") : nil
        close(descriptor)
        if let failure { throw failure }
        return moved
    }

    private func check(_ code: Int32, _ executable: String) throws(SystemError) {
        guard code == 0 else { throw SystemError(path: executable, operation: "cannot prepare to start", code: code) }
    }
}
