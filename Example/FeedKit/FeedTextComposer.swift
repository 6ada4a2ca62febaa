/// Composes the text of one post (title, body, user name) from ``FeedVocabulary`` and a random source.
///
/// Body lengths are long-tailed: most posts are a sentence or two, some run to several paragraphs.
/// The text mixes Latin words (some with decomposed accents), Chinese, Japanese and Korean runs,
/// and emoji of every structure, so the line breaker meets realistic input.
enum FeedTextComposer {
    /// Returns a body of a long-tailed random length; paragraphs are separated by `"\n"` (sometimes a blank line).
    static func body(using random: inout SeededRandom) -> String {
        let budget = bodyWordBudget(using: &random)
        var text = ""
        text.reserveCapacity(budget * 7)
        var remaining = budget
        var sentencesLeftInParagraph = random.int(in: 2...6)
        var atParagraphStart = true
        while remaining > 0 {
            if !atParagraphStart {
                text.append(" ")
            }
            atParagraphStart = false
            if random.chance(0.12) {
                remaining -= appendCJKSentence(to: &text, using: &random)
            } else {
                remaining -= appendLatinSentence(to: &text, maxWords: remaining, using: &random)
            }
            sentencesLeftInParagraph -= 1
            if sentencesLeftInParagraph == 0 && remaining > 0 {
                text.append(random.chance(0.25) ? "\n\n" : "\n")
                sentencesLeftInParagraph = random.int(in: 2...6)
                atParagraphStart = true
            }
        }
        return text
    }

    /// Returns a headline of a few words, sometimes CJK, sometimes ending in an emoji.
    static func title(using random: inout SeededRandom) -> String {
        var text = ""
        if random.chance(0.1) {
            text =
                random.chance(0.6)
                ? random.pick(FeedVocabulary.chinesePhrases)
                : random.pick(FeedVocabulary.japanesePhrases)
        } else {
            var words: [String] = []
            if random.chance(0.3) {
                words.append(random.pick(FeedVocabulary.titleOpeners))
            }
            for _ in 0..<random.int(in: 2...8) {
                words.append(random.pick(FeedVocabulary.latinWords))
            }
            text = capitalized(words.joined(separator: " "))
        }
        if random.chance(0.15) {
            text.append(" ")
            text.append(random.pick(FeedVocabulary.emoji))
        }
        return text
    }

    /// Returns a user name: a handle with digits or a dotted suffix, or a name in a CJK script.
    static func userName(using random: inout SeededRandom) -> String {
        if random.chance(0.2) {
            return random.pick(FeedVocabulary.cjkNames)
        }
        let stem = random.pick(FeedVocabulary.nameStems)
        if random.chance(0.5) {
            return stem + "_" + String(random.int(in: 1...999))
        }
        return stem + "." + random.pick(FeedVocabulary.nameStems)
    }

    /// Draws the number of words of a body from a long-tailed mixture (mean about 85 words).
    private static func bodyWordBudget(using random: inout SeededRandom) -> Int {
        let bucket = random.unit()
        if bucket < 0.45 { return random.int(in: 2...25) }
        if bucket < 0.80 { return random.int(in: 25...90) }
        if bucket < 0.96 { return random.int(in: 90...260) }
        return random.int(in: 260...900)
    }

    /// Appends one Latin-script sentence and returns how many words it used.
    private static func appendLatinSentence(to text: inout String, maxWords: Int, using random: inout SeededRandom)
        -> Int
    {
        let count = min(maxWords, random.int(in: 3...16))
        for index in 0..<count {
            if index > 0 {
                text.append(" ")
            }
            let roll = random.unit()
            let word: String
            if roll < 0.03 {
                word = random.pick(FeedVocabulary.decomposedWords)
            } else if roll < 0.05 {
                word = random.pick(FeedVocabulary.chinesePhrases)
            } else if roll < 0.08 {
                word = random.pick(FeedVocabulary.emoji)
            } else {
                word = random.pick(FeedVocabulary.latinWords)
            }
            text.append(index == 0 ? capitalized(word) : word)
            if index < count - 1 && random.chance(0.06) {
                text.append(",")
            }
        }
        text.append(random.pick(sentenceEnds))
        if random.chance(0.1) {
            // Emoji glued to the sentence end, as people type them.
            text.append(random.pick(FeedVocabulary.emoji))
        }
        return count
    }

    /// Appends one Chinese, Japanese or Korean sentence and returns its weight in words.
    private static func appendCJKSentence(to text: inout String, using random: inout SeededRandom) -> Int {
        let language = random.unit()
        let phrases =
            language < 0.5
            ? FeedVocabulary.chinesePhrases
            : language < 0.85 ? FeedVocabulary.japanesePhrases : FeedVocabulary.koreanPhrases
        // Korean separates words with spaces; Chinese and Japanese use an ideographic comma between clauses.
        let separator = language < 0.85 ? "、" : " "
        let count = random.int(in: 1...3)
        for index in 0..<count {
            if index > 0 {
                text.append(separator)
            }
            text.append(random.pick(phrases))
        }
        text.append(random.pick(FeedVocabulary.cjkSentenceEnds))
        return count * 3
    }

    /// Latin sentence endings, full stops being the most common.
    private static let sentenceEnds = [".", ".", ".", "!", "?"]

    /// Upper-cases the first character, leaving the rest untouched.
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }
}
