import { Button, Dialog } from '@jhola/ui';
import { useShopsT } from '../i18n';

/**
 * A link to a product this shop does not sell (any more), or one that could not be asked for: said in
 * words, where the product's sheet would have opened, instead of a page that silently ignores the link.
 */
export default function MissingProduct({
  reason,
  onClose,
}: {
  reason: 'notSold' | 'failed';
  onClose(): void;
}) {
  const t = useShopsT();
  return (
    <Dialog open title={t('shops.linkedProductTitle')} onClose={onClose}>
      <p className="text-sm text-stone-700">
        {reason === 'notSold' ? t('shops.linkedProductNotSold') : t('shops.linkedProductFailed')}
      </p>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{t('shops.linkedProductBrowse')}</Button>
      </div>
    </Dialog>
  );
}
