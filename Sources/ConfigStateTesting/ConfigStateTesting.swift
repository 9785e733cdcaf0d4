// ConfigStateTesting re-exports ConfigState so that a test target needs one import.
@_exported import ConfigState
