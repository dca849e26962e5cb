/// Which way the user's language is written, from the POSIX locale variables, so right-to-left
/// is on by default for Arabic, Hebrew and the other languages written that way.
enum WritingDirection {
    /// Languages written right to left (ISO 639 codes): those whose CLDR locale data gives
    /// `characterOrder` right-to-left (Arabic, Hebrew and its old code iw, Persian, Urdu,
    /// Yiddish, Pashto, Sindhi, Uyghur, Dhivehi, Central Kurdish, Syriac).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr"]

    /// Whether the language of the first set variable among `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// (POSIX's order for messages) is written right to left; `variable` reads one.
    static func isRightToLeft(_ variable: (String) -> String?) -> Bool {
        guard let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(variable).first(where: { !$0.isEmpty }) else {
            return false
        }
        // "he_IL.UTF-8", "ar_EG@latin", "fa": the language is what comes before the first separator.
        let language = locale.split(whereSeparator: { "_.@-".contains($0) }).first.map { $0.lowercased() } ?? ""
        return rightToLeftLanguages.contains(language)
    }
}
