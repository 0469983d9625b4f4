// What the EVM adapter does with viem (its public and wallet clients: most of viem), loaded on the first call
// that needs it.
export { estimateGas } from './actions/estimateGas.ts'
export { getBalance } from './actions/getBalance.ts'
export { sendTransaction } from './actions/sendTransaction.ts'
export { signMessage } from './actions/signMessage.ts'
export { signTypedData } from './actions/signTypedData.ts'
export { writeContract } from './actions/writeContract.ts'
