// ConfigState re-exports ColorTransform, so `import ConfigState` is enough to use colours,
// transformers and the system palette.
@_exported import ColorTransform
