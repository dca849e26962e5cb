import CSDL2
import PagerCore

extension ImageStore {
    /// Starts a frame at `time` (seconds, the loop's clock), before the scene draws: takes the
    /// finished decodes (pixels that land are `ImageInfo.Phase.ready(since:)` at `time` the
    /// first time, and each landing adds 1 to `ImageInfo.revision`; failures warn once),
    /// cancels queued decodes that the frame just drawn did not want, and evicts pixels past
    /// ``budget``, least recently drawn first, never those that frame wanted.
    public func beginFrame(at time: Double) {
        lastWanted = Set(wanted.keys)
        wanted.removeAll(keepingCapacity: true)
        frame += 1
        frameTime = time
        for result in queue.takeFinished() { land(result, at: time) }
        for job in queue.cancel(where: { !lastWanted.contains($0.source) }) {
            if entries[job.source]?.pending == job.id { entries[job.source]?.pending = nil }
            drawSideCounters.decodesCancelled += 1
        }
        evict()
    }

    /// Puts a finished decode's pixels (or failure) in its entry.
    private func land(_ result: DecodeResult, at time: Double) {
        drawSideCounters.decodesFinished += 1
        let source = result.job.source
        var entry = entries[source] ?? ImageEntry()
        defer { entries[source] = entry }
        if entry.pending == result.job.id { entry.pending = nil }
        if let size = result.pixelSize { entry.pixelSize = size }
        switch result.outcome {
        case let .failure(failure):
            drawSideCounters.decodesFailed += 1
            release(&entry)
            if case .failed = entry.phase {} else { warn("image \(source.path): \(failure.reason)") }
            entry.phase = .failed
        case let .success(decoded):
            if case .failed = entry.phase { SDL_FreeSurface(decoded.surface.pointer); return }
            // Sharper pixels replace the old ones in place: the image stays ready since it first was.
            let phase = entry.phase
            release(&entry)
            entry.phase = phase
            entry.surface = decoded.surface
            entry.revision += 1
            entry.averageColor = decoded.averageColor
            if case .ready = entry.phase {} else { entry.phase = .ready(since: time) }
            if let note = decoded.note, entry.revision == 1 { warn("image \(source.path): \(note)") }
            drawSideCounters.decodedBytes += decoded.surface.bytes
            drawSideCounters.peakDecodedBytes = max(drawSideCounters.peakDecodedBytes, drawSideCounters.decodedBytes)
            drawSideCounters.scaledPixels += decoded.scaledPixels
            switch decoded.decoder {
            case .turboJPEG: drawSideCounters.turboJPEGDecodes += 1
            case .sdlImage: drawSideCounters.sdlImageDecodes += 1
            }
        }
    }

    /// Frees the entry's pixels (its phase back to loading unless it failed).
    private func release(_ entry: inout ImageEntry) {
        guard let surface = entry.surface else { return }
        drawSideCounters.decodedBytes -= surface.bytes
        SDL_FreeSurface(surface.pointer)
        entry.surface = nil
        if case .ready = entry.phase { entry.phase = .loading }
    }

    /// Evicts the least recently wanted pixels until the held bytes fit ``budget`` or only what
    /// the last frame wanted is left.
    private func evict() {
        guard drawSideCounters.decodedBytes > budget else { return }
        let candidates = entries.filter { $0.value.surface != nil && !lastWanted.contains($0.key) }
            .sorted { ($0.value.lastWanted, $0.key.path) < ($1.value.lastWanted, $1.key.path) }
        for (source, _) in candidates {
            guard drawSideCounters.decodedBytes > budget else { return }
            release(&entries[source]!)
        }
    }
}
