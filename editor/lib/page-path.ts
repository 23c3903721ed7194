// The page path a designer types into the toolbar: where the preview goes, or why it does not. Only
// the preview's own site opens: the editor talks to that page's runtime, and an editor holding an
// editing session must not be pointed at pages it would take changes from.

export type PagePathTarget = { url: string } | { error: string };

/** `input` ("/courses", "courses?x=1", or a full address on the same site) resolved against `current`, the page shown now. */
export function pagePathTarget(input: string, current: string): PagePathTarget {
  const typed = input.trim();
  if (!typed) return { error: 'Type the path of a page of this site, such as /about.' };
  let base: URL;
  try {
    base = new URL(current);
  } catch {
    return { error: 'The preview has no page open yet; try again once it has loaded.' };
  }
  // A full address ("https://…") or one starting with "//" names a site; anything else is a path on this one.
  const namesSite = /^[a-z][a-z\d+.-]*:/i.test(typed) || typed.startsWith('//');
  if (/\s/.test(typed) && !namesSite) return { error: `A page path has no spaces: “${typed.slice(0, 80)}”. Type it as the address bar shows it, such as /about.` };
  let url: URL;
  try {
    url = new URL(namesSite ? typed : typed.startsWith('/') ? typed : `/${typed}`, base);
  } catch {
    return { error: `“${typed.slice(0, 80)}” is not a page address. Type a path such as /about.` };
  }
  if (url.origin !== base.origin) return { error: `Only pages of this site open in the preview. Type a path such as /about, not another site’s address.` };
  return { url: url.href };
}
