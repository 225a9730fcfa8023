// Checks for the WCAG 2.2 AA criteria that rule engines (axe) cannot judge, run in the page. Each returns
// what it found wrong, as lines a failing test prints: empty means the criterion is met.
import type { Page } from '@playwright/test'

/** The overrides of WCAG 1.4.12 (text spacing), as the criterion states them. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** A short, stable name for an element in a failure message. */
const describeElementSource = `(element) => {
  const text = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40)
  const classes = typeof element.className === 'string' ? element.className.split(' ').filter(Boolean).slice(0, 2).join('.') : ''
  return element.tagName.toLowerCase() + (classes ? '.' + classes : '') + (text ? ' "' + text + '"' : '')
}`

/** The WCAG contrast ratio of two sRGB colours, each [r, g, b] from 0 to 255. */
const contrastRatioSource = `(a, b) => {
  const luminance = (rgb) => {
    const [r, g, b] = rgb.map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}`

type Rgb = [number, number, number]
const sources = { describeSource: describeElementSource, contrastSource: contrastRatioSource }

/** 1.4.10 Reflow: nothing makes the page scroll sideways (a box that scrolls on its own is allowed). */
export function reflowProblems(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const width = document.documentElement.clientWidth
    const problems: string[] = []
    if (document.documentElement.scrollWidth > width)
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide in a ${width} px window`)
    const scrollsOnItsOwn = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true
      }
      return false
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= width + 1 || scrollsOnItsOwn(element)) continue
      if (getComputedStyle(element).position === 'fixed') continue
      problems.push(`${describe(element)} reaches ${Math.round(box.right)} px`)
      if (problems.length > 8) break
    }
    return problems
  }, describeElementSource)
}

/** 1.4.12 Text spacing: with the overrides, no text is cut off by its box, and the page does not widen. */
export async function textSpacingProblems(page: Page): Promise<string[]> {
  const overrides = await page.addStyleTag({ content: TEXT_SPACING_CSS })
  const clipped = await page.evaluate((describeSource) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const clips = (element: Element) => {
      const style = getComputedStyle(element)
      return [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip')
    }
    // A preview clamped to a few lines on purpose (its whole text is a click away), and the visually
    // hidden text for screen readers, are not text the page shows.
    const notShown = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden') return true
        if (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '') return true
        if (node.getBoundingClientRect().width <= 1 && clips(node)) return true
      }
      return false
    }
    const problems: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const parent = text.parentElement
      if (!parent || !text.textContent?.trim() || notShown(parent)) continue
      range.selectNodeContents(text)
      const rects = [...range.getClientRects()]
      // The nearest box that clips it: the text must lie inside that box.
      for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
        if (!clips(box)) continue
        const bounds = box.getBoundingClientRect()
        const out = rects.some(
          (rect) =>
            rect.right > bounds.right + 2 ||
            rect.left < bounds.left - 2 ||
            rect.bottom > bounds.bottom + 2 ||
            rect.top < bounds.top - 2,
        )
        if (out) problems.push(`${describe(box)} cuts off "${text.textContent.trim().slice(0, 30)}"`)
        break
      }
    }
    return [...new Set(problems)]
  }, describeElementSource)
  const problems = [...clipped, ...(await reflowProblems(page))]
  // The page as it was, for the checks that follow on it.
  await overrides.evaluate((tag) => (tag as Element).remove())
  return problems
}

/**
 * 2.5.8 Target size (minimum): every pointer target is 24 × 24 px, or a 24 px circle on its centre
 * touches no other target. Links inside a sentence are excepted, as the criterion excepts them.
 */
export function targetSizeProblems(page: Page): Promise<string[]> {
  return page.evaluate((describeSource) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])'
    const visible = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1
    }
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => visible(element) && !element.closest('[inert], [aria-hidden="true"]'),
    )
    /** A link in a run of text: its sentence, not its box, decides where it can go. */
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false
      const parent = element.parentElement
      if (!parent) return false
      const parentText = (parent.textContent ?? '').trim().length
      const ownText = (element.textContent ?? '').trim().length
      return parentText > ownText + 1
    }
    const boxes = targets.map((element) => ({ element, box: element.getBoundingClientRect() }))
    const small = boxes.filter(({ box }) => box.width < 23.5 || box.height < 23.5)
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      )
    const problems: string[] = []
    for (const target of small) {
      if (inSentence(target.element)) continue
      const here = centre(target.box)
      const crowded = boxes.some((other) => {
        if (
          other.element === target.element ||
          other.element.contains(target.element) ||
          target.element.contains(other.element)
        )
          return false
        const otherSmall = other.box.width < 23.5 || other.box.height < 23.5
        return otherSmall
          ? Math.hypot(here.x - centre(other.box).x, here.y - centre(other.box).y) < 24
          : distanceToBox(here, other.box) < 12
      })
      if (crowded)
        problems.push(
          `${describe(target.element)} is ${Math.round(target.box.width)}×${Math.round(target.box.height)} px, too close to another target`,
        )
    }
    return problems
  }, describeElementSource)
}

interface FocusCheck {
  /** What receives focus, for messages. */
  name: string
  /** 2.4.11: some of it can be seen (not under the sticky header or an overlay, not off screen). */
  seen: boolean
  /** When it cannot: what lies over its middle, or where it is. */
  hiddenBy: string
  /** 2.4.7 / 1.4.11: its indicator and the contrast of that indicator against what surrounds it. */
  indicator: string | null
  contrast: number
}

/** The focused element, checked as it is now. */
export function checkFocused(page: Page): Promise<FocusCheck | null> {
  return page.evaluate(({ describeSource, contrastSource }) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const ratio = new Function(`return ${contrastSource}`)() as (a: Rgb, b: Rgb) => number
    const element = document.activeElement
    if (!element || element === document.body) return null
    // Some of it can be seen: a point of its part inside the window that is not covered by anything else.
    const box = element.getBoundingClientRect()
    const [left, right] = [Math.max(box.left, 0), Math.min(box.right, innerWidth)]
    const [top, bottom] = [Math.max(box.top, 0), Math.min(box.bottom, innerHeight)]
    const points: [number, number][] = []
    if (right - left >= 1 && bottom - top >= 1)
      for (const fx of [0.5, 0.1, 0.9])
        for (const fy of [0.5, 0.1, 0.9]) points.push([left + (right - left) * fx, top + (bottom - top) * fy])
    const seen = points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return !!hit && (hit === element || element.contains(hit) || hit.contains(element))
    })
    const over = points[0] && document.elementFromPoint(...points[0])
    const hiddenBy = over
      ? `under ${describe(over)}`
      : `off screen at ${Math.round(box.top)}–${Math.round(box.bottom)} px of ${innerHeight} (scrolled ${Math.round(scrollY)})`
    // The indicator: the element's own outline, or one a close ancestor draws for it (a card around its link).
    const drawsRing = (node: Element) => {
      const holderStyle = getComputedStyle(node)
      return holderStyle.outlineStyle !== 'none' && parseFloat(holderStyle.outlineWidth) >= 2
    }
    let ringHolder: Element = element
    for (let node = element.parentElement, depth = 1; node && depth < 4 && !drawsRing(ringHolder); depth += 1) {
      if (drawsRing(node)) ringHolder = node
      node = node.parentElement
    }
    // The colours around it: the nearest painted background, and the colours of a gradient there.
    const parse = (value: string) =>
      [...value.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/g)].map((m) => ({
        rgb: [Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number],
        alpha: m[4] === undefined ? 1 : Number(m[4]),
      }))
    const surroundings: [number, number, number][] = []
    // An outline drawn inside its holder (a negative offset) lies on the holder's own background.
    const inside = parseFloat(getComputedStyle(ringHolder).outlineOffset) < 0
    for (let node = inside ? ringHolder : ringHolder.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      const gradient = parse(style.backgroundImage).filter((c) => c.alpha > 0.5)
      const color = parse(style.backgroundColor).filter((c) => c.alpha > 0.5)
      if (gradient.length) surroundings.push(...gradient.map((c) => c.rgb))
      if (color.length) {
        surroundings.push(color[0]!.rgb)
        break
      }
      if (gradient.length) break
    }
    if (surroundings.length === 0) surroundings.push([255, 255, 255])
    const style = getComputedStyle(ringHolder)
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? parse(style.outlineColor)[0] : undefined
    const indicator = outline ? `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : null
    const contrast = outline ? Math.min(...surroundings.map((around) => ratio(outline.rgb, around))) : 0
    return { name: describe(element), seen, hiddenBy, indicator, contrast }
  }, sources)
}

/**
 * 1.4.11 non-text contrast: a text field shows where to type by its edge, its border (3:1 against what
 * surrounds it), or by its own fill standing out from what surrounds it by as much.
 */
export function fieldEdgeProblems(page: Page): Promise<string[]> {
  return page.evaluate(({ describeSource, contrastSource }) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const ratio = new Function(`return ${contrastSource}`)() as (a: Rgb, b: Rgb) => number
    /** The opaque colours a value names (a colour, or a gradient's stops). */
    const colours = (value: string): Rgb[] =>
      [...value.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/g)]
        .filter((m) => m[4] === undefined || Number(m[4]) > 0.5)
        .map((m) => [Number(m[1]), Number(m[2]), Number(m[3])])
    const rgb = (value: string): Rgb | undefined => colours(value)[0]
    /** The colours of the nearest painted background around `node`, a gradient's too (white where none is). */
    const around = (node: Element | null): Rgb[] => {
      for (; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        const painted = [...colours(style.backgroundImage), ...colours(style.backgroundColor).slice(0, 1)]
        if (painted.length) return painted
      }
      return [[255, 255, 255]]
    }
    const least = (colour: Rgb, others: Rgb[]) => Math.min(...others.map((other) => ratio(colour, other)))
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=file]):not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea, select',
    )
    const problems: string[] = []
    for (const field of fields) {
      const box = field.getBoundingClientRect()
      const style = getComputedStyle(field)
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || box.right < 0) continue
      const outside = around(field.parentElement)
      const fill = rgb(style.backgroundColor)
      if (fill && least(fill, outside) >= 3) continue
      const border = parseFloat(style.borderBottomWidth) >= 1 ? rgb(style.borderBottomColor) : undefined
      const edge = border ? least(border, fill ? [...outside, fill] : outside) : 0
      if (edge < 3) problems.push(`${describe(field)}: its edge has ${edge.toFixed(2)}:1 against what surrounds it`)
    }
    return problems
  }, sources)
}

/** Tabs through the page (forward, then back), checking each focused element; returns the problems. */
export async function focusProblems(page: Page, { maxSteps = 80 } = {}): Promise<string[]> {
  const problems: string[] = []
  const seenNames = new Set<string>()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < maxSteps; step += 1) {
      await page.keyboard.press(key)
      let focused = await checkFocused(page)
      if (!focused) continue
      // Judged as the visitor sees it once the page has drawn: a notice that appeared as the key went down
      // has the element scrolled clear in its first frame (app-notices.tsx), which the check may precede.
      if (!focused.seen) {
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))))
        focused = (await checkFocused(page)) ?? focused
      }
      const label = `${key} → ${focused.name}`
      if (!focused.seen) problems.push(`${label}: hidden, ${focused.hiddenBy}`)
      if (!focused.indicator) problems.push(`${label}: no visible focus indicator`)
      else if (focused.contrast < 3)
        problems.push(
          `${label}: indicator ${focused.indicator} has ${focused.contrast.toFixed(2)}:1 against its surroundings`,
        )
      // Back where it started: every element has had its turn this way.
      if (step > 3 && seenNames.has(`${key}:${focused.name}:${step % 2}`)) break
      seenNames.add(`${key}:${focused.name}:${step % 2}`)
    }
  }
  return [...new Set(problems)]
}

/**
 * Forced colours (high contrast): every control keeps a visible boundary (a border, which the system
 * colours; backgrounds and shadows are dropped), and every icon in a control is drawn in the control's
 * text colour (currentColor), which the system sets.
 */
export function forcedColorsProblems(page: Page): Promise<string[]> {
  return page.evaluate(({ describeSource, contrastSource }) => {
    const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
    const ratio = new Function(`return ${contrastSource}`)() as (a: Rgb, b: Rgb) => number
    const problems: string[] = []
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 1 && box.height > 1
    }
    const paintOf = (value: string) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(value)
      return m ? ([Number(m[1]), Number(m[2]), Number(m[3])] as [number, number, number]) : undefined
    }
    /**
     * An icon stays visible when it is drawn in the text colour (the system sets it), or carries its own
     * contrast: a glyph on a shape of its own (a logo in its disc) at 3:1 or more.
     */
    const iconVisible = (icon: Element) => {
      const color = getComputedStyle(icon).color
      const paints = [...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse')]
        .flatMap((shape) => [getComputedStyle(shape).fill, getComputedStyle(shape).stroke])
        .filter((paint) => paint !== 'none' && paint !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(paint))
      if (paints.length === 0) return false
      if (paints.every((paint) => paint === color)) return true
      const colours = paints.map(paintOf).filter((paint) => paint !== undefined)
      return colours.some((a) => colours.some((b) => ratio(a, b) >= 3))
    }
    for (const icon of document.querySelectorAll('button svg, a svg')) {
      if (!shown(icon) || icon.closest('[inert]')) continue
      if (!iconVisible(icon)) problems.push(`${describe(icon.closest('a, button')!)} has an icon that would vanish`)
    }
    for (const control of document.querySelectorAll('button, input:not([type="hidden"]), select, textarea')) {
      if (!shown(control) || control.closest('[inert]')) continue
      const style = getComputedStyle(control)
      const sides = ['top', 'right', 'bottom', 'left']
      const bordered = sides.some(
        (side) =>
          style.getPropertyValue(`border-${side}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1,
      )
      const native = control instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(control.type)
      // An icon button whose icon stays visible is seen by its icon, as it is without forced colours.
      const icon = control.querySelector('svg')
      const shownByIcon = !!icon && !control.textContent?.trim() && iconVisible(icon)
      if (!bordered && !native && !shownByIcon) problems.push(`${describe(control)} has no border to show its edge`)
    }
    // The chosen tab stays told apart from the others (a background alone is dropped).
    for (const list of document.querySelectorAll('[role="tablist"]')) {
      const tabs = [...list.querySelectorAll('[role="tab"]')].filter(shown)
      const chosen = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')
      const other = tabs.find((tab) => tab !== chosen)
      if (!chosen || !other) continue
      const look = (tab: Element) => {
        const style = getComputedStyle(tab)
        return [style.backgroundColor, style.color, style.borderTopColor, style.borderTopWidth].join(' ')
      }
      if (look(chosen) === look(other)) problems.push(`${describe(chosen)}: the chosen tab looks like the others`)
    }
    return [...new Set(problems)]
  }, sources)
}

/** prefers-reduced-motion: nothing animates, and nothing scrolls smoothly. */
export function motionProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    for (const animation of document.getAnimations()) {
      const timing = animation.effect?.getComputedTiming()
      const duration = typeof timing?.duration === 'number' ? timing.duration : 0
      if (animation.playState === 'running' && duration > 1) {
        const target = (animation.effect as KeyframeEffect | null)?.target
        problems.push(`${target?.tagName.toLowerCase() ?? '?'} runs an animation of ${Math.round(duration)} ms`)
      }
    }
    for (const element of [document.documentElement, document.body])
      if (getComputedStyle(element).scrollBehavior === 'smooth') problems.push(`${element.tagName} scrolls smoothly`)
    return problems
  })
}
