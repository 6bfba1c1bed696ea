import { useMemo } from 'react';
import { useTranslation } from '#ui/i18n/use-translation';
import type { CardLabels } from './ProductCard';

/** The words every card shows around its price, translated once for a whole list: a hook per card costs more. */
export const useCardLabels = (): CardLabels => {
  const { t } = useTranslation();
  return useMemo(
    () => ({ free: t('shell.home.free'), price: t('shell.home.price'), regularPrice: t('shell.home.regular_price') }),
    [t],
  );
};
