import type { Page } from "playwright-core";

// Issue 22: controls a thumb can hit. WCAG 2.5.5 asks 44 × 44 CSS px; 2.5.8 exempts a link
// inside a sentence, whose size is the text's. MUI draws a checkbox's or switch's hit area on
// the span around its hidden input, so that span is what is measured.

export type SmallTarget = { name: string; width: number; height: number };

export const MIN_TAP_PX = 44;

/** Every visible control on the page smaller than 44 × 44 px, named as a person reads it. */
export function smallTapTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';
    const small: { name: string; width: number; height: number }[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const input = element instanceof HTMLInputElement && ["checkbox", "radio"].includes(element.type);
      const target = input ? (element.parentElement as HTMLElement) : element;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      // Off screen until focused (the "Skip to main content" link): nothing to tap.
      if (box.bottom <= 0) continue;
      // A link in running text (2.5.8's inline exception): its paragraph holds other text too.
      const linkLike = element.tagName === "A" || element.classList.contains("MuiLink-root");
      const inline =
        linkLike &&
        style.display.startsWith("inline") &&
        (element.parentElement?.textContent ?? "").trim() !== (element.textContent ?? "").trim();
      if (inline) continue;
      // A text box is as wide as its field; its height is what a thumb aims at.
      const field = (element instanceof HTMLInputElement && !input) || element instanceof HTMLTextAreaElement;
      const fieldBox = field ? (element.closest(".MuiInputBase-root") ?? element).getBoundingClientRect() : box;
      if (fieldBox.height >= min && (field || fieldBox.width >= min)) continue;
      const name =
        element.getAttribute("aria-label") ||
        (element.textContent ?? "").trim().slice(0, 40) ||
        element.getAttribute("title") ||
        element.outerHTML.slice(0, 60);
      small.push({ name, width: Math.round(fieldBox.width), height: Math.round(fieldBox.height) });
    }
    return small;
  }, MIN_TAP_PX);
}
