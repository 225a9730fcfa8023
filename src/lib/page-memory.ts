// What the page keeps for its whole life, across screens (a job application's draft, its submission
// under way): module state, made through here so tests can start each from scratch.

const resets: (() => void)[] = []

/** A value kept for the page's life, made by `create` at first and again at each reset. */
export function pageMemory<Value>(create: () => Value): { current: Value } {
  const memory = { current: create() }
  forgottenBy(() => {
    memory.current = create()
  })
  return memory
}

/** Registers how a module's own kept state starts from scratch (entry-memory.ts's maps, the links Back returns the focus to). */
export function forgottenBy(reset: () => void): void {
  resets.push(reset)
}

/** Tests render one screen after another in the same page. */
export function forgetPageMemories(): void {
  for (const reset of resets) reset()
}
