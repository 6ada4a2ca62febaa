print("Benchmarks (coming soon)")
