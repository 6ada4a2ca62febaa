import Testing

@Test func placeholder_PrecacheTests() { #expect(Bool(true)) }
