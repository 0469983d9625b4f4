import { createServer, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { RelayConnection } from './relayConnection.ts'

let http: Server
afterEach(() => new Promise((resolve) => http.close(resolve)))

/** A real socket pair on loopback: the relay's side as a RelayConnection over its TCP socket, and the client. */
async function connect(maxBufferedBytes?: number) {
  http = createServer()
  const wss = new WebSocketServer({ noServer: true })
  const accepted = new Promise<{ connection: RelayConnection; transport: Duplex }>((resolve) =>
    http.on('upgrade', (request, transport, head) =>
      wss.handleUpgrade(request, transport, head, (socket) =>
        resolve({
          connection: new RelayConnection(socket, 'did:key:test', 10, maxBufferedBytes, transport),
          transport,
        }),
      ),
    ),
  )
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const client = new WebSocket(`ws://127.0.0.1:${(http.address() as { port: number }).port}`)
  const received: unknown[] = []
  client.on('message', (data) => received.push(JSON.parse(data.toString())))
  await new Promise((resolve) => client.once('open', resolve))
  return { ...(await accepted), client, received }
}

describe('RelayConnection.send', () => {
  it("writes a tick's frames together once the tick ends, in order", async () => {
    const { connection, transport, client, received } = await connect()
    for (const id of [1, 2, 3]) connection.send({ id })
    expect(transport.writableCorked).toBe(1) // held for the rest of this tick
    await new Promise((resolve) => process.nextTick(resolve))
    expect(transport.writableCorked).toBe(0)
    await expect.poll(() => received).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
    client.close()
  })

  it('attack: a reader over its allowance is still cut off, once the tick is written', async () => {
    const { connection, client } = await connect(64 * 1024)
    ;(client as unknown as { _socket: Duplex })._socket.pause()
    const closed = new Promise((resolve) => client.once('close', resolve))
    for (let index = 0; index < 200; index++) {
      connection.send({ index, body: 'x'.repeat(64 * 1024) })
      await new Promise((resolve) => setImmediate(resolve))
      if (connection.socket.readyState !== WebSocket.OPEN) break
    }
    expect(connection.socket.readyState).not.toBe(WebSocket.OPEN)
    ;(client as unknown as { _socket: Duplex })._socket.resume()
    await closed
  })
})
