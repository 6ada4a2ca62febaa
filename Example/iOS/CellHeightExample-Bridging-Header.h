// Objective-C code of the app that its Swift code sees; the app's Swift code that Objective-C sees
// comes from the generated "CellHeightExample-Swift.h" (internal declarations included, because
// the target has this bridging header).
#import "ObjCFeedViewController.h"
