import type { ToastPresenterPort, ToastRequest } from '#application/ports/toast-presenter.port';

/** Keeps every toast shown and lets a test press a toast's action button. */
export class RecordingToastPresenter implements ToastPresenterPort {
  readonly shown: ToastRequest[] = [];

  show(toast: ToastRequest): void {
    this.shown.push(toast);
  }

  /** The toasts shown, without their callbacks: what a test compares. */
  get summaries(): readonly { readonly title: string | null; readonly action: string | null }[] {
    return this.shown.map((toast) => ({ title: toast.title ?? null, action: toast.action?.text ?? null }));
  }

  /** Presses the action button of the toast shown at `index` (default the latest) and waits for it to finish. */
  async pressAction(index = this.shown.length - 1): Promise<void> {
    const action = this.shown[index]?.action;
    if (!action) throw new Error(`toast ${index} has no action`);
    await action.onClick();
  }
}
