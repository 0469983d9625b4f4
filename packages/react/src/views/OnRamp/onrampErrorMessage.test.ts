import { HttpRequestError, InvalidResponseError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { onrampErrorMessage } from './onrampErrorMessage.ts'

describe('onrampErrorMessage', () => {
  const url = 'http://api.test/v1/onramp/quote'
  it("shows the API's message, else the error's short message", () => {
    const refused = new HttpRequestError({
      status: 400,
      url,
      details: '{"statusCode":400,"message":"body: The amount does not cover the fees"}',
    })
    expect(onrampErrorMessage(refused)).toBe('body: The amount does not cover the fees')
    expect(
      onrampErrorMessage(new HttpRequestError({ status: 502, url, details: '<html>Bad gateway</html>' })),
    ).toBe('HTTP status code: 502')
    expect(onrampErrorMessage(new HttpRequestError({ status: 503, url }))).toBe('HTTP status code: 503')
    expect(onrampErrorMessage(new InvalidResponseError({ url }))).toBe(
      'Unexpected response from the Portico API',
    )
  })
})
