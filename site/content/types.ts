// The shapes of the site's static content. Components render these; copy never lives in components.

/** Names of the inline SVG icons in `site/components/icons.tsx`. */
export type IconName =
  | 'megaphone'
  | 'compass'
  | 'chart'
  | 'code'
  | 'portfolio'
  | 'experts'
  | 'balance'
  | 'webinar'
  | 'practice'
  | 'community'
  | 'check'
  | 'homework'
  | 'clock'
  | 'infinity'
  | 'chat'
  | 'flag'
  | 'globe';

export interface Package {
  id: 'basic' | 'standard' | 'premium';
  title: string;
  /** Whole US dollars. */
  price: number;
  description: string;
  features: readonly string[];
  /** Checkout target; `#` until the payment provider is chosen. */
  paymentLink: string;
  mostPopular: boolean;
}

export interface Module {
  title: string;
  content: string;
  topics: readonly string[];
  homework: boolean;
}

export interface CompanyInfo {
  /** The product name shown in the header and footer. */
  productName: string;
  /** The legal entity behind the course. */
  name: string;
  email: string;
  address: string;
  /** Company registration number. */
  crn: string;
  /** Year the copyright line starts from. */
  since: number;
}

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface CourseFact {
  icon: IconName;
  label: string;
  value: string;
}

export interface GraduationOption {
  title: string;
  text: string;
  steps: readonly string[];
}

/** A paragraph or a list inside a policy section. */
export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean };

export interface PolicySubsection {
  /** Anchor id, unique within the document: lowercase letters, digits and hyphens. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
}

export interface PolicySection {
  /** Anchor id, unique within the document: lowercase letters, digits and hyphens. */
  id: string;
  title: string;
  blocks: readonly PolicyBlock[];
  subsections?: readonly PolicySubsection[];
}

export interface PolicyDocument {
  title: string;
  /** One sentence for the meta description. */
  summary: string;
  /** ISO date, e.g. `2026-11-01`. */
  lastUpdated: string;
  intro: readonly PolicyBlock[];
  sections: readonly PolicySection[];
}

export interface RouteMeta {
  path: string;
  title: string;
  description: string;
}
