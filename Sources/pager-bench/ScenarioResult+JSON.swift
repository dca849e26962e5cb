import PagerDemoKit
import PagerSDL

/// A result as one line of JSON: the child prints it after ``ScenarioResult/marker`` for the
/// parent to read back, and `--json` prints it as is. Written with `JSONText` and read with
/// `JSONParser` rather than Codable, so that no process of the benchmark loads Foundation.
///
/// Members follow the declaration order; an absent optional is left out, as JSONEncoder did.
/// Numbers are written in shortest round-trip form, so the parent reads back the very figures
/// the child measured.
extension ScenarioResult {
    var json: String {
        var members = [("scenario", JSONText.string(scenario)), ("renderer", JSONText.string(renderer)),
                       ("frames", String(frames))]
        func add(_ key: String, _ value: String?) {
            if let value { members.append((key, value)) }
        }
        add("firstFrameMilliseconds", firstFrameMilliseconds.map(JSONText.number))
        add("core", core?.json)
        add("draw", draw?.json)
        add("frame", frame?.json)
        add("latency", latency?.json)
        add("refreshRate", refreshRate.map(JSONText.number))
        add("firstImageMilliseconds", firstImageMilliseconds.map(JSONText.number))
        add("movingIntervals", movingIntervals?.json)
        add("imageStore", imageStore?.json)
        add("texturesAfterFirstFrame", String(texturesAfterFirstFrame))
        add("framesUnchanged", String(framesUnchanged))
        add("texturesRecreated", String(texturesRecreated))
        add("extraFirstFrames", "[" + extraFirstFrames.map(JSONText.number).joined(separator: ",") + "]")
        add("peakRSSKilobytes", String(peakRSSKilobytes))
        add("cpuSeconds", JSONText.number(cpuSeconds))
        add("wallSeconds", JSONText.number(wallSeconds))
        add("idleFrames", idleFrames.map { String($0) })
        add("idleCPUPercent", idleCPUPercent.map(JSONText.number))
        add("idleSeconds", idleSeconds.map(JSONText.number))
        add("counters", counters?.json)
        add("note", note.map(JSONText.string))
        return "{" + members.map { JSONText.string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// Reads what ``json`` wrote; members it does not know are ignored.
    init(json: String) throws(InputError) {
        let source = "pager-bench result"
        let object = try JSONObjectReader(JSONParser.parse(json, source: source), source: source)
        let any = JSONNumbers.finite, whole = JSONNumbers.whole
        var extraFirstFrames: [Double] = []
        for element in try object.elements("extraFirstFrames") ?? .empty {
            extraFirstFrames.append(try element.number(in: any))
        }
        self.init(
            scenario: try object.requiredString("scenario"),
            renderer: try object.requiredString("renderer"),
            frames: try object.requiredInteger("frames", in: whole),
            firstFrameMilliseconds: try object.number("firstFrameMilliseconds", in: any),
            core: try object.object("core").map { reader throws(InputError) in try Percentiles(json: reader) },
            draw: try object.object("draw").map { reader throws(InputError) in try Percentiles(json: reader) },
            frame: try object.object("frame").map { reader throws(InputError) in try Percentiles(json: reader) },
            latency: try object.object("latency").map { reader throws(InputError) in try Percentiles(json: reader) },
            refreshRate: try object.number("refreshRate", in: any),
            texturesAfterFirstFrame: try object.requiredInteger("texturesAfterFirstFrame", in: whole),
            framesUnchanged: try object.requiredInteger("framesUnchanged", in: whole),
            texturesRecreated: try object.requiredInteger("texturesRecreated", in: whole),
            extraFirstFrames: extraFirstFrames,
            peakRSSKilobytes: try object.requiredInteger("peakRSSKilobytes", in: whole),
            cpuSeconds: try object.requiredNumber("cpuSeconds", in: any),
            wallSeconds: try object.requiredNumber("wallSeconds", in: any),
            idleFrames: try object.integer("idleFrames", in: whole),
            idleCPUPercent: try object.number("idleCPUPercent", in: any),
            idleSeconds: try object.number("idleSeconds", in: any),
            note: try object.string("note"))
        counters = try object.object("counters").map { reader throws(InputError) in try CounterSummary(json: reader) }
        firstImageMilliseconds = try object.number("firstImageMilliseconds", in: any)
        movingIntervals = try object.object("movingIntervals").map { reader throws(InputError) in try Percentiles(json: reader) }
        imageStore = try object.object("imageStore").map { reader throws(InputError) in try ImageCounters(json: reader) }
    }
}

extension CounterSummary {
    /// `{"steadyFrames":N,"commands":[max,total],...}`, with `"restingFrames":N` after the
    /// steady frames in scenarios that show photos.
    var json: String {
        "{\"steadyFrames\":\(steadyFrames)," + (restingFrames.map { "\"restingFrames\":\($0)," } ?? "") + figures.map { "\(JSONText.string($0.name)):[\($0.max),\($0.total)]" }
            .joined(separator: ",") + "}"
    }

    init(json object: JSONObjectReader) throws(InputError) {
        var figures: [(name: String, max: Int, total: Int)] = []
        for name in Self.names + Self.imageNames {
            guard let pair = try object.elements(name) else { continue }
            guard pair.count == 2 else { throw object.error("expected [max, total]", key: name) }
            figures.append((name, try pair[0].integer(in: JSONNumbers.whole), try pair[1].integer(in: JSONNumbers.whole)))
        }
        self.init(figures: figures, steadyFrames: try object.requiredInteger("steadyFrames", in: JSONNumbers.whole),
                  restingFrames: try object.integer("restingFrames", in: JSONNumbers.whole))
    }
}

extension ImageCounters {
    /// Each counter as a member of the same name.
    var json: String {
        "{" + Self.members.map { "\"\($0.name)\":\(self[keyPath: $0.key])" }.joined(separator: ",") + "}"
    }

    init(json object: JSONObjectReader) throws(InputError) {
        self.init()
        for member in Self.members {
            self[keyPath: member.key] = try object.requiredInteger(member.name, in: JSONNumbers.whole)
        }
    }

    nonisolated(unsafe) static let members: [(name: String, key: WritableKeyPath<ImageCounters, Int>)] = [
        ("decodesStarted", \.decodesStarted), ("decodesFinished", \.decodesFinished),
        ("decodesCancelled", \.decodesCancelled), ("decodesFailed", \.decodesFailed),
        ("turboJPEGDecodes", \.turboJPEGDecodes), ("sdlImageDecodes", \.sdlImageDecodes),
        ("scaledPixels", \.scaledPixels), ("decodedBytes", \.decodedBytes), ("peakDecodedBytes", \.peakDecodedBytes),
    ]
}

extension Percentiles {
    var json: String {
        "{\"p50\":\(JSONText.number(p50)),\"p99\":\(JSONText.number(p99)),\"max\":\(JSONText.number(max))}"
    }

    init(json object: JSONObjectReader) throws(InputError) {
        p50 = try object.requiredNumber("p50", in: JSONNumbers.finite)
        p99 = try object.requiredNumber("p99", in: JSONNumbers.finite)
        max = try object.requiredNumber("max", in: JSONNumbers.finite)
    }
}

/// The ranges the readers check numbers against: here, anything a result can hold.
private enum JSONNumbers {
    static let finite = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    static let whole = Int.min...Int.max
}
