// Reports the page's address whenever it changes (docs/protocol.md §5 LATEST_HREF): same-document
// navigations (pushState, hash) included.

interface NavigationLike extends EventTarget {
  currentEntry?: unknown;
}

export function trackHref(win: Window, signal: AbortSignal, onChange: (href: string) => void): void {
  let last = win.location.href;
  const check = () => {
    if (win.location.href === last) return;
    last = win.location.href;
    onChange(last);
  };
  win.addEventListener('popstate', check, { signal });
  win.addEventListener('hashchange', check, { signal });
  const navigation = (win as Window & { navigation?: NavigationLike }).navigation;
  if (navigation) {
    navigation.addEventListener('currententrychange', check, { signal });
  } else {
    // Browsers without the Navigation API: history.pushState fires no event, so poll cheaply.
    const timer = setInterval(check, 250);
    signal.addEventListener('abort', () => clearInterval(timer));
  }
}
