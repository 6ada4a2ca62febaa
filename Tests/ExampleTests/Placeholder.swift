import Testing

@Test func placeholder_ExampleTests() { #expect(Bool(true)) }
