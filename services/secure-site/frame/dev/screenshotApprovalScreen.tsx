// Pictures the approval screen in Chromium without a server: each state is rendered to static HTML with
// frame.css beside it and shot with `chromium --headless --screenshot`.
// Run from services/secure-site (its tsconfig sets the JSX runtime):
// npx tsx frame/dev/screenshotApprovalScreen.tsx [outDir]
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { ApprovalScreen } from '../approval/ApprovalScreen.tsx'
import type { ApprovalSnapshot } from '../approval/approvalQueue.ts'
import { describeApproval } from '../approval/describeApproval.ts'
import type { ApprovableRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'

const outDir = resolve(process.argv[2] ?? '/tmp/portico-frame-screens')
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function approval(
  method: ApprovableRpcMethod,
  params: unknown,
  chainId: string,
  status: 'pending' | 'busy' | 'failed' = 'pending',
  error?: string,
): NonNullable<ApprovalSnapshot> {
  return {
    request: {
      id: method,
      method,
      params,
      chainId,
      account,
      details: describeApproval({ method, params, chainId }),
    },
    status,
    error,
    waiting: 0,
  }
}

const typedData = {
  domain: {
    name: 'Permit2',
    chainId: 31337,
    verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3',
  },
  primaryType: 'PermitSingle',
  message: {
    details: { token: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amount: '1000000000000000000', nonce: 0 },
    spender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sigDeadline: 1893456000,
  },
}

const states: [string, NonNullable<ApprovalSnapshot>, 'dark' | 'light'][] = [
  [
    'personal-sign-dark',
    approval(
      'personal_sign',
      [
        '0x' +
          Buffer.from(
            'shop.example wants you to sign in with your Ethereum account:\n0xf39F…2266\n\nURI: https://shop.example\nVersion: 1\nChain ID: 31337\nNonce: 8f2c1a7e',
          ).toString('hex'),
        account,
      ],
      'eip155:31337',
    ),
    'dark',
  ],
  ['personal-sign-light', approval('personal_sign', ['0x48656c6c6f', account], 'eip155:31337'), 'light'],
  ['typed-data-dark', approval('eth_signTypedData_v4', [account, typedData], 'eip155:31337'), 'dark'],
  [
    'transaction-busy-dark',
    approval(
      'eth_sendTransaction',
      [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x6f05b59d3b20000', data: '0x' }],
      'eip155:31337',
      'busy',
    ),
    'dark',
  ],
  [
    'transaction-failed-light',
    approval(
      'eth_sendTransaction',
      [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000', data: '0xa9059cbb' }],
      'eip155:31338',
      'failed',
      'insufficient funds for gas * price + value',
    ),
    'light',
  ],
]

mkdirSync(outDir, { recursive: true })
copyFileSync(fileURLToPath(new URL('../frame.css', import.meta.url)), join(outDir, 'frame.css'))
const noop = () => {}
for (const [name, snapshot, theme] of states) {
  const body = renderToStaticMarkup(
    <ApprovalScreen
      approval={snapshot}
      dapp={{ name: 'Shop', url: 'https://shop.example' }}
      hostOrigin="https://shop.example"
      onApprove={noop}
      onReject={noop}
      onDismiss={noop}
    />,
  )
  const html = `<!doctype html><html lang="en" data-theme="${theme}"><head><meta charset="utf-8"><link rel="stylesheet" href="frame.css"></head><body><div id="root">${body}</div></body></html>`
  const page = join(outDir, `${name}.html`)
  writeFileSync(page, html)
  execFileSync(chromium, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--window-size=360,600',
    `--screenshot=${join(outDir, `${name}.png`)}`,
    `file://${page}`,
  ])
  console.log(join(outDir, `${name}.png`))
}
