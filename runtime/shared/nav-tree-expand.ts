// Expands a compact NAV_TREE (docs/protocol.md §7) into the full nodes NAV_TREE listeners get: the
// fields the frame left out are derived from the nesting and the class list, defaults filled in.
import { elementKey, type CompactNavTree, type CompactNavTreeNode, type NavTreeNode, type PageBoundingBox } from '../../types';
import { classTokens } from './class-tokens';
import { isPageClass } from './injected';
import { firstCodebaseIdClass } from './keys';
import { absoluteBox, childReference, hasNoBox } from './relative-boxes';

/**
 * The full tree of `tree`. `visit`, when given, gets every node with its key, parents before their
 * children, children in order (document order, as the frame's walk met their elements).
 */
export function expandCompactTree({ storyboardId, root }: CompactNavTree, visit?: Visit): NavTreeNode {
  return expand(root, storyboardId, null, '0', 0, true, null, visit);
}

type Visit = (node: NavTreeNode, key: string) => void;

/**
 * The full nodes of the compact subtree `compact`, whose root sits at `place`; boxes `relative` to
 * their reference (relative-boxes.ts; the root's in page coordinates), or all in page coordinates.
 */
export function expandCompactNode(
  compact: CompactNavTreeNode,
  storyboardId: string,
  place: { parent: string | null; uniquePath: string; level: number },
  relative: boolean,
  visit?: Visit,
): NavTreeNode {
  return expand(compact, storyboardId, place.parent, place.uniquePath, place.level, relative, null, visit);
}

/** `ref`: the page box the compact box is relative to (null: page coordinates). */
function expand(
  compact: CompactNavTreeNode,
  storyboardId: string,
  parent: string | null,
  uniquePath: string,
  level: number,
  relative: boolean,
  ref: PageBoundingBox | null,
  visit: Visit | undefined,
): NavTreeNode {
  const classList = classTokens(compact.c ?? '');
  const codebaseId = compact.i ?? firstCodebaseIdClass(classList) ?? '';
  const key = elementKey({ codebaseId, storyboardId, uniquePath });
  const pageBoundingBox = absoluteBox(compact.b, ref);
  const node: NavTreeNode = {
    parent,
    children: [],
    classList,
    directlySetClassList: pageClasses(classList, codebaseId),
    name: compact.n,
    tempoElement: { codebaseId, storyboardId, uniquePath },
    isComponent: compact.isComponent === true,
    props: compact.p ?? {},
    literalChildren: compact.t ?? [],
    pageBoundingBox,
    displayType: compact.d,
    positionType: compact.positionType ?? 'static',
    flexDirection: compact.flexDirection ?? 'row',
    floatVal: compact.floatVal ?? 'none',
    scope: compact.scope ?? null,
    source: compact.s === undefined ? null : { file: compact.s[0], line: compact.s[1], column: compact.s[2] },
    level,
  };
  visit?.(node, key);
  const { children } = node;
  let childRef = relative ? childReference(pageBoundingBox, ref) : null;
  const compactChildren = compact.k;
  // Indexed: the first tree is expanded on code not yet compiled, where an array iterator costs.
  for (let i = 0; compactChildren !== undefined && i < compactChildren.length; i++) {
    const expanded = expand(compactChildren[i]!, storyboardId, key, `${uniquePath}-${children.length}`, level + 1, relative, childRef, visit);
    children.push(expanded);
    if (relative && !hasNoBox(expanded.pageBoundingBox)) childRef = expanded.pageBoundingBox;
  }
  return node;
}

/** The classes the page's author set (`directlySetClassList`): all but the codebase id and the runtime's own. */
function pageClasses(classList: string[], codebaseId: string): string[] {
  const classes: string[] = [];
  for (let i = 0; i < classList.length; i++) {
    const name = classList[i]!;
    if (name !== codebaseId && isPageClass(name)) classes.push(name);
  }
  return classes;
}
