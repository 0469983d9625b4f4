import { describe, expect, it } from 'vitest'
import { formatWaterfall, shortUrl } from './printWaterfall.ts'

describe('shortUrl', () => {
  it('keeps only the path on the page’s origin, and the host elsewhere', () => {
    expect(shortUrl('http://localhost:35201/assets/Modal-x1.js', 'http://localhost:35201')).toBe(
      '/assets/Modal-x1.js',
    )
    expect(shortUrl('http://127.0.0.1:38787/v1/wallets?page=1', 'http://localhost:35201')).toBe(
      '127.0.0.1:38787/v1/wallets?page=1',
    )
  })
})

describe('formatWaterfall', () => {
  it('puts requests, dialog changes and marks in time order', () => {
    const lines = formatWaterfall(
      {
        requests: [
          {
            url: 'http://localhost:1/assets/Modal.js',
            initiator: 'script',
            startMs: 2,
            endMs: 40,
            transferBytes: 5_100,
          },
          {
            url: 'http://127.0.0.1:2/v1/wallets',
            initiator: 'fetch',
            startMs: 60,
            endMs: 95,
            transferBytes: 0,
          },
        ],
        dialogChanges: [
          {
            atMs: 50,
            left: 460,
            top: 300,
            width: 360,
            height: 200,
            elements: 20,
            rows: 0,
            images: 0,
            imagesLoaded: 0,
          },
          {
            atMs: 110,
            left: 460,
            top: 190,
            width: 360,
            height: 420,
            elements: 60,
            rows: 4,
            images: 4,
            imagesLoaded: 4,
          },
        ],
        marks: [
          { atMs: 50, label: 'modal visible' },
          { atMs: 110, label: 'modal settled' },
          { atMs: undefined, label: 'never' },
        ],
      },
      'http://localhost:1',
    )
    expect(lines).toEqual([
      '  +2 ms → +40 ms         script         /assets/Modal.js  (5.1 kB)',
      '  +50 ms                 dialog         360×200 at (460, 300), 0 rows, 0/0 images, 20 elements',
      '  +50 ms                 ── modal visible',
      '  +60 ms → +95 ms        fetch          127.0.0.1:2/v1/wallets',
      '  +110 ms                dialog         360×420 at (460, 190), 4 rows, 4/4 images, 60 elements',
      '  +110 ms                ── modal settled',
    ])
  })
})
