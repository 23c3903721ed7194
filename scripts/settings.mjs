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

/** EDITOR_HOST: the editor's own host name (the editor page, /api/, /__live), never the site's. */
export function editorHost(env) {
  return domain({ EDITOR_HOST: (env.EDITOR_HOST ?? '').trim().toLowerCase() }, 'EDITOR_HOST', 'editor.localhost');
}

/**
 * EDITOR_ORIGINS: space-separated http(s) origins of other editors, which the site's previews and the
 * API accept besides the server's own editor; none when unset.
 */
export function editorOrigins(env) {
  const raw = (env.EDITOR_ORIGINS ?? '').trim();
  const list = raw ? raw.split(/\s+/) : [];
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

function onOff(env, name, fallback) {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
}

/** EDITING: "on" (default) lets the mutation server write site/; "off" makes it read-only (public demos). */
export function editingEnabled(env) {
  return onOff(env, 'EDITING', true);
}

/**
 * REMOTE_EDITING: "off" (default) answers the editor, /api/ and /__live to this machine only (its
 * loopback addresses); "on" lets any caller that reaches the port use them (docs/security.md: the risk).
 */
export function remoteEditing(env) {
  return onOff(env, 'REMOTE_EDITING', false);
}

/** Settings that no longer exist: refused with what replaced them, so nobody relies on a silent no-op. */
export function checkRetiredSettings(env) {
  if ((env.API_HOSTS ?? '').trim()) {
    throw new Error('API_HOSTS is no longer read: the API answers on the editor\'s own host name, EDITOR_HOST (default editor.localhost). Unset API_HOSTS, and set EDITOR_HOST if you need another name.');
  }
}

/** HOST: the address `npm start` listens on; loopback unless told otherwise. */
export function listenHost(env) {
  const raw = (env.HOST ?? '').trim();
  return raw || '127.0.0.1';
}
