import { useId } from 'react';
import { Link } from 'react-router';
import type { Locale } from '#domain/market/locale';
import type { RoutingContext } from '#domain/routing/routing-context';
import { limitItems } from '#domain/shell/item-list';
import { type FormatPrice, marketPriceFormatter } from '#ui/components/price/format-price';
import { type CardLabels, ProductCard } from '#ui/components/product/ProductCard';
import { categoryPath, productPath } from '#ui/components/product/product-links';
import { useCardLabels } from '#ui/components/product/card-labels';
import { coverLoadingAt } from '#ui/components/product/cover-loading';
import type { CategoryListSection, HomeSection, LinkedItemSetsSection, SwimlaneSection } from './home-section';
import './HomeSections.css';

export interface HomeSectionsProps {
  readonly sections: readonly HomeSection[];
  readonly locale: Locale;
  readonly routing: RoutingContext;
  /** Club members see subscriber prices (spec §5). */
  readonly isClubMember?: boolean;
  /** Defaults to Intl with the market's locale tag. */
  readonly formatPrice?: FormatPrice;
}

interface SectionContext {
  readonly locale: Locale;
  readonly routing: RoutingContext;
  readonly isClubMember: boolean;
  readonly formatPrice: FormatPrice;
  readonly cardLabels: CardLabels;
}

const SectionTitle = ({ id, title }: { id: string; title: string | null }) =>
  title ? (
    <h2 id={id} className="home-sections__title">
      {title}
    </h2>
  ) : null;

function Swimlane({ section, ctx, firstRow }: { section: SwimlaneSection; ctx: SectionContext; firstRow: boolean }) {
  const headingId = useId();
  const products = limitItems(section.products);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={section.title ? headingId : undefined} data-section-type={section.type}>
      <SectionTitle id={headingId} title={section.title} />
      <ul className="swimlane">
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            href={productPath(product, ctx.locale, ctx.routing)}
            loading={coverLoadingAt(index, firstRow)}
            isClubMember={ctx.isClubMember}
            formatPrice={ctx.formatPrice}
            labels={ctx.cardLabels}
          />
        ))}
      </ul>
    </section>
  );
}

function ItemSets({ section }: { section: LinkedItemSetsSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={section.title ? headingId : undefined} data-section-type={section.type}>
      <SectionTitle id={headingId} title={section.title} />
      <ul className="chip-list">
        {section.elements.map((element) => (
          <li key={`${element.slug}:${element.href}`}>
            {element.internal ? (
              <Link to={element.href} className="chip">
                {element.label}
              </Link>
            ) : (
              <a href={element.href} className="chip">
                {element.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CategoryList({ section, ctx }: { section: CategoryListSection; ctx: SectionContext }) {
  const headingId = useId();
  return (
    <section aria-labelledby={section.title ? headingId : undefined} data-section-type={section.type}>
      <SectionTitle id={headingId} title={section.title} />
      <ul className="home-sections__categories">
        {section.categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category, ctx.locale, ctx.routing)} className="home-sections__category">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home screen's sections in the API's order: product swimlanes (covers sized by `?w=` with a 2x srcset in
 * fixed square boxes; the first swimlane's covers load eagerly, its first with high priority, the rest lazily),
 * item-set chips and category lists.
 */
export function HomeSections({ sections, locale, routing, isClubMember = false, formatPrice }: HomeSectionsProps) {
  const cardLabels = useCardLabels();
  const ctx: SectionContext = {
    locale,
    routing,
    isClubMember,
    formatPrice: formatPrice ?? marketPriceFormatter(locale),
    cardLabels,
  };
  const firstSwimlane = sections.find((section) => section.type === 'products-swimlane' && section.products.length > 0);
  return (
    <div className="home-sections">
      {sections.map((section) => {
        switch (section.type) {
          case 'products-swimlane':
            return <Swimlane key={section.id} section={section} ctx={ctx} firstRow={section === firstSwimlane} />;
          case 'item-sets':
            return <ItemSets key={section.id} section={section} />;
          case 'category-list':
            return <CategoryList key={section.id} section={section} ctx={ctx} />;
        }
      })}
    </div>
  );
}
