/// The raw material the generator composes posts from: Latin words, CJK phrases, emoji and names.
///
/// Everything is written out with explicit Unicode escapes where the code points matter
/// (combining marks, zero-width joiners, skin-tone modifiers, variation selectors), so the
/// grapheme structure the tests rely on is visible in the source.
enum FeedVocabulary {
    /// Common English words of assorted lengths.
    static let latinWords: [String] = [
        "the", "a", "of", "and", "to", "in", "is", "it", "on", "for", "with", "as", "at", "by", "we", "you",
        "this", "that", "from", "they", "have", "was", "are", "but", "not", "all", "just", "when", "what",
        "time", "day", "night", "morning", "coffee", "train", "station", "window", "river", "mountain", "city",
        "street", "market", "bread", "noodles", "garden", "rain", "sunlight", "weekend", "holiday", "friends",
        "family", "music", "concert", "guitar", "piano", "record", "playlist", "photo", "camera", "lens",
        "light", "shadow", "colour", "painting", "museum", "library", "book", "chapter", "story", "letter",
        "walked", "found", "remember", "thinking", "watching", "cooking", "reading", "writing", "building",
        "finally", "really", "quietly", "slowly", "almost", "together", "tomorrow", "yesterday", "tonight",
        "beautiful", "unexpected", "wonderful", "ridiculous", "complicated", "comfortable", "extraordinary",
        "neighbourhood", "conversation", "recommendation", "infrastructure", "internationalisation",
        "performance", "scrolling", "layout", "measurement", "precaching", "runloop", "keyboard", "terminal",
        "deployment", "refactoring", "benchmark", "latency", "throughput", "cache", "invalidation", "update",
        "small", "big", "new", "old", "good", "great", "tiny", "huge", "warm", "cold", "bright", "dark",
        "went", "saw", "made", "took", "gave", "came", "left", "kept", "tried", "started", "stopped",
        "because", "although", "meanwhile", "anyway", "honestly", "apparently", "definitely", "probably",
        "über", "déjà", "vu", "façade", "smörgåsbord", "crème", "brûlée", "señor", "mañana", "Zürich",
    ]

    /// Words whose accents are written as a base letter followed by a combining mark (decomposed form).
    static let decomposedWords: [String] = [
        "cafe\u{301}", "nai\u{308}ve", "re\u{301}sume\u{301}", "jalapen\u{303}o", "Zoe\u{308}",
        "pin\u{303}ata", "fiance\u{301}e", "Ha\u{30C}ek", "Nguye\u{302}\u{303}n", "co\u{308}operate",
    ]

    /// Chinese phrases (no spaces; lines may break between any two ideographs).
    static let chinesePhrases: [String] = [
        "今天天气很好", "我们去公园散步", "这家咖啡店的拿铁特别好喝", "周末一起看电影吧", "地铁上人太多了",
        "新的版本已经发布", "性能优化还需要继续", "列表滚动非常流畅", "晚上吃火锅", "明天见",
        "这本书写得真好", "城市的夜景很美", "刚刚下了一场大雨", "朋友推荐的餐厅", "终于完成了这个项目",
    ]

    /// Japanese phrases mixing kanji, hiragana and katakana.
    static let japanesePhrases: [String] = [
        "今日はとても暑いですね", "新しいカメラを買いました", "駅前のラーメン屋さん", "週末は京都に行きます",
        "コーヒーを飲みながら", "ありがとうございます", "スクロールが滑らかになった", "桜がきれいに咲いています",
        "お疲れさまでした", "テストが全部通りました", "東京タワーからの眺め", "もう少しで終わります",
    ]

    /// Korean phrases (Hangul syllables are wide).
    static let koreanPhrases: [String] = [
        "안녕하세요", "감사합니다", "오늘 날씨가 좋네요", "커피 한 잔 어때요", "주말 잘 보내세요",
    ]

    /// Full-width CJK punctuation that ends a sentence.
    static let cjkSentenceEnds: [String] = ["。", "！", "？", "…"]

    /// Emoji of every structural kind: single scalars, variation sequences, skin tones, ZWJ sequences, flags, keycaps.
    static let emoji: [String] = [
        "\u{1F600}", "\u{1F602}", "\u{1F972}", "\u{1F60D}", "\u{1F914}", "\u{1F389}", "\u{1F525}",
        "\u{2728}", "\u{1F680}", "\u{1F338}", "\u{1F35C}", "\u{2615}", "\u{1F4F7}", "\u{1F305}",
        "\u{2764}\u{FE0F}",  // red heart with emoji presentation selector
        "\u{1F44D}\u{1F3FD}",  // thumbs up, medium skin tone
        "\u{1F44B}\u{1F3FB}",  // waving hand, light skin tone
        "\u{1F64F}\u{1F3FF}",  // folded hands, dark skin tone
        "\u{1F469}\u{200D}\u{1F4BB}",  // woman technologist
        "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",  // family
        "\u{1F9D1}\u{1F3FE}\u{200D}\u{1F680}",  // astronaut, medium-dark skin tone
        "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // rainbow flag
        "\u{2764}\u{FE0F}\u{200D}\u{1F525}",  // heart on fire
        "\u{1F469}\u{1F3FC}\u{200D}\u{1F91D}\u{200D}\u{1F469}\u{1F3FE}",  // women holding hands, two skin tones
        "\u{1F1EF}\u{1F1F5}", "\u{1F1EB}\u{1F1F7}", "\u{1F1E7}\u{1F1F7}",  // flags
        "1\u{FE0F}\u{20E3}",  // keycap one
    ]

    /// First parts of user names.
    static let nameStems: [String] = [
        "mika", "jonas", "aiko", "lena", "omar", "sofia", "kenji", "noor", "pablo", "ines", "tariq", "yuki",
        "marta", "chen", "ravi", "emma", "lucas", "hana", "felix", "zoe\u{308}", "björn", "amélie",
    ]

    /// User names written in CJK scripts.
    static let cjkNames: [String] = ["李雷", "韩梅梅", "さくら", "たけし", "山田太郎", "김민준", "王小明"]

    /// Title openers, to make headlines read like headlines.
    static let titleOpeners: [String] = [
        "Notes on", "Thoughts about", "Finally:", "Why", "A short story of", "Quick update:", "Photos from",
        "Ask me about", "Today I learned", "Weekend in",
    ]
}
