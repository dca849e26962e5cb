import PagerCore

/// A page that writes its appearance callbacks into a shared journal, as "title kind".
final class JournalPage: Page {
    let title: String
    let journal: Journal
    init(title: String, journal: Journal) {
        self.title = title
        self.journal = journal
    }
    func draw(in frame: Rect, into list: inout DrawList, context: PageContext) {}
    func willAppear(at time: Double) { journal.add("\(title) willAppear", time) }
    func didAppear(at time: Double) { journal.add("\(title) didAppear", time) }
    func willDisappear(at time: Double) { journal.add("\(title) willDisappear", time) }
    func didDisappear(at time: Double) { journal.add("\(title) didDisappear", time) }
}

/// What the pages heard, in order, and what the data source made and released.
final class Journal: PageDataSource {
    var titles: [String]
    private(set) var lines: [String] = []
    private(set) var times: [Double] = []
    private(set) var made: [String] = []
    private(set) var released: [String] = []

    init(titles: [String]) { self.titles = titles }
    convenience init(count: Int) { self.init(titles: (0..<count).map { "P\($0)" }) }

    func add(_ line: String, _ time: Double) {
        lines.append(line)
        times.append(time)
    }

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = []; times = [] }
        return lines
    }

    var pageCount: Int { titles.count }
    /// Indices asked for that the titles do not have (a pager asking before its data is final).
    private(set) var askedOutside: [Int] = []
    func makePage(at index: Int) -> any Page {
        guard titles.indices.contains(index) else {
            askedOutside.append(index)
            return JournalPage(title: "?", journal: self)
        }
        made.append(titles[index])
        return JournalPage(title: titles[index], journal: self)
    }
    func didRelease(_ page: any Page, at index: Int) { released.append(page.title) }
}

/// Checks that each page's callbacks ("title kind" lines, a title per page object) follow
/// the cycle hidden → willAppear → didAppear → willDisappear → didDisappear, with the
/// cancellations the cycle allows; returns the first violation.
func cycleViolation(in lines: [String]) -> String? {
    var states: [Substring: PageAppearance] = [:]
    for line in lines {
        let parts = line.split(separator: " ")
        let title = parts[0], kind = parts[1]
        let now = states[title] ?? .hidden
        let next: PageAppearance?
        switch (kind, now) {
        case ("willAppear", .hidden), ("willAppear", .disappearing): next = .appearing
        case ("didAppear", .appearing): next = .shown
        case ("willDisappear", .shown), ("willDisappear", .appearing): next = .disappearing
        case ("didDisappear", .disappearing): next = .hidden
        default: next = nil
        }
        guard let next else { return "\(line) from \(now)" }
        states[title] = next
    }
    return nil
}
