// The app tells the page's inline code loader (src/code-loader.js) that it has taken the page over:
// taps the loader held while the code downloaded are then handed to the app.
export const APP_READY_EVENT = 'maple:app-ready'
/** The app's code came but it could not start (its words could not): the page stays its HTML. */
export const APP_FAILED_EVENT = 'maple:app-failed'

/**
 * The page reloads itself for a new version's code at most this often (the loader and the error
 * screen share the count in the tab's storage): a server that really fails shows the error screen.
 */
export const RELOADED_FOR_CODE_KEY = 'maple-pathways:reloaded-for-code'
export const CODE_RELOAD_INTERVAL_MS = 60_000

/**
 * Where the loader keeps the browser's offer to install the site, made before the app's code came (once
 * per page, often as it loads): the app's Install button takes it up (use-install-prompt.ts).
 */
export const EARLY_INSTALL_OFFER = 'mapleInstallOffer'
