import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardLabels } from './ProductCard';

/** The words every card of a list shows around its price, translated once for all of them (not once per card). */
export const useCardLabels = (): CardLabels => {
  const { t } = useTranslation();
  return useMemo(
    () => ({ free: t('shell.home.free'), price: t('shell.home.price'), regularPrice: t('shell.home.regular_price') }),
    [t],
  );
};
