// Pictures in the source tree (src/features/*/images/), imported through vite-imagetools with its
// directives (`./hero.webp?w=480;800;1120&format=avif;webp&as=picture`): resized and converted by sharp,
// written by the build under static/media/.
//
// The build's prerender (scripts/prerender-plugin.ts) loads the screens through a Vite server of its
// own, where vite-imagetools would answer with dev-server addresses (/@imagetools/<id>) that the built
// site has no file for. With `asBuilt`, that server gets the build's addresses instead: both name each
// copy by its content (static/media/<name>-<hash>.<format>), so a prerendered <picture> names the files
// the browser build wrote, and the page hydrates with the same attributes.
import { createHash } from 'node:crypto'
import { basename, extname } from 'node:path'
import type { Plugin, ResolvedConfig, Rolldown } from 'vite'
import { imagetools } from 'vite-imagetools'

/** Where the build puts its other media files too (vite.config.ts, assetFileNames). */
const MEDIA_FOLDER = 'static/media'

/** A copy's file: its name and the start of its content's hash, so a changed picture gets a new address. */
function fileNameOf({ name, source }: Rolldown.EmittedAsset): string {
  if (!name || source === undefined) throw new Error('vite-imagetools emitted a picture without a name or content')
  const extension = extname(name)
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
  return `${MEDIA_FOLDER}/${basename(name, extension)}-${hash}${extension}`
}

type LoadHook = Extract<NonNullable<Plugin['load']>, { handler: unknown }>

export function sourcePictures({ asBuilt = false }: { asBuilt?: boolean } = {}): Plugin {
  const plugin = imagetools()
  const load = plugin.load as LoadHook
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  let config: ResolvedConfig
  return {
    ...plugin,
    configResolved(resolved) {
      config = resolved
      // Told it builds, vite-imagetools emits files (through emitFile, answered below) instead of serving them.
      configResolved.call(this, asBuilt ? { ...resolved, command: 'build' } : resolved)
    },
    load: {
      filter: load.filter,
      async handler(id, options) {
        if (config.command === 'serve' && !asBuilt) return load.handler.call(this, id, options)
        const built = new Map<string, string>()
        const emitFile = (asset: Rolldown.EmittedAsset) => {
          const fileName = fileNameOf(asset)
          if (!asBuilt) return this.emitFile({ ...asset, name: undefined, fileName })
          const reference = `picture${built.size}`
          built.set(reference, fileName)
          return reference
        }
        // The plugin's own context, but for emitFile (its methods keep their own `this`).
        const context = new Proxy(this, {
          get(target, key) {
            if (key === 'emitFile') return emitFile
            const value: unknown = Reflect.get(target, key, target)
            return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
          },
        })
        const result = await load.handler.call(context, id, options)
        if (!asBuilt || typeof result !== 'string') return result
        // The build replaces these references with the files' addresses; this server has no build to do it.
        return result.replace(/__VITE_ASSET__(\w+)__/g, (_, reference: string) => {
          const fileName = built.get(reference)
          if (!fileName) throw new Error(`No picture for ${reference} in ${id}`)
          return `${config.base}${fileName}`
        })
      },
    },
  }
}
