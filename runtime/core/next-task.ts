// A promise for the browser's next task. WebKit and Firefox deliver a posted message from a later task
// of the page's thread, so work that would hold the thread (compiling the tools, indexing CSS rules)
// waits for this after a post it must not delay: the order is the promise's, the task only lets the
// browser send what was posted.
export const nextTask = (win: Window): Promise<void> => new Promise((resolve) => win.setTimeout(resolve, 0));
