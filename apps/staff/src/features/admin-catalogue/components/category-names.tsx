import type { AdminCategoryName } from '@jhola/domain';
import { Button, EmptyState, ErrorState, LoadingState, TextField } from '@jhola/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCategoryNames, useSetCategoryName } from '../api/category-names';
import { useAdminCatalogueT } from '../i18n';

/**
 * Every category's Hindi name (issue 47: categories are data, so their names in Hindi are the admin's):
 * customers reading Hindi see it on the home chips and the shop pages. A category without one is shown
 * to them as written, so the count of those is said first.
 */
export function CategoryNames() {
  const t = useAdminCatalogueT();
  const categories = useCategoryNames();
  if (categories.isPending) return <LoadingState label={t('staffAdminCatalogue.loadingCategories')} />;
  if (categories.isError) {
    return <ErrorState message={errorMessage(categories.error)} onRetry={() => void categories.refetch()} />;
  }
  if (categories.data.length === 0) return <EmptyState title={t('staffAdminCatalogue.noCategories')} />;
  const missing = categories.data.filter((c) => !c.nameHi).length;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-stone-700">
        {missing === 0
          ? t('staffAdminCatalogue.allCategoriesNamed')
          : t('staffAdminCatalogue.categoriesWithoutHindi', { count: missing })}
      </p>
      <ul className="grid gap-2 lg:grid-cols-2">
        {categories.data.map((category) => (
          <li key={category.name}>
            <CategoryNameForm category={category} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One category: its English name and use, its Hindi name in a field, and Save. */
function CategoryNameForm({ category }: { category: AdminCategoryName }) {
  const t = useAdminCatalogueT();
  const [nameHi, setNameHi] = useState(category.nameHi ?? '');
  const save = useSetCategoryName();
  const changed = nameHi.trim() !== (category.nameHi ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed) save.mutate({ name: category.name, nameHi: nameHi.trim() });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 className="font-semibold break-words">{category.name}</h2>
        <span className="text-sm text-stone-700">
          {t('staffAdminCatalogue.categoryUse', {
            shops: category.shopCount,
            products: category.productCount,
          })}
        </span>
      </div>
      <div className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('staffAdminCatalogue.hindiNameOf', { name: category.name })}
          lang="hi"
          maxLength={60}
          value={nameHi}
          onChange={(e) => {
            setNameHi(e.target.value);
            save.reset();
          }}
          error={save.isError ? errorMessage(save.error) : null}
          announceError
        />
        <Button
          type="submit"
          disabled={!changed}
          busy={save.isPending}
          busyLabel={t('staffAdminCatalogue.saving')}
        >
          {t('staffAdminCatalogue.save')}
        </Button>
      </div>
      {save.isSuccess && !changed ? (
        <p role="status" className="text-sm text-brand-800">
          {t('staffAdminCatalogue.categorySaved')}
        </p>
      ) : null}
    </form>
  );
}
