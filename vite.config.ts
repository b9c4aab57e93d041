import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The code every page runs goes into one chunk ('core'): the app's modules that the root route and the /:lang layout
 * import statically (with the libraries they import) and React DOM's client, instead of the dozens of small shared
 * chunks the automatic split makes of them. Fewer requests on a phone and better compression (one gzip/brotli
 * context). Modules loaded with import() stay in their own chunks; so do the libraries' modules only other pages use.
 */
const CORE_ROOTS = ['app/root.tsx', 'app/features/shell/routes/lang-layout.tsx'].map((f) => path.resolve(f));
const coreModules = new Set<string>();
/** The catalogue feature's client modules other than its pages (app/features/games, not routes/ or *.server.ts). */
const CATALOGUE_SHARED =
  /[\\/]app[\\/]features[\\/]games[\\/](?!routes[\\/])(?:[^\\/]+[\\/])*(?![^\\/]*\.server\.)[^\\/]+\.(?:tsx?|css)$/;

function coreChunk(): Plugin {
  return {
    name: 'casino:core-chunk',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      coreModules.clear();
      const stack = [...CORE_ROOTS];
      while (stack.length) {
        const id = stack.pop()!;
        if (coreModules.has(id)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        coreModules.add(id);
        stack.push(...info.importedIds);
      }
    },
  };
}

/** Types worth compressing among the files of build/client (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|html|map)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a .br (Brotli, best quality) and a .gz (gzip -9) beside each compressible file of the client build, when
 * smaller: the static files plugin sends them to clients that accept them, so no request pays for compressing a
 * script or a style sheet (server/plugins/react-router.ts).
 */
function precompress(): Plugin {
  return {
    name: 'casino:precompress',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle(error?: Error) {
      // A failed build wrote nothing: leave its own error to be reported.
      if (error) return;
      const dir = path.resolve('build/client');
      const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzip(body, { level: 9 }),
          ]);
          await Promise.all([
            br.length < body.length ? writeFile(`${file}.br`, br) : undefined,
            gz.length < body.length ? writeFile(`${file}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}

/**
 * Files the server's code reads beside itself (`import.meta.url`), copied next to the server bundle
 * (build/server/index.js), where that code runs in production: the statement PDF's fonts.
 */
const SERVER_FILES = [{ from: 'app/features/statements/fonts', to: 'fonts' }];

function serverFiles(): Plugin {
  return {
    name: 'casino:server-files',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    async writeBundle(options) {
      const dir = options.dir ?? path.resolve('build/server');
      await Promise.all(
        SERVER_FILES.map((f) => cp(path.resolve(f.from), path.join(dir, f.to), { recursive: true, force: true })),
      );
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), coreChunk(), precompress(), serverFiles()],
  resolve: {
    alias: [
      // The pages use react-i18next over a small i18next-compatible core (what it supports: app/i18n/i18next-lite.ts).
      { find: /^i18next$/, replacement: path.resolve('app/i18n/i18next-lite.ts') },
      // React 19 has useSyncExternalStore: react-i18next's shim for older Reacts is not shipped.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.resolve('app/shared/use-sync-external-store.ts'),
      },
    ],
  },
  build: { target: 'es2022', sourcemap: !!process.env.SOURCEMAP },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'core',
                  priority: 2,
                  test: (id: string) =>
                    (coreModules.has(id) && !id.includes('node_modules')) ||
                    /node_modules[\\/](react-dom|scheduler)[\\/]/.test(id),
                },
                // The catalogue's shared code (tiles, rows, filters, the launch): one chunk for the lobby, games,
                // providers and game pages instead of one small file per component, each a request on the
                // critical path of a phone's first visit.
                {
                  name: 'catalogue',
                  priority: 1,
                  test: (id: string) => CATALOGUE_SHARED.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
});
