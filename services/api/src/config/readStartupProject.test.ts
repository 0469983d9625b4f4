import { describe, expect, it } from 'vitest'
import { readStartupProject } from './readStartupProject.ts'

describe('readStartupProject', () => {
  it('reads the project to ensure, or none when the variable is unset', () => {
    expect(
      readStartupProject({
        PORTICO_API_ENSURE_PROJECT: '{"id":"demo","name":"Demo","origins":["http://localhost:5173"]}',
      }),
    ).toEqual({ id: 'demo', name: 'Demo', origins: ['http://localhost:5173'] })
    expect(readStartupProject({})).toBeUndefined()
  })

  it('names the variable and the expected shape when the value is not such JSON', () => {
    for (const raw of ['demo', '{"id":"demo","name":"Demo"}', '{"id":1,"name":"Demo","origins":[]}']) {
      expect(() => readStartupProject({ PORTICO_API_ENSURE_PROJECT: raw })).toThrow(
        'PORTICO_API_ENSURE_PROJECT must be JSON such as {"id":"portico-demo"',
      )
    }
  })
})
