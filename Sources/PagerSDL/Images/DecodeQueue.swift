import Glibc
import PagerCore

/// The worker threads of an `ImageStore` and what they share with the drawing thread: the
/// queued jobs (lowest priority value first, then oldest), the running ones and the finished
/// results, under one pthread mutex with one condition variable for both directions.
///
/// The drawing thread enqueues, cancels and takes results; workers pop, decode without the
/// lock, and append. Stopping (`stop()`) lets running decodes finish and joins the threads.
final class DecodeQueue: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let changed = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queued: [DecodeJob] = []
    private var running: [Int: ImageSource] = [:]
    private var finished: [DecodeResult] = []
    private var stopping = false
    /// While held, workers start nothing (tests make a queue of several jobs deterministically).
    private var held = false
    private var threads: [pthread_t] = []
    private(set) var started = 0
    /// Sources in the order workers began them (tests read the priority order from it).
    private(set) var startOrder: [ImageSource] = []
    /// Called on the worker after each result is appended.
    var onFinished: (@Sendable () -> Void)? {
        get { locked { finishedHook } }
        set { locked { finishedHook = newValue } }
    }
    private var finishedHook: (@Sendable () -> Void)?
    private let decode: @Sendable (DecodeJob) -> DecodeResult

    /// A queue whose `workers` threads (at least 1) run `decode` on each job, started with the
    /// first job: a program that shows no picture starts no thread (and its allocations stay
    /// the same from run to run).
    /// `beforeFirstJob` runs on the enqueuing thread before the threads start.
    init(workers: Int, beforeFirstJob: @escaping () -> Void = {},
         decode: @escaping @Sendable (DecodeJob) -> DecodeResult) {
        self.decode = decode
        self.beforeFirstJob = beforeFirstJob
        workerCount = max(1, workers)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(changed, nil)
    }

    /// How many threads the first job starts.
    private let workerCount: Int
    private let beforeFirstJob: () -> Void
    /// Whether the first job has started the threads.
    private var workersStarted = false

    private func startWorkers() {
        workersStarted = true
        beforeFirstJob()
        for _ in 0..<workerCount {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            guard pthread_create(&thread, nil, { context in
                Unmanaged<DecodeQueue>.fromOpaque(context!).takeRetainedValue().work()
                return nil
            }, context) == 0 else {
                Unmanaged<DecodeQueue>.fromOpaque(context).release()
                continue
            }
            threads.append(thread)
        }
    }

    deinit {
        pthread_cond_destroy(changed)
        pthread_mutex_destroy(mutex)
        changed.deallocate()
        mutex.deallocate()
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Queues `job` for the next free worker; decodes it at once on the calling thread when no
    /// worker thread could be started (so nothing waits for a worker that does not exist).
    func enqueue(_ job: DecodeJob) {
        if !workersStarted { startWorkers() }
        guard threads.isEmpty else {
            locked { queued.append(job); pthread_cond_broadcast(changed) }
            return
        }
        let result = decode(job)
        locked { started += 1; startOrder.append(job.source); finished.append(result) }
    }

    /// Lowers a queued job's priority value to `priority` (a want that became more urgent).
    func raise(_ id: Int, to priority: Int) {
        locked {
            if let i = queued.firstIndex(where: { $0.id == id }), queued[i].priority > priority { queued[i].priority = priority }
        }
    }

    /// Removes the queued (not started) jobs for which `drop` is true, and returns them.
    func cancel(where drop: (DecodeJob) -> Bool) -> [DecodeJob] {
        locked {
            let dropped = queued.filter(drop)
            if !dropped.isEmpty { queued.removeAll(where: drop); pthread_cond_broadcast(changed) }
            return dropped
        }
    }

    /// The finished results, in the order they finished; the queue keeps none of them.
    func takeFinished() -> [DecodeResult] {
        locked { defer { finished.removeAll() }; return finished }
    }

    /// Whether any job is queued or running.
    var isBusy: Bool { locked { !queued.isEmpty || !running.isEmpty } }

    /// Whether results are waiting to be taken.
    var hasFinished: Bool { locked { !finished.isEmpty } }

    /// Blocks until no job for a source in `sources` is queued or running.
    func wait(for sources: Set<ImageSource>) {
        locked {
            while queued.contains(where: { sources.contains($0.source) }) || running.values.contains(where: sources.contains) {
                pthread_cond_wait(changed, mutex)
            }
        }
    }

    /// Holds or releases the workers (a held queue starts no job; running ones go on).
    func setHeld(_ hold: Bool) {
        locked { held = hold; pthread_cond_broadcast(changed) }
    }

    /// Ends the workers once their running decodes are done; the queued jobs are dropped and
    /// the results not taken are returned, for the caller to free.
    func stop() -> [DecodeResult] {
        locked { stopping = true; queued.removeAll(); pthread_cond_broadcast(changed) }
        for thread in threads { pthread_join(thread, nil) }
        threads.removeAll()
        return takeFinished()
    }

    /// A worker's loop: the most urgent job, decoded outside the lock.
    private func work() {
        while true {
            pthread_mutex_lock(mutex)
            while !stopping && (held || queued.isEmpty) { pthread_cond_wait(changed, mutex) }
            if stopping { pthread_mutex_unlock(mutex); return }
            var next = 0
            for i in queued.indices.dropFirst() where (queued[i].priority, queued[i].id) < (queued[next].priority, queued[next].id) {
                next = i
            }
            let job = queued.remove(at: next)
            running[job.id] = job.source
            started += 1
            startOrder.append(job.source)
            pthread_mutex_unlock(mutex)

            let result = decode(job)

            pthread_mutex_lock(mutex)
            running[job.id] = nil
            finished.append(result)
            let hook = finishedHook
            pthread_cond_broadcast(changed)
            pthread_mutex_unlock(mutex)
            hook?()
        }
    }
}
