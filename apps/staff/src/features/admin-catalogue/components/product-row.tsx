import { type Product, unitWord } from '@jhola/domain';
import { Button, FormError, showToast, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useUpdateProduct } from '../api/update-product';
import { tAdminCatalogue, useAdminCatalogueT } from '../i18n';
import { PhotoUpload } from './photo-upload';

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** One product: photo, price, original price, stock, listed, tags, other names and category, saved together. */
export function ProductRow({ product }: { product: Product }) {
  const t = useAdminCatalogueT();
  const tDomain = useDomainT();
  const [price, setPrice] = useState(String(product.price));
  const [original, setOriginal] = useState(
    product.originalPrice == null ? '' : String(product.originalPrice),
  );
  const [stock, setStock] = useState(String(product.stockQuantity));
  const [tags, setTags] = useState(product.tags.join(', '));
  const [aliases, setAliases] = useState((product.aliases ?? []).join(', '));
  const [category, setCategory] = useState(product.category);
  const [listed, setListed] = useState(product.isActive);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProduct(product._id);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    update.mutate(
      {
        price: Number(price),
        originalPrice: original === '' ? null : Number(original),
        stockQuantity: Number(stock),
        tags: tagsOf(tags),
        aliases: tagsOf(aliases),
        category,
        isActive: listed,
      },
      {
        onSuccess: () => showToast(tAdminCatalogue('staffAdminCatalogue.saved', { name: product.name })),
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <li className="rounded-xl bg-white p-3 shadow-sm">
      <form onSubmit={submit} noValidate aria-label={product.name} className="flex flex-col gap-2">
        <h3 className="font-semibold break-words">
          {product.name}{' '}
          <span className="text-sm font-normal text-stone-700">
            {t('staffAdminCatalogue.perUnit', { unit: tDomain(unitWord(product.unit)) })}
          </span>
        </h3>
        <PhotoUpload
          target={{ kind: 'products', id: product._id }}
          image={product.images[0]}
          name={product.name}
        />
        <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <TextField
            label={t('staffAdminCatalogue.price')}
            type="number"
            step="0.01"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
          <TextField
            label={t('staffAdminCatalogue.originalPrice')}
            type="number"
            step="0.01"
            value={original}
            onChange={(e) => setOriginal(e.target.value)}
          />
          <TextField
            label={t('staffAdminCatalogue.stock')}
            type="number"
            value={stock}
            onChange={(e) => setStock(e.target.value)}
          />
          <TextField
            label={t('staffAdminCatalogue.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          />
        </div>
        <TextField
          label={t('staffAdminCatalogue.tags')}
          value={tags}
          onChange={(e) => setTags(e.target.value)}
        />
        <TextField
          label={t('staffAdminCatalogue.aliases')}
          value={aliases}
          onChange={(e) => setAliases(e.target.value)}
        />
        <p className="text-sm text-stone-700">
          {product.inStock ? t('staffAdminCatalogue.inStock') : t('staffAdminCatalogue.outOfStock')}
        </p>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={listed} onChange={(e) => setListed(e.target.checked)} />
          {t('staffAdminCatalogue.listed')}
        </label>
        <FormError message={error} />
        <Button
          type="submit"
          variant="secondary"
          busy={update.isPending}
          busyLabel={t('staffAdminCatalogue.saving')}
        >
          {t('staffAdminCatalogue.save')} <span className="sr-only">{product.name}</span>
        </Button>
      </form>
    </li>
  );
}
