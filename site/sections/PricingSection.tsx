import { pricing } from '../content/course';
import { Icon } from '../components/icons';
import { Section } from '../components/Section';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function PricingSection() {
  return (
    <Section id="price" title={pricing.title} lead={pricing.lead} tone="alt">
      <ul className="packages">
        {pricing.packages.map((pkg) => (
          <li key={pkg.id} className={pkg.mostPopular ? 'package package--popular' : 'package'}>
            {pkg.mostPopular ? <p className="package__badge">{pricing.popularLabel}</p> : null}
            <h3 className="package__title">{pkg.title}</h3>
            <p className="package__price">
              <span className="package__amount">{dollars.format(pkg.price)}</span>
              <span className="package__period"> one-time</span>
            </p>
            <p className="package__description">{pkg.description}</p>
            <ul className="check-list package__features">
              {pkg.features.map((feature) => (
                <li key={feature}>
                  <Icon name="check" size={20} />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <a className={pkg.mostPopular ? 'button package__cta' : 'button button--outline package__cta'} href={pkg.paymentLink}>
              {pricing.cta}
              <span className="visually-hidden"> the {pkg.title} package</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
