// `@portico/react/networks`, the counterpart of AppKit's `@reown/appkit/networks`: every network of §3
// "Chains listed" under AppKit's names, re-exported from @portico/networks so an app changes only the path.
export * from '@portico/networks'
