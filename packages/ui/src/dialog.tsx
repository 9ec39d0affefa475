import { type ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from './close-icon';
import { tUi } from './i18n/ui-catalogue';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * `wide`: a larger dialog whose body scrolls under a fixed title bar, for long content (a bill, an
   * inquiry's conversation); `narrow` (the default) for a question and its answer; `sheet`: a bottom
   * sheet on a phone (the whole width, from the bottom edge), `wide` from 640 px on.
   */
  size?: 'narrow' | 'wide' | 'sheet';
}

const SIZES = {
  narrow: 'm-auto w-[calc(100%-2rem)] max-w-md rounded-xl',
  wide: 'm-auto w-[calc(100%-1.5rem)] max-w-lg rounded-xl',
  sheet:
    'mx-0 mt-auto mb-0 w-full max-w-full rounded-t-xl sm:m-auto sm:w-[calc(100%-1.5rem)] sm:max-w-lg sm:rounded-xl',
} as const;

const CLOSE_BUTTON = 'grid size-11 shrink-0 place-items-center rounded-md text-stone-600 hover:bg-stone-100';

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and the page behind
 * is inert, so no focus-trap code is needed. Focus returns to the opener on close, and also when a
 * parent that renders the dialog only while it is open removes it.
 */
export function Dialog({ open, title, onClose, children, size = 'narrow' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      // Removed while open: the browser does not give focus back on its own.
      if (typeof dialog.close === 'function') dialog.close();
      opener.current?.focus?.();
    };
  }, []);
  const heading = (
    <h2 id={titleId} className={size === 'wide' ? 'text-lg font-bold' : 'text-lg font-semibold'}>
      {title}
    </h2>
  );
  const close = (
    <button type="button" onClick={onClose} aria-label={tUi('ui.close')} className={`-m-2 ${CLOSE_BUTTON}`}>
      <CloseIcon />
    </button>
  );
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`bg-white p-0 text-stone-900 shadow-xl backdrop:bg-black/50 ${SIZES[size]}`}
    >
      {!open ? null : size !== 'narrow' ? (
        <>
          <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-4 py-3">
            {heading}
            {close}
          </div>
          <div
            className={`overflow-y-auto px-4 py-4 ${size === 'sheet' ? 'max-h-[80dvh]' : 'max-h-[75dvh]'}`}
          >
            {children}
          </div>
        </>
      ) : (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            {heading}
            {close}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
