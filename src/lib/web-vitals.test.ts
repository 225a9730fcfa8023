import type { Metric } from 'web-vitals'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startWebVitals, vitalsReporter } from './web-vitals'

const observed = vi.hoisted(() => [] as string[])
vi.mock('web-vitals', () => {
  const observer = (name: string) => (report: (metric: Partial<Metric>) => void) => {
    observed.push(name)
    report({
      name: name as Metric['name'],
      value: 1.2345,
      rating: 'good',
      id: `v5-${name}`,
      navigationType: 'navigate',
    })
  }
  return {
    onCLS: observer('CLS'),
    onFCP: observer('FCP'),
    onINP: observer('INP'),
    onLCP: observer('LCP'),
    onTTFB: observer('TTFB'),
  }
})

afterEach(() => {
  observed.length = 0
})

describe('web vitals', () => {
  it('beacons LCP, INP, CLS, FCP and TTFB to VITE_VITALS_ENDPOINT when it is set', async () => {
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon })
    await startWebVitals({ endpoint: 'https://vitals.example/collect', development: false })
    expect(observed.sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
    expect(sendBeacon).toHaveBeenCalledTimes(5)
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string]
    expect(url).toBe('https://vitals.example/collect')
    expect(JSON.parse(body)).toEqual({
      name: 'CLS',
      value: 1.2345,
      rating: 'good',
      id: 'v5-CLS',
      navigationType: 'navigate',
      path: '/',
    })
  })

  it('prints them to the console in development when no endpoint is set', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await startWebVitals({ endpoint: undefined, development: true })
    expect(info).toHaveBeenCalledTimes(5)
    expect(info).toHaveBeenCalledWith('[web-vitals] LCP', 1.235, 'good')
  })

  it('collects nothing in a build without an endpoint', async () => {
    expect(vitalsReporter({ endpoint: undefined, development: false })).toBeUndefined()
    await startWebVitals({ endpoint: undefined, development: false })
    expect(observed).toEqual([])
  })

  it('credits every metric to the page the visit started on, even if reported after navigating', () => {
    const sendBeacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon })
    window.history.replaceState(null, '', '/about')
    const report = vitalsReporter({ endpoint: 'https://vitals.example/collect', development: false })!
    window.history.replaceState(null, '', '/services')
    report({ name: 'CLS', value: 0, rating: 'good', id: 'v5-1', navigationType: 'navigate' } as Metric)
    expect(JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1])).toMatchObject({ path: '/about' })
    window.history.replaceState(null, '', '/')
  })
})
