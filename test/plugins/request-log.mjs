// Every URL the test server is asked for, per browser (by User-Agent): the engine-neutral form of a
// browser's request log. Each engine runs one test file at a time (concurrency 1), so its user
// agent names the session. Files a browser serves from its cache without asking are not seen; the
// site answers everything but hashed /assets/ with `Cache-Control: no-cache`, so the page and the
// runtime's files are always asked for.

/** user agent → URLs since the last read; only browsers that asked for their log are listened to */
const logs = new Map();

export function requestLogMiddleware() {
  return async (ctx, next) => {
    logs.get(ctx.get('user-agent'))?.push(ctx.href);
    await next();
  };
}

/** The URLs requested by the browser with this user agent since the previous call (the first call starts listening). */
export function takeRequestedUrls(userAgent) {
  if (!logs.has(userAgent)) logs.set(userAgent, []);
  return logs.get(userAgent).splice(0);
}
