// Finds the Chromium the tests and benchmarks run in. npm packages cannot download browsers on the
// machines this project targets, so Debian's `chromium` is used: installed here when running as
// root with apt-get, otherwise the run stops at once and says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  return candidates.find(executable);
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function main() {
  if (process.env.CHROME_PATH && !executable(process.env.CHROME_PATH)) {
    console.error(`CHROME_PATH is set to "${process.env.CHROME_PATH}", which is not an executable file.`);
    process.exit(1);
  }
  const found = findChromium();
  if (found) {
    console.log(`Using Chromium at ${found}`);
    return;
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !hasAptGet()) {
    console.error(
      'No Chromium found. The tests need a Chromium browser:\n' +
        '  on Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  elsewhere: install Chromium or Chrome and set CHROME_PATH=/path/to/chrome',
    );
    process.exit(1);
  }
  console.log('No Chromium found; installing Debian\'s chromium package (about 30 s)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const installed = findChromium();
  if (!installed) {
    console.error('apt-get installed chromium, but no executable appeared at /usr/bin/chromium.');
    process.exit(1);
  }
  console.log(`Using Chromium at ${installed}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
