import { act, Profiler } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { officeToday } from '../shared/office-day'
import { provideBuiltData } from './built-data'
import { useOfficeToday } from './use-office-today'

function Today() {
  return <p>{useOfficeToday()}</p>
}

/** Each time React draws it (the Profiler's count of commits: the hydration, then any drawing after). */
let renders = 0
const counted = () => {
  renders += 1
}

/** A page built on `builtOn`, as the build renders it, then taken over in the browser. */
async function builtThenHydrated(builtOn: string) {
  provideBuiltData({ path: window.location.pathname, lists: {}, builtOn } as Parameters<typeof provideBuiltData>[0])
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Today />)
  expect(container.textContent).toBe(builtOn)
  document.body.append(container)
  renders = 0
  await act(async () => {
    hydrateRoot(
      container,
      <Profiler id="today" onRender={counted}>
        <Today />
      </Profiler>,
    )
  })
  return container
}

afterEach(() => {
  provideBuiltData(null)
  document.body.innerHTML = ''
})

describe('useOfficeToday', () => {
  it('hydrates as built; on the day the page was built, nothing is drawn again', async () => {
    const container = await builtThenHydrated(officeToday())
    expect(container.textContent).toBe(officeToday())
    expect(renders).toBe(1)
  })

  it('a page built on an earlier day is drawn again with today, once taken over', async () => {
    const container = await builtThenHydrated('2020-01-01')
    expect(container.textContent).toBe(officeToday())
    expect(renders).toBe(2)
  })
})
