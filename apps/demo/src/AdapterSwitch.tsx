import {
  demoAdapterNames,
  demoAdapterPackages,
  type DemoAdapterChoice,
  type DemoAdapterName,
} from './demoAdapter.ts'

const describe = (choice: DemoAdapterChoice) =>
  choice.kind === 'adapter'
    ? `${choice.name} (${demoAdapterPackages[choice.name]})`
    : "none: core's built-in EIP-6963 connection"

/** Which adapter the demo runs on, and links that reload it on another (`?adapter=`). */
export function AdapterSwitch({ adapter }: { adapter: DemoAdapterChoice }) {
  const link = (name: DemoAdapterName | undefined) => {
    const params = new URLSearchParams(location.search)
    if (name) params.set('adapter', name)
    else params.delete('adapter')
    const query = params.toString()
    return `${location.pathname}${query ? `?${query}` : ''}`
  }
  const current = adapter.kind === 'adapter' ? adapter.name : undefined
  return (
    <section className="demo__panel" aria-labelledby="demo-adapter-title">
      <h2 id="demo-adapter-title">Adapter</h2>
      <p data-testid="demo-adapter">Running on {describe(adapter)}</p>
      {adapter.kind === 'unknown' && (
        <p role="alert">
          There is no adapter “{adapter.value}”: choose one of {demoAdapterNames.join(', ')}.
        </p>
      )}
      <nav aria-label="Run the demo on another adapter" className="demo__wallet-buttons">
        {[undefined, ...demoAdapterNames].map((name) => (
          <a key={name ?? 'none'} href={link(name)} aria-current={name === current ? 'page' : undefined}>
            {name ?? 'none'}
          </a>
        ))}
      </nav>
    </section>
  )
}
