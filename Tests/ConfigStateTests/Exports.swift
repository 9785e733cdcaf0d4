// The style walk's oracle lives in the ConfigStateTestsSupport target, which ConfigStateCLITests
// shares; re-exported so that every file of this module sees it, as when it was declared here.
@_exported import ConfigStateTestsSupport
