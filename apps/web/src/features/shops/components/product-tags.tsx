import { useShopsT } from '../i18n';

/** The first tags of a product, on one line (overflow hidden so the card height never changes). */
export function ProductTags({ tags }: { tags: string[] }) {
  const t = useShopsT();
  return (
    <ul aria-label={t('shops.tags')} className="flex h-5 gap-1 overflow-hidden">
      {tags.map((tag) => (
        <li key={tag} className="shrink-0 rounded bg-stone-100 px-1.5 text-xs leading-5 text-stone-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
