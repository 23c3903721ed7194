// Expands a compact NAV_TREE (docs/protocol.md §7) into the full nodes NAV_TREE listeners get: the
// fields the frame left out are derived from the nesting and the class list, defaults filled in.
import { elementKey, type CompactNavTree, type CompactNavTreeNode, type NavTreeNode } from '../../types';
import { isPageClass } from '../shared/injected';
import { firstCodebaseIdClass } from '../tools/nav-tree-compact';

export function expandCompactTree({ storyboardId, root }: CompactNavTree): NavTreeNode {
  return expand(root, storyboardId, null, '0', 0);
}

function expand(compact: CompactNavTreeNode, storyboardId: string, parent: string | null, uniquePath: string, level: number): NavTreeNode {
  const classList = compact.classList ?? [];
  const codebaseId = compact.id ?? firstCodebaseIdClass(classList) ?? '';
  const key = elementKey({ codebaseId, storyboardId, uniquePath });
  const [pageX, pageY, width, height] = compact.box;
  return {
    parent,
    children: (compact.children ?? []).map((child, i) => expand(child, storyboardId, key, `${uniquePath}-${i}`, level + 1)),
    classList,
    directlySetClassList: classList.filter((name) => name !== codebaseId && isPageClass(name)),
    name: compact.name,
    tempoElement: { codebaseId, storyboardId, uniquePath },
    isComponent: compact.isComponent === true,
    props: compact.props ?? {},
    literalChildren: compact.literalChildren ?? [],
    pageBoundingBox: { pageX, pageY, width, height },
    displayType: compact.displayType,
    positionType: compact.positionType ?? 'static',
    flexDirection: compact.flexDirection ?? 'row',
    floatVal: compact.floatVal ?? 'none',
    scope: compact.scope ?? null,
    level,
  };
}
