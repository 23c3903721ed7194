// Landing sections linked from the header, in page order.
export const navigation = [
  { section: 'audience', label: 'Who it is for' },
  { section: 'program', label: 'Program' },
  { section: 'price', label: 'Pricing' },
] as const;

export const footerLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/refund-policy', label: 'Refund Policy' },
] as const;

declare const __BUILD_YEAR__: number;
/** The year of the build, fixed at build time so prerendered and hydrated markup agree. */
export const buildYear: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
