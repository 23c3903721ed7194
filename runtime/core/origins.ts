// The editor origins a runtime accepts (docs/protocol.md §1.4): explicit, normalised, no wildcard.

/** Parses `['https://a.example', ...]` or a space-separated string into a set of origins; throws on anything else. */
export function parseAllowedOrigins(input: unknown): Set<string> {
  const list = typeof input === 'string' ? input.split(/\s+/).filter(Boolean) : input;
  if (!Array.isArray(list)) throw new Error('allowedOrigins must be an array of origins or a space-separated string');
  const origins = new Set<string>();
  for (const entry of list) {
    if (typeof entry !== 'string' || entry === '*') throw new Error(`allowedOrigins: ${JSON.stringify(entry)} is not an origin (no wildcards)`);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`allowedOrigins: ${JSON.stringify(entry)} is not an origin like https://editor.example`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin === 'null') {
      throw new Error(`allowedOrigins: ${JSON.stringify(entry)} is not an http(s) origin`);
    }
    origins.add(url.origin);
  }
  if (origins.size === 0) throw new Error('allowedOrigins is empty: name at least one editor origin');
  return origins;
}
