// Nav-tree nodes for tests (the SDK's patch and compact units, the browser tests of patches): every
// field at a plain default, so a test states only what it is about. Not part of the package.
import type { NavTreeNode } from '../../types';

export interface TestNodeFields extends Partial<Omit<NavTreeNode, 'tempoElement'>> {
  storyboardId?: string;
}

/** The node of `codebaseId` at `uniquePath` under `parent` (its key, or null for the root). */
export function testNode(codebaseId: string, uniquePath: string, parent: string | null, fields: TestNodeFields = {}): NavTreeNode {
  const { storyboardId = 'sb', ...rest } = fields;
  return {
    parent,
    children: [],
    classList: [],
    directlySetClassList: [],
    name: 'div',
    tempoElement: { codebaseId, storyboardId, uniquePath },
    isComponent: false,
    props: {},
    literalChildren: [],
    pageBoundingBox: { pageX: 0, pageY: 0, width: 10, height: 10 },
    displayType: 'block',
    positionType: 'static',
    flexDirection: 'row',
    floatVal: 'none',
    scope: null,
    source: null,
    level: uniquePath.split('-').length - 1,
    ...rest,
  };
}
