/** The office's year when the site was built (scripts/build-constants.ts). */
declare const __BUILD_YEAR__: number
