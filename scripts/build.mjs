// Builds the server and the web app ahead of time into dist/, so a start runs JavaScript and never compiles.
//   node scripts/build.mjs server web          builds them
//   node scripts/build.mjs server web --if-changed   builds only those whose inputs changed since their last build
// Each build leaves a stamp (dist/.stamps/<target>.json): its inputs' sizes, times and content hashes, and this
// script's hash. An input whose size and time are as stamped is taken as unchanged; otherwise its content decides,
// so a checkout or a touch that leaves the text alone does not rebuild. Plain JavaScript: checking costs no compiler.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '..');
const STAMPS = path.join(ROOT, 'dist/.stamps');

const hashOf = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file under `dirs` (relative to the root), plus `files`. */
function walk(dirs, files) {
  const found = [...files];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) visit(relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  dirs.forEach(visit);
  return found.sort();
}

function stampOf(files) {
  const inputs = {};
  for (const file of files) {
    const stat = fs.statSync(path.join(ROOT, file));
    inputs[file] = { size: stat.size, mtimeMs: stat.mtimeMs, hash: hashOf(path.join(ROOT, file)) };
  }
  return { script: hashOf(SCRIPT), inputs };
}

function unchanged(stamped, file) {
  const absolute = path.join(ROOT, file);
  if (!fs.existsSync(absolute)) return false;
  const stat = fs.statSync(absolute);
  if (stat.size === stamped.size && stat.mtimeMs === stamped.mtimeMs) return true;
  return stat.size === stamped.size && hashOf(absolute) === stamped.hash;
}

/**
 * The server, one bundle with the packages it uses: loading ~1,700 files from node_modules one by one (each resolved,
 * read and compiled) was most of a start. Left to node_modules are the packages that load files from their own
 * folder at run time (native addons, WebAssembly, static files, their own package.json, worker threads).
 * The entries and the chunks they share sit side by side in dist/server, two levels below the root like server/db/,
 * so the paths the code works out from its own place (ROOT in server/db/providers.ts) hold there too. The migration
 * runner is an entry of its own: the server starts it in a child process when migrations are pending (server/main.ts).
 */
const EXTERNAL = [
  'better-sqlite3',
  'sharp',
  '@node-rs/argon2',
  '@prisma/client',
  '@prisma/schema-engine-wasm',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'ioredis',
  'pg-native',
];
const server = {
  outputs: ['dist/server/main.js', 'dist/server/db-cli.js'],
  /** The bundle's own record of the files it was made from (a new file matters only once one of these imports it). */
  inputs: (previous) => Object.keys(previous?.inputs ?? {}),
  async build() {
    const esbuild = await import('esbuild');
    fs.rmSync(path.join(ROOT, 'dist/server'), { recursive: true, force: true });
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: { main: 'server/main.ts', 'db-cli': 'server/cli/db.ts' },
      outdir: 'dist/server',
      chunkNames: '[name]-[hash]',
      bundle: true,
      splitting: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      external: EXTERNAL,
      // The CommonJS packages bundled call require() for Node's own modules, which an ES module has to be given.
      banner: { js: "import { createRequire as __bundleRequire } from 'node:module';\nconst require = __bundleRequire(import.meta.url);" },
      sourcemap: true,
      metafile: true,
      logLevel: 'warning',
    });
    // The packages' files are stamped through the lock file: an install that changes them changes it.
    const own = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'));
    return [...own, 'package-lock.json'].sort();
  },
};

/** The browser's app and its server render (vite, see web/vite.config.ts), from web/, common/ and the locked packages. */
const web = {
  outputs: ['dist/web/index.html', 'dist/ssr/entry-server.js'],
  inputs: () => walk(['web', 'common'], ['package-lock.json', 'tsconfig.json']),
  async build() {
    const files = web.inputs();
    const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
    for (const extra of [[], ['--ssr', 'src/entry-server.tsx']]) {
      const run = spawnSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', ...extra], { cwd: ROOT, stdio: 'inherit' });
      if (run.status !== 0) throw new Error('The web build failed');
    }
    return files;
  },
};

const TARGETS = { server, web };

function readStamp(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(STAMPS, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}

/** Whether `name`'s outputs are there and were built from its inputs as they are now. */
export function isCurrent(name) {
  const target = TARGETS[name];
  const stamp = readStamp(name);
  if (!stamp || stamp.script !== hashOf(SCRIPT)) return false;
  if (!target.outputs.every((output) => fs.existsSync(path.join(ROOT, output)))) return false;
  const files = target.inputs(stamp);
  if (files.length !== Object.keys(stamp.inputs).length) return false;
  return files.every((file) => stamp.inputs[file] && unchanged(stamp.inputs[file], file));
}

/** Builds `name` and stamps it with the inputs it was built from. */
export async function build(name) {
  const started = performance.now();
  const files = await TARGETS[name].build();
  const stamp = stampOf(files);
  fs.mkdirSync(STAMPS, { recursive: true });
  fs.writeFileSync(path.join(STAMPS, `${name}.json`), JSON.stringify(stamp));
  console.warn(`Built ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildIfChanged(names) {
  for (const name of names) if (!isCurrent(name)) await build(name);
}

if (process.argv[1] === SCRIPT) {
  const args = process.argv.slice(2);
  const names = args.filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !(name in TARGETS));
  if (!names.length || unknown.length) {
    console.error('Usage: node scripts/build.mjs server|web... [--if-changed]');
    process.exit(1);
  }
  if (args.includes('--if-changed')) await buildIfChanged(names);
  else for (const name of names) await build(name);
}
