import { CloseIcon } from '@jhola/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser traps focus, Escape closes it, and focus returns to the
 * button that opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    // jsdom has no showModal; the open attribute is enough there.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-xl bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 min-w-11 rounded-lg text-2xl leading-none text-stone-700 hover:bg-stone-100"
          aria-label="Close"
        >
          <CloseIcon className="mx-auto size-5" />
        </button>
      </div>
      <div className="max-h-[75dvh] overflow-y-auto px-4 py-4">{children}</div>
    </dialog>
  );
}
