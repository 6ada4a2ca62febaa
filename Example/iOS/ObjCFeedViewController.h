#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The feed in Objective-C: every selector of the package's Objective-C API (`@import CellHeight;`
/// `@import Precache;`), each where an FDTemplateLayoutCell app calls its `fd_` twin. Three cache
/// modes (none, index path, key), precaching with its progress, in-place edits that invalidate
/// heights, pull to refresh, insert, delete and reorder.
@interface ObjCFeedViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
