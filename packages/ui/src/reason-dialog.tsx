import { type FormEvent, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { tUi } from './i18n/ui-catalogue';
import { TextField } from './text-field';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  confirmLabel: string;
  busyLabel: string;
  /** Said when the reason is left empty. */
  requiredMessage: string;
  onClose: () => void;
  /** Resolves when done; a rejection's message is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A confirmation that needs a written reason (cancelling an order): refused empty, errors shown inside. */
export function ReasonDialog(props: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(props.requiredMessage);
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm(reason.trim());
      props.onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : tUi('ui.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label={props.label}
          value={reason}
          maxLength={500}
          error={error}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" variant="danger" busy={busy} busyLabel={props.busyLabel}>
          {props.confirmLabel}
        </Button>
      </form>
    </Dialog>
  );
}
