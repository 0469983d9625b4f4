/** SDK type sent as `st` with every API call (§7). */
export const SDK_TYPE = 'portico'

/** SDK version sent as `sv` with every API call (§7); kept equal to the packages' version. */
export const SDK_VERSION = '0.0.0'
