/**
 * A configured price source that could not be read (a wrong address, a node that refused the call); the message
 * names the source so the config entry can be fixed.
 *
 * @example
 * throw new PriceSourceError('chainlink aggregator 0x2bF5…c4b0', error)
 */
export class PriceSourceError extends Error {
  override name = 'PriceSourceError'
  constructor(source: string, cause: unknown) {
    const reason = (cause as { shortMessage?: string }).shortMessage ?? String(cause)
    super(`Could not read the price source ${source}: ${reason}. Check its address in portico.config.json.`, {
      cause,
    })
  }
}
