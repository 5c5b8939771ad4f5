import { lazyDialog } from "./lazyDialog";

export type { ConfirmDialogProps } from "./ConfirmDialogModal";

/** Asks before something that cannot be undone; its code loads when it first opens. */
export const ConfirmDialog = lazyDialog(async () => (await import("./ConfirmDialogModal")).ConfirmDialogModal);
