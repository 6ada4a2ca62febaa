enum FeedKitPlaceholder {}
