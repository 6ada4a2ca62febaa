#import "ObjCFeedViewController.h"

#import "CellHeightExample-Swift.h"

@import CellHeight;
@import Precache;

typedef NS_ENUM(NSInteger, ObjCFeedCacheMode) {
    ObjCFeedCacheModeNone,
    ObjCFeedCacheModeIndexPath,
    ObjCFeedCacheModeKey,
};

static NSString *const ObjCFeedCellIdentifier = @"FeedPostCell";
static const NSInteger ObjCFeedPostCount = 2000;

@interface ObjCFeedViewController ()
/// The rows: one key (a post's identity) per row.
@property (nonatomic, strong) NSMutableArray<NSNumber *> *keys;
/// What each post shows: the content id given to `-[FeedPostCell configureWithPostID:]`.
@property (nonatomic, strong) NSMutableDictionary<NSNumber *, NSNumber *> *contentByKey;
@property (nonatomic) NSInteger nextID;
@property (nonatomic) ObjCFeedCacheMode cacheMode;
@end

@implementation ObjCFeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.keys = [NSMutableArray arrayWithCapacity:ObjCFeedPostCount];
    self.contentByKey = [NSMutableDictionary dictionaryWithCapacity:ObjCFeedPostCount];
    for (NSInteger index = 0; index < ObjCFeedPostCount; index++) {
        [self addPostAtIndex:index];
    }
    self.cacheMode = ObjCFeedCacheModeIndexPath;
    [self.tableView registerClass:[FeedPostCell class] forCellReuseIdentifier:ObjCFeedCellIdentifier];

    UISegmentedControl *modes = [[UISegmentedControl alloc] initWithItems:@[ @"No cache", @"Index path", @"Key" ]];
    modes.selectedSegmentIndex = self.cacheMode;
    [modes addTarget:self action:@selector(cacheModeChanged:) forControlEvents:UIControlEventValueChanged];
    self.navigationItem.titleView = modes;
    UIBarButtonItem *insert = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                            target:self
                                                                            action:@selector(insertPost:)];
    self.navigationItem.rightBarButtonItems = @[ self.editButtonItem, insert ];
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(refresh:) forControlEvents:UIControlEventValueChanged];

    // Precache the rows off screen while the app is idle, through -tableView:heightForRowAtIndexPath:.
    __weak __typeof(self) weakSelf = self;
    self.tableView.ch_precache.progressHandler = ^(CHPrecacheProgress *progress) {
        [weakSelf showProgress:progress];
    };
    self.tableView.ch_precache.completionHandler = ^(CHPrecacheProgress *progress) {
        NSLog(@"Precached %ld rows (%ld failed)", (long)progress.completed, (long)progress.failed);
        weakSelf.navigationItem.prompt = nil;
    };
    self.tableView.ch_precacheEnabled = YES;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self showProgress:self.tableView.ch_precache.progress];
}

- (void)showProgress:(CHPrecacheProgress *)progress {
    if (progress.isFinished || progress.total == 0) {
        self.navigationItem.prompt = nil;
        return;
    }
    self.navigationItem.prompt = [NSString stringWithFormat:@"Precaching: %ld of %ld rows (%.0f %%)",
                                                            (long)progress.completed, (long)progress.total,
                                                            progress.fractionCompleted * 100];
}

#pragma mark - Model

- (void)addPostAtIndex:(NSUInteger)index {
    NSNumber *key = @(self.nextID);
    self.contentByKey[key] = @(self.nextID);
    self.nextID += 1;
    [self.keys insertObject:key atIndex:index];
}

- (NSInteger)contentIDAtIndexPath:(NSIndexPath *)indexPath {
    return self.contentByKey[self.keys[indexPath.row]].integerValue;
}

#pragma mark - Actions

- (void)cacheModeChanged:(UISegmentedControl *)sender {
    self.cacheMode = (ObjCFeedCacheMode)sender.selectedSegmentIndex;
    // Start each mode from empty caches, so that it measures what it needs as it would from launch.
    [self.tableView.ch_indexPathHeightCache invalidateAllHeightCache];
    [self.tableView.ch_keyedHeightCache invalidateAllHeightCache];
    // Without a cache, precaching would measure every row for nothing.
    self.tableView.ch_precacheEnabled = self.cacheMode != ObjCFeedCacheModeNone;
    [self.tableView reloadData];
}

- (void)insertPost:(id)sender {
    [self addPostAtIndex:0];
    // The index-path cache moves every height down a row by itself.
    [self.tableView insertRowsAtIndexPaths:@[ [NSIndexPath indexPathForRow:0 inSection:0] ]
                          withRowAnimation:UITableViewRowAnimationAutomatic];
}

- (void)refresh:(UIRefreshControl *)sender {
    // The server sent new content for every post, under the same keys.
    for (NSNumber *key in self.keys) {
        self.contentByKey[key] = @(self.nextID);
        self.nextID += 1;
    }
    // -reloadData forgets the index-path heights by itself; keyed heights outlive it, so forget them.
    [self.tableView.ch_keyedHeightCache invalidateAllHeightCache];
    [self.tableView reloadData];
    [sender endRefreshing];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)self.keys.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    FeedPostCell *cell = [tableView dequeueReusableCellWithIdentifier:ObjCFeedCellIdentifier forIndexPath:indexPath];
    [cell configureWithPostID:[self contentIDAtIndexPath:indexPath]];
    return cell;
}

- (void)tableView:(UITableView *)tableView
    commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
     forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle != UITableViewCellEditingStyleDelete) {
        return;
    }
    [self.contentByKey removeObjectForKey:self.keys[indexPath.row]];
    [self.keys removeObjectAtIndex:indexPath.row];
    [tableView deleteRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationAutomatic];
}

- (BOOL)tableView:(UITableView *)tableView canMoveRowAtIndexPath:(NSIndexPath *)indexPath {
    return YES;
}

- (void)tableView:(UITableView *)tableView
    moveRowAtIndexPath:(NSIndexPath *)sourceIndexPath
           toIndexPath:(NSIndexPath *)destinationIndexPath {
    NSNumber *key = self.keys[sourceIndexPath.row];
    [self.keys removeObjectAtIndex:sourceIndexPath.row];
    [self.keys insertObject:key atIndex:destinationIndexPath.row];
    // UIKit tells only the data source of a move made with the reorder control: tell the cache.
    [tableView ch_userMovedRowAtIndexPath:sourceIndexPath toIndexPath:destinationIndexPath];
}

#pragma mark - UITableViewDelegate

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
    NSNumber *key = self.keys[indexPath.row];
    NSInteger contentID = self.contentByKey[key].integerValue;
    void (^configuration)(id) = ^(FeedPostCell *cell) {
        [cell configureWithPostID:contentID];
    };
    switch (self.cacheMode) {
        case ObjCFeedCacheModeNone:
            return [tableView ch_heightForCellWithIdentifier:ObjCFeedCellIdentifier configuration:configuration];
        case ObjCFeedCacheModeIndexPath:
            return [tableView ch_heightForCellWithIdentifier:ObjCFeedCellIdentifier
                                            cacheByIndexPath:indexPath
                                               configuration:configuration];
        case ObjCFeedCacheModeKey:
            return [tableView ch_heightForCellWithIdentifier:ObjCFeedCellIdentifier
                                                  cacheByKey:key
                                               configuration:configuration];
    }
    return UITableViewAutomaticDimension;
}

- (CGFloat)tableView:(UITableView *)tableView estimatedHeightForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView ch_estimatedHeightForRowAtIndexPath:indexPath];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    // Edit the post in place: new content under the same key, at the same index path.
    NSNumber *key = self.keys[indexPath.row];
    self.contentByKey[key] = @(self.nextID);
    self.nextID += 1;
    FeedPostCell *cell = (FeedPostCell *)[tableView cellForRowAtIndexPath:indexPath];
    [cell configureWithPostID:[self contentIDAtIndexPath:indexPath]];
    // The table heard of no data change, so forget the row's heights by hand, then let it animate
    // to its new height.
    [tableView.ch_indexPathHeightCache invalidateHeightAtIndexPath:indexPath];
    [tableView.ch_keyedHeightCache invalidateHeightForKey:key];
    [tableView beginUpdates];
    [tableView endUpdates];
}

@end
