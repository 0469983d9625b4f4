/** Thrown when the environment cannot be turned into a working configuration. */
export class ApiConfigError extends Error {
  override name = 'ApiConfigError'
}
