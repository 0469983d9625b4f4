// @vitest-environment happy-dom
// The code entry: digits only, auto-submit at the sixth digit, the secure site's error shown, and the resend
// button's cooldown.
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, renderInDom, waitFor, type Rendered } from '../../testing/renderInDom.tsx'
import { OtpForm } from './OtpForm.tsx'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

async function type(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setValue.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('OtpForm', () => {
  it('keeps digits only and submits by itself at the sixth', async () => {
    const submitted: string[] = []
    rendered = await renderInDom(
      <OtpForm description="Enter the code" onSubmit={async (otp) => void submitted.push(otp)} />,
    )
    const input = rendered.container.querySelector<HTMLInputElement>('[data-testid="otp-input"]')!
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('autocomplete')).toBe('one-time-code')
    await type(input, '12a34')
    expect(input.value).toBe('1234')
    expect(submitted).toEqual([])
    await type(input, '1234567')
    await waitFor(() => submitted.length > 0)
    expect(submitted).toEqual(['123456'])
  })

  it("shows the secure site's error and allows another try", async () => {
    const submitted: string[] = []
    rendered = await renderInDom(
      <OtpForm
        description="Enter the code"
        onSubmit={async (otp) => {
          submitted.push(otp)
          throw new Error('Invalid code')
        }}
      />,
    )
    const input = rendered.container.querySelector<HTMLInputElement>('input')!
    await type(input, '000000')
    const alert = await waitFor(() => rendered!.container.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Invalid code')
    await type(input, '000001')
    await waitFor(() => submitted.length === 2)
    expect(submitted).toEqual(['000000', '000001'])
  })

  it('asks for six digits when submitted short, and counts the resend cooldown down', async () => {
    let resends = 0
    rendered = await renderInDom(
      <OtpForm
        description="Enter the code"
        onSubmit={async () => undefined}
        onResend={async () => void resends++}
        resendInSeconds={12}
      />,
    )
    const resend = rendered.container.querySelector<HTMLButtonElement>('[data-testid="otp-resend"]')!
    expect(resend.textContent).toBe('Resend code in 12 s')
    expect(resend.disabled).toBe(true)
    await click(rendered.container.querySelector('button[type="submit"]'))
    expect(rendered.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Enter the 6 digits of the code.',
    )
    await rendered.rerender(
      <OtpForm
        description="Enter the code"
        onSubmit={async () => undefined}
        onResend={async () => void resends++}
      />,
    )
    expect(resend.textContent).toBe('Resend code')
    await click(resend)
    await waitFor(() => resends === 1)
    await waitFor(() => rendered!.container.textContent?.includes('A new code is on its way.'))
  })
})
