// Checks that the browser engines a run needs are installed (all three, or those named in BROWSERS),
// before anything is built. npm packages cannot download browsers on the machines this project
// targets, so the engines are Debian packages: installed here when running as root with apt-get,
// otherwise the run stops at once and says what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { ENGINE_LABELS, REQUIREMENTS, executable, selectedEngines } from './browsers/engines.mjs';

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function describe(engine) {
  const found = REQUIREMENTS[engine].find();
  return typeof found === 'string' ? found : Object.values(found).join(', ');
}

function main() {
  let engines;
  try {
    engines = selectedEngines();
  } catch (error) {
    console.error(String(error.message));
    process.exit(1);
  }
  for (const engine of engines) {
    const { variable } = REQUIREMENTS[engine];
    if (process.env[variable] && !executable(process.env[variable])) {
      console.error(`${variable} is set to "${process.env[variable]}", which is not an executable file.`);
      process.exit(1);
    }
  }
  const missing = engines.filter((engine) => !REQUIREMENTS[engine].find());
  if (missing.length) {
    const packages = missing.flatMap((engine) => REQUIREMENTS[engine].packages);
    const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    if (!isRoot || !hasAptGet()) {
      console.error(
        `Missing browser engines: ${missing.map((engine) => ENGINE_LABELS[engine]).join(', ')}. The tests run in each of them:\n` +
          `  on Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
          missing.map((engine) => `  elsewhere: install ${REQUIREMENTS[engine].what} and set ${REQUIREMENTS[engine].variable}\n`).join('') +
          '  or run fewer engines: BROWSERS=chromium npm test',
      );
      process.exit(1);
    }
    console.log(`Installing Debian packages for ${missing.map((engine) => ENGINE_LABELS[engine]).join(', ')}: ${packages.join(' ')} (a minute or two)...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    const still = missing.filter((engine) => !REQUIREMENTS[engine].find());
    if (still.length) {
      console.error(`apt-get installed ${packages.join(' ')}, but ${still.map((engine) => REQUIREMENTS[engine].what).join(' and ')} did not appear.`);
      process.exit(1);
    }
  }
  for (const engine of engines) console.log(`Using ${ENGINE_LABELS[engine]}: ${describe(engine)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
