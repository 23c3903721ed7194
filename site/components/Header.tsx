import { Link } from 'wouter';
import { company } from '../content/company';
import { navigation } from '../content/navigation';
import { LogoMark } from './Logo';
import { SectionLink } from './SectionLink';

export function Header() {
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="brand">
          <LogoMark />
          <span className="brand__name">{company.productName}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul>
            {navigation.map((item) => (
              <li key={item.section}>
                <SectionLink section={item.section} className="site-nav__link">
                  {item.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
