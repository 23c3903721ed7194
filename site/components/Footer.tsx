import { Link } from 'wouter';
import { company } from '../content/company';
import { buildYear, footerLinks } from '../content/navigation';
import { LogoMark } from './Logo';

export function Footer() {
  const years = buildYear > company.since ? `${company.since}–${buildYear}` : String(company.since);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link href="/" className="brand brand--inverse" aria-label={`${company.productName} — home`}>
            <LogoMark />
            <span className="brand__name">{company.productName}</span>
          </Link>
          <p className="site-footer__tagline">An online course in product analytics, taught in English.</p>
        </div>
        <nav aria-label="Legal" className="site-footer__nav">
          <h2 className="site-footer__heading">Policies</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Contact</h2>
          <address>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <span>{company.address}</span>
            <span>
              {company.name} · Registration number {company.crn}
            </span>
          </address>
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {years} {company.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
