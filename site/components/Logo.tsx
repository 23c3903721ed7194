/** The course mark: three rising bars in a rounded square. Decorative; the product name labels it. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--accent)" />
      <rect x="8" y="17" width="4" height="7" rx="1.5" fill="#fff" />
      <rect x="14" y="12" width="4" height="12" rx="1.5" fill="#fff" />
      <rect x="20" y="8" width="4" height="16" rx="1.5" fill="#fff" />
    </svg>
  );
}
