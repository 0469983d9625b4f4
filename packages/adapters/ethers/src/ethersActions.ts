// What the ethers adapter does with ethers 6, loaded on the first call that needs it (ethers is large).
export { estimateGas } from './actions/estimateGas.ts'
export { getBalance } from './actions/getBalance.ts'
export { sendTransaction } from './actions/sendTransaction.ts'
export { signMessage } from './actions/signMessage.ts'
export { signTypedData } from './actions/signTypedData.ts'
export { writeContract } from './actions/writeContract.ts'
