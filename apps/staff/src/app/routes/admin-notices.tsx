import { NoticeForm } from '../../features/admin-notices/components/notice-form';
import { NoticeList } from '../../features/admin-notices/components/notice-list';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <section aria-labelledby="publish-title" className="rounded-xl bg-white p-4 shadow-sm">
        <h1 id="publish-title" className="mb-3 text-xl font-bold">
          {t('staffApp.publishNotice')}
        </h1>
        <NoticeForm />
      </section>
      <section aria-labelledby="notices-title" className="flex flex-col gap-2">
        <h2 id="notices-title" className="text-lg font-semibold">
          {t('staffApp.allNotices')}
        </h2>
        <NoticeList />
      </section>
    </div>
  );
}
