// The dev wallet's icon, drawn here so nothing is fetched from another host (EIP-6963 wants a data URI).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4f6bff"/><stop offset="1" stop-color="#23d5ab"/></linearGradient></defs><rect width="96" height="96" rx="24" fill="url(#g)"/><path d="M28 70V26h22a14 14 0 0 1 0 28H38v16z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/></svg>`

export const devWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}` as const
