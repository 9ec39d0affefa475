import type { MerchantRules } from '@jhola/domain';
import { Button, ErrorState, FormError, LoadingState, TextField } from '@jhola/ui';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useMerchantRules, useSaveMerchantRules } from '../api/merchant-rules';
import { useShopChangesT } from '../i18n';

/** Issue 46: the admin sets the rules shop owners work under (the API checks the numbers again). */
export function MerchantRulesForm() {
  const t = useShopChangesT();
  const rules = useMerchantRules();
  if (rules.isPending) return <LoadingState label={t('staffShopChanges.rulesLoading')} />;
  if (rules.isError)
    return <ErrorState message={errorMessage(rules.error)} onRetry={() => rules.refetch()} />;
  // The fields start from the rules as read, and keep what the admin typed (and saved) from then on.
  return <RulesFields saved={rules.data} />;
}

const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

function RulesFields({ saved }: { saved: MerchantRules }) {
  const t = useShopChangesT();
  const save = useSaveMerchantRules();
  const titleId = useId();
  const capId = useId();
  const [capAtMrp, setCapAtMrp] = useState(saved.capAtMrp);
  const [percent, setPercent] = useState(saved.maxChangePercent?.toString() ?? '');
  const [reports, setReports] = useState(String(saved.reportsToHide));
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const maxChangePercent = percent.trim() === '' ? null : wholeNumber(percent);
    const reportsToHide = wholeNumber(reports);
    if (
      percent.trim() !== '' &&
      (maxChangePercent === null || maxChangePercent < 1 || maxChangePercent > 100)
    )
      return setProblem(t('staffShopChanges.percentInvalid'));
    if (reportsToHide === null || reportsToHide < 1 || reportsToHide > 20)
      return setProblem(t('staffShopChanges.reportsInvalid'));
    setProblem(null);
    save.mutate(
      { capAtMrp, maxChangePercent, reportsToHide },
      { onSuccess: () => setDone(true), onError: (error) => setProblem(errorMessage(error)) },
    );
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby={titleId}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('staffShopChanges.rulesTitle')}
      </h2>
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={capId}
          type="checkbox"
          className="size-5"
          checked={capAtMrp}
          onChange={(e) => setCapAtMrp(e.target.checked)}
        />
        <label htmlFor={capId}>{t('staffShopChanges.capAtMrp')}</label>
      </div>
      <TextField
        label={t('staffShopChanges.maxChangePercent')}
        hint={t('staffShopChanges.maxChangePercentHint')}
        inputMode="numeric"
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
      />
      <TextField
        label={t('staffShopChanges.reportsToHide')}
        hint={t('staffShopChanges.reportsToHideHint')}
        inputMode="numeric"
        value={reports}
        onChange={(e) => setReports(e.target.value)}
      />
      <FormError message={problem} />
      {done ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('staffShopChanges.rulesSaved')}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {t('staffShopChanges.saveRules')}
      </Button>
    </form>
  );
}
