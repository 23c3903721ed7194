// Settings read from the environment by the build and the server, validated once with clear errors.

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

function domain(env, name, fallback) {
  const value = (env[name] ?? '').trim() || fallback;
  if (!HOSTNAME.test(value)) throw new Error(`${name} must be a host name like dev.example.com, got "${value}"`);
  return value;
}

/** The preview host names that load the editing runtime: under DEV_DOMAIN, but not under STAGING_DEV_DOMAIN. */
export function domainSettings(env) {
  return {
    devDomain: domain(env, 'DEV_DOMAIN', 'dev.localhost'),
    stagingDevDomain: domain(env, 'STAGING_DEV_DOMAIN', 'staging-dev.localhost'),
  };
}

/** Whether `hostname` is on the dev domain (whole labels) and not on the staging-dev domain. */
export function isDevHost(hostname, { devDomain, stagingDevDomain }) {
  const under = (domainName) => hostname === domainName || hostname.endsWith(`.${domainName}`);
  return under(devDomain) && !under(stagingDevDomain);
}

/** EDITOR_ORIGINS: space-separated http(s) origins the site's runtime accepts; `fallback` when unset. */
export function editorOrigins(env, fallback) {
  const raw = (env.EDITOR_ORIGINS ?? '').trim();
  const list = raw ? raw.split(/\s+/) : [fallback];
  return list.map((entry) => {
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`EDITOR_ORIGINS: "${entry}" is not an origin like https://editor.example.com`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`EDITOR_ORIGINS: "${entry}" is not an http(s) origin (scheme, host and port only)`);
    }
    return url.origin;
  });
}

/** EDITING: "on" (default) lets the mutation server write site/; "off" makes it read-only (public demos). */
export function editingEnabled(env) {
  const raw = (env.EDITING ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`EDITING must be "on" or "off", got "${env.EDITING}"`);
}

/** API_HOSTS: space-separated host names (besides localhost, 127.0.0.1, [::1]) that the mutation server answers to. */
export function apiHosts(env) {
  const raw = (env.API_HOSTS ?? '').trim();
  return raw ? raw.split(/\s+/).map((name) => domain({ API_HOSTS: name.toLowerCase() }, 'API_HOSTS', '')) : [];
}

/** HOST: the address `npm start` listens on; loopback unless told otherwise. */
export function listenHost(env) {
  const raw = (env.HOST ?? '').trim();
  return raw || '127.0.0.1';
}
