// Inline in every built page, in place of the app's script (scripts/prerender-plugin.ts; the site's
// Content-Security-Policy allows it by its hash). The page is usable as HTML from its first paint, so
// its code waits: it is requested once the page has loaded and painted, or at the visitor's first
// pointer, touch or key, whichever comes first, and never competes with the first view's style sheet
// and pictures.
// Links and search forms (they carry an action) work as HTML meanwhile. A tap on a control that needs
// the app (a button) or a form that needs it is held, not lost: the code is fetched at once and the
// tap is handed to the app when it has taken the page over (src/main.tsx sends 'maple:app-ready').
// If the code cannot be downloaded, such a tap is still held, never done as HTML (the contact form,
// method=dialog, goes nowhere as HTML): the visitor is told, and the next tap asks again
// (codeFailed says what happens when the browser, not the network, refuses it again).
;(function () {
  var loader = document.currentScript
  var root = document.getElementById('root')
  var requested = false
  var attempts = 0
  var held = null

  // Chromium offers installation once per page, often as it loads, before the app's code: kept for the
  // site's Install button (EARLY_INSTALL_OFFER in src/shared/app-ready.ts), not the browser's own bar.
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault()
    window.mapleInstallOffer = event
  })

  function entrySource() {
    return loader.getAttribute('data-entry')
  }

  function requestCode() {
    if (requested) return
    requested = true
    var entry = document.createElement('script')
    entry.type = 'module'
    entry.crossOrigin = ''
    // Chromium keeps a failed module's failure for the page's life: asked again, the same address
    // fails at once. Another address (a query the host ignores) is fetched anew (src/lib/import-afresh.ts).
    entry.src = entrySource() + (attempts++ ? '?retry=' + attempts : '')
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
    if (appFailed) return failed()
    document.documentElement.setAttribute('data-awaiting-code', '')
    requestCode()
  }

  function onClick(event) {
    var control = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null
    if (!control || !root.contains(control)) return
    // A search form's own button submits it as HTML.
    if (control.type === 'submit' && control.form && control.form.hasAttribute('action')) return
    // The menu, once it opens without the app, is not held: the code is asked for behind it.
    if (menuWithoutCode && menuButtonOf(control)) {
      event.preventDefault()
      event.stopImmediatePropagation()
      setMenu(control, control.getAttribute('aria-expanded') !== 'true')
      return requestCode()
    }
    hold(event, control)
  }

  function onSubmit(event) {
    var form = event.target
    if (!root.contains(form) || form.hasAttribute('action')) return
    hold(event, form)
  }

  // A retry that fails again may be the browser's memory of the first failure, not the network:
  // Chromium keeps a module's failure for the page's life, for the entry's imports too. If the entry
  // can be fetched now (or is gone: a new version), the page is loaded again, at most once a minute (as
  // src/app/route-error.tsx does); a form waiting for the code is kept for the tab first, and comes back
  // filled and sent (keptForm).
  var KEPT_FORM_KEY = 'maple-pathways:form-awaiting-code'
  // The two below are src/shared/app-ready.ts's RELOADED_FOR_CODE_KEY and CODE_RELOAD_INTERVAL_MS
  // (this file is inlined minified, server/site/code-loader.ts; code-loader.test.ts reloads by those, so a
  // difference fails it).
  var RELOADED_KEY = 'maple-pathways:reloaded-for-code'
  var KEPT_FOR_MS = 60000
  function codeFailed() {
    requested = false
    // The menu opens without the code (below): no reload for it.
    if (!held || attempts < 2 || !window.fetch || menuButtonOf(held.control)) return failed()
    // The form of a held Send button too.
    var form = held.control.tagName === 'FORM' ? held.control : held.control.form
    fetch(entrySource() + '?probe=' + Date.now(), { cache: 'no-store' }).then(function (answer) {
      if ((answer.ok || answer.status === 404) && (!form || keepForm(form)) && reloadForCode()) return
      forget(KEPT_FORM_KEY)
      failed()
    }, failed)
  }

  /** Loads the page again, unless it was loaded again for its code within the last minute. */
  function reloadForCode() {
    try {
      if (Date.now() - Number(sessionStorage.getItem(RELOADED_KEY) || 0) < KEPT_FOR_MS) return false
      sessionStorage.setItem(RELOADED_KEY, String(Date.now()))
    } catch {
      return false
    }
    location.reload()
    return true
  }

  function forget(key) {
    try {
      sessionStorage.removeItem(key)
    } catch {
      // Nothing was kept.
    }
  }

  function keepForm(form) {
    var fields = {}
    for (var i = 0; i < form.elements.length; i++) {
      var field = form.elements[i]
      if (!field.name || /^(file|submit|button|reset|image)$/.test(field.type)) continue
      fields[field.name] = /^(checkbox|radio)$/.test(field.type) ? field.checked : field.value
    }
    var forms = root.querySelectorAll('form')
    var kept = {
      path: location.pathname,
      form: Array.prototype.indexOf.call(forms, form),
      fields: fields,
      at: Date.now(),
    }
    try {
      sessionStorage.setItem(KEPT_FORM_KEY, JSON.stringify(kept))
      return true
    } catch {
      return false
    }
  }

  /** The form kept by the page before it, filled in again, then held as if just sent. */
  function keptForm() {
    var kept = null
    try {
      kept = JSON.parse(sessionStorage.getItem(KEPT_FORM_KEY) || 'null')
    } catch {
      // None to read.
    }
    forget(KEPT_FORM_KEY)
    // This page's, kept just now: one kept longer (the reload did not come back here) is never sent.
    var ours =
      kept &&
      kept.path === location.pathname &&
      Date.now() - kept.at < KEPT_FOR_MS &&
      kept.fields &&
      typeof kept.fields === 'object'
    var form = ours ? root.querySelectorAll('form')[kept.form] : null
    if (!form) return
    for (var i = 0; i < form.elements.length; i++) {
      var field = form.elements[i]
      if (!field.name || !Object.prototype.hasOwnProperty.call(kept.fields, field.name)) continue
      if (/^(checkbox|radio)$/.test(field.type)) field.checked = kept.fields[field.name] === true
      else field.value = String(kept.fields[field.name])
    }
    held = { control: form, place: Array.prototype.indexOf.call(root.querySelectorAll(HOLDABLE), form) }
    document.documentElement.setAttribute('data-awaiting-code', '')
    requestCode()
  }

  // A phone's menu needs no app to open. Once the code could not come, its button (marked
  // data-opens-without-code, naming its list in aria-controls) opens and closes the menu here at once,
  // as the app's does: Escape, a tap outside the header or the focus leaving it close it too. The app,
  // once it has taken the page over, draws it closed and owns it.
  var menu = null
  function menuButtonOf(control) {
    return control.hasAttribute('data-opens-without-code') ? control : null
  }
  function setMenu(button, open) {
    var list = document.getElementById(button.getAttribute('aria-controls'))
    if (!list) return
    button.setAttribute('aria-expanded', String(open))
    // Its name says what a tap does now (the app's changes its words likewise).
    if (open) button.setAttribute('aria-label', button.getAttribute('data-close-label'))
    else button.removeAttribute('aria-label')
    list.style.display = open ? 'flex' : ''
    if (!open && list.getAttribute('style') === '') list.removeAttribute('style')
    var header = button.closest('header')
    if (open) {
      menu = { button: button, header: header }
      addEventListener('keydown', closeMenuOnEscape, true)
      addEventListener('pointerdown', closeMenuOutside, true)
      addEventListener('focusin', closeMenuOutside, true)
    } else {
      menu = null
      removeEventListener('keydown', closeMenuOnEscape, true)
      removeEventListener('pointerdown', closeMenuOutside, true)
      removeEventListener('focusin', closeMenuOutside, true)
    }
  }
  function closeMenuOnEscape(event) {
    if (event.key === 'Escape' && menu) setMenu(menu.button, false)
  }
  function closeMenuOutside(event) {
    if (menu && !(menu.header && menu.header.contains(event.target))) setMenu(menu.button, false)
  }
  var menuWithoutCode = false

  var failure = null
  function failed() {
    document.documentElement.removeAttribute('data-awaiting-code')
    if (!held) return
    var control = held.control
    held = null
    if (menuButtonOf(control)) {
      menuWithoutCode = true
      return setMenu(control, true)
    }
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
    // The app draws the menu closed: so it is, and its button's next tap opens it.
    if (menu) setMenu(menu.button, false)
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
  keptForm()
  if (location.search) requestCode()
  else if (document.readyState === 'complete') afterLoadPainted()
  else addEventListener('load', afterLoadPainted, { once: true })

  // The code came but the app could not start (the words of the page's language could not come, and
  // the page stays its HTML, src/main.tsx): a tap waiting for it is told so, and so is every later one.
  var appFailed = false
  document.addEventListener(
    'maple:app-failed',
    function () {
      appFailed = true
      failed()
    },
    { once: true },
  )

  document.addEventListener(
    'maple:app-ready',
    function () {
      release()
      if (!held) return
      // An app that drew the page afresh has the same control in the same place; another there (a job
      // closed meanwhile left its Apply out) is not the one tapped.
      var successor = root.querySelectorAll(HOLDABLE)[held.place]
      var control = held.control.isConnected
        ? held.control
        : successor && successor.textContent === held.control.textContent
          ? successor
          : null
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
