import { lazyDialog } from "./lazyDialog";

/** Asks before something that cannot be undone; its code loads when it first opens. */
export const ConfirmDialog = lazyDialog(async () => (await import("./ConfirmDialogModal")).ConfirmDialogModal);
