print("Example: a feed that shows idle precaching at work (coming soon).")
