import type { SearchQuerySummary } from '@jhola/domain';
import { Button, Dialog, EmptyState, ErrorState, LoadingState, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSearchQueries } from '../api/search-queries';
import { useAdminSearchT } from '../i18n';
import { TeachPanel } from './teach-panel';

/** The week's searches, nothing-found first, each with a one-tap "Teach". */
export function SearchQueryList() {
  const t = useAdminSearchT();
  const f = useFormat();
  const queries = useSearchQueries(7);
  const [teaching, setTeaching] = useState<string | null>(null);
  if (queries.isPending) return <LoadingState label={t('staffAdminSearch.loading')} />;
  if (queries.isError) return <ErrorState message={errorMessage(queries.error)} />;
  if (queries.data.length === 0) return <EmptyState title={t('staffAdminSearch.none')} />;
  return (
    <>
      <ul className="flex flex-col gap-2">
        {queries.data.map((query) => (
          <QueryRow key={query.q} query={query} when={f.dateTime(query.lastAt)} onTeach={setTeaching} />
        ))}
      </ul>
      <Dialog
        open={teaching !== null}
        title={t('staffAdminSearch.teachTitle', { word: teaching ?? '' })}
        onClose={() => setTeaching(null)}
      >
        {teaching ? <TeachPanel key={teaching} word={teaching} onDone={() => setTeaching(null)} /> : null}
      </Dialog>
    </>
  );
}

function QueryRow(props: { query: SearchQuerySummary; when: string; onTeach: (q: string) => void }) {
  const t = useAdminSearchT();
  const { query } = props;
  const nothing = query.found === 0;
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{query.q}</h3>
        <span className={nothing ? 'text-sm font-semibold text-red-800' : 'text-sm text-stone-700'}>
          {nothing ? t('staffAdminSearch.foundNothing') : t('staffAdminSearch.found', { count: query.found })}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {t('staffAdminSearch.searched', { count: query.count })} ·{' '}
        {t('staffAdminSearch.lastAt', { time: props.when })}
      </p>
      {query.added.length > 0 ? (
        <p className="text-sm break-words text-stone-700">
          {t('staffAdminSearch.added', {
            products: query.added.map((a) => `${a.name} (${a.count})`).join(', '),
          })}
        </p>
      ) : null}
      <div>
        <Button variant={nothing ? 'primary' : 'secondary'} onClick={() => props.onTeach(query.q)}>
          {t('staffAdminSearch.teach')} <span className="sr-only">{query.q}</span>
        </Button>
      </div>
    </li>
  );
}
