import { useId } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import { Form } from 'react-router';
import { SORT_CHOICES, sortParam } from '#domain/catalog/product-sort';

/** The label of each order a list offers, by its form value (`sortParam`). */
const LABELS = {
  popularity: 'catalog.sort.popularity',
  rating: 'catalog.sort.rating',
  newest: 'catalog.sort.newest',
  price: 'catalog.sort.price',
  'price-desc': 'catalog.sort.price_desc',
  name: 'catalog.sort.name',
} as const;

const isOffered = (value: string): value is keyof typeof LABELS => Object.hasOwn(LABELS, value);

/** The orders a list offers, as form values, in the order they are listed. */
const CHOICES = SORT_CHOICES.map(sortParam).filter(isOffered);

export interface SortFormProps {
  /** The list's own address, without its query: sorting starts again at page 1. */
  readonly action: string;
  /** The order the list shows, as its form value (`sortParam`). */
  readonly current: string;
}

// Styled by SortForm.css, which the pages showing it import: its HTML is styled before its code arrives.
/**
 * How a list is ordered, as a GET form: the order goes into the address (`?sort=price-desc`), so it works without
 * JavaScript, can be shared and survives a reload. It applies on its button, never on a mere change of the choice.
 */
export function SortForm({ action, current }: SortFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Form method="get" action={action} className="sort-form__form" preventScrollReset>
      <label htmlFor={id} className="sort-form__label">
        {t('catalog.sort.label')}
      </label>
      {/* Keyed by the order shown, so that moving back and forth through history shows the right choice. */}
      <select key={current} id={id} name="sort" defaultValue={current} className="sort-form__select">
        {CHOICES.map((value) => (
          <option key={value} value={value}>
            {t(LABELS[value])}
          </option>
        ))}
      </select>
      <button type="submit" className="sort-form__submit">
        {t('catalog.sort.submit')}
      </button>
    </Form>
  );
}
