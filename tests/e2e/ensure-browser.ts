// Browser tests drive the system's Chromium, never a browser Playwright downloads (playwright.config.ts launches
// CHROMIUM_PATH or /usr/bin/chromium). Run before them: a Chromium that starts is used as it is; otherwise Debian's
// `chromium` package is installed when this user may install packages; otherwise one line says what to install.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';
// The same choice as playwright.config.ts: a CHROMIUM_PATH that is set, even empty, is the one launched.
const configured = process.env.CHROMIUM_PATH;
const executable = configured ?? DEFAULT_PATH;

const HOW_TO_INSTALL = 'install it with `sudo apt-get install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.';

function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function succeeds(command: string, args: string[], options: SpawnSyncOptions = {}): boolean {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 60_000, ...options });
  return !result.error && result.status === 0;
}

/** A browser that answers `--version` starts; a missing file or a broken install does not. */
function starts(path: string): boolean {
  return path !== '' && succeeds(path, ['--version']);
}

/** How to run apt-get with root's rights: directly as root, through sudo when it asks no password, else not at all. */
function asRoot(): string[] | null {
  if (!succeeds('apt-get', ['--version'])) return null;
  if (process.getuid?.() === 0) return [];
  return succeeds('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
}

function run(prefix: string[], args: string[]): boolean {
  const [command, ...rest] = [...prefix, 'env', 'DEBIAN_FRONTEND=noninteractive', ...args];
  process.stdout.write(`$ ${[command, ...rest].join(' ')}\n`);
  // apt's own output is shown: a slow mirror or a failed download is visible as it happens.
  return succeeds(command!, rest, { stdio: 'inherit', timeout: 30 * 60_000 });
}

if (!starts(executable)) {
  // A path the user chose is theirs to fix: installing the package would not make that path start.
  if (configured !== undefined)
    stop(`Browser tests need Chromium: CHROMIUM_PATH=${configured} does not start; point it at a Chromium or Chrome binary, or unset it.`);
  const prefix = asRoot();
  if (!prefix) stop(`Browser tests need Chromium: ${HOW_TO_INSTALL}`);
  process.stdout.write('Browser tests need Chromium, which is not installed: installing the chromium package.\n');
  if (!run(prefix, ['apt-get', 'update']) || !run(prefix, ['apt-get', 'install', '-y', 'chromium']))
    stop(`Browser tests need Chromium and installing it failed (see above): ${HOW_TO_INSTALL}`);
  if (!starts(DEFAULT_PATH))
    stop(`Browser tests need Chromium: ${DEFAULT_PATH} still does not start after installing it; ${HOW_TO_INSTALL}`);
  process.stdout.write(`Chromium installed: ${DEFAULT_PATH}\n`);
}
