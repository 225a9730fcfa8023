// Inline in every built page, in place of the app's script (scripts/prerender-plugin.ts; the site's
// Content-Security-Policy allows it by its hash). The page is usable as HTML from its first paint, so
// its code waits: it is requested once the page has loaded and painted, or at the visitor's first
// pointer, touch or key, whichever comes first, and never competes with the first view's style sheet
// and pictures.
// Links and search forms (they carry an action) work as HTML meanwhile. A tap on a control that needs
// the app (a button) or a form that needs it is held, not lost: the code is fetched at once and the
// tap is handed to the app when it has taken the page over (src/main.tsx sends 'maple:app-ready').
// If the code cannot be downloaded, such a tap is still held, never done as HTML (a form without an
// action would put its fields in the address): the visitor is told, and the next tap asks again.
;(function () {
  var loader = document.currentScript
  var root = document.getElementById('root')
  var requested = false
  var held = null

  function requestCode() {
    if (requested) return
    requested = true
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    entry.src = loader.getAttribute('data-entry')
    entry.onerror = codeFailed
    document.head.appendChild(entry)
    preloadChunks((loader.getAttribute('data-chunks') || '').split(' ').filter(Boolean))
  }

  // The entry's imports, asked for together rather than one after another as each module is read.
  // A few per task: on a slow phone each insertion costs a few milliseconds, and all at once was one
  // long task that a tap would wait behind.
  function preloadChunks(files) {
    var batch = files.splice(0, 6)
    for (var i = 0; i < batch.length; i++) {
      var preload = document.createElement('link')
      preload.rel = 'modulepreload'
      preload.crossOrigin = ''
      preload.href = batch[i]
      document.head.appendChild(preload)
    }
    if (files.length) setTimeout(preloadChunks, 0, files)
  }

  var HOLDABLE = 'button, [role="button"], form'
  function hold(event, control) {
    event.preventDefault()
    event.stopImmediatePropagation()
    // Its place among the page's controls too: an app that draws the page afresh (an address with a
    // query) replaces the element, and the same place finds its successor.
    held = { control: control, place: Array.prototype.indexOf.call(root.querySelectorAll(HOLDABLE), control) }
    dismissFailure()
    document.documentElement.setAttribute('data-awaiting-code', '')
    requestCode()
  }

  function onClick(event) {
    var control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    if (!control || !root.contains(control)) return
    // A search form's own button submits it as HTML.
    if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return
    hold(event, control)
  }

  function onSubmit(event) {
    var form = event.target
    if (!root.contains(form) || form.hasAttribute('action')) return
    hold(event, form)
  }

  var failure = null
  function codeFailed() {
    requested = false
    document.documentElement.removeAttribute('data-awaiting-code')
    if (!held) return
    held = null
    failure = document.createElement('p')
    failure.setAttribute('role', 'alert')
    failure.className = 'code-failed'
    failure.textContent = loader.getAttribute('data-failed')
    document.body.appendChild(failure)
    // Read, it goes at the visitor's next act, so it never covers what they turn to.
    addEventListener('pointerdown', dismissFailure, { capture: true, once: true })
    addEventListener('keydown', dismissFailure, { capture: true, once: true })
  }
  function dismissFailure() {
    if (failure) failure.remove()
    failure = null
  }

  function release() {
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('submit', onSubmit, true)
    document.documentElement.removeAttribute('data-awaiting-code')
    dismissFailure()
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('submit', onSubmit, true)
  var firstActs = ['pointerdown', 'touchstart', 'keydown']
  for (var i = 0; i < firstActs.length; i++)
    addEventListener(firstActs[i], requestCode, { capture: true, once: true, passive: true })
  // Once the page has loaded and the frame after it is painted (its largest element is on screen then,
  // text or picture). A hidden tab paints nothing: its code comes at once. An address with a query (a
  // search submitted as HTML) shows what the built page does not hold: its code comes at once too.
  function afterLoadPainted() {
    if (document.visibilityState !== 'visible') return requestCode()
    requestAnimationFrame(function () {
      setTimeout(requestCode, 0)
    })
  }
  if (location.search) requestCode()
  else if (document.readyState === 'complete') afterLoadPainted()
  else addEventListener('load', afterLoadPainted, { once: true })

  document.addEventListener(
    'maple:app-ready',
    function () {
      release()
      if (!held) return
      var control = held.control.isConnected ? held.control : root.querySelectorAll(HOLDABLE)[held.place]
      held = null
      if (!control) return
      // After the app's own handlers are attached (it dispatched this from its first commit).
      setTimeout(function () {
        if (control.tagName === 'FORM') control.requestSubmit()
        else control.click()
      }, 0)
    },
    { once: true },
  )
})()
