// Loaded only by the dev server (see vite.config.ts): stands in for a browser extension's content script.
import '@portico/wallet/inject'
