import type { Locator } from "playwright-core";

/** The computed background colour of an element, e.g. "rgb(238, 238, 238)". */
export function backgroundColor(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/**
 * WCAG relative luminance (0 black .. 1 white) of a CSS rgb()/rgba() colour: how a
 * test tells a dark theme from a light one without pinning an exact shade.
 */
export function luminance(cssColor: string): number {
  const match = cssColor.match(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?/);
  if (!match) throw new Error(`Not an rgb() colour: ${cssColor}`);
  // A transparent element shows whatever is behind it, so its own colour says nothing.
  if (match[4] !== undefined && Number(match[4]) === 0) throw new Error(`Transparent background: ${cssColor}`);
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export async function backgroundLuminance(locator: Locator): Promise<number> {
  return luminance(await backgroundColor(locator));
}
