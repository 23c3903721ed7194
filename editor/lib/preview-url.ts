// The page the canvas shows: the dev-domain host on the editor's own port, `?path=` the page to open;
// `?preview=` replaces the whole URL (a vendor's page, or the error test's page without a runtime).
export function previewUrl(search: string = location.search, port: string = location.port): string {
  const params = new URLSearchParams(search);
  const override = params.get('preview');
  if (override) return override;
  const path = params.get('path') ?? '/';
  return `http://preview.dev.localhost:${port}${path.startsWith('/') ? path : `/${path}`}`;
}
