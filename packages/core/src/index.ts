// @portico/core's public API, split by responsibility: each part lists its exports.
export * from './publicApi/appKitSetup.ts'
export * from './publicApi/modalNavigation.ts'
export * from './publicApi/walletConnection.ts'
export * from './publicApi/accountFeatures.ts'
