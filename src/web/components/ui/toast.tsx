import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import layout from '#web/components/ui/layout.module.css';
import iconStyles from './icon.module.css';
import styles from './toast.module.css';
import { VisuallyHidden } from './visually-hidden';
import { LineIcon, linePaths } from './line-icon';
import { uiTexts } from './ui-texts';

export type ToastTone = 'info' | 'success' | 'error';

interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
}

type ShowToast = (text: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Lends the toasts an element to show in; returns the function that takes them back. */
type HostToasts = (host: HTMLElement) => () => void;

const ToastHostContext = createContext<HostToasts | null>(null);

/** Long enough to read a sentence twice; the close button is there for anyone faster. */
const TOAST_DURATION_MS = 6000;

/**
 * Short notices (successes and errors) shown in the page, never window.alert.
 * The live region is always in the DOM so screen readers announce what is added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { _ } = usePageLanguage();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  // Open modal dialogs, innermost last: while one is open the rest of the page is inert, hidden
  // from screen readers and under the backdrop, so the toasts move inside it.
  const [hosts, setHosts] = useState<readonly HTMLElement[]>([]);
  const hostToasts = useCallback<HostToasts>((host) => {
    setHosts((current) => [...current, host]);
    return () => setHosts((current) => current.filter((item) => item !== host));
  }, []);
  const host = hosts[hosts.length - 1];

  const show = useCallback<ShowToast>(
    (text, tone = 'info') => {
      const id = ++nextId.current;
      // A notice already showing is shown anew rather than twice (a second tap, several failed
      // calls at once): it moves to the end, and its time starts again.
      setToasts((current) => [...current.filter((toast) => toast.text !== text), { id, text, tone }]);
      window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const region = (
    <section className={styles.region} aria-label={_(uiTexts.notifications)}>
      <div role="status" aria-live="polite" className={cx(layout.stack, layout.gap2, styles.list)}>
        {toasts.map((toast) => (
          <div key={toast.id} className={cx(styles.toast, styles[toast.tone])}>
            <p className={styles.text}>{toast.text}</p>
            <button type="button" className={cx(iconStyles.button, styles.close)} onClick={() => dismiss(toast.id)}>
              <VisuallyHidden>{_(uiTexts.dismiss)}</VisuallyHidden>
              <LineIcon d={linePaths.close} />
            </button>
          </div>
        ))}
      </div>
    </section>
  );

  return (
    <ToastContext.Provider value={show}>
      <ToastHostContext.Provider value={hostToasts}>
        {children}
        {host ? createPortal(region, host) : region}
      </ToastHostContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** For modal dialogs: shows the toasts inside `host` while it is open. */
export function useToastHost(): HostToasts {
  const hostToasts = useContext(ToastHostContext);
  if (!hostToasts) throw new Error('useToastHost must be used inside <ToastProvider>');
  return hostToasts;
}
