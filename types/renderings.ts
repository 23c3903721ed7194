// One rendering of a source element on a page: what change items and the mutation server's requests
// both name when an edit acts on one card rather than on the JSX that renders them all.

/**
 * One rendering of a source element: the `index`-th (0-based, in page order) of the `count` elements
 * of the page at `pagePath` that show its codebase id. Read by removeJsxElement, duplicate and
 * moveJsxElement: when the element is what a `.map` callback returns over an array literal (a card),
 * they act on that rendering's item of the array; otherwise on the JSX, every rendering.
 */
export interface RenderingReference {
  /** The path of the page the editor shows (`/`, `/privacy-policy`). */
  pagePath: string;
  /** 0-based place among the page's elements with this codebase id, in document order. */
  index: number;
  /** How many elements with this codebase id the page shows; the server's count must agree (409 otherwise: reload). */
  count: number;
}
