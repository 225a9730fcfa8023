import { useSyncExternalStore } from 'react'

/** A value kept outside React (a module's state) that components read and are drawn again on. */
export interface ExternalStore<T> {
  get: () => T
  /** Sets the value and tells every reader. */
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
  /** How many readers are listening (a store may watch the browser only while someone reads it). */
  readers: () => number
  /** What a built page was drawn with: React hydrates with it, then draws the store's value. */
  built: () => T
}

export function externalStore<T>(initial: T, built: T = initial): ExternalStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      value = next
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    readers: () => listeners.size,
    built: () => built,
  }
}

/** The store's value, drawn again whenever it changes. */
export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.built)
}
