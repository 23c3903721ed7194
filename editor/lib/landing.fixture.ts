// A small landing page as the frame posts it, for the reorder modules' unit tests: the page's
// <div> (PageShell's output) holds the hero's <section> (HeroSection's output) and three sections of
// one source element (Section's <section>, each the output of another section component), each with
// a container, a heading and, in the second, two cards of one list.
import { indexTree, keyOf, type NavTreeIndex } from '../../runtime/host';
import type { ComponentUsePlace, LookupsAnswer, NavTreeNode, SourceTreeElement } from '../../types';

export interface Spec {
  id: string;
  name?: string;
  cls?: string;
  text?: string;
  box: [number, number, number, number];
  display?: string;
  children?: Spec[];
}

export function build(spec: Spec, parent: string | null = null, path = '0', level = 0): NavTreeNode {
  const [pageX, pageY, width, height] = spec.box;
  const node: NavTreeNode = {
    parent,
    children: [],
    classList: spec.cls ? [spec.cls] : [],
    directlySetClassList: spec.cls ? [spec.cls] : [],
    name: spec.name ?? 'div',
    tempoElement: { codebaseId: spec.id, storyboardId: 'sb', uniquePath: path },
    isComponent: false,
    props: {},
    literalChildren: spec.text ? [{ index: 0, value: spec.text }] : [],
    pageBoundingBox: { pageX, pageY, width, height },
    displayType: spec.display ?? 'block',
    positionType: 'static',
    flexDirection: 'row',
    floatVal: 'none',
    scope: null,
    source: null,
    level,
  };
  node.children = (spec.children ?? []).map((child, i) => build(child, keyOf(node), `${path}-${i}`, level + 1));
  return node;
}

const section = (y: number, title: string, extra: Spec[] = []): Spec => ({
  id: 'tempo-section',
  name: 'section',
  cls: 'section',
  box: [0, y, 1000, 200],
  children: [{ id: 'tempo-container', cls: 'container', box: [100, y + 20, 800, 160], children: [{ id: 'tempo-h2', name: 'h2', text: title, box: [100, y + 20, 800, 40] }, ...extra] }],
});
const card = (x: number, y: number, title: string): Spec => ({ id: 'tempo-card', name: 'li', cls: 'card', box: [x, y, 300, 80], children: [{ id: 'tempo-card-title', name: 'h3', text: title, box: [x, y, 300, 30] }] });

export const landing: NavTreeIndex = indexTree(
  build({
    id: 'STORYBOARD-TOP-CONSTANT',
    box: [0, 0, 1000, 1000],
    children: [
      {
        id: 'tempo-page',
        cls: 'page',
        box: [0, 0, 1000, 800],
        children: [
          { id: 'tempo-hero', name: 'section', cls: 'hero', box: [0, 0, 1000, 200], children: [{ id: 'tempo-h1', name: 'h1', text: 'Product Analytics', box: [100, 20, 800, 60] }] },
          section(200, 'Who is this course for?'),
          section(400, 'What Will You Get From This Course?', [{ id: 'tempo-list', name: 'ul', cls: 'card-grid', box: [100, 480, 800, 80], display: 'grid', children: [card(100, 480, 'Marketers'), card(450, 480, 'Product managers')] }]),
          { id: 'tempo-hidden', cls: 'banner', box: [0, 600, 0, 0], display: 'none' },
          section(600, 'Learning Process'),
        ],
      },
    ],
  }),
  null,
);

/** Nodes of the fixture by class, in page order. */
export const byClass = (cls: string, nth = 0): NavTreeNode => [...landing.nodes.values()].filter((node) => node.directlySetClassList[0] === cls).sort((a, b) => a.level - b.level || a.pageBoundingBox.pageY - b.pageBoundingBox.pageY || a.pageBoundingBox.pageX - b.pageBoundingBox.pageX)[nth]!;

const entry = (file: string, component: string, more: Partial<SourceTreeElement> = {}): SourceTreeElement => ({ name: 'div', isComponent: false, staticTextContents: false, file, line: 1, column: 1, component, ...more }) as SourceTreeElement;
export const placeOfUse = (component: string, line: number, more: Partial<ComponentUsePlace> = {}): ComponentUsePlace => ({
  component,
  file: 'site/pages/LandingPage.tsx',
  line,
  column: 7,
  writtenIn: 'LandingPage',
  uses: 1,
  parent: 'site/pages/LandingPage.tsx:20:5',
  ...more,
});

export const landingLookups = {
  treeElementLookup: {
    'tempo-page': entry('site/components/PageShell.tsx', 'PageShell'),
    'tempo-hero': entry('site/sections/HeroSection.tsx', 'HeroSection', { componentUse: [{ path: '/', renderings: [placeOfUse('HeroSection', 21)] }] }),
    'tempo-section': entry('site/components/Section.tsx', 'Section', {
      cannot: { move: 'This section is everything the Section component shows, and the pages show it from 3 different places; select the one to be moved on the page.', duplicate: 'This section is everything the Section component shows, and the pages show it from 3 different places.' },
      componentUse: [{ path: '/', renderings: [placeOfUse('AudienceSection', 22), placeOfUse('OutcomesSection', 23), placeOfUse('LearningProcessSection', 24)] }],
    }),
    'tempo-container': entry('site/components/Section.tsx', 'Section'),
    'tempo-h2': entry('site/components/Section.tsx', 'Section'),
    'tempo-h1': entry('site/sections/HeroSection.tsx', 'HeroSection'),
    'tempo-list': entry('site/components/CardGrid.tsx', 'CardGrid'),
    'tempo-card': entry('site/components/CardGrid.tsx', 'CardGrid', { dataItems: [{ path: '/', renderings: [{ file: 'site/content/course.ts', array: 'outcomes.items', line: 51, index: 0, items: 2 }, { file: 'site/content/course.ts', array: 'outcomes.items', line: 51, index: 1, items: 2 }] }] }),
    'tempo-card-title': entry('site/components/CardGrid.tsx', 'CardGrid'),
    'tempo-hidden': entry('site/pages/LandingPage.tsx', 'LandingPage'),
  },
  scopeLookup: {},
} as unknown as LookupsAnswer;
