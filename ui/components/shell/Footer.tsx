import { useTranslation } from '#ui/i18n/use-translation';
import type { Category } from '#domain/catalog/category';
import { appStoreBadgesFor, APP_STORE_BADGE_SIZE } from '#domain/market/app-store-badges';
import { clubLandingPageFor } from '#domain/market/club-landing';
import { LOCALES, languageOf } from '#domain/market/locale';
import { MARKETS } from '#domain/market/markets';
import type { MinorUnits } from '#domain/pricing/minor-units';
import { pathFor } from '#domain/routing/path-for';
import { categoryPathId } from '#domain/routing/category-path-id';
import { catalogueEntries } from '#domain/shell/catalogue-dropdown';
import { marketPriceFormatter } from '../price/format-price';
import { brandName } from '#ui/i18n/locale-provider';
import { PageLink } from '../link/PageLink';
import {
  BADGE_ALT_KEYS,
  BADGE_IMAGES,
  blogUrl,
  FIRST_AUDIOBOOK_PROMO,
  giftCardsUrl,
  MARKET_NAMES,
} from './footer-links';
import { SOCIAL_LINKS } from './social-links';
import styles from './Footer.module.css';
import { type ShellRouting, shellPath } from './shell-links';

export interface FooterProps extends ShellRouting {
  readonly brand: string;
  /** The year of the copyright line, from the request's clock. */
  readonly year: number;
  /** The catalogue screen's categories; the top-level ones are linked. */
  readonly categories: readonly Category[];
  readonly isSignedIn: boolean;
  /** Opens the newsletter modal; with it and a signed-in user the newsletter entry is a button. */
  readonly onNewsletterOpen?: () => void;
  /** Opens the consent manager. */
  readonly onPrivacySettingsOpen?: () => void;
  /** Spec §1 oldWeb: the market's page on the legacy web store (pl, de, lt with a legacy host configured). */
  readonly legacyStoreHref?: string | null;
}

/**
 * The market's footer (spec §2 "Shell"): catalogue links, help and legal links, the privacy-settings button,
 * the club landing page where the club is on, gift cards, newsletter, blog, apps with store badges, the country
 * chooser, social links and the copyright line; pl adds the text-and-data-mining reservation, sk its first-
 * audiobook promo, and es has no footer at all. Spec §1 oldWeb adds a link to the legacy web store (pl, de, lt, when
 * its host is configured).
 */
export function Footer(props: FooterProps) {
  const {
    brand,
    year,
    categories,
    isSignedIn,
    onNewsletterOpen,
    onPrivacySettingsOpen,
    legacyStoreHref,
    locale,
    routing,
  } = props;
  const { t } = useTranslation();
  if (!MARKETS[locale].hasFooter) return null;

  const shell = { locale, routing };
  const name = brandName(brand);
  const clubPage = clubLandingPageFor(locale);
  const badges = appStoreBadgesFor(locale);
  const promo =
    locale === FIRST_AUDIOBOOK_PROMO.locale
      ? t('shell.footer.first_audiobook_promo', {
          amount: marketPriceFormatter(locale)(
            FIRST_AUDIOBOOK_PROMO.amount as MinorUnits,
            FIRST_AUDIOBOOK_PROMO.currency,
          ),
        })
      : null;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {promo && <p className={styles.promo}>{promo}</p>}
        <div className={styles.columns}>
          <section aria-labelledby="footer-catalogue">
            <h2 id="footer-catalogue" className={styles.heading}>
              {t('shell.footer.catalogue')}
            </h2>
            <ul className={styles.list}>
              {catalogueEntries(categories).map((category) => (
                <li key={category.id}>
                  <PageLink href={shellPath(shell, 'category', { id: categoryPathId(category) })}>
                    {category.name}
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={styles.heading}>
              {t('shell.footer.help')}
            </h2>
            <ul className={styles.list}>
              <li>
                <PageLink href={shellPath(shell, 'helpCenter', {})}>{t('shell.footer.help_center')}</PageLink>
              </li>
              <li>
                <PageLink href={shellPath(shell, 'reviewTerms', {})}>{t('shell.footer.terms')}</PageLink>
              </li>
              <li>
                <PageLink href={shellPath(shell, 'privacyPolicy', {})}>{t('shell.footer.privacy_policy')}</PageLink>
              </li>
              <li>
                <button type="button" className={styles.linkButton} onClick={onPrivacySettingsOpen}>
                  {t('shell.footer.privacy_settings')}
                </button>
              </li>
            </ul>
          </section>
          <section aria-labelledby="footer-discover">
            <h2 id="footer-discover" className={styles.heading}>
              {t('shell.footer.discover')}
            </h2>
            <ul className={styles.list}>
              {clubPage && (
                <li>
                  <a href={clubPage}>{t('shell.footer.club', { brand: name })}</a>
                </li>
              )}
              <li>
                <a href={giftCardsUrl(locale)}>{t('shell.footer.gift_cards')}</a>
              </li>
              <li>
                {isSignedIn && onNewsletterOpen ? (
                  <button type="button" className={styles.linkButton} onClick={onNewsletterOpen} aria-haspopup="dialog">
                    {t('shell.footer.newsletter')}
                  </button>
                ) : (
                  <PageLink href={shellPath(shell, 'newsletter', {})}>{t('shell.footer.newsletter')}</PageLink>
                )}
              </li>
              <li>
                <a href={blogUrl(locale)}>{t('shell.footer.blog')}</a>
              </li>
              {legacyStoreHref && (
                <li>
                  <a href={legacyStoreHref}>{t('info_pages.market_links.legacy_store')}</a>
                </li>
              )}
            </ul>
          </section>
          <section aria-labelledby="footer-apps">
            <h2 id="footer-apps" className={styles.heading}>
              {t('shell.footer.apps')}
            </h2>
            <ul className={styles.list}>
              <li>
                <PageLink href={shellPath(shell, 'applications', {})}>{t('shell.footer.apps_page')}</PageLink>
              </li>
            </ul>
            <div className={styles.badges}>
              {badges.map((badge) => (
                <a key={badge.store} href={badge.href} rel="noopener">
                  <img
                    src={BADGE_IMAGES[badge.store]}
                    alt={t(BADGE_ALT_KEYS[badge.store])}
                    width={APP_STORE_BADGE_SIZE.width}
                    height={APP_STORE_BADGE_SIZE.height}
                    loading="lazy"
                  />
                </a>
              ))}
            </div>
          </section>
          <section aria-labelledby="footer-countries">
            <h2 id="footer-countries" className={styles.heading}>
              {t('shell.footer.other_countries')}
            </h2>
            <details className={styles.chooser}>
              <summary>{MARKET_NAMES[locale]}</summary>
              <ul className={styles.list}>
                {LOCALES.map((market) => (
                  <li key={market}>
                    <a
                      href={pathFor('home', {}, market, routing)}
                      hrefLang={languageOf(market)}
                      lang={languageOf(market)}
                      aria-current={market === locale ? 'true' : undefined}
                    >
                      {MARKET_NAMES[market]}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('shell.footer.social')}
            </h2>
            <ul className={styles.list}>
              {SOCIAL_LINKS.map((social) => (
                <li key={social.name}>
                  <a href={social.href} rel="noopener">
                    {social.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
        {locale === 'pl' && (
          <p className={styles.tdm} data-testid="tdm-reservation">
            {/* Split keys around the link: a link inside translated text needs no markup parser. */}
            {t('shell.footer.tdm.before', { brand: name })}
            <PageLink href={shellPath(shell, 'copyrightNotice', {})}>{t('shell.footer.tdm.link')}</PageLink>
            {t('shell.footer.tdm.after')}
          </p>
        )}
        <p className={styles.copyright}>{t('shell.footer.copyright', { year, brand: name })}</p>
      </div>
    </footer>
  );
}
