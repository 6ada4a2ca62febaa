/// An image attached to a feed entry, described only by its pixel size.
///
/// A cell shows the image at the full content width, so its on-screen height is
/// `contentWidth / aspectRatio`.
public struct FeedImage: Sendable, Hashable {
    /// The image width in pixels; always positive.
    public var pixelWidth: Int
    /// The image height in pixels; always positive.
    public var pixelHeight: Int

    /// Creates an image description.
    ///
    /// - Parameters:
    ///   - pixelWidth: The width in pixels; must be positive.
    ///   - pixelHeight: The height in pixels; must be positive.
    public init(pixelWidth: Int, pixelHeight: Int) {
        precondition(pixelWidth > 0 && pixelHeight > 0, "image dimensions must be positive")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The fixed aspect ratio, width divided by height (for example 1.5 for a 3:2 landscape photo).
    public var aspectRatio: Double {
        Double(pixelWidth) / Double(pixelHeight)
    }
}
