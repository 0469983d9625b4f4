/** The project the wallet bench's API serves, and the page origin its clients send, as a browser would. */
export const WALLET_BENCH_PROJECT = { id: 'walletbench', origin: 'http://localhost:5173' } as const
