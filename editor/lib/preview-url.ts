// The page the canvas shows: the preview host on the editor's own port (or the session's preview
// origin), `?path=` the page to open; `?preview=` replaces the whole URL (a vendor's page, or the
// error test's page without a runtime). An editor holding an editing session saves what the preview
// reports into site/, so it opens only that session's previews: any page could otherwise be named in
// a link to the editor and make it write whatever that page claims the designer did.
export class PreviewRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewRefused';
  }
}

export function previewUrl(search: string = location.search, port: string = location.port, sessionPreviewOrigin: string | null = null): string {
  const params = new URLSearchParams(search);
  const override = params.get('preview');
  if (override) {
    if (sessionPreviewOrigin === null) return override;
    let origin: string | null = null;
    try {
      origin = new URL(override).origin;
    } catch {
      // Not a URL: refused below like any other address.
    }
    if (origin !== sessionPreviewOrigin) {
      throw new PreviewRefused(
        `This editor saves into the site's source, so it opens only the site's own preview (${sessionPreviewOrigin}); the link asked for ${override.slice(0, 200)}. Open the page with ?path= instead, or the editor without a session to look at other pages.`,
      );
    }
    return override;
  }
  const path = params.get('path') ?? '/';
  const base = sessionPreviewOrigin ?? `http://preview.dev.localhost:${port}`;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}
