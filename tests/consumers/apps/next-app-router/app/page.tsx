// A server component: the page and its button are rendered on the server.
export default function Home() {
  return (
    <main>
      <h1>Next.js + Portico</h1>
      <appkit-button />
    </main>
  )
}
