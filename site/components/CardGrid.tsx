import type { IconCard } from '../content/types';
import { Icon } from './icons';

/** Cards with an icon, a title and a short text: audiences, outcomes, highlights, formats. */
export function CardGrid({ cards, columns }: { cards: readonly IconCard[]; columns: 2 | 3 | 4 }) {
  return (
    <ul className={`card-grid card-grid--${columns}`}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <h3 className="card__title">{card.title}</h3>
          <p className="card__text">{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
