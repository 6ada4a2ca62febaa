import CellHeight
import Foundation
import TestSupport
import Testing

/// Header and footer heights by section: a negative section is refused or ignored in the words of
/// sections, never of the index paths the cache keeps them under.
@MainActor @Suite struct SectionHeightCacheTests {
    /// A height for section -1 is refused, with one message that names the view and the section.
    @Test func aNegativeSectionsHeightIsRefusedInTheWordsOfSections() {
        let messages = collectDiagnostics {
            let cache = SectionHeightCache()
            #expect(!cache.setHeight(30, .header, inSection: -1))
            #expect(cache.height(.header, inSection: -1) == nil)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.message.hasPrefix("refused a header height for section -1;") == true)
    }

    /// Invalidating section -1 changes nothing and reports nothing (no index path the app never
    /// named).
    @Test func invalidatingANegativeSectionChangesNothing() {
        let messages = collectDiagnostics {
            let cache = SectionHeightCache()
            cache.setHeight(30, .header, inSection: 0)
            cache.setHeight(12, .footer, inSection: 0)
            cache.invalidate(section: -1)
            #expect(cache.height(.header, inSection: 0) == 30 && cache.height(.footer, inSection: 0) == 12)
        }
        #expect(messages.isEmpty)
    }
}
