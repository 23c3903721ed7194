import { hero } from '../content/course';
import { HeroChart } from '../components/HeroChart';
import { SectionLink } from '../components/SectionLink';

export function HeroSection() {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="container hero__grid">
        <div className="hero__copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-title">{hero.title}</h1>
          <p className="hero__lead">{hero.lead}</p>
          <div className="hero__actions">
            <SectionLink section="price" className="button button--large">
              {hero.cta}
            </SectionLink>
            <p className="hero__note">{hero.note}</p>
          </div>
        </div>
        <div className="hero__art">
          <HeroChart />
        </div>
      </div>
    </section>
  );
}
