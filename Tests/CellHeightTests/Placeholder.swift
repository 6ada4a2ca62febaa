import Testing

@Test func placeholder_CellHeightTests() { #expect(Bool(true)) }
