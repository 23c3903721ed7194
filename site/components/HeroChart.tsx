// Hero illustration drawn in code: a dashboard card with a funnel, an A/B test and a trend line.
// Colours come from the page's CSS custom properties; the fallbacks keep it readable on its own.
const accent = 'var(--accent, #1d4ed8)';
const accent2 = 'var(--accent-2, #0e7490)';
const ink = 'var(--ink, #0f172a)';
const muted = 'var(--muted, #475569)';
const surface = 'var(--surface, #ffffff)';
const line = 'var(--line, #e2e8f0)';

const text = { fontFamily: 'inherit', fontSize: 12, fill: muted } as const;
const heading = { ...text, fontSize: 15, fontWeight: 600, fill: ink } as const;

const funnel = [
  { label: 'Visit', pct: '100%', w: 140 },
  { label: 'Sign up', pct: '48%', w: 100 },
  { label: 'Trial', pct: '22%', w: 64 },
  { label: 'Paid', pct: '9%', w: 34 },
] as const;

const trend = [314, 306, 309, 294, 285, 278, 264, 252];
const points = trend.map((y, i) => `${40 + i * 57},${y}`).join(' ');

export function HeroChart() {
  return (
    <svg
      viewBox="0 0 480 360"
      width="100%"
      role="img"
      aria-label="Illustration: a conversion funnel, an A/B test comparison and a rising trend line"
    >
      <rect x="12" y="17" width="456" height="336" rx="16" fill={ink} opacity="0.06" />
      <rect x="12" y="12" width="456" height="336" rx="16" fill={surface} stroke={line} />
      <text x="32" y="44" {...heading}>
        Conversion overview
      </text>
      <text x="448" y="44" textAnchor="end" {...text}>
        Last 8 weeks
      </text>
      <path d="M12 60h456M288 72v126M12 210h456" stroke={line} />

      <text x="32" y="84" {...text}>
        Funnel
      </text>
      {funnel.map((s, i) => {
        const y = 96 + i * 26;
        return (
          <g key={s.label}>
            <text x="32" y={y + 13} {...text}>
              {s.label}
            </text>
            <rect x="88" y={y} width={s.w} height="18" rx="4" fill={accent} opacity={1 - i * 0.18} />
            <text x={94 + s.w} y={y + 13} {...text} fill={ink} fontWeight={600}>
              {s.pct}
            </text>
          </g>
        );
      })}

      <text x="308" y="84" {...text}>
        A/B test
      </text>
      <path d="M308 190h140" stroke={line} strokeWidth="2" />
      <rect x="314" y="122" width="36" height="68" rx="4" fill={muted} opacity="0.35" />
      <rect x="362" y="108" width="36" height="82" rx="4" fill={accent} />
      <text x="332" y="115" textAnchor="middle" {...text} fill={ink}>
        3.1%
      </text>
      <text x="380" y="101" textAnchor="middle" {...text} fill={ink} fontWeight={600}>
        3.5%
      </text>
      <text x="332" y="204" textAnchor="middle" {...text}>
        A
      </text>
      <text x="380" y="204" textAnchor="middle" {...text}>
        B
      </text>
      <rect x="404" y="118" width="50" height="24" rx="12" fill={accent} />
      <text x="429" y="134" textAnchor="middle" {...text} fill="#ffffff" fontWeight={600}>
        +12%
      </text>

      <text x="32" y="234" {...text}>
        Weekly active users
      </text>
      <text x="448" y="234" textAnchor="end" {...text} fill={ink} fontWeight={600}>
        +38%
      </text>
      <path d="M32 250h416M32 274h416M32 298h416M32 322h416" stroke={line} />
      <polygon points={`40,322 ${points} 439,322`} fill={accent2} opacity="0.1" />
      <polyline points={points} fill="none" stroke={accent2} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      {trend.map((y, i) => (
        <circle
          key={i}
          cx={40 + i * 57}
          cy={y}
          r="4.5"
          fill={i === trend.length - 1 ? accent2 : surface}
          stroke={accent2}
          strokeWidth="2"
        />
      ))}
    </svg>
  );
}
