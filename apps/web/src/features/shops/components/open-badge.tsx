import { useShopsT } from '../i18n';

/** PRODUCT.md §2/PRODUCT.md §4 Open/Closed badge; the wording is the badge itself, colour only supports it. */
export function OpenBadge({ open }: { open: boolean }) {
  const t = useShopsT();
  return (
    <span
      className={`shrink-0 rounded-full px-2 text-xs leading-5 font-semibold ${
        open ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'
      }`}
    >
      {open ? t('shops.open') : t('shops.closed')}
    </span>
  );
}
