// Expands a compact NAV_TREE (docs/protocol.md §7) into the full nodes NAV_TREE listeners get: the
// fields the frame left out are derived from the nesting and the class list, defaults filled in.
import { elementKey, type CompactNavTree, type CompactNavTreeNode, type NavTreeNode, type PageBoundingBox } from '../../types';
import { isPageClass } from '../shared/injected';
import { firstCodebaseIdClass } from '../tools/nav-tree-compact';
import { absoluteBox, childReference, hasNoBox } from '../tools/relative-boxes';

export function expandCompactTree({ storyboardId, root }: CompactNavTree): NavTreeNode {
  return expand(root, storyboardId, null, '0', 0, null);
}

/** `ref`: the page box the compact box is relative to (relative-boxes.ts; null for the root). */
function expand(compact: CompactNavTreeNode, storyboardId: string, parent: string | null, uniquePath: string, level: number, ref: PageBoundingBox | null): NavTreeNode {
  const classList = compact.classList ?? [];
  const codebaseId = compact.id ?? firstCodebaseIdClass(classList) ?? '';
  const key = elementKey({ codebaseId, storyboardId, uniquePath });
  const pageBoundingBox = absoluteBox(compact.box, ref);
  const children: NavTreeNode[] = [];
  let childRef = childReference(pageBoundingBox, ref);
  for (const child of compact.children ?? []) {
    const expanded = expand(child, storyboardId, key, `${uniquePath}-${children.length}`, level + 1, childRef);
    children.push(expanded);
    if (!hasNoBox(expanded.pageBoundingBox)) childRef = expanded.pageBoundingBox;
  }
  return {
    parent,
    children,
    classList,
    directlySetClassList: classList.filter((name) => name !== codebaseId && isPageClass(name)),
    name: compact.name,
    tempoElement: { codebaseId, storyboardId, uniquePath },
    isComponent: compact.isComponent === true,
    props: compact.props ?? {},
    literalChildren: compact.literalChildren ?? [],
    pageBoundingBox,
    displayType: compact.displayType,
    positionType: compact.positionType ?? 'static',
    flexDirection: compact.flexDirection ?? 'row',
    floatVal: compact.floatVal ?? 'none',
    scope: compact.scope ?? null,
    level,
  };
}
